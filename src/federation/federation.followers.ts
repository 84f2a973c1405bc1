import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { federationFollowers } from '../db/schema/federation';
import type { Lang } from '../i18n/languages';

/**
 * @module The calendar's followers as administrators see them (docs/federation.md, "Followers"): plain functions
 * for `npm run followers` and the editor's People screen. Removing a follower stops deliveries to it at once; it
 * is not told (it may follow again, and is then accepted again).
 */

/** A follower as listed to administrators. */
export interface Follower {
  id: number;
  /** The followed actor's language. */
  actor: Lang;
  /** The follower's actor id. */
  uri: string;
  /** `@name@host` when its actor document gave a name. */
  handle: string | null;
  inbox: string;
  sharedInbox: string | null;
  createdAt: string;
}

/** Every follower, oldest first; of one actor when `actor` is given. */
export async function listFollowers(db: Db, actor?: Lang): Promise<Follower[]> {
  const rows = await db
    .select()
    .from(federationFollowers)
    .where(actor ? eq(federationFollowers.actor, actor) : undefined)
    .orderBy(asc(federationFollowers.id));
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor as Lang,
    uri: row.followerUri,
    handle: row.handle,
    inbox: row.inbox,
    sharedInbox: row.sharedInbox,
    createdAt: row.createdAt,
  }));
}

/** Removes follower `id`; false when there is none. */
export async function removeFollower(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(federationFollowers)
    .where(eq(federationFollowers.id, id))
    .returning({ id: federationFollowers.id });
  return removed.length > 0;
}
