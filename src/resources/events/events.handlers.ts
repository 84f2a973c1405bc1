import type { Context } from 'hono';
import { type Caller, getCaller, requireCaller } from '../../auth/caller';
import { assertAllowed, can, canModify, canRead } from '../../auth/capabilities';
import { readBatch } from '../../db/batch';
import { isChangedReference, isSlugTaken, retryOnStaleRow, retryOnUniqueViolation } from '../../db/constraints';
import type { AppEnv } from '../../env';
import { ApiError, invalidParam } from '../../http/errors';
import { withQuery } from '../../http/path';
import { canonicalQuery } from '../../http/routes/pagination';
import type { Handler } from '../../http/routes/route';
import { scopeOf } from '../../http/scope';
import type { Lang } from '../../i18n/languages';
import { importedFor } from '../../import/overrides';
import { loadRecurrenceRules } from '../../time';
import { archiveResponse, editContext, paging, passwordUnlocks, unlocked } from '../posts';
import { assertMayAttribute } from '../posts/linked/linked.writes';
import { assertUnchanged, selectVersion, withVersion } from '../shared/versions';
import type { EventRoutes as R } from './events.routes';
import { planEventList } from './list/list.plan';
import { linkKeys } from './list/list.query';
import { readPage } from './list/list.read';
import { isTruthy } from './list/list.window';
import { removeTranslationAny, trashAny, updateAny } from './series/series.dispatch';
import { createSeries } from './series/series.writes';
import { assembleEvents } from './wire/wire.mapper';
import {
  type EventCore,
  type EventPageResults,
  type EventRef,
  eventRefOf,
  findEventCore,
  pageOfRef,
  planEventPage,
} from './wire/wire.rows';
import { datesForCreate, datesForUpdate } from './write/write.dates';
import { createEvent, type WriteContext } from './write/write.plan';
import { assertMayCreateTerms, resolveEventRefs } from './write/write.refs';

/** The handlers of the event routes (`events.routes.ts`), and what they share: the answer of a write, its context. */

/** 404 `rest-event-not-found` (with the id) or, by slug, 400 naming `slug` (docs/differences.md#unknown-slug-400). */
function missing(ref: EventRef): ApiError {
  if ('day' in ref) return invalidParam('day', 'param.unknown_slug');
  return 'id' in ref
    ? new ApiError('rest-event-not-found', { vars: { id: ref.id } })
    : invalidParam('slug', 'param.unknown_slug');
}

/** The event as the write returned it (no `json_ld`), as the caller sees it. */
async function respond(c: Context<AppEnv>, results: EventPageResults, status: 200 | 201 = 200) {
  const [event] = assembleEvents(scopeOf(c), results, { caller: await getCaller(c), unlockPassword: () => true });
  return c.json(event, status);
}

/** The write context of a request: its scope, the writer, and what the importer sets. */
function writeContext(c: Context<AppEnv>, caller: Caller): WriteContext {
  return { scope: scopeOf(c), caller, imported: importedFor(c, 'event') };
}

/** Posts the event routes address: events (single ones and occurrences) and series records (docs/recurrence.md). */
const isEventLike = (type: string) => type === 'event' || type === 'series';

/**
 * The event an update or delete addresses, after the original's checks in its order: an unknown slug is a 400
 * (validation); then permission — the generic capability when the post is missing or no event (so the caller
 * learns 404/400 only if they may write events), else per item (docs/differences.md#by-slug-permissions), a date
 * of a series with its series' (docs/recurrence.md) —; then 404 and 400.
 */
async function writableEvent(c: Context<AppEnv>, ref: EventRef, core: EventCore | undefined, series?: EventCore) {
  if (!core && 'slug' in ref) throw missing(ref);
  const caller = await requireCaller(c);
  const isEvent = core !== undefined && isEventLike(core.type);
  assertAllowed(caller, isEvent ? canModify(caller, series ?? core) : can(caller, 'create'));
  if (!core) throw missing(ref);
  if (!isEvent) throw new ApiError('rest-invalid-event-id');
  return { caller, core };
}

/** Whether `core` is a date of a series (an occurrence). */
const isOccurrence = (core: EventCore) => core.type === 'event' && core.occurrenceKey !== null;

/** The core record `ref` addresses and, for a date of a series, its series' core. */
async function findCores(c: Context<AppEnv>, ref: EventRef) {
  const db = c.get('db');
  const core = await findEventCore(db, ref, c.get('lang'));
  const series =
    core && isOccurrence(core) && core.seriesId !== null
      ? await findEventCore(db, { id: core.seriesId }, c.get('lang'))
      : undefined;
  return { core, series };
}
/** The feed URL of the list a request reads: its filters, sorted, without paging. */
function feedLink(c: Context<AppEnv>, input: object): string {
  const keys = linkKeys().filter((key) => key !== 'page' && key !== 'per_page');
  // `withQuery`: after `?rest_route=` the query goes on with `&`.
  return withQuery(`${c.get('apiBase')}/events.ics`, canonicalQuery(c.get('rawInput'), keys, {}, input));
}

