import { expect } from 'vitest';
import { hoursFromNow, makeEvents, makeOrganizers, makeTerm, makeVenues } from '../helpers/factories';
import { api, call, type Root, userWithToken } from '../helpers/http';
import type { Allowance } from '../helpers/original-shapes';

/**
 * The data of test/golden/original-shapes.test.ts: what a case is, the documented allowances of the comparison,
 * the data set the recordings are replayed against, and the writes that make a case's own item.
 */

export type Auth = 'none' | 'app' | 'bad';

/** The ids of the data set, and of the per-replay item a case's `setup` made. */
export interface Ids {
  event: number;
  eventSlug: string;
  venue: number;
  venueSlug: string;
  organizer: number;
  organizerSlug: string;
  category: number;
  tag: number;
  trashedEvent: number;
  /** Made by the case's `setup` for this replay alone. */
  fresh: number;
  unique: string;
}

export interface Case {
  /** The recording's number. */
  id: string;
  method: string;
  /** The route and query, after the namespace. */
  path: (ids: Ids) => string;
  auth?: Auth;
  body?: (ids: Ids) => Record<string, unknown>;
  /**
   * Makes this replay's own item (`ids.fresh`), under the replay's root (a language's text is written through its
   * root, docs/api.md#content-languages): writes that consume their item, and items in a given state.
   */
  setup?: (ids: Ids, root: Root) => Promise<number>;
  /** Another recording whose status and structure the contract expects instead (docs/differences.md). */
  expect?: string;
  /** The error message is not the recording's, in English: why. */
  ownMessage?: string;
  /** The body is not compared: why. */
  skipBody?: string;
  /** What may differ in the body, and why. */
  allow?: Allowance[];
}

/** Differences every response may have, by contract. */
export const EVERYWHERE: Allowance[] = [
  {
    at: '*.i18n_language',
    allow: 'extra',
    why: 'docs/api.md#content-languages: every item carries the language of its text',
  },
  { at: '*.translations', allow: 'extra', why: 'docs/api.md#content-languages: every item lists its translations' },
  { at: '*.ticketed', allow: 'extra', why: 'docs/api.md#events-dates-times-and-fields: event extension' },
  { at: '*.post_parent', allow: 'extra', why: 'docs/api.md#events-dates-times-and-fields: event extension' },
  { at: '*.author', allow: 'type', why: 'docs/differences.md: author is an integer' },
  ...(['recurrence', 'series_id', 'occurrence_start'] as const).map(
    (key): Allowance => ({ at: `*.${key}`, allow: 'extra', why: 'docs/recurrence.md: on every event object' }),
  ),
  ...linked('*.venue'),
  ...linked('*.organizer[]'),
  ...linked('$.venues[]'),
  ...linked('$.organizers[]'),
  {
    at: '*json_ld*.@context',
    allow: 'extra',
    why: 'our Place and Organization JSON-LD carry their @context, so each is valid on its own (docs/original.md#venue-object)',
  },
  { at: '*.json_ld.offers', allow: 'extra', why: 'data: the recorded event had no cost, ours has one' },
];

/**
 * A venue or organizer at `at`: which of its fields appear depends on the data, empty ones being omitted as the
 * original does (docs/differences.md); it also carries its `rest_url` (docs/original.md#venue-object).
 */
function linked(at: string): Allowance[] {
  const optional = [
    'description',
    'excerpt',
    'image',
    'address',
    'city',
    'country',
    'province',
    'state',
    'zip',
    'stateprovince',
    'phone',
    'website',
    'email',
    'show_map',
    'show_map_link',
    'geo_lat',
    'geo_lng',
  ];
  return [
    { at: `${at}.rest_url`, allow: 'extra', why: "docs/original.md#venue-object: the item's own REST URL" },
    ...optional.flatMap((key) =>
      (['extra', 'missing'] as const).map(
        (allow): Allowance => ({ at: `${at}.${key}`, allow, why: 'docs/differences.md' }),
      ),
    ),
  ];
}

/**
 * The namespace index and `OPTIONS` describe each route's arguments from the schemas that validate them
 * (docs/api.md#documentation-routes: JSON-schema keywords plus `required`): which keywords, their order and the defaults' types are ours. The
 * original's parameters must all be there; ours add the extensions (`modified_after`, `series`, `context`…).
 */
export const ROUTE_ARGS: Allowance[] = [
  {
    at: '*.endpoints[].args.*',
    allow: 'extra',
    why: 'docs/api.md#documentation-routes, and the extensions in docs/api.md#events-dates-times-and-fields, docs/differences.md, docs/recurrence.md',
  },
  {
    at: '*.endpoints[].args.*.*',
    allow: 'missing',
    why: 'docs/api.md#documentation-routes: keywords from our schemas',
  },
  {
    at: '*.endpoints[].args*',
    allow: 'type',
    why: 'docs/api.md#documentation-routes: typed defaults; no arguments is {} (PHP sends [])',
  },
  { at: '*.endpoints[].args*', allow: 'order', why: 'docs/api.md#documentation-routes: keywords from our schemas' },
];

/** Standalone linked items (single reads and writes). */
export const LINKED_SINGLE = linked('$');

/**
 * The original's standalone terms carry WordPress core's `_links`, to `/wp/v2/…` routes this service does not have
 * (docs/wordpress-paths.md: `/wp-json/wp/v2/…` is a 404); docs/original.md documents them as removed.
 */
