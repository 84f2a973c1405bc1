import { type Case, create, freshOrganizer, freshVenue, LINKED_SINGLE, remove, TERM_LINKS } from './original-world';

/** The recorded requests of venues, organizers, categories and tags (054–087); see original-cases.ts. */
export const ITEM_CASES: Case[] = [
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
    body: (ids) => ({
      venue: `Bool Venue ${ids.unique}`,
      address: '1 Sample St',
      city: 'Austin',
      country: 'United States',
      state: 'TX',
      zip: '73301',
      show_map: true,
    }),
    // docs/differences.md: a JSON boolean is accepted where a boolean is expected, so this creates the venue as 062 does.
    expect: '062',
    allow: LINKED_SINGLE,
  },
  {
    id: '062',
    method: 'POST',
    path: () => '/venues',
    auth: 'app',
    body: (ids) => ({
      venue: `Sample Venue ${ids.unique}`,
      address: '1 Sample St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      country: 'United States',
      show_map: 'true',
    }),
    allow: LINKED_SINGLE,
  },
  {
    id: '063',
    method: 'DELETE',
    path: (ids) => `/venues/${ids.fresh}`,
    auth: 'app',
    setup: freshVenue,
    allow: LINKED_SINGLE,
  },
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
  {
    id: '070',
    method: 'DELETE',
    path: (ids) => `/organizers/${ids.fresh}`,
    auth: 'app',
    setup: freshOrganizer,
    allow: LINKED_SINGLE,
  },
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
    // `message`, `data` (docs/api.md#requests-and-responses), with `data.term_id` as the original (docs/differences.md).
    allow: [
      { at: '$.additional_data', allow: 'missing', why: 'docs/api.md#requests-and-responses, docs/differences.md' },
    ],
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
];
