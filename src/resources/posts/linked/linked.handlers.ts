import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCaller, requireCaller } from '../../../auth/caller';
import { assertAllowed, can, canModify, canRead } from '../../../auth/capabilities';
import { readBatch, type Statement } from '../../../db/batch';
import { retryOnUniqueViolation } from '../../../db/constraints';
import type { AppEnv } from '../../../env';
import { ApiError, invalidParam } from '../../../http/errors';
import type { RouteInput } from '../../../http/routes/route';
import { scopeOf } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import { importedFor } from '../../../import/overrides';
import { assertUnchanged, selectVersion, withVersion } from '../../shared/versions';
import { editContext, unlocked } from '../posts.access';
import { utcNow } from '../posts.dates';
import { archiveResponse, paging } from '../posts.list';
import { refOf, refWhere } from '../posts.lookup';
import { listStatuses } from '../posts.status';
import { postIdBySlugSql } from '../posts.texts';
import { assertEventLinksReadable, listedEventVisibleTo } from '../posts.visibility';
import { deletePostTranslation, touchPost } from '../posts.writes';
import type { LinkedKind, LinkedWriteInput } from './linked.kind';
import { listLinked, unlockedFor, withId } from './linked.queries';
import type { LinkedRoutes } from './linked.routes';
import { type LinkedRow, slugsOf } from './linked.rows';
import {
  assertMayAttribute,
  planLinkedCreate,
  planLinkedTrash,
  planLinkedUpdate,
  prepareLinkedWrite,
  textOf,
  writeAndRead,
  writesText,
} from './linked.writes';

/** Inputs of the list, read and delete routes, as their routes validate them (`linked.routes.ts`). */
type ListInput = RouteInput<LinkedRoutes['list']>;
type ReadInput = RouteInput<LinkedRoutes['get'] | LinkedRoutes['getBySlug']>;
type DeleteInput = RouteInput<LinkedRoutes['delete'] | LinkedRoutes['deleteBySlug']>;

/** Parameters the list links keep (every filter; never `password`). */
const LIST_KEYS = [
  '_fields',
  'event',
  'has_events',
  'i18n_language',
  'only_with_upcoming',
  'page',
  'per_page',
  'search',
  'status',
];

/**
 * Handlers of a linked resource's routes: the same code serves venues and organizers. Every handler validates
 * first (400s, even for anonymous callers, as the original), then checks permissions (401/403), then reads or
 * writes in one batch.
 */
