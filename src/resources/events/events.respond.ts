import type { Context } from 'hono';
import type { Caller } from '../../auth/caller';
import { getCaller, requireCaller } from '../../auth/caller';
import { assertAllowed, can, canModify } from '../../auth/capabilities';
import type { AppEnv } from '../../env';
import { ApiError, invalidParam } from '../../http/errors';
import { scopeOf } from '../../http/scope';
import { importedFor } from '../../import/overrides';
import { assembleEvents } from './wire/wire.mapper';
import { type EventCore, type EventPageResults, type EventRef, findEventCore } from './wire/wire.rows';
import type { WriteContext } from './write/write.plan';

/** What the event handlers (single events and series, `series/series.handlers.ts`) share. */

/** 404 `rest-event-not-found` (with the id) or, by slug, 400 naming `slug` (docs/differences.md#unknown-slug-400). */
export function missing(ref: EventRef): ApiError {
  if ('day' in ref) return invalidParam('day', 'param.unknown_slug');
  return 'id' in ref
    ? new ApiError('rest-event-not-found', { vars: { id: ref.id } })
    : invalidParam('slug', 'param.unknown_slug');
}

/** The event as the write returned it (no `json_ld`), as the caller sees it. */
export async function respond(c: Context<AppEnv>, results: EventPageResults, status: 200 | 201 = 200) {
  const [event] = assembleEvents(scopeOf(c), results, { caller: await getCaller(c), unlockPassword: () => true });
  return c.json(event, status);
}

/** The write context of a request: its scope, the writer, and what the importer sets. */
export function writeContext(c: Context<AppEnv>, caller: Caller): WriteContext {
  return { scope: scopeOf(c), caller, imported: importedFor(c, 'event') };
}

/** Posts the event routes address: events (single ones and occurrences) and series records (docs/recurrence.md). */
export const isEventLike = (type: string) => type === 'event' || type === 'series';

/**
 * The event an update or delete addresses, after the original's checks in its order: an unknown slug is a 400
 * (validation); then permission — the generic capability when the post is missing or no event (so the caller
 * learns 404/400 only if they may write events), else per item (docs/differences.md#by-slug-permissions), a date
 * of a series with its series' (docs/recurrence.md) —; then 404 and 400.
 */
export async function writableEvent(
  c: Context<AppEnv>,
  ref: EventRef,
  core: EventCore | undefined,
  series?: EventCore,
) {
  if (!core && 'slug' in ref) throw missing(ref);
  const caller = await requireCaller(c);
  const isEvent = core !== undefined && isEventLike(core.type);
  assertAllowed(caller, isEvent ? canModify(caller, series ?? core) : can(caller, 'create'));
  if (!core) throw missing(ref);
  if (!isEvent) throw new ApiError('rest-invalid-event-id');
  return { caller, core };
}

/** Whether `core` is a date of a series (an occurrence). */
export const isOccurrence = (core: EventCore) => core.type === 'event' && core.occurrenceKey !== null;

/** The core record `ref` addresses and, for a date of a series, its series' core. */
export async function findCores(c: Context<AppEnv>, ref: EventRef) {
  const db = c.get('db');
  const core = await findEventCore(db, ref, c.get('lang'));
  const series =
    core && isOccurrence(core) && core.seriesId !== null
      ? await findEventCore(db, { id: core.seriesId }, c.get('lang'))
      : undefined;
  return { core, series };
}
