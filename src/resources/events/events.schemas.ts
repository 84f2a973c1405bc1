import { z } from '@hono/zod-openapi';
import { booleanParam, idOrSlugList, oneOf, text } from '../../http/fields';
import { resolveZone } from '../../time';
import {
  authorParam,
  dateParam,
  imageParam,
  langParam,
  passwordWrite,
  postDeleteQuery,
  postGetQuery,
  urlOrEmpty,
} from '../posts';
import { organizerParam, venueParam } from './events.linked';

/** Parameter schemas of the single-event routes (create, read, update, delete). */

/** Statuses a write may set (trashing is `DELETE`'s job). */
const WRITE_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;

/** `timezone`: an IANA name or `UTC±H[:MM]`; `""` means the site time zone. */
const timezone = () =>
  text({ maxBytes: 64 }).refine((v) => v.trim() === '' || resolveZone(v) !== null, { error: 'param.timezone' });

/** `cost`: a string or a list of strings (numbers read as strings); `""` or `[]` means none. */
const cost = () =>
  z
    .preprocess(
      (v) => {
        const asText = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : x);
        return Array.isArray(v) ? v.map(asText) : asText(v);
      },
      z.union([text(), z.array(text()).max(50)], { error: 'param.cost' }),
    )
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s !== ''))
    .openapi({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] });

/** `post_parent`: an event id; `0`, `""` or `null` removes the parent. */
const postParent = () =>
  z
    .preprocess(
      (v) => (v === null || v === '' ? 0 : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z.number({ error: 'param.positive_int' }).int({ error: 'param.positive_int' }).min(0),
    )
    .openapi({ type: 'integer', minimum: 0 });

/** `categories`/`tags` on writes: ids, slugs or names; `""`, `[]` or `null` clear them. */
const termRefs = () => z.preprocess((v) => (v === null ? [] : v), idOrSlugList());

/** Fields of an update, all optional; a create requires `title`, `start_date` and `end_date`. */
function eventFields() {
  return {
    title: text({ allowEmpty: false }).optional().describe('param.event_title'),
    description: text({ maxBytes: 64 * 1024 })
      .optional()
      .describe('param.event_description'),
    excerpt: text().optional().describe('param.event_excerpt'),
    slug: text({ allowEmpty: false }).optional().describe('param.event_slug'),
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
    i18n_language: langParam(),
  };
}

/** Body of `POST /events`: `title`, `start_date` and `end_date` required. */
export const eventCreateBody = z.object({
  ...eventFields(),
  title: text({ allowEmpty: false }).describe('param.event_title'),
  start_date: dateParam().describe('param.event_start_date'),
  end_date: dateParam().describe('param.event_end_date'),
});

/** Body of an update: every field optional, only those sent change (docs/differences.md#partial-update). */
export const eventUpdateBody = z.object(eventFields());

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

/** Query of the single reads (`password` unlocks, `context=edit` for editors). */
export const eventGetQuery = postGetQuery;

/** Query of the deletes: `translation` removes only that language's text. */
export const eventDeleteQuery = postDeleteQuery;
