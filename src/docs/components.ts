import { z } from '@hono/zod-openapi';
import type { DocKey } from '../i18n/catalogues/docs';
import { NamespaceIndex, OpenApiDocument } from './components.namespace';
import { CostDetails, DateDetails, Image } from './components.parts';
import { Calendar, Changes, Export } from './components.sync';

export { ApiErrorBody, NamespaceIndex, OpenApiDocument } from './components.namespace';
export { CostDetails, DateDetails, Image } from './components.parts';
export { Calendar, Changes, Export } from './components.sync';

/**
 * Response schemas of the API: the wire shapes the mappers produce (docs/original.md#wire-objects, with
 * docs/differences.md), registered as OpenAPI components of `/doc` and used as the output types of the typed client.
 * Descriptions are keys of the documentation catalogue (`src/i18n/catalogues/docs/`), translated per language root.
 */

const d = (key: DocKey) => key;

const wall = () => z.string().openapi({ example: '2026-06-23 21:00:00' });
/** An array that is always empty (PHP's empty array where an object or a name is missing or redacted). */
const emptyArray = () => z.array(z.unknown()).max(0);

const imageOrFalse = () => z.union([Image, z.literal(false)]).describe(d('field.image'));

const Translation = z.object({
  slug: z.string().describe(d('field.translation.slug')),
  rest_url: z.string().describe(d('field.translation.rest_url')),
});

export const Translations = z
  .object({ ca: Translation.optional(), en: Translation.optional(), es: Translation.optional() })
  .describe(d('schema.Translations'))
  .openapi('Translations');

const language = () => z.enum(['ca', 'en', 'es']).describe(d('field.i18n_language'));

const TermUrls = z
  .object({
    self: z.string().describe(d('field.term.urls.self')),
    collection: z.string().describe(d('field.term.urls.collection')),
    up: z.string().optional().describe(d('field.term.urls.up')),
  })
  .describe(d('field.term.urls'));

/** A category or tag as the term endpoints return it (docs/original.md#term-objects). */
export const Term = z
  .object({
    id: z.number().int().describe(d('field.term.id')),
    count: z.number().int().describe(d('field.term.count')),
    description: z.string().describe(d('field.term.description')),
    name: z.string().describe(d('field.term.name')),
    slug: z.string().describe(d('field.term.slug')),
    taxonomy: z.enum(['tribe_events_cat', 'post_tag']).describe(d('field.term.taxonomy')),
    parent: z.number().int().optional().describe(d('field.term.parent')),
    meta: emptyArray().describe(d('field.term.meta')),
    url: z.string().describe(d('field.term.url')),
    urls: TermUrls,
    i18n_language: language(),
    translations: Translations,
  })
  .describe(d('schema.Term'))
  .openapi('Term');

/** A category or tag as embedded in events (docs/original.md#term-objects). */
export const EventTerm = z
  .object({
    name: z.string().describe(d('field.term.name')),
    slug: z.string().describe(d('field.term.slug')),
    term_group: z.number().int().describe(d('field.term.term_group')),
    term_taxonomy_id: z.number().int().describe(d('field.term.term_taxonomy_id')),
    taxonomy: z.enum(['tribe_events_cat', 'post_tag']).describe(d('field.term.taxonomy')),
    description: z.string().describe(d('field.term.description')),
    parent: z.number().int().describe(d('field.term.parent')),
    count: z.number().int().describe(d('field.term.count')),
    filter: z.literal('raw').describe(d('field.term.filter')),
    id: z.number().int().describe(d('field.term.id')),
    urls: TermUrls,
    i18n_language: language(),
    translations: Translations,
  })
  .describe(d('schema.EventTerm'))
  .openapi('EventTerm');

const jsonLd = () => z.record(z.string(), z.unknown()).optional().describe(d('field.json_ld'));

/** Fields every post type (event, venue, organizer) starts with. */
const postHead = {
  id: z.number().int().describe(d('field.post.id')),
  author: z.number().int().describe(d('field.post.author')),
  status: z.string().describe(d('field.post.status')),
  date: wall().describe(d('field.post.date')),
  date_utc: wall().describe(d('field.post.date_utc')),
  modified: wall().describe(d('field.post.modified')),
  modified_utc: wall().describe(d('field.post.modified_utc')),
  url: z.string().describe(d('field.post.url')),
  rest_url: z.string().describe(d('field.post.rest_url')),
};

/** Fields every post type ends with. */
const postTail = {
  global_id: z.string().describe(d('field.post.global_id')),
  global_id_lineage: z.array(z.string()).describe(d('field.post.global_id_lineage')),
  i18n_language: language(),
  translations: Translations,
};

