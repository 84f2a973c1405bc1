import { z } from '@hono/zod-openapi';
import { lazy } from '../../http/routes/route';
import type { DocKey } from '../../i18n/catalogues/docs';
import { emptyArray, language, translationsSchema } from '../posts/posts.wire';

/** The wire shapes of categories and tags (docs/original.md#term-objects): on their own and embedded in events. */

const d = (key: DocKey) => key;

const termUrls = lazy(() =>
  z
    .object({
      self: z.string().describe(d('field.term.urls.self')),
      collection: z.string().describe(d('field.term.urls.collection')),
      up: z.string().optional().describe(d('field.term.urls.up')),
    })
    .describe(d('field.term.urls')),
);

/** The fields both term shapes have (each shape puts them in the original's order). */
const fields = lazy(() => ({
  id: z.number().int().describe(d('field.term.id')),
  count: z.number().int().describe(d('field.term.count')),
  description: z.string().describe(d('field.term.description')),
  name: z.string().describe(d('field.term.name')),
  slug: z.string().describe(d('field.term.slug')),
  taxonomy: z.enum(['tribe_events_cat', 'post_tag']).describe(d('field.term.taxonomy')),
}));

/** A category or tag as the term endpoints return it (docs/original.md#term-objects). */
export const termSchema = lazy(() => {
  const field = fields();
  return z
    .object({
      id: field.id,
      count: field.count,
      description: field.description,
      name: field.name,
      slug: field.slug,
      taxonomy: field.taxonomy,
      parent: z.number().int().optional().describe(d('field.term.parent')),
      meta: emptyArray().describe(d('field.term.meta')),
      url: z.string().describe(d('field.term.url')),
      urls: termUrls(),
      i18n_language: language(),
      translations: translationsSchema(),
    })
    .describe(d('schema.Term'))
    .openapi('Term');
});

/** A term on the wire, as the term endpoints return it. */
export type TermWire = z.output<ReturnType<typeof termSchema>>;

/** A category or tag as embedded in events (docs/original.md#term-objects). */
export const eventTermSchema = lazy(() => {
  const field = fields();
  return z
    .object({
      name: field.name,
      slug: field.slug,
      term_group: z.number().int().describe(d('field.term.term_group')),
      term_taxonomy_id: z.number().int().describe(d('field.term.term_taxonomy_id')),
      taxonomy: field.taxonomy,
      description: field.description,
      parent: z.number().int().describe(d('field.term.parent')),
      count: field.count,
      filter: z.literal('raw').describe(d('field.term.filter')),
      id: field.id,
      urls: termUrls(),
      i18n_language: language(),
      translations: translationsSchema(),
    })
    .describe(d('schema.EventTerm'))
    .openapi('EventTerm');
});

/** A term on the wire, as embedded in events. */
export type EventTermWire = z.output<ReturnType<typeof eventTermSchema>>;