/**
 * `GET /events`: one page of the filtered events, ordered by start then id (with `include`: publication date
 * then id), with totals, `X-TEC-*` and `Link` headers and links keeping every filter. The page, its count, the
 * term and linked-post checks and everything the events embed load in ONE batch; the checks are read after it
 * (a bad request costs the page queries, every good one saves round trips).
 */
const listEvents: Handler<R['list']> = async (c, input) => {
  // `?ical=1` answers the calendar feed of the same filters (the original's site feeds use it).
  if (isTruthy(c.get('rawInput').ical)) {
    const [{ eventsFeed }] = await Promise.all([import('./ical/ical.feed'), loadRecurrenceRules()]);
    return eventsFeed(c, input);
  }
  const db = c.get('db');
  if (input.context === 'edit') {
    const caller = await getCaller(c);
    assertAllowed(caller, can(caller, 'create'));
  }
  const page = paging(input);
  // The page, its exact count and the reference checks (400 naming the parameter): docs/security.md, "Bounded cost".
  const { total, loaded } = await readPage(db, planEventList(scopeOf(c), input, 'list'), page);
  const caller = c.get('caller') ?? null;
  const edit = input.context === 'edit';
  const events = assembleEvents(scopeOf(c), loaded, {
    caller,
    // `context=edit` unlocks the events the caller may edit (docs/original.md#password-protected-content), `password` the matching ones.
    unlockPassword: (row) => (edit && canModify(caller, row)) || passwordUnlocks(row.password, input.password),
  });
  const response = archiveResponse(c, {
    key: 'events',
    path: '/events',
    keys: linkKeys(),
    paging: page,
    total,
    items: events,
    notFoundCode: 'event-archive-page-not-found',
    fields: input._fields,
    input,
  });
  // The same list as a calendar feed, next to the page links.
  response.headers.append('Link', `<${feedLink(c, input)}>; rel="alternate"; type="text/calendar"`);
  return response;
};

