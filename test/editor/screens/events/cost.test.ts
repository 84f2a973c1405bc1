import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents } from '../../../helpers/factories';
import { dbTiming, userWithToken } from '../../../helpers/http';
import { open } from '../../content-helpers';
import { openSessionFor } from '../../editor-helpers';

/**
 * What the events screen costs (`Server-Timing`: D1 calls and rows, the in-process REST calls of the bridge added,
 * src/http/rest-call.ts). Counts, never times (docs/tests.md).
 */
describe('the events screen’s cost', () => {
  it('is three D1 calls, one index row per event for its count and a page’s worth more, whatever the page', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const events = 600;
    await makeEvents(Array.from({ length: events }, (_, i) => ({ texts: { en: { title: `Cost ${i}` } } })));
    // A series on the first page: its dates are counted through the series' own index, not a walk of every event.
    await createEvent(admin.token, { recurrence: ['RRULE:FREQ=DAILY;COUNT=200'] });
    for (const page of [1, 15]) {
      const res = await open(`/en/admin/?page=${page}`, person);
      expect(res.status).toBe(200);
      const { queries, rows } = dbTiming(res.headers);
      // The session, the page and its count in one batch, and the categories of the filter (REST's list).
      expect(queries).toBe(3);
      expect(rows).toBeGreaterThanOrEqual(events);
      expect(rows).toBeLessThan(events + 600);
    }
  });
});
