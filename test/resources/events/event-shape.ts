import { expect } from 'vitest';
import { Event } from '../../../src/docs/components';
import { uniqueName } from '../../helpers/factories';
import { api, call } from '../../helpers/http';

/** Helpers of the single-event tests: events are made through the API, with unique titles. */

export type Root = '' | 'ca' | 'en' | 'es';

/** The keys of an event on the wire, in order (reference 3.1, then this API's extensions). */
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
];

/** A title no other item of the test file has. */
export const uniqueTitle = (prefix = 'Event') => uniqueName(prefix);

/** A minimal valid create body (a two-hour event in June 2027), with `overrides`. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: uniqueTitle(), start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00', ...overrides };
}

/** Creates an event through `POST /events` under `root`; fails the test unless it is a 201. */
export async function createEvent(
  token: string,
  overrides: Record<string, unknown> = {},
  root: Root = 'en',
  // biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely; `Event` checks their shape
): Promise<any> {
  const response = await call(api(root, '/events'), { method: 'POST', token, body: eventBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Asserts `body` is a wire event: the `Event` response schema, and every key in the reference's order. */
export function expectEventShape(body: unknown, options: { jsonLd?: boolean } = {}): void {
  expect(Event.safeParse(body).error).toBeUndefined();
  expect(Object.keys(body as object)).toEqual(options.jsonLd ? [...EVENT_KEYS, 'json_ld'] : EVENT_KEYS);
}

/** `PATCH` (or another update method) of `path` with `body`. */
export function updateEvent(path: string, token: string | undefined, body: Record<string, unknown>, method = 'PATCH') {
  return call(path, { method, token, body });
}
