import { z } from '@hono/zod-openapi';
import {
  booleanParam,
  htmlText,
  idOrSlugList,
  languageParam,
  oneOf,
  plainText,
  positiveInt,
  searchText,
  withPolicy,
} from '../../http/routes/fields';
import { DEFAULT_PER_PAGE } from '../../http/routes/pagination';
import { lazy } from '../../http/routes/route';
import { fieldsParam } from '../../http/routes/select-fields';
import { contextParam } from '../posts/posts.schemas';

/** The two taxonomies, by route name. `wire` is the original's taxonomy name shown in responses. */
export const TAXONOMIES = {
  categories: { taxonomy: 'category', wire: 'tribe_events_cat', kind: 'category', manage: 'manage_categories' },
  tags: { taxonomy: 'tag', wire: 'post_tag', kind: 'tag', manage: 'manage_tags' },
} as const;

export type TaxonomyRoute = keyof typeof TAXONOMIES;
export type Taxonomy = (typeof TAXONOMIES)[TaxonomyRoute]['taxonomy'];

export const TERM_ORDERBY = [
  'id',
  'include',
  'name',
  'slug',
  'include_slugs',
  'term_group',
  'description',
  'count',
] as const;

const lang = lazy(() => languageParam().optional().describe('param.i18n_language'));

/** Query parameters of `GET /categories` and `GET /tags`. */
export function termListQuery(route: TaxonomyRoute) {
  const base = {
    page: positiveInt().default(1).describe('param.page'),
    // The default the handler applies (effectivePerPage), shown in the index and the OpenAPI document.
    per_page: positiveInt().optional().openapi({ default: DEFAULT_PER_PAGE }).describe('param.per_page'),
    search: searchText().optional().describe('param.term_search'),
    exclude: idOrSlugList().optional().describe('param.term_exclude'),
    include: idOrSlugList().optional().describe('param.term_include'),
    order: oneOf(['asc', 'desc']).optional().openapi({ default: 'asc' }).describe('param.order'),
    orderby: oneOf(TERM_ORDERBY).optional().openapi({ default: 'name' }).describe('param.term_orderby'),
    hide_empty: booleanParam().default(true).describe('param.hide_empty'),
    post: positiveInt().optional().describe('param.term_post'),
    event: positiveInt().optional().describe('param.term_event'),
    // An empty `slug=` is a 400, as the original answers (docs/security.md).
    slug: idOrSlugList()
      .refine((list) => list.length > 0, { error: 'param.invalid' })
      .optional()
      .describe('param.term_slug'),
    _fields: fieldsParam().optional().describe('param._fields'),
    // `edit` needs a manager of the taxonomy (docs/differences.md#context-values); terms have nothing to unlock.
    context: contextParam().optional().describe('param.context'),
    i18n_language: lang(),
  };
  return route === 'categories'
    ? z.object({ ...base, parent: positiveInt().optional().describe('param.term_parent') })
    : z.object(base);
}

const name = lazy(() => plainText({ allowEmpty: false }));
const description = lazy(() => htmlText({ allowEmpty: false, maxBytes: 64 * 1024 }));
const slug = lazy(() => plainText({ allowEmpty: false, maxBytes: 200 }));
const parent = lazy(() =>
  withPolicy(
    z
      .preprocess(
        (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
        z.number({ error: 'param.invalid' }).int().min(0),
      )
      .openapi({ type: 'integer', minimum: 0 }),
    'value',
  ),
);

/** A term write body; `nameSchema` is what makes a create (required) differ from an update (optional). */
function termBody<N extends z.ZodType>(route: TaxonomyRoute, nameSchema: N) {
  const base = {
    name: nameSchema.describe('param.term_name') as N,
    description: description().optional().describe('param.term_description'),
    slug: slug().optional().describe('param.term_slug_write'),
    i18n_language: lang(),
  };
  return route === 'categories'
    ? z.object({ ...base, parent: parent().optional().describe('param.term_parent_write') })
    : z.object(base);
}

/** Body of a term create (`name` required). */
export function termCreateBody(route: TaxonomyRoute) {
  return termBody(route, name());
}

/** Body of a term update (every field optional: a partial change). */
export function termUpdateBody(route: TaxonomyRoute) {
  return termBody(route, name().optional());
}

/** Path parameter of the single-term routes. */
export const termIdParams = lazy(() => z.object({ id: positiveInt().describe('param.term_id') }));

/** Query of `DELETE /categories/{id}` and `/tags/{id}`. */
export const termDeleteQuery = lazy(() =>
  z.object({
    translation: languageParam().optional().describe('param.translation'),
    i18n_language: lang(),
  }),
);

/** Query of `GET /categories/{id}` and `/tags/{id}`. */
export const termGetQuery = lazy(() =>
  z.object({
    context: contextParam().optional().describe('param.context'),
    i18n_language: lang(),
  }),
);
