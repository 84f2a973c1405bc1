import { posts } from '../../db/schema';
import { linkedSelect } from '../posts/linked/linked.rows';

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
 * `selectVenueRows(db, lang, where, idDriven?)`: the un-awaited select of the venues matching `where` (an SQL
 * condition on `posts`; the type condition is added), read in `lang` with fallback: core columns, venue columns,
 * shown text, image, `slugs`. Chain `.orderBy()`/`.limit()` or put it in a `db.batch` (`idDriven` when `where`
 * picks ids); map rows with `toVenue`.
 */
export const selectVenueRows = linkedSelect('venue', venueFields);

/** A venue as read in one language (text of that language, else of its original language). */
export type VenueRow = Awaited<ReturnType<typeof selectVenueRows>>[number];
