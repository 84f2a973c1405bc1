/**
 * The routes of the contract (docs/api.md#routes), as OpenAPI paths and methods: every one must be documented in the
 * three `/doc` documents and listed in the namespace index.
 */

const ITEM = ['get', 'post', 'put', 'patch', 'delete'] as const;
const COLLECTION = ['get', 'post'] as const;

export const CONTRACT_ROUTES: Record<string, readonly string[]> = {
  '/': ['get'],
  '/doc': ['get'],
  '/events': COLLECTION,
  '/events/{id}': ITEM,
  '/events/by-slug/{slug}': ITEM,
  '/venues': COLLECTION,
  '/venues/{id}': ITEM,
  '/venues/by-slug/{slug}': ITEM,
  '/organizers': COLLECTION,
  '/organizers/{id}': ITEM,
  '/organizers/by-slug/{slug}': ITEM,
  '/categories': COLLECTION,
  '/categories/{id}': ITEM,
  '/tags': COLLECTION,
  '/tags/{id}': ITEM,
};

/** The response schemas `/doc` must carry as components (docs/api.md#documentation-routes). */
export const REQUIRED_COMPONENTS = ['Event', 'Venue', 'Organizer', 'Term', 'Image', 'DateDetails', 'CostDetails'];
