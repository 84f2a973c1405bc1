import { idAndSlugEndpoints } from '../../http/routes/item-routes';
import { endpoint } from '../../http/routes/route';
import { eventHandlers as handlers } from './events.handlers';
import { eventRoutes as routes } from './events.routes';
import { eventFeed, eventsFeed } from './ical/ical.feed';
import { eventFeedRoute, eventsFeedRoute, feedInput, listOrFeedInput } from './ical/ical.routes';

/**
 * The event endpoints, in registration order (the order of the namespace index and `/doc`): the list first, as
 * in the original, then the calendar feeds, create, and read, update, delete by id and by slug.
 */
export const eventEndpoints = [
  // A feed ignores `page` and `per_page` (docs/ical.md), `?ical=1` on the list included.
  endpoint(routes.list, handlers.list, { input: (c) => listOrFeedInput(routes.list, c) }),
  endpoint(eventsFeedRoute, eventsFeed, { input: (c) => feedInput(eventsFeedRoute, c) }),
  // `{id}.ics`: Hono's regex parameter takes the whole segment, so the id is read from it here (digits, by the
  // pattern); the route object still documents it.
  endpoint(eventFeedRoute, eventFeed, {
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
export type { EditorListFilter, EditorListRow } from './list/list.editor';
export {
  type PublicItem,
  publicItemsAmong,
  publicItemsByPublication,
  seriesOfDates,
  shownDates,
} from './list/list.public';
