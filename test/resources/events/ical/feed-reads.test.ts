import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hoursFromNow, makeEvents, makeOrganizer, makeTerm, makeVenue } from '../../../helpers/factories';
import { api, dbTiming, ORIGIN } from '../../../helpers/http';
import { parseFeed, word } from './ical-feed';

/**
 * A feed reads the columns its `VEVENT`s write and nothing per event beyond them (docs/ical.md, "Cost"): a fixed
 * number of D1 calls whatever its size, and a bounded number of rows an event. Counts, never times.
 */

/**
 * D1 calls of a feed of single events filtered by a venue: the filter's references, the nearest ids (with the
 * checks), then everything it writes (the events, their venues, organizers and categories) in one batch.
 */
const CALLS = 3;
/**
 * Rows read per event beyond a feed's fixed cost, measured: 22.1 (the nearest walk, the event, its text and image,
 * its links and what they point to); 23 when each side of now looked its events' rows up again for their series
 * and venue; 25 when the venues were read by walking the events again; 30 when each statement took the ids through
 * `in (select value from json_each(?))`, which reads them again from a temporary index; 33 when the feed read the
 * JSON list's page.
 */
const ROWS_PER_EVENT = 23;

async function feedOfVenue(size: number) {
  const venue = await makeVenue();
  const organizers = [await makeOrganizer(), await makeOrganizer()];
  const termIds = [await makeTerm('category'), await makeTerm('category'), await makeTerm('tag')];
  await makeEvents(
    Array.from({ length: size }, (_, i) => ({
      start: hoursFromNow(24 + i),
      venueId: venue.id,
      organizerIds: organizers.map((o) => o.id),
      termIds,
    })),
  );
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${api('en', `/events.ics?venue=${venue.id}&_=${word()}`)}`),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status).toBe(200);
  const parsed = parseFeed(bytes, response.headers);
  expect(parsed.events).toHaveLength(size);
  // Every event carries what the reads were for.
  for (const { component } of parsed.events) {
    expect(component.getFirstPropertyValue('location')).toBe(venue.title);
    expect(component.getAllProperties('contact')).toHaveLength(2);
    expect(String(component.getFirstProperty('categories')?.getValues())).toContain('term-');
  }
  return dbTiming(response.headers);
}

describe('a feed reads what it writes', () => {
  it('in a fixed number of D1 calls and a few rows an event, whatever its size', async () => {
    const small = await feedOfVenue(5);
    const large = await feedOfVenue(45);
    expect(small.queries).toBe(CALLS);
    expect(large.queries).toBe(CALLS);
    expect(large.rows - small.rows).toBeLessThanOrEqual(40 * ROWS_PER_EVENT);
  });
});
