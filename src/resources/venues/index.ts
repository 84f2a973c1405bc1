import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { registerLinkedRoutes } from '../posts/linked';
import { venueKind } from './venues.kind';
import { venueCreateBody, venueUpdateBody } from './venues.schemas';

export { planVenueCreate, venueKind } from './venues.kind';
export { placeJsonLd, toVenue, type VenueWire } from './venues.mapper';
export { findVenueByName, selectVenueRows, type VenueRow } from './venues.queries';
export { type VenueCreateInput, type VenueUpdateInput, venueCreateBody, venueUpdateBody } from './venues.schemas';

/** Registers the venue routes (list, create, read, update and delete, by id and by slug). */
export function registerVenueRoutes(api: Hono<AppEnv>): void {
  registerLinkedRoutes(api, venueKind, { create: venueCreateBody, update: venueUpdateBody });
}
