import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import { refWhere } from '../posts.lookup';
import { isPublic, isUnprotected, publicRow } from '../posts.visibility';
import type { LinkedKind, LinkedWriteInput } from './linked.kind';
import type { LinkedRow } from './linked.rows';

/**
 * What the features above the resources read of venues and organizers (the public pages, the export, `changes`):
 * posts of one linked kind as an anonymous reader sees them, by the public rule of `posts.visibility.ts`. Each kind
 * names its reads in its door (`publicVenues`, `publicOrganizers`).
 */
export interface PublicLinked<Row extends LinkedRow, Rows, Wire> {
  /** The public post of a slug of any language, as its JSON read answers it (`json_ld` included); else undefined. */
  read(scope: Scope, slug: string): Promise<Wire | undefined>;
  /** Batchable: the public posts among `ids` (a subquery), each looked up by id (`changes`). */
  among(scope: Scope, ids: SQL): Rows;
  /**
   * The public posts after id `after` in id order, at most `limit`: a chunk of the export, which leaves protected
   * ones out as `changes` deletes them (docs/sync.md).
   */
  chunk(scope: Scope, after: number, limit: number): PromiseLike<Row[]>;
  /** A row as an anonymous reader sees it in a list: a protected one redacted. */
  wire(scope: Scope, row: Row): Wire;
}

/** The public reads of `kind`, whose rows `select` reads (`selectVenueRows`, batchable). */
export function publicLinked<Row extends LinkedRow, Input extends LinkedWriteInput, Rows, Wire>(
  kind: LinkedKind<Row, Input>,
  select: (scope: Scope, where: SQL, idDriven?: boolean) => Rows,
): PublicLinked<Row, Rows, Wire> {
  const anonymous = (scope: Scope): Scope => ({ ...scope, caller: null });
  return {
    async read(scope, slug) {
      const [row] = await kind.select(scope.db, scope.lang, refWhere(kind.meta.type, { slug }, scope.lang));
      if (!row || !isPublic(row)) return undefined;
      return kind.toWire(anonymous(scope), row, { jsonLd: true, unlocked: true }) as Wire;
    },
    among: (scope, ids) =>
      select(scope, sql`${posts.id} in (${ids}) and ${publicRow(undefined, { byId: true })}`, true),
    chunk: (scope, after, limit) =>
      kind
        .select(scope.db, scope.lang, and(publicRow(), gt(posts.id, after)))
        .orderBy(asc(posts.id))
        .limit(limit),
    wire: (scope, row) => kind.toWire(anonymous(scope), row, { jsonLd: false, unlocked: isUnprotected(row) }) as Wire,
  };
}
