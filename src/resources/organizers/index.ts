import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { registerLinkedRoutes } from '../posts/linked';
import { organizerKind } from './organizers.kind';
import { organizerCreateBody, organizerUpdateBody } from './organizers.schemas';

export { organizerKind, planOrganizerCreate } from './organizers.kind';
export { type OrganizerWire, organizationJsonLd, toOrganizer } from './organizers.mapper';
export { findOrganizerByName, type OrganizerRow, selectOrganizerRows } from './organizers.queries';
export {
  type OrganizerCreateInput,
  type OrganizerUpdateInput,
  organizerCreateBody,
  organizerUpdateBody,
} from './organizers.schemas';

/** Registers the organizer routes (list, create, read, update and delete, by id and by slug). */
export function registerOrganizerRoutes(api: Hono<AppEnv>): void {
  registerLinkedRoutes(api, organizerKind, { create: organizerCreateBody, update: organizerUpdateBody });
}
