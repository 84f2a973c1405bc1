import { beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow, makeEvents, makeOrganizers, makeTerm, makeVenues } from '../helpers/factories';
import { api, call, type Root, userWithToken } from '../helpers/http';
import {
  type Allowance,
  bodyDifferences,
  headerDifferences,
  type Recording,
  recording,
  recordingFiles,
} from '../helpers/original-shapes';

/**
 * The original's wire format, recording by recording (test/helpers/original-shapes.ts): every recorded request of
 * the original (`test/helpers/fixtures/tec/*.http`) is replayed against equivalent data made through our API, under
 * every root, through our namespace (`/calendar/events/v1`) and through the layout the recording used
 * (`/wp-json/tribe/events/v1`, `?rest_route=`; API.md §10), and the answer must have the recording's structure:
 * status, the headers clients read, the body's keys in order and JSON types, error `code` and `data.status`.
 * Where API.md differs on purpose, the case says so (`expect`, `allow`, `ignoreHeaders`), citing the section.
 */

type Auth = 'none' | 'app' | 'bad';

/** The ids of the data set, and of the per-replay item a case's `setup` made. */
interface Ids {
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

interface Case {
  /** The recording's number. */
  id: string;
  method: string;
  /** The route and query, after the namespace. */
  path: (ids: Ids) => string;
  auth?: Auth;
  body?: (ids: Ids) => Record<string, unknown>;
  /**
   * Makes this replay's own item (`ids.fresh`), under the replay's root (a language's text is written through its
   * root, API.md §2): writes that consume their item, and items in a given state.
   */
  setup?: (ids: Ids, root: Root) => Promise<number>;
  /** Another recording whose status and structure the contract expects instead (API.md §9). */
  expect?: string;
  /** The body is not compared: why. */
  skipBody?: string;
  allow?: Allowance[];
  ignoreHeaders?: string[];
}

/** Differences every response may have, by contract. */
const EVERYWHERE: Allowance[] = [
  { at: '*.i18n_language', allow: 'extra', why: 'API.md §2: every item carries the language of its text' },
  { at: '*.translations', allow: 'extra', why: 'API.md §2: every item lists its translations' },
  { at: '*.ticketed', allow: 'extra', why: 'API.md §5: event extension' },
  { at: '*.post_parent', allow: 'extra', why: 'API.md §5: event extension' },
  { at: '*.author', allow: 'type', why: 'API.md §9.6: author is an integer' },
  ...(['recurrence', 'series_id', 'occurrence_start'] as const).map(
    (key): Allowance => ({ at: `*.${key}`, allow: 'extra', why: 'API.md §16: on every event object' }),
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
 * original does (API.md §9.6); it also carries its `rest_url` (docs/original.md#venue-object).
 */
function linked(at: string): Allowance[] {
  const optional = ['description', 'excerpt', 'image', 'address', 'city', 'country', 'province', 'state', 'zip',
    'stateprovince', 'phone', 'website', 'email', 'show_map', 'show_map_link', 'geo_lat', 'geo_lng'];
  return [
    { at: `${at}.rest_url`, allow: 'extra', why: 'docs/original.md#venue-object: the item\'s own REST URL' },
    ...optional.flatMap((key) =>
      (['extra', 'missing'] as const).map((allow): Allowance => ({ at: `${at}.${key}`, allow, why: 'API.md §9.6' })),
    ),
  ];
}

/**
 * The namespace index and `OPTIONS` describe each route's arguments from the schemas that validate them (API.md
 * §7: JSON-schema keywords plus `required`): which keywords, their order and the defaults' types are ours. The
 * original's parameters must all be there; ours add the extensions (`modified_after`, `series`, `context`…).
 */
const ROUTE_ARGS: Allowance[] = [
  { at: '*.endpoints[].args.*', allow: 'extra', why: 'API.md §7, and the extensions of §5, §9.18, §16' },
  { at: '*.endpoints[].args.*.*', allow: 'missing', why: 'API.md §7: keywords from our schemas' },
  { at: '*.endpoints[].args*', allow: 'type', why: 'API.md §7: typed defaults; no arguments is {} (PHP sends [])' },
  { at: '*.endpoints[].args*', allow: 'order', why: 'API.md §7: keywords from our schemas' },
];

/** Standalone linked items (single reads and writes). */
const LINKED_SINGLE = linked('$');

/**
 * The original's standalone terms carry WordPress core's `_links`, to `/wp/v2/…` routes this service does not have
 * (docs/wordpress-paths.md: `/wp-json/wp/v2/…` is a 404); reference §3.4 (b) documents them as removed.
 */
const TERM_LINKS: Allowance[] = [{ at: '$._links', allow: 'missing', why: 'reference §3.4 (b), docs/wordpress-paths.md' }];

let admin: { id: number; token: string };

const create = async (path: string, body: Record<string, unknown>, root: Root = 'en'): Promise<number> => {
  const res = await call(api(root, path), { method: 'POST', token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
const remove = async (path: string) => {
  const res = await call(api('en', path), { method: 'DELETE', token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const freshEvent = (ids: Ids, root: Root = 'en') =>
  create('/events', {
    title: `Fresh ${ids.unique}`,
    start_date: '2027-05-01 10:00:00',
    end_date: '2027-05-01 12:30:00',
    venue: ids.venue,
    organizer: [ids.organizer],
    categories: [ids.category],
    tags: [ids.tag],
  }, root);
const trashedEvent = async (ids: Ids) => {
  const id = await freshEvent(ids);
  await remove(`/events/${id}`);
  return id;
};
const freshVenue = (ids: Ids) =>
  create('/venues', { venue: `Venue ${ids.unique}`, address: '1 Sample St', city: 'Austin', country: 'United States', state: 'TX', zip: '73301', show_map: 'true' });
const freshOrganizer = (ids: Ids) =>
  create('/organizers', { organizer: `Organizer ${ids.unique}`, email: 'sample@example.com', phone: '555-9999' });


const CASES: Case[] = [
  {
    id: '001',
    method: 'GET',
    path: () => '',
    allow: [
      ...ROUTE_ARGS,
      // Through our namespace the routes are keyed by its name (docs/wordpress-paths.md, "Namespace name"); through
      // the WordPress layout by the original's, where ours add the feeds and sync routes (API.md §11, §12).
      { at: '$.routes.*', allow: 'missing', why: 'keyed /calendar/events/v1/…', layout: 'own' },
      { at: '$.routes.*', allow: 'extra', why: 'keyed /calendar/events/v1/…', layout: 'own' },
      { at: '$.routes./tribe/events/v1/*', allow: 'extra', why: 'API.md §11, §12', layout: 'wordpress' },
      { at: '$._links.mcp', allow: 'extra', why: 'API.md §17: the MCP server of the root' },
    ],
  },
  { id: '002', method: 'GET', path: () => '/doc', skipBody: 'API.md §7: /doc is an OpenAPI 3.1 document, not Swagger 2' },
  { id: '003', method: 'OPTIONS', path: () => '/events', allow: ROUTE_ARGS },
  { id: '004', method: 'GET', path: () => '/nope' },
  { id: '005', method: 'GET', path: () => '/events?per_page=2' },
  { id: '006', method: 'GET', path: () => '/events' },
  { id: '007', method: 'GET', path: () => '/events?per_page=50' },
  { id: '008', method: 'GET', path: () => '/events?page=2' },
  { id: '009', method: 'GET', path: () => '/events?page=99999' },
  { id: '010', method: 'GET', path: () => '/events?per_page=0' },
  { id: '011', method: 'GET', path: () => '/events?per_page=1000&start_date=2027-01-01&end_date=2027-01-10' },
  { id: '012', method: 'GET', path: () => '/events?page=abc' },
  { id: '013', method: 'GET', path: () => '/events?categories=music&start_date=2027-01-01&end_date=2027-06-30' },
  { id: '014', method: 'GET', path: (ids) => `/events?categories=${ids.category}&per_page=5` },
  { id: '015', method: 'GET', path: () => '/events?categories=no-such-cat' },
  { id: '016', method: 'GET', path: () => '/events?tags=jazz&per_page=5' },
  { id: '017', method: 'GET', path: (ids) => `/events?venue=${ids.venue}&per_page=5` },
  { id: '018', method: 'GET', path: (ids) => `/events?organizer=${ids.organizer}&per_page=5` },
  { id: '019', method: 'GET', path: () => '/events?search=Gala&per_page=5' },
  { id: '020', method: 'GET', path: () => '/events?featured=true&per_page=5' },
  { id: '021', method: 'GET', path: () => '/events?starts_after=2027-02-01&ends_before=2027-02-10&per_page=5' },
  { id: '022', method: 'GET', path: () => '/events?start_date=2000-01-01&end_date=2100-01-01&per_page=3' },
  { id: '023', method: 'GET', path: () => '/events?start_date=not-a-date' },
  { id: '024', method: 'GET', path: () => '/events?status=draft' },
  { id: '025', method: 'GET', path: () => '/events?status=draft&per_page=2', auth: 'app' },
  {
    id: '026',
    method: 'GET',
    path: () => '/events?_fields=id,title,start_date&per_page=3',
    skipBody: 'docs/differences.md#fields-per-item: _fields keeps the fields of each item (the original answers [])',
  },
  {
    id: '027',
    method: 'GET',
    path: () => '/events?_envelope&per_page=1',
    allow: [{ at: '$.headers.Link', allow: 'extra', why: 'API.md §4: a list answers a Link header' }],
  },
  { id: '028', method: 'HEAD', path: () => '/events' },
  { id: '029', method: 'GET', path: (ids) => `/events/${ids.event}` },
  { id: '030', method: 'GET', path: (ids) => `/events/${ids.event}`, auth: 'app' },
  { id: '031', method: 'GET', path: (ids) => `/events/by-slug/${ids.eventSlug}` },
  { id: '032', method: 'GET', path: () => '/events/9999999' },
  { id: '033', method: 'GET', path: (ids) => `/events/${ids.venue}` },
  { id: '034', method: 'GET', path: () => '/events/abc' },
  { id: '035', method: 'GET', path: () => '/events/by-slug/no-such-event-slug' },
  {
    id: '036',
    method: 'POST',
    path: () => '/events',
    body: () => ({ title: 'x', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' }),
  },
  {
    id: '037',
    method: 'POST',
    path: () => '/events',
    auth: 'bad',
    body: () => ({ title: 'x', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' }),
    // API.md §3: an unknown token is a 401 `rest_forbidden` (the original's `incorrect_password` is WordPress's
    // application-password check, which this service does not have).
    expect: '036',
  },
  { id: '038', method: 'POST', path: () => '/events', auth: 'app', body: () => ({ description: 'no title, no dates' }) },
  {
    id: '039',
    method: 'POST',
    path: () => '/events',
    auth: 'app',
    body: () => ({ title: 'bad', start_date: 'tomorrow-ish', end_date: 'later' }),
  },
  {
    id: '040',
    method: 'POST',
    path: () => '/events',
    auth: 'app',
    body: () => ({ title: 'bad venue', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00', venue: 9999999 }),
  },
  {
    id: '041',
    method: 'POST',
    path: () => '/events',
    auth: 'app',
    body: (ids) => ({
      title: 'Sample Created Event',
      description: '<p>Created by samples.sh</p>',
      start_date: '2027-05-01 10:00:00',
      end_date: '2027-05-01 12:30:00',
      venue: ids.venue,
      organizer: [ids.organizer],
      categories: [ids.category],
      tags: [ids.tag],
      cost: '15',
      website: 'https://example.com/sample',
      featured: true,
    }),
  },
  {
    id: '042',
    method: 'POST',
    path: () => '/events',
    auth: 'app',
    body: () => ({
      title: 'Inline Linked Event',
      start_date: '2027-05-02 18:00:00',
      end_date: '2027-05-02 21:00:00',
      all_day: false,
      venue: { venue: 'Inline Venue', city: 'Denver', country: 'United States' },
      organizer: [{ organizer: 'Inline Organizer', email: 'inline@example.com' }],
      categories: ['Music'],
      tags: ['jazz'],
    }),
  },
  {
    id: '043',
    method: 'POST',
    path: () => '/events',
    auth: 'app',
    body: () => ({ title: 'All Day Sample', start_date: '2027-05-03', end_date: '2027-05-04', all_day: true, timezone: 'Europe/Paris' }),
  },
  { id: '044', method: 'POST', path: (ids) => `/events/${ids.fresh}`, auth: 'app', setup: freshEvent, body: () => ({ title: 'Sample Created Event (updated)', cost: '20' }) },
  { id: '045', method: 'PUT', path: (ids) => `/events/${ids.fresh}`, auth: 'app', setup: freshEvent, body: () => ({ description: '<p>updated via PUT</p>' }) },
  { id: '046', method: 'PATCH', path: (ids) => `/events/${ids.fresh}`, auth: 'app', setup: freshEvent, body: () => ({ title: 'patched?' }) },
  { id: '047', method: 'POST', path: (ids) => `/events/${ids.event}`, body: () => ({ title: 'nope' }) },
  { id: '048', method: 'DELETE', path: (ids) => `/events/${ids.event}` },
  { id: '049', method: 'DELETE', path: (ids) => `/events/${ids.fresh}`, auth: 'app', setup: freshEvent },
  { id: '050', method: 'DELETE', path: (ids) => `/events/${ids.fresh}`, auth: 'app', setup: trashedEvent },
  { id: '051', method: 'GET', path: (ids) => `/events/${ids.trashedEvent}` },
  { id: '052', method: 'GET', path: (ids) => `/events/${ids.trashedEvent}`, auth: 'app' },
  { id: '053', method: 'DELETE', path: () => '/events/9999999', auth: 'app' },
  { id: '054', method: 'GET', path: () => '/venues' },
  { id: '055', method: 'GET', path: () => '/venues?per_page=50' },
  { id: '056', method: 'GET', path: () => '/venues?only_with_upcoming=true&per_page=3' },
  { id: '057', method: 'GET', path: (ids) => `/venues/${ids.venue}`, allow: LINKED_SINGLE },
  { id: '058', method: 'GET', path: (ids) => `/venues/by-slug/${ids.venueSlug}`, allow: LINKED_SINGLE },
  { id: '059', method: 'GET', path: () => '/venues/9999999' },
  { id: '060', method: 'POST', path: () => '/venues', body: () => ({ venue: 'No Auth Venue' }) },
  {
    id: '061',
    method: 'POST',
    path: () => '/venues',
    auth: 'app',
    body: (ids) => ({ venue: `Bool Venue ${ids.unique}`, address: '1 Sample St', city: 'Austin', country: 'United States', state: 'TX', zip: '73301', show_map: true }),
    // API.md §9.14: a JSON boolean is accepted where a boolean is expected, so this creates the venue as 062 does.
    expect: '062',
    allow: LINKED_SINGLE,
  },
  {
    id: '062',
    method: 'POST',
    path: () => '/venues',
    auth: 'app',
    body: (ids) => ({ venue: `Sample Venue ${ids.unique}`, address: '1 Sample St', city: 'Austin', state: 'TX', zip: '73301', country: 'United States', show_map: 'true' }),
    allow: LINKED_SINGLE,
  },
  { id: '063', method: 'DELETE', path: (ids) => `/venues/${ids.fresh}`, auth: 'app', setup: freshVenue, allow: LINKED_SINGLE },
  {
    id: '064',
    method: 'DELETE',
    path: (ids) => `/venues/${ids.fresh}`,
    auth: 'app',
    setup: async (ids) => {
      const id = await freshVenue(ids);
      await remove(`/venues/${id}`);
      return id;
    },
  },
  { id: '065', method: 'GET', path: () => '/organizers' },
  { id: '066', method: 'GET', path: (ids) => `/organizers/${ids.organizer}`, allow: LINKED_SINGLE },
  { id: '067', method: 'GET', path: (ids) => `/organizers/by-slug/${ids.organizerSlug}`, allow: LINKED_SINGLE },
  { id: '068', method: 'GET', path: () => '/organizers/9999999' },
  {
    id: '069',
    method: 'POST',
    path: () => '/organizers',
    auth: 'app',
    body: (ids) => ({ organizer: `Sample Organizer ${ids.unique}`, email: 'sample@example.com', phone: '555-9999' }),
    allow: LINKED_SINGLE,
  },
  { id: '070', method: 'DELETE', path: (ids) => `/organizers/${ids.fresh}`, auth: 'app', setup: freshOrganizer, allow: LINKED_SINGLE },
  {
    id: '071',
    method: 'DELETE',
    path: (ids) => `/organizers/${ids.fresh}`,
    auth: 'app',
    setup: async (ids) => {
      const id = await freshOrganizer(ids);
      await remove(`/organizers/${id}`);
      return id;
    },
  },
  { id: '072', method: 'GET', path: () => '/categories' },
  { id: '073', method: 'GET', path: () => '/categories?hide_empty=false&per_page=50' },
  { id: '074', method: 'GET', path: (ids) => `/categories/${ids.category}`, allow: TERM_LINKS },
  { id: '075', method: 'GET', path: () => '/categories/9999999' },
  {
    id: '076',
    method: 'POST',
    path: () => '/categories',
    auth: 'app',
    body: (ids) => ({ name: `Sample Category ${ids.unique}`, description: 'made by samples.sh' }),
    allow: TERM_LINKS,
  },
  {
    id: '077',
    method: 'POST',
    path: () => '/categories',
    auth: 'app',
    setup: (ids, root) => create('/categories', { name: `Duplicate ${ids.unique}` }, root),
    body: (ids) => ({ name: `Duplicate ${ids.unique}` }),
    // WordPress's serialisation of the error's second data (the term id again): the contract's error is `code`,
    // `message`, `data` (API.md §4), with `data.term_id` as the original (§9.10).
    allow: [{ at: '$.additional_data', allow: 'missing', why: 'API.md §4, §9.10' }],
  },
  { id: '078', method: 'POST', path: () => '/categories', body: () => ({ name: 'No Auth Category' }) },
  {
    id: '079',
    method: 'DELETE',
    path: (ids) => `/categories/${ids.fresh}`,
    auth: 'app',
    setup: (ids) => create('/categories', { name: `Doomed ${ids.unique}`, description: 'made by samples.sh' }),
  },
  {
    id: '080',
    method: 'DELETE',
    path: (ids) => `/categories/${ids.fresh}`,
    auth: 'app',
    setup: async (ids) => {
      const id = await create('/categories', { name: `Gone ${ids.unique}` });
      await remove(`/categories/${id}`);
      return id;
    },
  },
  { id: '081', method: 'GET', path: () => '/tags' },
  { id: '082', method: 'GET', path: (ids) => `/tags/${ids.tag}`, allow: TERM_LINKS },
  { id: '083', method: 'GET', path: () => '/tags/9999999' },
  {
    id: '084',
    method: 'POST',
    path: () => '/tags',
    auth: 'app',
    body: (ids) => ({ name: `sample-tag ${ids.unique}` }),
    allow: TERM_LINKS,
  },
  {
    id: '085',
    method: 'DELETE',
    path: (ids) => `/tags/${ids.fresh}`,
    auth: 'app',
    setup: (ids) => create('/tags', { name: `doomed-${ids.unique}` }),
  },
  {
    id: '086',
    method: 'DELETE',
    path: (ids) => `/tags/${ids.fresh}`,
    auth: 'app',
    setup: async (ids) => {
      const id = await create('/tags', { name: `gone-${ids.unique}` });
      await remove(`/tags/${id}`);
      return id;
    },
  },
  { id: '087', method: 'DELETE', path: () => '/venues/9999999', auth: 'app' },
  { id: '088', method: 'GET', path: () => '/events?per_page=51&start_date=2027-01-01&end_date=2027-01-31' },
  { id: '089', method: 'GET', path: () => '/events?per_page=1&_jsonp=cb' },
  { id: '090', method: 'GET', path: () => '/events?per_page=1&_embed' },
];

/** Recordings that are not replayed, and why. */
const NOT_REPLAYED: Record<string, string> = {};

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];

/** Where a replay goes: our namespace, or the WordPress layout the recording used (API.md §10). */
function replayPaths(root: Root, rest: string, file: string): string[] {
  const prefix = root ? `/${root}` : '';
  const [route, query] = rest.split(/\?(.*)/s) as [string, string | undefined];
  const own = `${api(root, route)}${query !== undefined ? `?${query}` : ''}`;
  const wordpress = file.includes('rest_route')
    ? `${prefix}/?rest_route=/tribe/events/v1${route}${query !== undefined ? `&${query}` : ''}`
    : `${prefix}/wp-json/tribe/events/v1${route}${query !== undefined ? `?${query}` : ''}`;
  return [own, wordpress];
}

const world = {} as Omit<Ids, 'fresh' | 'unique'>;

beforeAll(async () => {
  admin = await userWithToken('administrator');
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
  const venues = await makeVenues(Array.from({ length: 51 }, () => ({ dateUtc: old, authorId: admin.id, city: 'Denver', country: 'United States' })));
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
    ...Array.from({ length: 6 }, (_, i) => ({ ...linkedTo, venueId: world.venue, start: `2027-02-0${3 + i} 10:00:00` })),
    { start: hoursFromNow(48), termIds: terms, venueId: world.venue, organizerIds: [world.organizer] },
  ]);
  world.trashedEvent = await trashedEvent({ ...world, fresh: 0, unique: 'trashed' });
});

describe('the original wire format (recordings replayed)', () => {
  it('names every recording once, replayed or not', () => {
    const named = [...CASES.map((c) => c.id), ...Object.keys(NOT_REPLAYED)].sort();
    expect(named).toEqual(recordingFiles().map((file) => file.slice(0, 3)));
  });

  let sequence = 0;
  it.each(CASES.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const recorded: Recording = recording(c.id);
    const expected = c.expect ? recording(c.expect) : recorded;
    const differences: string[] = [];
    for (const root of ROOTS) {
      for (const layout of [0, 1]) {
        const ids: Ids = { ...world, fresh: 0, unique: `${c.id}-${++sequence}` };
        if (c.setup) ids.fresh = await c.setup(ids, root);
        const path = replayPaths(root, c.path(ids), recorded.file)[layout]!;
        const token = c.auth === 'app' ? admin.token : c.auth === 'bad' ? 'cal_not-a-real-token' : undefined;
        const res = await call(path, { method: c.method, token, body: c.body?.(ids) });
        const where = `${c.method} ${path}`;
        if (res.status !== expected.status) differences.push(`${where}: status ${res.status} (${expected.status})`);
        for (const d of headerDifferences(expected, res.headers, c.ignoreHeaders)) differences.push(`${where}: ${d}`);
        if (!c.skipBody) {
          const layoutName = layout === 0 ? 'own' : 'wordpress';
          const allowances = [...EVERYWHERE, ...(c.allow ?? [])].filter((a) => (a.layout ?? layoutName) === layoutName);
          for (const d of bodyDifferences(expected.body, res.body, allowances)) {
            differences.push(`${where}: ${d}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
