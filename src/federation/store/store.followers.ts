import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { federationFollowers, federationState } from '../../db/schema/federation';
import { changeLog } from '../../db/schema/sync';
import type { Lang } from '../../i18n/languages';

/**
 * @module The calendar's followers (docs/federation.md, "Followers"): stored by the inbox on a `Follow`, removed on
 * its `Undo` or the follower's `Delete`, read for the deliveries; and as administrators see them, plain functions
 * for `npm run followers` and the editor's People screen. Removing a follower stops deliveries to it at once; it
 * is not told (it may follow again, and is then accepted again).
 */

/** A follower as its `Follow` gives it. */
export interface NewFollower {
  /** The followed actor's language. */
  actor: Lang;
  followerUri: string;
  handle: string | null;
  inbox: string;
  sharedInbox: string | null;
  followId: string | null;
  /** The origin the follower knows us by. */
  origin: string;
  createdAt: string;
}

/** Stores (or refreshes) a follower, in one batch with the run's state: the first follower starts at the log's end. */
export async function storeFollower(db: Db, row: NewFollower): Promise<void> {
  await db.batch([
    db.insert(federationState).values({ id: 1 }).onConflictDoNothing(),
    // What changed before anyone followed is not sent.
    db
      .update(federationState)
      .set({ sentSeq: sql`(select coalesce(max(${changeLog.seq}), 0) from ${changeLog})` })
      .where(and(eq(federationState.id, 1), sql`not exists (select 1 from ${federationFollowers})`)),
    db
      .insert(federationFollowers)
      .values(row)
      .onConflictDoUpdate({
        target: [federationFollowers.actor, federationFollowers.followerUri],
        set: {
          handle: row.handle,
          inbox: row.inbox,
          sharedInbox: row.sharedInbox,
          followId: row.followId,
          origin: row.origin,
        },
      }),
  ]);
}

/** Removes the follows of the actor `uri`: of our actor `lang`, or of every actor when `lang` is null. */
export async function removeFollows(db: Db, uri: string, lang: Lang | null = null): Promise<void> {
  await db
    .delete(federationFollowers)
    .where(
      and(eq(federationFollowers.followerUri, uri), lang === null ? undefined : eq(federationFollowers.actor, lang)),
    );
}

/** Every follow's actor, origin and inboxes: what the deliveries of a change go to. */
export function followerInboxes(db: Db) {
  return db
    .select({
      actor: federationFollowers.actor,
      origin: federationFollowers.origin,
      inbox: federationFollowers.inbox,
      sharedInbox: federationFollowers.sharedInbox,
    })
    .from(federationFollowers);
}

/** How many follow actor `lang`. */
export async function followerCount(db: Db, lang: Lang): Promise<number> {
  const [row] = await db.select({ n: count() }).from(federationFollowers).where(eq(federationFollowers.actor, lang));
  return row?.n ?? 0;
}

/** Whether anybody follows (one indexed row at most). */
export async function anyoneFollows(db: Db): Promise<boolean> {
  const [anyone] = await db.select({ id: federationFollowers.id }).from(federationFollowers).limit(1);
  return anyone !== undefined;
}

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
