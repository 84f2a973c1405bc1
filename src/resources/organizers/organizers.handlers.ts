import { linkedHandlers } from '../posts/linked';
import { organizerKind } from './organizers.kind';

/**
 * The organizer handlers, named as the routes (`organizerRoutes.list` ↔ `organizerHandlers.list`): the shared linked-post
 * handlers (`src/resources/posts/linked/linked.handlers.ts`) for the organizer kind.
 */
export const organizerHandlers = linkedHandlers(organizerKind);
