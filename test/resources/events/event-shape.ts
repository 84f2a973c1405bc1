import { expect } from 'vitest';
import { Event } from '../../../src/docs/components';

/** The wire shape of an event, asserted by the event tests (events are made by test/helpers/factories.ts). */

/** The keys of an event on the wire, in order (docs/original.md#event-object, then this API's extensions). */
export const EVENT_KEYS = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  'ticketed',
  'post_parent',
  'i18n_language',
  'translations',
  // Series (docs/recurrence.md): null on single events.
  'recurrence',
  'series_id',
  'occurrence_start',
];

/** Asserts `body` is a wire event: the `Event` response schema, and every key in the original's order. */
export function expectEventShape(body: unknown, options: { jsonLd?: boolean } = {}): void {
  expect(Event.safeParse(body).error).toBeUndefined();
  expect(Object.keys(body as object)).toEqual(options.jsonLd ? [...EVENT_KEYS, 'json_ld'] : EVENT_KEYS);
}
