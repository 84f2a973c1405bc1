import { idAndSlugEndpoints } from '../../http/routes/item-routes';
import { endpoint } from '../../http/routes/route';
import { loadRecurrenceRules } from '../../time';
import { eventHandlers as handlers } from './events.handlers';
import { eventRoutes as routes } from './events.routes';
import { eventFeedRoute, eventsFeedRoute, feedInput, listOrFeedInput } from './ical/ical.routes';

/**
 * The feeds' code (the serializer, the VTIMEZONE blocks) and the series' rules they walk are loaded by the first
 * feed request (docs/performance.md).
 */
const feeds = async () => (await Promise.all([import('./ical/ical.feed'), loadRecurrenceRules()]))[0];

/**
 * @module The door of events (docs/ARCHITECTURE.md, "Rooms and doors"): what code outside `src/resources/` may use
 * of them, and nothing else (`.dependency-cruiser.ts` enforces it). Inside, by role: `list/` (the one read pipeline
 * of event lists), `write/` (creates and updates), `wire/` (an event as read and answered: its rows, wire schema,
 * mapper), `ical/` (the calendar feeds), `series/` (recurring events); the routes and handlers beside them.
 */

/** Events as an anonymous reader sees them: the pages, the export, `changes`. */
export {
  type ExportCursor,
  type PublicEvent,
  planChangedEvents,
  planChangedSeries,
  planExport,
  planPublicEvents,
  planPublicSeries,
  publicEventsOf,
  readExportChunk,
  readPublicEvent,
  readPublicEvents,
  readPublicEventsAmong,
  readSeriesRecords,
} from './events.public';
/** The list's input (the export and the pages share `GET /events`'s filters). */
export { listInputOf } from './events.routes';
/** What a list is filtered by, in words, and the filter bar's choices (the public pages). */
export { type FilterChoices, type FilterNameRows, filterTitle, readFilterChoices } from './list/list.names';
export { eventListQuery, type ListInput } from './list/list.query';
export { overlapWindow } from './list/list.window';
/** The daily Cron Trigger: open-ended series get their dates up to the horizon (docs/recurrence.md). */
export { extendSeries } from './series/series.extend';
/** Several pages of events in one batch (`changes`: events and series records side by side). */
export { prefixed, unprefixed } from './wire/wire.rows';
/** The wire schema (the OpenAPI components, the pages' model, the MCP tools' texts). */
export { costDetailsSchema, dateDetailsSchema, type EventWire, eventSchema } from './wire/wire.schema';

/**
 * The event endpoints, in registration order (the order of the namespace index and `/doc`): the list first, as
 * in the original, then the calendar feeds, create, and read, update, delete by id and by slug.
 */
export const eventEndpoints = [
  // A feed ignores `page` and `per_page` (docs/ical.md), `?ical=1` on the list included.
  endpoint(routes.list, handlers.list, { input: (c) => listOrFeedInput(routes.list, c) }),
  endpoint(eventsFeedRoute, async (c, input) => (await feeds()).eventsFeed(c, input), {
    input: (c) => feedInput(eventsFeedRoute, c),
  }),
  // `{id}.ics`: Hono's regex parameter takes the whole segment, so the id is read from it here (digits, by the
  // pattern); the route object still documents it.
  endpoint(eventFeedRoute, async (c, input) => (await feeds()).eventFeed(c, input), {
    path: '/events/:file{[0-9]+\\.ics}',
    input: (c) => ({ id: Number((c.req.param('file') ?? '').slice(0, -4)) }),
  }),
  endpoint(routes.create, handlers.create),
  ...idAndSlugEndpoints(routes, handlers),
  // One date of a series by its series' slug and its day (docs/recurrence.md).
  endpoint(routes.getByDay, handlers.get),
  ...routes.updateByDay.map((route) => endpoint(route, handlers.update)),
  endpoint(routes.deleteByDay, handlers.delete),
] as const;

/**
 * The editor's reads of events (src/editor/: its list, most recently changed first, and what an event's page needs
 * beyond the REST item), loaded on demand with the editor: the API's startup never evaluates them.
 */
export const loadEditorEvents = () => import('./list/list.editor');
export {
  type PublicItem,
  publicItemsAmong,
  publicItemsByPublication,
  seriesOfDates,
  shownDates,
} from './events.public';
export type { EditorListFilter, EditorListRow } from './list/list.editor';
