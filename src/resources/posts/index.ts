/**
 * The shared post plumbing of events, venues and organizers (one `posts` table, one id space):
 * - `posts.status`: registered statuses, scaling back by role, list visibility (`status` parameter).
 * - `posts.texts`: per-language text units, the shown-language join, unique slugs, by-slug lookup.
 * - `posts.search`: the trigram search index of the texts (candidates of a search; the exact test decides).
 * - `posts.writes`: batchable statements for create, text update, trash, translation removal.
 * - `posts.images`: the image registry (`image` by URL or id) and the wire `image`.
 * - `posts.password`: redaction of protected content and password checks.
 * - `posts.rows`: the columns every post row carries and the select that reads them in one language.
 * - `posts.dates`: publication dates (`date`, `date_utc`) and their site-time rendering.
 * - `posts.access`: author existence, `context=edit`, embedding visibility.
 * - `posts.list`: paging and the archive response (totals, links, 404 past the last page).
 * - `posts.schemas`: parameter schemas shared by the three resources.
 * - `posts.visibility`: who sees which posts; the one public rule (`isPublic`, `publicRow`) every reader of public
 *   rows takes, the editor and federation included.
 */
export * from './posts.access';
export * from './posts.dates';
export * from './posts.images';
export * from './posts.list';
export * from './posts.lookup';
export * from './posts.password';
export * from './posts.rows';
export * from './posts.schemas';
export * from './posts.search';
export * from './posts.status';
export * from './posts.texts';
export * from './posts.visibility';
/** The shared wire parts (the OpenAPI components). */
export { imageSchema, translationsSchema } from './posts.wire';
export * from './posts.writes';

/**
 * The editor's reads of items beyond REST (src/editor/: an item's original language), loaded on demand with the
 * editor: the API's startup never evaluates them.
 */
export const loadEditorReads = () => import('./posts.editor');
