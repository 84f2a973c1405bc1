import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { register } from '../../http/route';
import { eventHandlers } from './events.handlers';
import { eventListRoute, listEvents } from './events.list';
import { eventRoutes } from './events.routes';
import { eventFeed, eventsFeed } from './ical/ical.feed';
import { eventFeedRoute, eventsFeedRoute } from './ical/ical.routes';

/** Registers the event routes. `GET /events` (the list) comes first, as in the original's registration order. */
export function registerEventRoutes(api: Hono<AppEnv>): void {
  register(api, eventListRoute, listEvents);
  register(api, eventsFeedRoute, eventsFeed);
  register(api, eventFeedRoute, eventFeed);
  register(api, eventRoutes.create, eventHandlers.create);
  register(api, eventRoutes.get, eventHandlers.get);
  register(api, eventRoutes.getBySlug, eventHandlers.get);
  for (const route of eventRoutes.update) register(api, route, eventHandlers.update);
  for (const route of eventRoutes.updateBySlug) register(api, route, eventHandlers.update);
  register(api, eventRoutes.delete, eventHandlers.delete);
  register(api, eventRoutes.deleteBySlug, eventHandlers.delete);
}
