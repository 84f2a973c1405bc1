import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import type { RouteInput } from '../http/routes/route';
import { fieldSelector } from '../http/routes/select-fields';
import { scopeOf } from '../http/scope';
import {
  planChangedEvents,
  planChangedSeries,
  planExport,
  prefixed,
  publicEventsOf,
  unprefixed,
} from '../resources/events';
import { publicOrganizers } from '../resources/organizers';
import { type TermRow, termsAmong, termWire } from '../resources/terms';
import { publicVenues } from '../resources/venues';
import type { Kind, Wire } from './items';
import { loggedIds, nowSeconds, readLoggedItems, readLogPage } from './sync.log';
import { type changesRoute, requestedKinds } from './sync.routes';
import { decodeToken, encodeToken } from './token';

/** At most this many log rows are read per response, so at most this many changes. */
export const CHANGES_PAGE = 500;

interface Change {
  type: Kind;
  id: number;
  action: 'upsert' | 'delete';
  item?: Wire;
}

/**
 * `GET {root}/changes?sync_token=…` (docs/sync.md): the items changed since the token, oldest first, each once with
 * its current state. Whether a change is an upsert or a delete is decided now, from the item's current state as an
 * anonymous reader of the root's language sees it: public (published, no password) → upsert with the item;
 * anything else (trashed, deleted, draft, pending, private, password-protected) → delete. The log holds only
 * items that are or were public (migrations/0016_public_change_log.sql), so nothing else ever appears. Two round trips: the log
 * page, then every item of the page in one batch.
 *
 * `types=` and the `/events` filters are the export's (docs/sync.md, "Filtered changes"): only the kinds asked
 * are reported, and an event the filter does not take now is a `delete` for that query, one it takes an
 * upsert, so a filtered replica stays equal to the filtered export. References are checked (400) as the export's.
 */
export async function listChanges(c: Context<AppEnv>, params: RouteInput<typeof changesRoute>): Promise<Response> {
  const { types, _fields, sync_token: _token, ...filters } = params;
  const raw = c.get('rawInput').sync_token;
  if (raw === undefined || raw === null || raw === '') {
    throw new ApiError('rest_missing_callback_param', { missing: ['sync_token'] });
  }
  const token = typeof raw === 'string' ? decodeToken(raw) : undefined;
  const now = nowSeconds();
  if (!token || token.issuedAt < now - c.var.config.syncRetentionDays * 86_400 || token.issuedAt > now + 300) {
    throw new ApiError('rest_sync_token_expired');
  }
  const scope = scopeOf(c);
  const db = c.get('db');
  const kinds = requestedKinds(types);
  const plan = await planExport(scope, { ...filters, page: 1 });
  const { rows, latest } = await readLogPage(db, token.seq, CHANGES_PAGE + 1);
  const latestSeq = latest[0]?.seq ?? 0;
  // A position beyond the log's end was not issued by this database.
  if (token.seq > latestSeq) throw new ApiError('rest_sync_token_expired');
  const hasMore = rows.length > CHANGES_PAGE;
  const window = rows.slice(0, CHANGES_PAGE);
  // The kinds not asked for are skipped after the read: the log has no index by kind, and a filter in SQL would
  // walk every row of the other kinds. A response may then hold fewer changes than it read rows (even none, with
  // `has_more`); its token still moves past every row read.
  const page = window.filter((row) => kinds.has(row.type as Kind));
  const { lang } = scope;
  // Changes show what an anonymous reader sees, whoever asks.
  const reader = { ...scope, caller: null };
  const items = new Map<string, Wire>();
  if (page.length > 0) {
    const { changedVenues, changedOrganizers, changedCategories, changedTags, ...pages } = await readLoggedItems(db, {
      ...prefixed('event_', planChangedEvents(db, lang, loggedIds(page, 'event'), plan)),
      ...prefixed('series_', planChangedSeries(db, lang, loggedIds(page, 'series'), plan)),
      changedVenues: publicVenues.among(scope, loggedIds(page, 'venue')),
      changedOrganizers: publicOrganizers.among(scope, loggedIds(page, 'organizer')),
      changedCategories: termsAmong(scope, 'category', loggedIds(page, 'category')),
      changedTags: termsAmong(scope, 'tag', loggedIds(page, 'tag')),
    });
    for (const event of publicEventsOf(reader, unprefixed('event_', pages))) items.set(`event:${event.id}`, event);
    // Series records (docs/recurrence.md, "Sync"): a series is never an `event` change.
    for (const record of publicEventsOf(reader, unprefixed('series_', pages))) {
      items.set(`series:${record.id}`, record);
    }
    for (const row of changedVenues) items.set(`venue:${row.id}`, publicVenues.wire(reader, row));
    for (const row of changedOrganizers) items.set(`organizer:${row.id}`, publicOrganizers.wire(reader, row));
    for (const row of [...(changedCategories as TermRow[]), ...(changedTags as TermRow[])]) {
      items.set(`${row.taxonomy}:${row.id}`, termWire(reader, row));
    }
  }
  // `_fields` chooses the fields of every item, as in the export (src/http/routes/select-fields.ts).
  const select = fieldSelector(_fields);
  const changes: Change[] = page.map((row) => {
    const item = items.get(`${row.type}:${row.itemId}`);
    const type = row.type as Kind;
    return item
      ? { type, id: row.itemId, action: 'upsert', item: select(item) }
      : { type, id: row.itemId, action: 'delete' };
  });
  const nextSeq = hasMore ? window[window.length - 1]!.seq : Math.max(latestSeq, token.seq);
  return c.json({
    changes,
    next_sync_token: encodeToken({ seq: nextSeq, issuedAt: now }),
    has_more: hasMore,
  });
}
