import { KIND_OF_TYPE, KINDS, type Kind } from './items';
import { typeNames } from './sync.routes';

/**
 * What `/changes` shares with the export (docs/sync.md, "Filtered changes"): `types=` and the `/events` filters,
 * so that a replica built from a filtered export and the same query's changes stays equal to that export. The
 * filters' own reading of a page of changes is the events door's (`planChangedEvents`, `planChangedSeries`).
 */

/**
 * The kinds a `types=` value names (every kind when absent; the route's schema refused unknown names), with
 * `series` whenever events are asked for: series records are exported with their dates (docs/recurrence.md).
 */
export function requestedKinds(types: string | string[] | undefined): Set<Kind> {
  const kinds = new Set<Kind>(types === undefined ? KINDS : typeNames(types).map((name) => KIND_OF_TYPE[name]!));
  if (kinds.has('event')) kinds.add('series');
  return kinds;
}
