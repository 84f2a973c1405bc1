import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { itemVersions, users } from '../../db/schema';
import { expectVersion } from '../../db/writer';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';

/**
 * @module No lost work (docs/api.md, "No lost work"): every item has a version, counted by the database
 * (`item_versions`, migrations/0023_item_version_triggers.sql). A single GET answers it as a strong `ETag`
 * (`"<kind>-<id>-<revision>"`: the same under every root and by id or slug, anonymous or not, since it is the
 * item's and not the bytes of one language's body); an item write sent with `If-Match` is refused with 412
 * `rest_precondition_failed` unless it names that version, and its batch is guarded by it.
 */

/** The kinds of item that have a version: a post's type, a term's taxonomy. */
export type ItemKind = 'event' | 'series' | 'venue' | 'organizer' | 'category' | 'tag';

/** An item's version. */
export interface ItemVersion {
  kind: string;
  itemId: number;
  revision: number;
}

/** The strong ETag of a version. */
export function versionEtag(version: ItemVersion): string {
  return `"${version.kind}-${version.itemId}-${version.revision}"`;
}

/** The (batchable) read of the version of the item `ids` selects (an SQL subquery of one id) among `kinds`. */
export function selectVersion(db: Db, kinds: readonly ItemKind[], ids: SQL) {
  return db
    .select({ kind: itemVersions.kind, itemId: itemVersions.itemId, revision: itemVersions.revision })
    .from(itemVersions)
    .where(and(inArray(itemVersions.kind, [...kinds]), sql`${itemVersions.itemId} in (${ids})`))
    .limit(1);
}

/** `response` with the `ETag` of `version` (none when the item has no version row). */
export function withVersion(response: Response, version: ItemVersion | undefined): Response {
  if (version) response.headers.set('ETag', versionEtag(version));
  return response;
}

/** Whether an `If-Match` header names `etag`: `*`, or one of its strong tags (a weak tag never matches). */
export function ifMatchNames(header: string, etag: string): boolean {
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(etag);
}

/**
 * For a write of item `kind` `itemId`: when the request sent `If-Match`, refuses it (412) unless it names the
 * item's current version, saying who changed it last and when; else records that version for the write's batch to
 * guard (src/db/writer.ts), so a change landing in between aborts the write with the same 412. Without `If-Match`,
 * nothing (writes stay unconditional, as the original's).
 */
export async function assertUnchanged(c: Context<AppEnv>, kind: string, itemId: number): Promise<void> {
  const header = c.req.header('if-match');
  if (header === undefined) return;
  const db = c.get('db');
  const [current] = await db
    .select({
      kind: itemVersions.kind,
      itemId: itemVersions.itemId,
      revision: itemVersions.revision,
      changedAt: itemVersions.changedAt,
      changedBy: itemVersions.changedBy,
      name: users.name,
    })
    .from(itemVersions)
    .leftJoin(users, eq(users.id, itemVersions.changedBy))
    .where(and(eq(itemVersions.kind, kind), eq(itemVersions.itemId, itemId)))
    .limit(1);
  if (!current || !ifMatchNames(header, versionEtag(current))) {
    throw new ApiError('rest_precondition_failed', {
      data: current
        ? {
            etag: versionEtag(current),
            modified_utc: current.changedAt,
            modified_by: current.changedBy !== null ? { id: current.changedBy, name: current.name } : null,
          }
        : {},
    });
  }
  expectVersion(db, current);
}
