import { z } from '@hono/zod-openapi';
import {
  booleanParam,
  htmlText,
  idList,
  idOrSlugList,
  numberParam,
  oneOf,
  plainText,
  positiveInt,
  searchText,
  text,
  withPolicy,
} from '../../http/routes/fields';
import { DEFAULT_PER_PAGE } from '../../http/routes/pagination';
import { fieldsParam } from '../../http/routes/select-fields';
import { stripTags } from '../../text';
import { resolveZone } from '../../time';
import {
  authorParam,
  contextParam,
  dateParam,
  imageParam,
  langParam,
  passwordRead,
  passwordWrite,
  postDeleteQuery,
  postGetQuery,
  statusListParam,
  urlOrEmpty,
} from '../posts';
import { isTruthy } from './list/list.window';
import { collapseParam, recurrenceParam, scopeParam, seriesParam } from './series/series.schemas';
import { organizerParam, venueParam } from './write/write.linked';

/** Parameter schemas of the single-event routes (create, read, update, delete). */

/** Statuses a write may set (trashing is `DELETE`'s job). */
const WRITE_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;

/** `timezone`: an IANA name or `UTC±H[:MM]`; `""` means the site time zone. */
const timezone = () =>
  withPolicy(
    text({ maxBytes: 64 }).refine((v) => v.trim() === '' || resolveZone(v) !== null, { error: 'param.timezone' }),
    'value',
  );

const TEXT_BYTES = 1024;
const tooLong = (s: string) => new TextEncoder().encode(s).length > TEXT_BYTES;

/** `cost`: a string or a list of strings (numbers read as strings), plain text; `""` or `[]` means none. */
const cost = () =>
  withPolicy(
    z
      .preprocess(
        (v, ctx) => {
          const asText = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : x);
          const value = Array.isArray(v) ? v.map(asText) : asText(v);
          // A text too long says so, rather than the union's "not a text or a list of texts".
          if ((Array.isArray(value) ? value : [value]).some((x) => typeof x === 'string' && tooLong(x))) {
            ctx.addIssue({ code: 'custom', message: 'param.too_many_bytes', params: { max: TEXT_BYTES } });
          }
          return value;
        },
        z.union([text(), z.array(text()).max(50)], { error: 'param.cost' }),
      )
      .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => stripTags(s).trim()).filter((s) => s !== ''))
      .openapi({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }),
    'plain',
  );

/** `post_parent`: an event id; `0`, `""` or `null` removes the parent. */
const postParent = () =>
  withPolicy(
    z
      .preprocess(
        (v) => (v === null || v === '' ? 0 : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
        z.number({ error: 'param.positive_int' }).int({ error: 'param.positive_int' }).min(0),
      )
      .openapi({ type: 'integer', minimum: 0 }),
    'value',
  );

/**
 * `categories`/`tags` on writes: ids, slugs or names (plain text: a name may create a term); `""`, `[]` or `null`
 * clear them.
 */
const termRefs = () =>
  withPolicy(
    z.preprocess((v) => (v === null ? [] : v), idOrSlugList()).transform((refs) => refs.map(stripTags)),
    'plain',
  );

/** Fields of an update, all optional; a create requires `title`, `start_date` and `end_date`. */
function eventFields() {
  return {
    title: plainText({ allowEmpty: false }).optional().describe('param.event_title'),
    description: htmlText({ maxBytes: 64 * 1024, paragraphs: true })
      .optional()
      .describe('param.event_description'),
    excerpt: htmlText({ paragraphs: true }).optional().describe('param.event_excerpt'),
    slug: plainText({ allowEmpty: false }).optional().describe('param.event_slug'),
    author: authorParam().optional().describe('param.author'),
    date: dateParam().optional().describe('param.date'),
    date_utc: dateParam().optional().describe('param.date_utc'),
    status: oneOf(WRITE_STATUSES).optional().describe('param.status'),
    timezone: timezone().optional().describe('param.timezone'),
    all_day: booleanParam().optional().describe('param.all_day'),
    start_date: dateParam().optional().describe('param.event_start_date'),
    end_date: dateParam().optional().describe('param.event_end_date'),
    image: imageParam().optional().describe('param.image'),
    cost: cost().optional().describe('param.cost'),
    website: urlOrEmpty().optional().describe('param.website'),
    show_map: booleanParam().optional().describe('param.show_map'),
    show_map_link: booleanParam().optional().describe('param.show_map_link'),
    hide_from_listings: booleanParam().optional().describe('param.hide_from_listings'),
    sticky: booleanParam().optional().describe('param.sticky'),
    featured: booleanParam().optional().describe('param.featured'),
    ticketed: booleanParam().optional().describe('param.ticketed'),
    password: passwordWrite().optional().describe('param.password_write'),
    categories: termRefs().optional().describe('param.event_categories'),
    tags: termRefs().optional().describe('param.event_tags'),
    venue: venueParam().optional().describe('param.event_venue'),
    organizer: organizerParam().optional().describe('param.event_organizer'),
    post_parent: postParent().optional().describe('param.post_parent'),
    recurrence: recurrenceParam().optional().describe('param.recurrence'),
    i18n_language: langParam(),
  };
}

/** Body of `POST /events`: `title`, `start_date` and `end_date` required. */
export const eventCreateBody = z.object({
  ...eventFields(),
  title: plainText({ allowEmpty: false }).describe('param.event_title'),
  start_date: dateParam().describe('param.event_start_date'),
  end_date: dateParam().describe('param.event_end_date'),
});

/** Body of an update: every field optional, only those sent change (docs/differences.md#partial-update). */
export const eventUpdateBody = z.object({
  ...eventFields(),
  scope: scopeParam().optional().describe('param.scope'),
});

/** Path of the by-id routes: digits (`0` included, which is a 404 like any missing id). */
export const eventIdParams = z.object({
  id: z
    .preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z.number({ error: 'param.invalid' }).int({ error: 'param.range' }).min(0),
    )
    .openapi({ type: 'integer', minimum: 0 })
    .describe('param.event_id'),
});

