import { describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizer, makeTerm, makeVenue } from '../../../helpers/factories';
import { api, call } from '../../../helpers/http';

/**
 * No combination of list filters passes D1's limit of 100 bound values per statement (docs/security.md, "Bound
 * values"): every filter at its largest (ten indexed words, 500 references of each kind, a venue circle, every flag
 * and date bound) in every representation that reads the list with them (JSON, collapsed, a later page, the feed,
 * the public agenda page). A statement over the limit is a 500 (`too many SQL variables`), so each answer must be
 * the contract's.
 */

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i).join(',');

describe('every filter at its largest stays within D1’s bound values', { timeout: 300_000 }, () => {
  it('answers the list, its pages, the collapsed list, the feed and the agenda page', async () => {
    const categories = [await makeTerm('category'), await makeTerm('category')];
    const tag = await makeTerm('tag');
    const venue = await makeVenue({ geoLat: 41.3874, geoLng: 2.1686 });
    const organizer = await makeOrganizer();
    await makeEvents(Array.from({ length: 30 }, () => ({ venueId: venue.id })));
    const words = Array.from({ length: 10 }, (_, i) => `word${i}abc`).join('+');
    // Real references first (so that none is refused as unknown), then more of the same kind up to 500.
    const many = (real: number[], count = 500) => [
      ...real,
      ...Array.from({ length: count - real.length }, () => real[0]),
    ];
    const links = [
      `categories=${many(categories).join(',')}`,
      `tags=${many([tag]).join(',')}`,
      `organizer=${many([organizer.id]).join(',')}`,
      `venue=${many([venue.id]).join(',')}`,
      'featured=1&ticketed=0&modified_after=2020-01-01',
      'geoloc_lat=41.38&geoloc_lng=2.17&geoloc_radius=10',
      'start_date=2020-01-01&end_date=2030-12-31&starts_after=2020-01-01&starts_before=2030-12-31',
      'ends_after=2020-01-02&ends_before=2031-01-01',
    ].join('&');
    const all = `search=${words}&${links}`;
    const paths = [
      api('en', `/events?${all}`),
      api('en', `/events?${all}&per_page=50&page=2`),
      api('en', `/events?${all}&collapse=series`),
      api('en', `/events?${all}&collapse=series&per_page=50&page=2`),
      api('en', `/events?${all}&include=${ids(1, 500)}`),
      api('en', `/events.ics?${all}`),
      api('en', `/events.ics?${links}`),
      api('ca', `/events?${links}&include=${ids(1, 500)}&collapse=series`),
      `/es/events/?${all}`,
    ];
    for (const path of paths) {
      const response = await call(path);
      const said = `${path.slice(0, 120)}: ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
      // Nothing matches every filter at once: a page of nothing is the original's 404, a feed or page is empty.
      if (response.status === 404) expect(response.body.code, said).toBe('event-archive-page-not-found');
      else expect(response.status, said).toBe(200);
    }
  });
});