export const TERM_LINKS: Allowance[] = [
  { at: '$._links', allow: 'missing', why: 'docs/original.md, docs/wordpress-paths.md' },
];

/** The administrator every write of the cases and of the data set is made by. */
export const session = { admin: { id: 0, token: '' } };

export const create = async (path: string, body: Record<string, unknown>, root: Root = 'en'): Promise<number> => {
  const res = await call(api(root, path), { method: 'POST', token: session.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
export const remove = async (path: string) => {
  const res = await call(api('en', path), { method: 'DELETE', token: session.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
export const freshEvent = (ids: Ids, root: Root = 'en') =>
  create(
    '/events',
    {
      title: `Fresh ${ids.unique}`,
      start_date: '2027-05-01 10:00:00',
      end_date: '2027-05-01 12:30:00',
      venue: ids.venue,
      organizer: [ids.organizer],
      categories: [ids.category],
      tags: [ids.tag],
    },
    root,
  );
export const trashedEvent = async (ids: Ids) => {
  const id = await freshEvent(ids);
  await remove(`/events/${id}`);
  return id;
};
export const freshVenue = (ids: Ids) =>
  create('/venues', {
    venue: `Venue ${ids.unique}`,
    address: '1 Sample St',
    city: 'Austin',
    country: 'United States',
    state: 'TX',
    zip: '73301',
    show_map: 'true',
  });
export const freshOrganizer = (ids: Ids) =>
  create('/organizers', { organizer: `Organizer ${ids.unique}`, email: 'sample@example.com', phone: '555-9999' });

/** The data set every case reads, made once per file (ids filled in by {@link makeWorld}). */
export const world = {} as Omit<Ids, 'fresh' | 'unique'>;

/**
 * Makes the data set through the API (the items the cases read in full) and the factories (volume): an event with
 * a venue, an organizer, a category and a tag, all with every field the recordings show, and as many items as the
 * recorded site had around them, so that every recorded list has a next page here too.
 */
export async function makeWorld(): Promise<void> {
  session.admin = await userWithToken('administrator');
  const { admin } = session;
  world.category = await create('/categories', { name: 'Music', description: 'Music events' });
  world.tag = await create('/tags', { name: 'jazz' });
  const venue = await call(api('en', '/venues'), {
    method: 'POST',
    token: admin.token,
    body: {
      venue: 'Summit Pavilion',
      description: '<p>Venue number 50.</p>',
      address: '737 Main St',
      city: 'Philadelphia',
      country: 'United States',
      state: 'PA',
      zip: '19019',
      phone: '555-0149',
      website: 'https://venue50.example.com',
      show_map: true,
      show_map_link: true,
    },
  });
  world.venue = venue.body.id;
  world.venueSlug = venue.body.slug;
  const organizer = await call(api('en', '/organizers'), {
    method: 'POST',
    token: admin.token,
    body: {
      organizer: 'Northwind Productions',
      description: '<p>Organizer 48.</p>',
      phone: '555-0201',
      website: 'https://northwind.example.com',
      email: 'hello@northwind.example.com',
    },
  });
  world.organizer = organizer.body.id;
  world.organizerSlug = organizer.body.slug;
  const event = await call(api('en', '/events'), {
    method: 'POST',
    token: admin.token,
    body: {
      title: 'Winter Gala',
      description: '<p>An evening.</p>',
      excerpt: '<p>Short summary.</p>',
      start_date: hoursFromNow(20),
      end_date: hoursFromNow(22),
      venue: world.venue,
      organizer: [world.organizer],
      categories: [world.category],
      tags: [world.tag],
      cost: '$25',
      website: 'https://example.com/gala',
      featured: true,
    },
  });
  world.event = event.body.id;
  world.eventSlug = event.body.slug;
  // As the recorded site, more items than a page of every recorded list: 51 events in the default window (some
  // featured, some found by `search=Gala`), 51 from 2 to 9 January 2027, 6 from 3 to 8 February 2027, more than 50
  // venues, more than 10 organizers and more than 10 categories and tags in use.
  const old = '2026-01-01 00:00:00';
  const venues = await makeVenues(
    Array.from({ length: 51 }, () => ({ dateUtc: old, authorId: admin.id, city: 'Denver', country: 'United States' })),
  );
  await makeOrganizers(Array.from({ length: 11 }, () => ({ dateUtc: old, authorId: admin.id })));
  const terms: number[] = [];
  for (let i = 0; i < 11; i++) terms.push(await makeTerm('category'), await makeTerm('tag'));
  const linkedTo = { organizerIds: [world.organizer], termIds: [world.category, world.tag] };
  await makeEvents([
    ...Array.from({ length: 51 }, (_, i) => ({
      ...linkedTo,
      venueId: world.venue,
      start: hoursFromNow(26 + i * 5),
      featured: i % 2 === 0,
      texts: { en: { title: `Gala ${i}` } },
    })),
    ...Array.from({ length: 51 }, (_, i) => ({
      ...linkedTo,
      venueId: venues[i]!.id,
      start: `2027-01-0${2 + (i % 8)} 10:00:00`,
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      ...linkedTo,
      venueId: world.venue,
      start: `2027-02-0${3 + i} 10:00:00`,
    })),
    { start: hoursFromNow(48), termIds: terms, venueId: world.venue, organizerIds: [world.organizer] },
  ]);
  world.trashedEvent = await trashedEvent({ ...world, fresh: 0, unique: 'trashed' });
}
