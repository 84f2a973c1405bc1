import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../../auth/caller';
import { can } from '../../../auth/capabilities';
import { runWrite } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { postTexts } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import { assertAuthorExists } from '../posts.access';
import { publicationDateUtc } from '../posts.dates';
import { type ImageWrite, planImage } from '../posts.images';
import { scaleBackStatus } from '../posts.status';
import {
  type ImportedValues,
  type PostTextInput,
  planPostInsert,
  planSlugRestore,
  planTextUpdate,
  touchPost,
  trashPost,
} from '../posts.writes';
import type { LinkedKind, LinkedWriteInput, PostColumns, RowsQuery, Statement } from './linked.kind';
import { type LinkedRow, slugsOf } from './linked.rows';

/**
 * Writes of venues and organizers, as batchable statements: validation first (400s naming the parameter, before
 * any permission check as the original), then a plan the caller runs in ONE `db.batch` with the data-version bump.
 */

/** What a validated body writes, before permissions are known. */
export interface PreparedWrite {
  dateUtc?: string;
  image?: ImageWrite;
  columns: PostColumns;
}

/**
 * Checks what the schema cannot (author exists, dates parse, image id known, the type's own combinations) and
 * prepares the columns; `current` is the row being updated. Nothing is written.
 */
export async function prepareLinkedWrite<Row extends LinkedRow, Input extends LinkedWriteInput>(
  scope: Scope,
  kind: LinkedKind<Row, Input>,
  input: Input,
  current?: Row,
): Promise<PreparedWrite> {
  const columns = { ...sharedColumns(input), ...kind.columns(input, current) };
  const dateUtc = publicationDateUtc(input, scope.config.siteTimezone);
  await assertAuthorExists(scope.db, input.author);
  const image = input.image !== undefined ? await planImage(scope.db, input.image) : undefined;
  return { dateUtc, image, columns };
}

/** Columns of the fields venues and organizers share, when sent (`password: ""` clears the password). */
function sharedColumns(input: LinkedWriteInput): PostColumns {
  const columns: PostColumns = {};
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.website !== undefined) columns.website = input.website;
  if (input.password !== undefined) columns.password = input.password === '' ? null : input.password;
  return columns;
}

/** 403 unless `caller` may attribute the item to `author` (someone else's name needs `edit_others`). */
export function assertMayAttribute(caller: Caller, author: number | undefined): void {
  if (author !== undefined && author !== caller.id && !can(caller, 'edit_others')) throw forbidden(true);
}

/** A planned create: its statements and its id as SQL, valid later in the same batch. */
export interface PlannedCreate {
  statements: Statement[];
  /** The new post's id inside the batch (its newest post of the type with the slug the plan chose). */
  id: SQL<number>;
}

/**
 * Plans the creation of a venue or organizer in `lang` (its original language): status scaled back for the
 * caller's role, author defaulting to the caller, `reservedSlugs` shared by every create of one batch so that
 * no two take the same slug; `imported`: the importer's id and modification date.
 */
export async function planLinkedCreate<Row extends LinkedRow, Input extends LinkedWriteInput>(
  db: Db,
  kind: LinkedKind<Row, Input>,
  prepared: PreparedWrite,
  input: Input,
  who: { lang: Lang; caller: Caller; imported?: ImportedValues },
  reservedSlugs: Set<string> = new Set(),
): Promise<PlannedCreate> {
  const { type } = kind.meta;
  const { lang, caller, imported } = who;
  const insert = await planPostInsert(
    db,
    {
      ...(imported?.id ? { id: imported.id } : {}),
      ...(imported?.modifiedUtc ? { modifiedUtc: imported.modifiedUtc } : {}),
      type,
      status: scaleBackStatus(caller, input.status),
      authorId: input.author ?? caller.id,
      dateUtc: prepared.dateUtc,
      imageId: prepared.image?.imageId ?? null,
      ...prepared.columns,
    },
    lang,
    { title: kind.nameOf(input) ?? '', description: input.description, excerpt: input.excerpt, slug: input.slug },
    reservedSlugs,
  );
  const id = imported?.id
    ? sql<number>`${imported.id}`
    : sql<number>`(select max(${postTexts.postId}) from ${postTexts} where ${postTexts.type} = ${type} and ${postTexts.lang} = ${lang} and ${postTexts.slug} = ${insert.slug})`;
  return { statements: [...(prepared.image?.statements ?? []), ...insert], id };
}

