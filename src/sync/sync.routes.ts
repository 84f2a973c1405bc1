import { z } from '@hono/zod-openapi';
import { defineRoute, lazy } from '../http/routes/route';
import { eventListQuery } from '../resources/events';
import { KIND_OF_TYPE, KINDS, type Kind } from './items';

/** The names of a `types=` value (comma-separated, or repeated as `types[]=`). */
export function typeNames(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(',')).map((name) => name.trim().toLowerCase());
}

/**
 * The kinds a `types=` value names, for the export and `/changes` alike (every kind when absent; the route's schema
 * refused unknown names), with `series` whenever events are asked for: series records are exported with their
 * dates (docs/recurrence.md), so a replica built from a filtered export follows the same query's changes.
 */
export function requestedKinds(types: string | string[] | undefined): Set<Kind> {
  const kinds = new Set<Kind>(types === undefined ? KINDS : typeNames(types).map((name) => KIND_OF_TYPE.get(name)!));
  if (kinds.has('event')) kinds.add('series');
  return kinds;
}

/** `types=`: plural route names of the kinds to export; anything else is a 400 naming `types`. */
const exportTypes = () =>
  z
    .union([z.string(), z.array(z.string())])
    .refine((value) => {
      const names = typeNames(value);
      return names.length > 0 && names.every((name) => KIND_OF_TYPE.has(name));
    }, 'param.invalid')
    .openapi({ example: 'events,venues' });

/**
 * The export's query (docs/sync.md): the `/events` filters (validated by the list's own schemas, so the same
 * errors) and `types`; the paging parameters of the list mean nothing to a stream and are not taken. `/changes`
 * takes the same, so a filtered replica follows the same query.
 */
const exportQuery = lazy(() =>
  eventListQuery()
    .omit({ page: true, per_page: true })
    .extend({ types: exportTypes().optional().describe('param.export_types') }),
);

/** `GET /export` (docs/sync.md). */
export const exportRoute = defineRoute({
  method: 'get',
  path: '/export',
  operationId: 'exportAll',
  summary: 'op.export',
  tag: 'sync',
  auth: false,
  query: exportQuery,
  errors: { 400: 'error.400' },
  response: 'Export',
});

/** `GET /changes?sync_token=…` (docs/sync.md), with the export's `types` and event filters. */
export const changesRoute = defineRoute({
  method: 'get',
  path: '/changes',
  operationId: 'listChanges',
  summary: 'op.changes',
  tag: 'sync',
  auth: false,
  query: () => exportQuery().extend({ sync_token: z.string().describe('param.sync_token') }),
  errors: { 400: 'error.400', 410: 'error.410_sync_token' },
  response: 'Changes',
});
