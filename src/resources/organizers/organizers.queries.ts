import { posts } from '../../db/schema';
import { linkedSelect } from '../posts/linked/linked.rows';

/** The organizer's own columns (besides the shared post, text and image columns). */
export const organizerFields = {
  phone: posts.phone,
  website: posts.website,
  email: posts.email,
};

/**
 * `selectOrganizerRows(db, lang, where, idDriven?)`: the un-awaited select of the organizers matching `where` (an
 * SQL condition on `posts`; the type condition is added), read in `lang` with fallback: core columns, organizer
 * columns, shown text, image, `slugs`. Chain `.orderBy()`/`.limit()` or put it in a `db.batch` (`idDriven` when
 * `where` picks ids); map rows with `toOrganizer`.
 */
export const selectOrganizerRows = linkedSelect('organizer', organizerFields);

/** An organizer as read in one language (text of that language, else of its original language). */
export type OrganizerRow = Awaited<ReturnType<typeof selectOrganizerRows>>[number];
