import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../../auth/caller';
import { runWrite, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { eventDatesGuard } from '../../../db/guards';
import { postTexts } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import type { EventDates } from '../../../time';
import {
  deletePostTranslation,
  type ImportedValues,
  type PostStatus,
  planPostInsert,
  planSlugRestore,
  planTextUpdate,
  publicationDateUtc,
  scaleBackStatus,
  touchPost,
  trashPost,
} from '../../posts';
import { type EventCore, type EventPage, type EventPageResults, planEventPage } from '../wire/wire.rows';
import { dateColumns } from './write.dates';
import { linkStatements, newSlugs, venueColumn } from './write.links';
import type { EventRefs } from './write.refs';

/**
 * Event writes as batchable statements: a create or an update, its links (venue, organizers, categories, tags,
 * created inline when asked), the data-version bump and the read-back of the event all run in ONE `db.batch`,
 * atomic: any failure writes nothing.
 */

/** The fields of a validated create or update that map to `posts` columns (beside dates and links). */
export interface EventColumnInput {
  status?: PostStatus;
  author?: number;
  date?: string | number;
  date_utc?: string | number;
  cost?: string[];
  website?: string;
  show_map?: boolean;
  show_map_link?: boolean;
  hide_from_listings?: boolean;
  sticky?: boolean;
  featured?: boolean;
  ticketed?: boolean;
  password?: string;
  post_parent?: number;
}

/** The text fields of a write in the request's language. */
export interface EventTextInput {
  title?: string;
  description?: string;
  excerpt?: string;
  slug?: string;
}

/** The `posts` columns a write sets from the fields sent; on create (`defaults`) absent flags are false. */
function flagColumns(input: EventColumnInput, defaults: boolean) {
  const flag = (value: boolean | undefined) => value ?? (defaults ? false : undefined);
  return {
    showMap: flag(input.show_map),
    showMapLink: flag(input.show_map_link),
    hideFromListings: flag(input.hide_from_listings),
    sticky: flag(input.sticky),
    featured: flag(input.featured),
    ticketed: flag(input.ticketed),
    cost: input.cost === undefined ? undefined : input.cost.length > 0 ? JSON.stringify(input.cost) : null,
    // Never set stays null (the event then shows its own URL); "" is stored as sent.
    website: input.website,
    password: input.password === undefined ? undefined : input.password === '' ? null : input.password,
    parentId: input.post_parent === undefined ? undefined : input.post_parent === 0 ? null : input.post_parent,
  };
}

/**
 * The fallback currency columns a write sets: with every `cost` sent, the importer's (docs/migration.md "Costs")
 * or none, so a cost sent through the API is always shown from its own texts.
 */
function costCurrencyColumns(input: EventColumnInput, imported: ImportedValues | undefined) {
  if (input.cost === undefined) return {};
  const currency = input.cost.length > 0 ? imported?.costCurrency : undefined;
  return { costCurrencySymbol: currency?.symbol ?? null, costCurrencyPosition: currency?.position ?? null };
}

/** The id of the event a create inserts, valid anywhere later in its batch: the newest event with its slug. */
function insertedEventId(lang: Lang, slug: string): SQL<number> {
  return sql<number>`(select max(${postTexts.postId}) from ${postTexts} where ${postTexts.type} = 'event' and ${postTexts.lang} = ${lang} and ${postTexts.slug} = ${slug})`;
}

/** Runs `statements` through the write pipeline with the read-back of `page`, for `assembleEvents`. */
export function writeAndRead(db: Db, lang: Lang, statements: Statement[], page: EventPage): Promise<EventPageResults> {
  return runWrite(db, statements, planEventPage(db, lang, page));
}

/**
 * What a write needs besides its validated input: the request's scope (database, language, site zone), who
 * writes, and what the importer sets (its id and modification date; never from a request).
 */
export interface WriteContext {
  scope: Scope;
  caller: Caller;
  imported?: ImportedValues;
}

/** What a create plans: its statements and the id of the new event, valid later in the same batch. */
export interface PlannedCreate {
  statements: Statement[];
  eventId: SQL<number> | number;
  slug: string;
}

/**
 * Plans the create of an event (status scaled back for the caller's role, author defaulting to the caller); with
 * `series`, of a series record (docs/recurrence.md) instead: `type = 'series'`, its lines and the end of its dates.
 */
export async function planEventCreate(
  w: WriteContext,
  input: EventColumnInput & EventTextInput & { title: string },
  dates: EventDates,
  refs: EventRefs,
  allDay: boolean,
  series?: { lines: readonly string[]; horizon: string | null; feed: string },
): Promise<PlannedCreate> {
  const { db, lang, config } = w.scope;
  const { imported } = w;
  const insert = await planPostInsert(
    db,
    {
      ...(imported?.id ? { id: imported.id } : {}),
      ...(imported?.modifiedUtc ? { modifiedUtc: imported.modifiedUtc } : {}),
      type: series ? 'series' : 'event',
      status: scaleBackStatus(w.caller, input.status),
      authorId: input.author ?? w.caller.id,
      dateUtc: publicationDateUtc(input, config.siteTimezone),
      imageId: refs.image?.imageId ?? null,
      ...dateColumns(dates),
      allDay,
      venueId: venueColumn(refs) ?? null,
      ...flagColumns(input, true),
      ...costCurrencyColumns(input, imported),
      ...(series
        ? { recurrence: JSON.stringify(series.lines), seriesHorizon: series.horizon, seriesFeed: series.feed }
        : {}),
    },
    lang,
    { title: input.title, description: input.description, excerpt: input.excerpt, slug: input.slug },
  );
  const eventId = imported?.id ?? insertedEventId(lang, insert.slug);
  const links = await linkStatements({ scope: w.scope, caller: w.caller, eventId, reserved: newSlugs() }, refs, false);
  return { statements: [...(refs.image?.statements ?? []), ...insert, ...links], eventId, slug: insert.slug };
}

/** Creates an event; returns it read. */
export async function createEvent(
  w: WriteContext,
  input: EventColumnInput & EventTextInput & { title: string },
  dates: EventDates,
  refs: EventRefs,
  allDay: boolean,
): Promise<EventPageResults> {
  const planned = await planEventCreate(w, input, dates, refs, allDay);
  return writeAndRead(w.scope.db, w.scope.lang, planned.statements, { ids: sql`select ${planned.eventId}` });
}

/**
 * One update of an event as the handler parsed it: the fields sent, the dates computed from them and the stored
 * ones (none when no date field changes), the links resolved and checked, and the all-day flag (none when not sent).
 */
export interface EventEdit<I = EventColumnInput & EventTextInput> {
  input: I;
  dates: EventDates | undefined;
  refs: EventRefs;
  allDay: boolean | undefined;
}

/**
 * Plans a partial update of an event (docs/differences.md#partial-update): only the fields sent change. A language
 * the event has no text in becomes a translation when text is sent (the caller checked `title` is there). An
 * update of a trashed event restores it, with its previous status unless one is sent, and free slugs
 * (docs/differences.md#trash-keeps-slug). `extra` are more columns of the same row (a series' lines).
 */
export async function planEventUpdate(
  w: WriteContext,
  core: EventCore,
  edit: EventEdit,
  extra: Parameters<typeof touchPost>[2] = {},
): Promise<Statement[]> {
  const { input, dates, refs, allDay } = edit;
  const { db, lang, config } = w.scope;
  const slugs = JSON.parse(core.slugs) as Partial<Record<Lang, string>>;
  const restoring = core.status === 'trash';
  const requested = input.status ?? (restoring ? ((core.statusBeforeTrash ?? 'draft') as PostStatus) : undefined);
  const text = { title: input.title, description: input.description, excerpt: input.excerpt, slug: input.slug };
  const sendsText = Object.values(text).some((v) => v !== undefined);
  const { imported } = w;
  const changes: Parameters<typeof touchPost>[2] = {
    ...(imported?.modifiedUtc ? { modifiedUtc: imported.modifiedUtc } : {}),
    status: requested === undefined ? undefined : scaleBackStatus(w.caller, requested, core.status),
    statusBeforeTrash: restoring ? null : undefined,
    authorId: input.author,
    dateUtc: publicationDateUtc(input, config.siteTimezone),
    imageId: refs.image?.imageId,
    ...(dates ? dateColumns(dates) : {}),
    allDay,
    venueId: venueColumn(refs),
    ...flagColumns(input, false),
    ...costCurrencyColumns(input, imported),
    ...extra,
  };
  return [
    // New dates were computed from the stored ones (a new end keeps the stored start and zone): the batch aborts
    // if another writer changed them meanwhile, instead of writing them back from this stale copy.
    ...(dates ? [eventDatesGuard(db, core)] : []),
    ...(refs.image?.statements ?? []),
    ...(restoring ? await planSlugRestore(db, 'event', core.id, slugs) : []),
    touchPost(db, core.id, changes),
    ...(sendsText
      ? await planTextUpdate(db, {
          id: core.id,
          type: 'event',
          lang,
          text,
          isNewTranslation: slugs[lang] === undefined,
        })
      : []),
    ...(await linkStatements({ scope: w.scope, caller: w.caller, eventId: core.id, reserved: newSlugs() }, refs, true)),
  ];
}

/** Updates an event partially ({@link planEventUpdate}); returns it read. */
export async function updateEvent(w: WriteContext, core: EventCore, edit: EventEdit): Promise<EventPageResults> {
  const statements = await planEventUpdate(w, core, edit);
  return writeAndRead(w.scope.db, w.scope.lang, statements, { ids: sql`select ${core.id}` });
}

/** Moves an event to the trash (its slug kept: docs/differences.md#trash-keeps-slug); returns it read. */
export function trashEvent(w: WriteContext, core: EventCore): Promise<EventPageResults> {
  const { db, lang } = w.scope;
  return writeAndRead(db, lang, [trashPost(db, core.id, core.status)], { ids: sql`select ${core.id}` });
}

/** Removes one language's text of an event (not its original language: the caller checked); returns it read. */
export function removeEventTranslation(w: WriteContext, core: EventCore, lang: Lang): Promise<EventPageResults> {
  const { db } = w.scope;
  return writeAndRead(db, w.scope.lang, [deletePostTranslation(db, core.id, lang), touchPost(db, core.id)], {
    ids: sql`select ${core.id}`,
  });
}
