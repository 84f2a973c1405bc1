import { z } from '@hono/zod-openapi';
import {
  booleanParam,
  htmlText,
  idOrSlugList,
  oneOf,
  plainText,
  text,
  toList,
  withPolicy,
} from '../../../http/routes/fields';
import { lazy } from '../../../http/routes/route';
import type { MessageKey } from '../../../i18n/catalogues/messages';
import { stripTags } from '../../../text';
import { resolveZone } from '../../../time';
import { authorParam, dateParam, imageParam, langParam, passwordWrite, urlOrEmpty } from '../../posts';
import { recurrenceParam, scopeParam } from './write.recurrence';

/**
 * @module The bodies of event writes (`POST /events`, the updates), every field with its text policy
 * (`src/http/routes/fields.ts`); the `venue` and `organizer` fields name linked posts by id or inline.
 */

/**
 * The `venue` and `organizer` parameters of event writes (docs/original.md#event-create "Linked posts"): an id, `{id}`, or an
 * inline object describing a venue or organizer (validated like its own create route when the write is planned).
 */

/** One linked post as sent: an existing id, or an inline object without an id. */
export type LinkedRef = { id: number } | { inline: Record<string, unknown> };

/** Thrown inside the parsers; becomes the parameter's issue. */
class LinkedInputError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly vars?: Record<string, number>,
  ) {
    super(key);
  }
}

const isEmpty = (v: unknown) =>
  v === null || v === '' || v === 0 || v === '0' || v === false || (Array.isArray(v) && v.every(isEmpty));

function idOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v) && Number(v) > 0) return Number(v);
  return undefined;
}

/** One entry: a positive id, a digit string, `{id}`, or an inline object (an object whose `id` is empty). */
function entryOf(v: unknown): LinkedRef {
  const id = idOf(v);
  if (id !== undefined) return { id };
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const object = v as Record<string, unknown>;
    if (object.id !== undefined && !isEmpty(object.id)) {
      const objectId = idOf(object.id);
      if (objectId === undefined) throw new LinkedInputError('param.linked');
      return { id: objectId };
    }
    const { id: _ignored, ...inline } = object;
    return { inline };
  }
  throw new LinkedInputError('param.linked');
}

/**
 * Runs a parser as a zod transform, turning its errors into an issue on the parameter. Ids are values; an inline
 * object is validated (and its text made safe) by its own create schema when the write is planned.
 */
function linkedSchema<T>(parse: (v: unknown) => T, openapi: Record<string, unknown>) {
  return withPolicy(linkedParser(parse, openapi), 'value');
}

function linkedParser<T>(parse: (v: unknown) => T, openapi: Record<string, unknown>) {
  return z
    .unknown()
    .transform((v, ctx) => {
      try {
        return parse(v);
      } catch (error) {
        if (!(error instanceof LinkedInputError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.key, input: v, params: error.vars });
        return z.NEVER;
      }
    })
    .openapi(openapi);
}

/**
 * `venue`: an id, `{id}`, an inline venue, or a one-item list of those; `null`, `0`, `""` or `[]` unlink the
 * venue (`null` result). An event has at most one venue.
 */
export const venueParam = () =>
  linkedSchema(
    (v): LinkedRef | null => {
      if (isEmpty(v)) return null;
      const items = Array.isArray(v) ? v.filter((x) => !isEmpty(x)) : [v];
      if (items.length !== 1) throw new LinkedInputError('param.one_venue');
      return entryOf(items[0]);
    },
    { oneOf: [{ type: 'integer' }, { type: 'object' }] },
  );

/**
 * `organizer`: an id, a comma-separated string of ids (or a JSON array of them written as a string), `{id}`, an inline organizer, or a list mixing them, in
 * order (duplicates dropped); `[]`, `""` or `null` unlink every organizer. At most 500 items.
 */
export const organizerParam = () =>
  linkedSchema(
    (v): LinkedRef[] => {
      if (isEmpty(v)) return [];
      const items = typeof v === 'string' ? (toList(v) as unknown[]) : Array.isArray(v) ? v : [v];
      const refs = items.filter((x) => !isEmpty(x)).map(entryOf);
      if (refs.length > 500) throw new LinkedInputError('param.list_too_long', { max: 500 });
      return refs;
    },
    { oneOf: [{ type: 'integer' }, { type: 'array', items: { oneOf: [{ type: 'integer' }, { type: 'object' }] } }] },
  );

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
export const eventCreateBody = lazy(() =>
  z.object({
    ...eventFields(),
    title: plainText({ allowEmpty: false }).describe('param.event_title'),
    start_date: dateParam().describe('param.event_start_date'),
    end_date: dateParam().describe('param.event_end_date'),
  }),
);

/** Body of an update: every field optional, only those sent change (docs/differences.md#partial-update). */
export const eventUpdateBody = lazy(() =>
  z.object({
    ...eventFields(),
    scope: scopeParam().optional().describe('param.scope'),
  }),
);
