import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { findLinkedByName } from '../posts/linked/linked.queries';
import { selectLinkedRows } from '../posts/linked/linked.rows';

/** The venue's own columns (besides the shared post, text and image columns). */
export const venueFields = {
  showMap: posts.showMap,
  showMapLink: posts.showMapLink,
  address: posts.address,
  city: posts.city,
  country: posts.country,
  province: posts.province,
  state: posts.state,
  zip: posts.zip,
  phone: posts.phone,
  website: posts.website,
  stateprovince: posts.stateprovince,
  geoLat: posts.geoLat,
  geoLng: posts.geoLng,
};

/**
 * The un-awaited select of the venues matching `where` (an SQL condition on `posts`; the type condition is
 * added), read in `lang` with fallback: core columns, venue columns, shown text, image, `slugs`. Chain
 * `.orderBy()`/`.limit()` or put it in a `db.batch` (`idDriven` when `where` picks ids); map rows with `toVenue`.
 */
export function selectVenueRows(db: Db, lang: Lang, where: SQL | undefined, idDriven = false) {
  return selectLinkedRows(db, 'venue', lang, venueFields, where, idDriven);
}

/**
 * The id of a live (non-trashed) venue whose name in `lang` equals `name` (case-insensitive, ASCII case folding
 * as SQLite's `nocase`) that `caller` may read, the newest if several: what an inline venue inside an event reuses (deviation 7).
 */
export async function findVenueByName(
  db: Db,
  name: string,
  lang: Lang,
  caller: Caller | null,
): Promise<number | undefined> {
  return findLinkedByName(db, 'venue', name, lang, caller);
}

/** A venue as read in one language (text of that language, else of its original language). */
export type VenueRow = Awaited<ReturnType<typeof selectVenueRows>>[number];
