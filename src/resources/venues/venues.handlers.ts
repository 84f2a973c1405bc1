import { linkedHandlers } from '../posts/linked';
import { venueKind } from './venues.kind';

/**
 * The venue handlers, named as the routes (`venueRoutes.list` ↔ `venueHandlers.list`): the shared linked-post
 * handlers (`src/resources/posts/linked/linked.handlers.ts`) for the venue kind.
 */
export const venueHandlers = linkedHandlers(venueKind);
