import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { findLinkedByName } from '../posts/linked/linked.queries';
import { selectLinkedRows } from '../posts/linked/linked.rows';

/** The organizer's own columns (besides the shared post, text and image columns). */
export const organizerFields = {
  phone: posts.phone,
  website: posts.website,
  email: posts.email,
};

/**
 * The un-awaited select of the organizers matching `where` (an SQL condition on `posts`; the type condition is
 * added), read in `lang` with fallback: core columns, organizer columns, shown text, image, `slugs`. Chain
 * `.orderBy()`/`.limit()` or put it in a `db.batch` (`idDriven` when `where` picks ids); map rows with `toOrganizer`.
 */
export function selectOrganizerRows(db: Db, lang: Lang, where: SQL | undefined, idDriven = false) {
  return selectLinkedRows(db, 'organizer', lang, organizerFields, where, idDriven);
}

/**
 * The id of a live (non-trashed) organizer whose name in `lang` equals `name` (case-insensitive, ASCII case
 * folding as SQLite's `nocase`) that `caller` may read, the newest if several: what an inline organizer inside an event reuses.
 */
export async function findOrganizerByName(
  db: Db,
  name: string,
  lang: Lang,
  caller: Caller | null,
): Promise<number | undefined> {
  return findLinkedByName(db, 'organizer', name, lang, caller);
}

/** An organizer as read in one language (text of that language, else of its original language). */
export type OrganizerRow = Awaited<ReturnType<typeof selectOrganizerRows>>[number];