/**
 * {@link prepareLinkedWrite}, the attribution check and {@link planLinkedCreate} in one: a create planned for a
 * caller whose permission to create was checked elsewhere (inline venues and organizers of an event payload).
 */
export async function planCheckedCreate<Row extends LinkedRow, Input extends LinkedWriteInput>(
  scope: Scope,
  kind: LinkedKind<Row, Input>,
  input: Input,
  caller: Caller,
  reservedSlugs?: Set<string>,
): Promise<PlannedCreate> {
  const prepared = await prepareLinkedWrite(scope, kind, input);
  assertMayAttribute(caller, input.author);
  return planLinkedCreate(scope.db, kind, prepared, input, { lang: scope.lang, caller }, reservedSlugs);
}

/** The text fields of one language a body sends (`newSlug`: the slug to write, if any). */
export function textOf<Row extends LinkedRow, Input extends LinkedWriteInput>(
  kind: LinkedKind<Row, Input>,
  input: Input,
  newSlug: string | undefined,
): PostTextInput {
  return { title: kind.nameOf(input), description: input.description, excerpt: input.excerpt, slug: newSlug };
}

/** Whether a body writes text (so, in a language the item lacks, starts a translation that needs its name). */
export function writesText(text: PostTextInput): boolean {
  return Object.values(text).some((value) => value !== undefined);
}

/**
 * Plans a partial update of `row` in `lang` (docs/differences.md#partial-update): only the fields sent change; text sent in a language
 * the item lacks becomes a translation (the caller checked its name is there), a body without text changes only
 * language-independent fields; `newSlug` renames the slug in `lang`. A
 * status of `trash` trashes it (unlinking it from events); another status restores a trashed item, giving it
 * free slugs again (docs/differences.md#trash-keeps-slug).
 */
export async function planLinkedUpdate<Row extends LinkedRow, Input extends LinkedWriteInput>(
  db: Db,
  kind: LinkedKind<Row, Input>,
  row: Row,
  prepared: PreparedWrite,
  input: Input,
  options: { lang: Lang; caller: Caller; newSlug: string | undefined; imported?: ImportedValues },
): Promise<Statement[]> {
  const { type } = kind.meta;
  const slugs = slugsOf(row);
  const status = input.status !== undefined ? scaleBackStatus(options.caller, input.status, row.status) : undefined;
  const trashing = status === 'trash' && row.status !== 'trash';
  const restoring = row.status === 'trash' && status !== undefined && status !== 'trash';
  const sent = textOf(kind, input, options.newSlug);
  const text = writesText(sent)
    ? await planTextUpdate(db, {
        id: row.id,
        type,
        lang: options.lang,
        text: sent,
        isNewTranslation: slugs[options.lang] === undefined,
      })
    : [];
  const { imported } = options;
  const changes: Parameters<typeof touchPost>[2] = {
    ...(imported?.modifiedUtc ? { modifiedUtc: imported.modifiedUtc } : {}),
    ...prepared.columns,
    authorId: input.author,
    dateUtc: prepared.dateUtc,
    imageId: prepared.image?.imageId,
    status,
    statusBeforeTrash: trashing ? row.status : undefined,
  };
  const restored: Statement[] = restoring ? await planSlugRestore(db, type, row.id, slugs) : [];
  return [
    ...(prepared.image?.statements ?? []),
    ...restored,
    touchPost(db, row.id, changes),
    ...text,
    ...(trashing ? [kind.unlink(db, row.id)] : []),
  ];
}

/** Statements trashing `row` and unlinking it from every event (docs/differences.md#trash-unlinks-only-item). */
export function planLinkedTrash<Row extends LinkedRow, Input extends LinkedWriteInput>(
  db: Db,
  kind: LinkedKind<Row, Input>,
  row: Row,
): Statement[] {
  return [trashPost(db, row.id, row.status), kind.unlink(db, row.id)];
}

/** Runs `statements` through the write pipeline with `read` (the item as it is afterwards); returns the item. */
export async function writeAndRead<Row>(db: Db, statements: Statement[], read: RowsQuery<Row>): Promise<Row> {
  // The kind's select is a Drizzle select behind its row type (see `LinkedKind.select`).
  const { item } = await runWrite(db, statements, { item: read as unknown as Statement });
  return (item as unknown as Row[])[0]!;
}
