import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { register, routeRegistry } from '../../http/route';
import { eventHandlers } from './events.handlers';
import { eventListRoute, listEvents } from './events.list';
import { eventRoutes } from './events.routes';
import { eventFeed, eventsFeed } from './ical/ical.feed';
import { eventFeedRoute, eventsFeedRoute } from './ical/ical.routes';

/** Registers the event routes. `GET /events` (the list) comes first, as in the original's registration order. */
export function registerEventRoutes(api: Hono<AppEnv>): void {
  register(api, eventListRoute, listEvents);
  register(api, eventsFeedRoute, eventsFeed);
  // `{id}.ics`: Hono's regex parameter takes the whole segment, so the id is read from it here (digits, by the
  // pattern); the route object still documents it.
  if (!routeRegistry.includes(eventFeedRoute)) routeRegistry.push(eventFeedRoute);
  api.get('/events/:file{[0-9]+\\.ics}', (c) => eventFeed(c, { id: Number(c.req.param('file').slice(0, -4)) }));
  register(api, eventRoutes.create, eventHandlers.create);
  register(api, eventRoutes.get, eventHandlers.get);
  register(api, eventRoutes.getBySlug, eventHandlers.get);
  for (const route of eventRoutes.update) register(api, route, eventHandlers.update);
  for (const route of eventRoutes.updateBySlug) register(api, route, eventHandlers.update);
  register(api, eventRoutes.delete, eventHandlers.delete);
  register(api, eventRoutes.deleteBySlug, eventHandlers.delete);
}