/** Path of the by-slug routes. */
export const eventSlugParams = z.object({ slug: text({ allowEmpty: false }).describe('param.event_slug_path') });

/** Path of one date of a series: its series' slug and the date's day (`2027-01-05`, `2027-01-05-2`: docs/recurrence.md). */
export const eventDayParams = z.object({
  slug: text({ allowEmpty: false }).describe('param.event_slug_path'),
  day: z
    .string({ error: 'param.invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}(-\d{1,3})?$/, { error: 'param.invalid' })
    .describe('param.event_day'),
});

/** Query of the single reads (`password` unlocks, `context=edit` for editors). */
export const eventGetQuery = postGetQuery;

/** Query of the deletes: `translation` removes only that language's text. */
export const eventDeleteQuery = postDeleteQuery;

/** `strict_dates`: a non-empty string (docs/original.md#truthy-words), truthy words switch strict mode on; JSON booleans too. */
const strictDates = () =>
  z
    .union([z.boolean(), z.number(), text({ allowEmpty: false, maxBytes: 32 })], { error: 'param.invalid' })
    .transform(isTruthy)
    .openapi({ type: 'string' });

/** A number within `[min, max]`. */
const within = (min: number, max: number) =>
  numberParam().refine((v) => v >= min && v <= max, { error: 'param.range' });

/** Query parameters of `GET /events` (docs/original.md#event-list-parameters and this API's extensions, docs/api.md#other-event-fields-and-filters). */
export const eventListQuery = z.object({
  page: positiveInt().default(1).describe('param.page'),
  // The default the handler applies (effectivePerPage), shown in the index and the OpenAPI document.
  per_page: positiveInt().optional().openapi({ default: DEFAULT_PER_PAGE }).describe('param.per_page'),
  start_date: dateParam().optional().describe('param.events_start_date'),
  end_date: dateParam().optional().describe('param.events_end_date'),
  starts_before: dateParam().optional().describe('param.starts_before'),
  starts_after: dateParam().optional().describe('param.starts_after'),
  ends_before: dateParam().optional().describe('param.ends_before'),
  ends_after: dateParam().optional().describe('param.ends_after'),
  strict_dates: strictDates().optional().openapi({ default: false }).describe('param.strict_dates'),
  // At most `MAX_SEARCH_WORDS` terms too, checked for every list by `assertSearchBounded` (docs/search.md).
  search: searchText().optional().describe('param.events_search'),
  categories: idOrSlugList().optional().describe('param.events_categories'),
  tags: idOrSlugList().optional().describe('param.events_tags'),
  venue: idList().optional().describe('param.events_venue'),
  organizer: idList().optional().describe('param.events_organizer'),
  featured: booleanParam().optional().describe('param.events_featured'),
  status: statusListParam().optional().describe('param.events_status'),
  geoloc: booleanParam().optional().describe('param.geoloc'),
  geoloc_lat: within(-90, 90).optional().describe('param.geoloc_lat'),
  geoloc_lng: within(-180, 180).optional().describe('param.geoloc_lng'),
  geoloc_radius: numberParam()
    .refine((v) => v > 0 && v <= 40_075, { error: 'param.range' })
    .optional()
    .describe('param.geoloc_radius'),
  include: idList().optional().describe('param.events_include'),
  post_parent: positiveInt().optional().describe('param.events_post_parent'),
  ticketed: booleanParam().optional().describe('param.events_ticketed'),
  modified_after: dateParam().optional().describe('param.modified_after'),
  series: seriesParam().optional().describe('param.events_series'),
  collapse: collapseParam().optional().describe('param.events_collapse'),
  password: passwordRead().optional().describe('param.password_read'),
  context: contextParam().optional().describe('param.context'),
  _fields: fieldsParam().optional().describe('param._fields'),
  i18n_language: langParam(),
});

/** The validated input of `GET /events` (and of the feeds and the export that share its filters). */
export type ListInput = z.output<typeof eventListQuery>;

/** Parameters carried into `rest_url` and the page links (every filter; never `password`). */
export const LINK_KEYS = Object.keys(eventListQuery.shape).filter((key) => key !== 'password');
