import { linkedRoutes } from '../posts/linked';
import { organizerKind } from './organizers.kind';
import { organizerCreateBody, organizerUpdateBody } from './organizers.schemas';

/**
 * The organizer routes: `GET|POST /organizers`, and read, update (POST, PUT, PATCH) and delete on `/organizers/{id}` and
 * `/organizers/by-slug/{slug}`, declared by the shared linked-post machinery (`src/resources/posts/linked/`).
 */
export const organizerRoutes = linkedRoutes(organizerKind.meta, {
  create: organizerCreateBody,
  update: organizerUpdateBody,
});