export function linkedHandlers<Row extends LinkedRow, Input extends LinkedWriteInput>(kind: LinkedKind<Row, Input>) {
  const { type, route } = kind.meta;
  const lang = (c: Context<AppEnv>): Lang => c.get('lang');
  const readById = (c: Context<AppEnv>, id: number) => kind.select(c.get('db'), lang(c), withId(id));

  /** The addressed item read in the request's language; a 400 naming `id` or `slug` when there is none. */
  async function addressed(c: Context<AppEnv>, address: { id?: number; slug?: string }): Promise<Row> {
    return (await addressedWithVersion(c, address, false)).row;
  }

  /** The addressed item and, when asked (single GETs: their ETag), its version, in one round trip. */
  async function addressedWithVersion(c: Context<AppEnv>, address: { id?: number; slug?: string }, version: boolean) {
    const ref = refOf(address);
    const db = c.get('db');
    const rows = kind.select(db, lang(c), refWhere(type, ref, lang(c)));
    const ids = 'id' in ref ? sql`select ${ref.id}` : postIdBySlugSql(type, ref.slug, lang(c));
    // `RowsQuery` is a Drizzle select (batchable), typed by what the linked code uses of it.
    const read = version
      ? await readBatch(db, { rows: rows as unknown as Statement, version: selectVersion(db, [type], ids) })
      : { rows: await rows };
    const [row] = read.rows as Row[];
    if (row) return { row, version: 'version' in read ? read.version[0] : undefined };
    throw 'id' in ref ? invalidParam('id', 'param.unknown_id') : invalidParam('slug', 'param.unknown_slug');
  }

  /** Renders an item the caller just wrote (they may edit it, so nothing is redacted). */
  const written = (c: Context<AppEnv>, row: Row) => kind.toWire(scopeOf(c), row, { jsonLd: false, unlocked: true });

  return {
    async list(c: Context<AppEnv>, input: ListInput) {
      const caller = await getCaller(c);
      const statuses = listStatuses(caller, input.status);
      const edit = input.context === 'edit';
      if (edit) assertAllowed(caller, can(caller, 'create'));
      const page = paging(input);
      const { rows, total, event } = await listLinked(c.get('db'), kind, {
        lang: lang(c),
        statuses,
        search: input.search,
        unlocked: unlockedFor(caller, typeof input.password === 'string' ? input.password : undefined, edit),
        eventId: input.event,
        hasEvents: input.has_events,
        upcoming: input.only_with_upcoming ? { now: utcNow() } : undefined,
        visibleEvents: listedEventVisibleTo(caller, 'e'),
        limit: page.perPage,
        offset: page.offset,
      });
      // The links of an event (or a series record, docs/recurrence.md) are as hidden as the event itself (400,
      // 401, 403 as it answers).
      if (input.event !== undefined) assertEventLinksReadable(caller, event, 'event', input.password);
      const items = rows.map((row) =>
        kind.toWire(scopeOf(c), row, {
          jsonLd: false,
          unlocked: unlocked(row, input.password, edit && canModify(caller, row)),
        }),
      );
      return archiveResponse(c, {
        key: route,
        path: `/${route}`,
        keys: LIST_KEYS,
        paging: page,
        total,
        items,
        notFoundCode: kind.codes.pageNotFound,
        fields: input._fields,
        input,
      });
    },

    async get(c: Context<AppEnv>, input: ReadInput) {
      const { row, version } = await addressedWithVersion(c, input, true);
      const caller = await getCaller(c);
      if (!canRead(caller, row)) throw new ApiError(kind.codes.notAccessible);
      const edit = await editContext(c, input.context, row);
      const item = kind.toWire(scopeOf(c), row, { jsonLd: true, unlocked: unlocked(row, input.password, edit) });
      return withVersion(c.json(item), version);
    },

    async create(c: Context<AppEnv>, input: Input) {
      const prepared = await prepareLinkedWrite(scopeOf(c), kind, input);
      const caller = await requireCaller(c);
      assertAllowed(caller, can(caller, 'create'));
      assertMayAttribute(caller, input.author);
      const imported = importedFor(c, type);
      // A POST always creates (two venues may share a name): a concurrent create that took the planned slug
      // first makes this one plan again with the next free slug, as event creates do.
      const row = await retryOnUniqueViolation(async () => {
        const plan = await planLinkedCreate(c.get('db'), kind, prepared, input, { lang: lang(c), caller, imported });
        return writeAndRead(c.get('db'), plan.statements, kind.select(c.get('db'), lang(c), withId(plan.id)));
      });
      return c.json(written(c, row), 201);
    },

    async update(c: Context<AppEnv>, input: Input & { id?: number; slug?: string }) {
      const row = await addressed(c, input);
      // On by-slug routes `slug` is the address (the path wins over the body); renaming goes through the id.
      const newSlug = input.id !== undefined ? input.slug : undefined;
      const newLanguage = slugsOf(row)[lang(c)] === undefined;
      if (newLanguage && writesText(textOf(kind, input, newSlug)) && kind.nameOf(input) === undefined) {
        throw new ApiError('rest_missing_callback_param', { missing: [type] });
      }
      const prepared = await prepareLinkedWrite(scopeOf(c), kind, input, row);
      const caller = await requireCaller(c);
      assertAllowed(caller, canModify(caller, row));
      await assertUnchanged(c, type, row.id);
      assertMayAttribute(caller, input.author);
      const imported = importedFor(c, type);
      const options = { lang: lang(c), caller, newSlug, imported };
      const updated = await retryOnUniqueViolation(async () => {
        const statements = await planLinkedUpdate(c.get('db'), kind, row, prepared, input, options);
        return writeAndRead(c.get('db'), statements, readById(c, row.id));
      });
      return c.json(written(c, updated));
    },

    async delete(c: Context<AppEnv>, input: DeleteInput) {
      const row = await addressed(c, input);
      const { translation } = input;
      if (translation !== undefined && (translation === row.originalLang || !slugsOf(row)[translation])) {
        throw invalidParam('translation', 'param.translation');
      }
      const caller = await requireCaller(c);
      assertAllowed(caller, canModify(caller, row));
      await assertUnchanged(c, type, row.id);
      const db = c.get('db');
      if (translation !== undefined) {
        const statements = [deletePostTranslation(db, row.id, translation), touchPost(db, row.id)];
        return c.json(written(c, await writeAndRead(db, statements, readById(c, row.id))));
      }
      if (row.status === 'trash') throw new ApiError(kind.codes.inTrash);
      return c.json(written(c, await writeAndRead(db, planLinkedTrash(db, kind, row), readById(c, row.id))));
    },
  };
}
