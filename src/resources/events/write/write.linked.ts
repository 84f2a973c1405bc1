import { z } from '@hono/zod-openapi';
import { toList, withPolicy } from '../../../http/routes/fields';
import type { MessageKey } from '../../../i18n/catalogues/messages';

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