/** Handlers of the event routes, named as the routes (`eventRoutes.list` ↔ `eventHandlers.list`). */
export const eventHandlers: {
  list: Handler<R['list']>;
  get: Handler<R['get'] | R['getBySlug'] | R['getByDay']>;
  create: Handler<R['create']>;
  update: Handler<R['update'][number] | R['updateBySlug'][number] | R['updateByDay'][number]>;
  delete: Handler<R['delete'] | R['deleteBySlug'] | R['deleteByDay']>;
} = {
  list: listEvents,

  /** `GET /events/{id}` and by slug (docs/original.md#single-event-read): the decision order of the original, then the event with `json_ld`. */
  async get(c, input) {
    const ref = eventRefOf(input);
    const db = c.get('db');
    const lang = c.get('lang');
    const page = pageOfRef(ref, lang);
    // The event and its version (its ETag), in one round trip.
    const reads = { ...planEventPage(db, lang, page), version: selectVersion(db, ['event', 'series'], page.ids) };
    const [caller, results] = await Promise.all([getCaller(c), readBatch(db, reads)]);
    const row = results.events[0];
    if (!row) throw missing(ref);
    if (!isEventLike(row.type)) throw new ApiError('rest-invalid-event-id');
    if (row.status === 'trash') throw new ApiError('event-no-longer-available');
    const edit = await editContext(c, input.context, row);
    if (!canRead(caller, row)) throw new ApiError('event-not-accessible');
    if (!unlocked(row, input.password, edit)) throw new ApiError('event-password-protected');
    const [event] = assembleEvents(scopeOf(c), results, { caller, unlockPassword: () => true, jsonLd: true });
    return withVersion(c.json(event), results.version[0]);
  },

  /** `POST /events` (docs/original.md#event-create): validation, then permission (contributor and up), then one atomic batch. */
  async create(c, input) {
    // Every event write may walk a series' rule (docs/performance.md, "What loads when").
    await loadRecurrenceRules();
    const siteZone = c.var.config.siteTimezone;
    const dates = datesForCreate(input, siteZone);
    const refs = await resolveEventRefs(scopeOf(c), input);
    const caller = await requireCaller(c);
    assertAllowed(caller, can(caller, 'create'));
    assertMayAttribute(caller, input.author);
    assertMayCreateTerms(caller, refs);
    // A concurrent writer may take a new term's slug, create an inline item's namesake, or delete or trash an item
    // the event links to, between the plan and the batch: plan again (with the references resolved again, so the
    // namesake is reused and a deleted category is a 400 like any unknown id).
    const results = await retryOnStaleRow(
      async (fresh) => {
        const current = fresh ? await resolveEventRefs(scopeOf(c), input) : refs;
        const lines = input.recurrence;
        return retryOnUniqueViolation(
          () =>
            lines && lines.length > 0
              ? createSeries(writeContext(c, caller), input, dates, current, input.all_day ?? false, lines)
              : createEvent(writeContext(c, caller), input, dates, current, input.all_day ?? false),
          undefined,
          isSlugTaken,
        );
      },
      undefined,
      isChangedReference,
    );
    return respond(c, results, 201);
  },

  /**
   * `POST|PUT|PATCH /events/{id}` and by slug (docs/original.md#event-update, docs/differences.md#partial-update): a
   * partial update; of a series, of one of its dates, or of a single event becoming a series (docs/recurrence.md).
   */
  async update(c, input) {
    await loadRecurrenceRules();
    const ref = eventRefOf(input);
    const found = await findCores(c, ref);
    let refs = await resolveEventRefs(scopeOf(c), input, found.core?.id);
    const { caller, core } = await writableEvent(c, ref, found.core, found.series);
    await assertUnchanged(c, core.type, core.id);
    const lang: Lang = c.get('lang');
    // On by-slug routes `slug` is the address (the path wins over the body); renaming goes through the id.
    const newSlug = 'id' in ref ? input.slug : undefined;
    const hasText = [input.title, input.description, input.excerpt, newSlug].some((v) => v !== undefined);
    // A date of a series has its series' languages (docs/recurrence.md).
    const slugs = JSON.parse((found.series ?? core).slugs) as Partial<Record<Lang, string>>;
    if (hasText && slugs[lang] === undefined && input.title === undefined) {
      throw new ApiError('rest_missing_callback_param', { missing: ['title'] });
    }
    const siteZone = c.var.config.siteTimezone;
    let dates = datesForUpdate(input, core, siteZone);
    assertMayAttribute(caller, input.author);
    assertMayCreateTerms(caller, refs);
    const allDay = input.all_day;
    // The dates combine what was sent with what is stored; the batch is guarded by the stored values it used, so
    // a concurrent change of another date field makes it plan again from a fresh read (or 409), never lose it.
    const results = await retryOnStaleRow(
      async (fresh) => {
        let current = { core, series: found.series };
        if (fresh) {
          const reread = await findCores(c, { id: core.id });
          if (!reread.core) throw missing({ id: core.id });
          current = { core: reread.core, series: reread.series };
          dates = datesForUpdate(input, current.core, siteZone);
          refs = await resolveEventRefs(scopeOf(c), input, current.core.id);
        }
        return retryOnUniqueViolation(
          () =>
            updateAny(writeContext(c, caller), current, { input: { ...input, slug: newSlug }, dates, refs, allDay }),
          undefined,
          isSlugTaken,
        );
      },
      undefined,
      isChangedReference,
    );
    return respond(c, results);
  },

  /**
   * `DELETE /events/{id}` and by slug (docs/original.md#event-delete): moves the event to the trash and returns it (410 when it is
   * there already); `translation` removes only that language's text (docs/api.md#content-languages). A series is
   * trashed with its dates; a date of a series is cancelled (docs/recurrence.md).
   */
  async delete(c, input) {
    await loadRecurrenceRules();
    const ref = eventRefOf(input);
    const found = await findCores(c, ref);
    const { caller, core } = await writableEvent(c, ref, found.core, found.series);
    await assertUnchanged(c, core.type, core.id);
    if (core.status === 'trash') throw new ApiError('event-is-in-trash');
    const w = writeContext(c, caller);
    if (input.translation === undefined) {
      // A cancellation is planned from its series' lines: one that ran meanwhile makes it plan again (or 409).
      const trashed = await retryOnStaleRow(async (fresh) => {
        const current = fresh ? await findCores(c, { id: core.id }) : found;
        if (!current.core || current.core.status === 'trash') throw new ApiError('event-is-in-trash');
        return trashAny(w, current.core, current.series);
      });
      return respond(c, trashed);
    }
    if (isOccurrence(core)) throw invalidParam('translation', 'param.series_field');
    const slugs = JSON.parse(core.slugs) as Partial<Record<Lang, string>>;
    if (input.translation === core.originalLang || slugs[input.translation] === undefined) {
      throw invalidParam('translation', 'param.translation');
    }
    return respond(c, await removeTranslationAny(w, core, input.translation));
  },
};
