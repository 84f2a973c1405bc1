import type { z } from '@hono/zod-openapi';
import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { posts } from '../../../db/schema';
import type { ErrorCode } from '../../../http/errors';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import type { SearchField } from '../posts.wire';
import type { LinkedRow, LinkedType } from './linked.rows';
import type { linkedWriteFields } from './linked.schemas';
import { type LinkedMeta, linkedMeta, type WireOptions } from './linked.wire';

/** A statement of a write batch. */
export type { Statement };

type PostValues = typeof posts.$inferInsert;

/**
 * Values of the `posts` columns a venue or organizer body writes (not the type, the dates or the language, which
 * the plumbing sets): plain values, or SQL evaluated inside the batch.
 */
export type PostColumns = {
  [K in Exclude<keyof PostValues, 'id' | 'type' | 'dateUtc' | 'modifiedUtc' | 'originalLang'>]?: PostValues[K] | SQL;
};

/** The body fields venues and organizers share, validated (name aside). */
export type LinkedWriteInput = z.output<z.ZodObject<ReturnType<typeof linkedWriteFields>>>;

/** An un-awaited select of linked rows: chainable, awaitable, batchable. */
export interface RowsQuery<Row> extends PromiseLike<Row[]> {
  orderBy(...order: (SQL | SQLiteColumn)[]): RowsQuery<Row>;
  limit(count: number): RowsQuery<Row>;
  offset(count: number): RowsQuery<Row>;
}

/**
 * What makes venues and organizers differ; everything else (routes, handlers, lists, writes, wire shape) is the
 * generic linked-post code parameterised by this.
 */
export interface LinkedKind<Row extends LinkedRow, Input extends LinkedWriteInput> {
  meta: LinkedMeta;
  /** Error codes of the type (docs/original.md#error-codes). */
  codes: { notAccessible: ErrorCode; inTrash: ErrorCode; pageNotFound: ErrorCode };
  /** The rows matching `where`, read in `lang` (see `selectVenueRows`). */
  select(db: Db, lang: Lang, where: SQL | undefined): RowsQuery<Row>;
  /** The wire object of a row. */
  toWire(scope: Scope, row: Row, options: WireOptions): object;
  /** The name in a validated body (`venue`, `organizer`). */
  nameOf(input: Input): string | undefined;
  /**
   * The type's own `posts` columns a validated body writes: on create (`current` undefined) with the type's
   * defaults, on update only what was sent. Throws 400s for invalid combinations (coordinates come in pairs).
   */
  columns(input: Input, current?: Row): PostColumns;
  /**
   * The fields `search` looks in (docs/original.md#venue-and-organizer-lists), derived from the type's wire schema
   * (`searchFieldsOf`): each field's column and whether a locked protected item hides it. Derived on first use
   * (the wire schema is built then, docs/performance.md).
   */
  search: () => readonly SearchField[];
  /** FROM clause of the events linked to the current `posts` row, events aliased `e`, ending in a WHERE. */
  linkedEvents: SQL;
  /** The statement unlinking post `id` from every event (docs/differences.md#trash-unlinks-only-item), part of the trashing batch. */
  unlink(db: Db, id: number): Statement;
}

/** The error codes of a linked type (docs/original.md#error-codes): `venue-not-accessible`, `organizer-is-in-trash`… */
export function linkedCodes(type: LinkedType): LinkedKind<LinkedRow, LinkedWriteInput>['codes'] {
  return {
    notAccessible: `${type}-not-accessible`,
    inTrash: `${type}-is-in-trash`,
    pageNotFound: `${type}-archive-page-not-found`,
  };
}

/**
 * The kind of linked `type`: its meta and error codes follow from the type; `select` is the type's row select
 * (`selectVenueRows`), the rest is what the type says about itself.
 */
export function defineLinkedKind<Row extends LinkedRow, Input extends LinkedWriteInput>(
  type: LinkedType,
  select: (db: Db, lang: Lang, where: SQL | undefined) => PromiseLike<Row[]>,
  own: Omit<LinkedKind<Row, Input>, 'meta' | 'codes' | 'select'>,
): LinkedKind<Row, Input> {
  return {
    meta: linkedMeta(type),
    codes: linkedCodes(type),
    // A Drizzle select is chainable like `RowsQuery`; its own type is too deep to state here.
    select: (db, lang, where) => select(db, lang, where) as RowsQuery<Row>,
    ...own,
  };
}
