import { eventListRoute } from '../resources/events/events.list';
import { eventRoutes } from '../resources/events/events.routes';
import { eventFeedRoute, eventsFeedRoute } from '../resources/events/ical/ical.routes';
import { organizerKind } from '../resources/organizers/organizers.kind';
import { organizerCreateBody, organizerUpdateBody } from '../resources/organizers/organizers.schemas';
import { linkedRoutes } from '../resources/posts/linked/linked.routes';
import { termRoutes } from '../resources/terms/terms.routes';
import { venueKind } from '../resources/venues/venues.kind';
import { venueCreateBody, venueUpdateBody } from '../resources/venues/venues.schemas';
import { changesRoute, exportRoute } from '../sync/sync.routes';
import { docRoutes } from './docs.routes';

/**
 * Every route object of the API, gathered so that its TYPE drives the typed client (`client.ts`, which imports it
 * as a type only). A test compares it with the runtime registry: a route registered but missing here fails it.
 */

type Group = Record<string, unknown>;
type Flat<G> = G extends readonly (infer R)[] ? R : G;
type RoutesOf<G extends Group> = Flat<G[keyof G]>;

function routesOf<G extends Group>(group: G): RoutesOf<G>[] {
  return Object.values(group).flat() as RoutesOf<G>[];
}

export const typedRoutes = [
  ...routesOf(docRoutes),
  eventListRoute,
  ...routesOf(eventRoutes),
  eventsFeedRoute,
  eventFeedRoute,
  ...routesOf(linkedRoutes(venueKind.meta, { create: venueCreateBody, update: venueUpdateBody })),
  ...routesOf(linkedRoutes(organizerKind.meta, { create: organizerCreateBody, update: organizerUpdateBody })),
  ...routesOf(termRoutes('categories')),
  ...routesOf(termRoutes('tags')),
  exportRoute,
  changesRoute,
];
