import { linkedRoutes } from '../posts/linked';
import { venueKind } from './venues.kind';
import { venueCreateBody, venueUpdateBody } from './venues.schemas';

/**
 * The venue routes: `GET|POST /venues`, and read, update (POST, PUT, PATCH) and delete on `/venues/{id}` and
 * `/venues/by-slug/{slug}`, declared by the shared linked-post machinery (`src/resources/posts/linked/`).
 */
export const venueRoutes = linkedRoutes(venueKind.meta, { create: venueCreateBody, update: venueUpdateBody });
