import { z } from '@hono/zod-openapi';
import type { ResponseName } from '../http/routes/route';
import type { DocKey } from '../i18n/catalogues/docs';
import { costDetailsSchema, dateDetailsSchema, eventSchema } from '../resources/events';
import { organizerSchema } from '../resources/organizers';
import { imageSchema, translationsSchema } from '../resources/posts';
import { eventTermSchema, termSchema } from '../resources/terms';
import { venueSchema } from '../resources/venues';
import { NamespaceIndex, OpenApiDocument } from './components.namespace';
import { Calendar, Changes, Export } from './components.sync';

export { ApiErrorBody, NamespaceIndex, OpenApiDocument } from './components.namespace';
export { Calendar, Changes, Export } from './components.sync';

/**
 * The resources' wire schemas, built here: this module is loaded with the documents (`/doc`, the namespace index,
 * the MCP server), and the resources build them only on first use (docs/performance.md, "What loads when").
 */
export const Event = eventSchema();
export const Venue = venueSchema();
export const Organizer = organizerSchema();
export const Term = termSchema();
export const EventTerm = eventTermSchema();
export const Image = imageSchema();
export const DateDetails = dateDetailsSchema();
export const CostDetails = costDetailsSchema();
export const Translations = translationsSchema();

/**
 * Response schemas of the API: the wire shapes the mappers produce (docs/original.md#wire-objects, with
 * docs/differences.md), registered as OpenAPI components of `/doc` and used as the output types of the typed client.
 * Descriptions are keys of the documentation catalogue (`src/i18n/catalogues/docs/`), translated per language root.
 */

const d = (key: DocKey) => key;

const listLinks = {
  rest_url: z.string().describe(d('field.list.rest_url')),
  next_rest_url: z.string().optional().describe(d('field.list.next_rest_url')),
  previous_rest_url: z.string().optional().describe(d('field.list.previous_rest_url')),
  total: z.number().int().describe(d('field.list.total')),
  total_pages: z.number().int().describe(d('field.list.total_pages')),
};

export const EventList = z
  .object({ events: z.array(Event).describe(d('field.list.events')), ...listLinks })
  .describe(d('schema.EventList'))
  .openapi('EventList');
export const VenueList = z
  .object({ venues: z.array(Venue).describe(d('field.list.venues')), ...listLinks })
  .describe(d('schema.VenueList'))
  .openapi('VenueList');
export const OrganizerList = z
  .object({ organizers: z.array(Organizer).describe(d('field.list.organizers')), ...listLinks })
  .describe(d('schema.OrganizerList'))
  .openapi('OrganizerList');
export const CategoryList = z
  .object({ ...listLinks, categories: z.array(Term).describe(d('field.list.categories')) })
  .describe(d('schema.CategoryList'))
  .openapi('CategoryList');
export const TagList = z
  .object({ ...listLinks, tags: z.array(Term).describe(d('field.list.tags')) })
  .describe(d('schema.TagList'))
  .openapi('TagList');

/** Success response schemas by name: what `ApiRoute.response` names (`ResponseName`, src/http/routes/route.ts). */
export const responseSchemas = {
  Event,
  EventList,
  Venue,
  VenueList,
  Organizer,
  OrganizerList,
  Term,
  CategoryList,
  TagList,
  NamespaceIndex,
  OpenApiDocument,
  Calendar,
  Export,
  Changes,
} satisfies Record<ResponseName, z.ZodType>;

export type ResponseSchemas = typeof responseSchemas;
export type { ResponseName };
