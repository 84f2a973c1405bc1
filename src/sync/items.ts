import type { EventWire } from '../resources/events';
import type { OrganizerWire } from '../resources/organizers';
import type { TermWire } from '../resources/terms';
import type { VenueWire } from '../resources/venues';

/**
 * The kinds of items of the export and of `changes`, each in the list shape of its kind, as an anonymous reader of
 * the root's language reads them by id (the resources' public reads: published, no password; a protected item is
 * left out of the export as `changes` deletes it, docs/sync.md; a protected venue or organizer an open event embeds
 * is redacted in it, as lists redact it).
 */

export const KINDS = ['category', 'tag', 'venue', 'organizer', 'event'] as const;
/** The kinds an export line or a change names: the `types=` kinds, and series (exported with events). */
export type Kind = (typeof KINDS)[number] | 'series';

/** The `types=` names of the kinds (plural, as the routes): a Map, since the names are the client's. */
export const KIND_OF_TYPE: ReadonlyMap<string, Kind> = new Map(
  Object.entries({ categories: 'category', tags: 'tag', venues: 'venue', organizers: 'organizer', events: 'event' }),
);

/** The item of an export line or a change, by kind: the wire shape of its list route. */
export interface ItemOf {
  category: TermWire;
  tag: TermWire;
  venue: VenueWire;
  organizer: OrganizerWire;
  event: EventWire;
  /** A series record (docs/recurrence.md, "Sync"): an event object, never listed as an `event`. */
  series: EventWire;
}

/** An item of any kind. */
export type Wire = ItemOf[Kind];

/** One line of the export (docs/sync.md): an item with its kind. */
export type ExportLine = { [K in Kind]: { type: K; item: ItemOf[K] } }[Kind];