/** Text that password protection may blank. */
const optionalText = (key: DocKey) => z.string().optional().describe(key);

/** A venue (docs/original.md#venue-object): empty fields are omitted. */
export const Venue = z
  .object({
    ...postHead,
    author: postHead.author.optional(),
    venue: z.union([z.string(), emptyArray()]).describe(d('field.venue.venue')),
    description: optionalText(d('field.venue.description')),
    excerpt: optionalText(d('field.venue.excerpt')),
    slug: z.string().describe(d('field.post.slug')),
    image: Image.optional(),
    address: optionalText(d('field.venue.address')),
    city: optionalText(d('field.venue.city')),
    country: optionalText(d('field.venue.country')),
    province: optionalText(d('field.venue.province')),
    state: optionalText(d('field.venue.state')),
    zip: optionalText(d('field.venue.zip')),
    phone: optionalText(d('field.venue.phone')),
    website: optionalText(d('field.venue.website')),
    stateprovince: optionalText(d('field.venue.stateprovince')),
    geo_lat: z.number().optional().describe(d('field.venue.geo_lat')),
    geo_lng: z.number().optional().describe(d('field.venue.geo_lng')),
    json_ld: jsonLd(),
    show_map: z.boolean().nullable().describe(d('field.venue.show_map')),
    show_map_link: z.boolean().nullable().describe(d('field.venue.show_map_link')),
    ...postTail,
  })
  .describe(d('schema.Venue'))
  .openapi('Venue');

/** An organizer (docs/original.md#organizer-object): empty fields are omitted. */
export const Organizer = z
  .object({
    ...postHead,
    author: postHead.author.optional(),
    organizer: z.union([z.string(), emptyArray()]).describe(d('field.organizer.organizer')),
    description: optionalText(d('field.organizer.description')),
    excerpt: optionalText(d('field.organizer.excerpt')),
    slug: z.string().describe(d('field.post.slug')),
    image: Image.optional(),
    phone: optionalText(d('field.organizer.phone')),
    website: optionalText(d('field.organizer.website')),
    email: optionalText(d('field.organizer.email')),
    json_ld: jsonLd(),
    ...postTail,
  })
  .describe(d('schema.Organizer'))
  .openapi('Organizer');

const flag = (key: DocKey) => z.boolean().nullable().describe(key);

/** An event (docs/original.md#event-object): every key present; booleans are `null` in a redacted protected event. */
export const Event = z
  .object({
    ...postHead,
    title: z.string().describe(d('field.event.title')),
    description: z.string().describe(d('field.event.description')),
    excerpt: z.string().describe(d('field.event.excerpt')),
    slug: z.string().describe(d('field.post.slug')),
    image: imageOrFalse(),
    all_day: flag(d('field.event.all_day')),
    start_date: wall().describe(d('field.event.start_date')),
    start_date_details: DateDetails,
    end_date: wall().describe(d('field.event.end_date')),
    end_date_details: DateDetails,
    utc_start_date: wall().describe(d('field.event.utc_start_date')),
    utc_start_date_details: DateDetails,
    utc_end_date: wall().describe(d('field.event.utc_end_date')),
    utc_end_date_details: DateDetails,
    timezone: z.string().describe(d('field.event.timezone')),
    timezone_abbr: z.string().describe(d('field.event.timezone_abbr')),
    cost: z.string().describe(d('field.event.cost')),
    cost_details: CostDetails,
    website: z.string().describe(d('field.event.website')),
    show_map: flag(d('field.event.show_map')),
    show_map_link: flag(d('field.event.show_map_link')),
    hide_from_listings: flag(d('field.event.hide_from_listings')),
    sticky: flag(d('field.event.sticky')),
    featured: flag(d('field.event.featured')),
    ticketed: flag(d('field.event.ticketed')),
    post_parent: z.number().int().optional().describe(d('field.event.post_parent')),
    categories: z.array(EventTerm).describe(d('field.event.categories')),
    tags: z.array(EventTerm).describe(d('field.event.tags')),
    venue: z.union([Venue, emptyArray()]).describe(d('field.event.venue')),
    organizer: z.array(Organizer).describe(d('field.event.organizer')),
    custom_fields: z
      .union([z.record(z.string(), z.object({ label: z.string(), value: z.string() })), emptyArray()])
      .describe(d('field.event.custom_fields')),
    json_ld: jsonLd(),
    ...postTail,
  })
  .describe(d('schema.Event'))
  .openapi('Event');

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

/** Success response schemas by name: what `ApiRoute.response` names. */
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
};

export type ResponseSchemas = typeof responseSchemas;
export type ResponseName = keyof ResponseSchemas;
