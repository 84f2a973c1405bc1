import { describe, expect, it } from 'vitest';
import { buildCalendar } from '../../../../src/resources/events/ical/ical.calendar';
import { HEADER, LIVE, OFFSET_HEADER, SERIES, WITHDRAWN } from './calendar-fixture';
import { parseFeed } from './ical-feed';

/**
 * The serializer's text, byte for byte, for a varied calendar (calendar-fixture.ts): the golden file was written by
 * the serializer before issue 35's last rewrite of it, so the rewrite (one string per event, no fold of a line that
 * fits, each date read once) is checked to change nothing. A deliberate change of the text updates it with
 * `vitest -u` and shows in review. Stored as JSON lines: the CRLFs are the join.
 */
describe('the feed serializer (src/resources/events/ical/ical.calendar.ts)', () => {
  it('writes a varied calendar exactly as its golden file', async () => {
    const text = buildCalendar(HEADER, LIVE, WITHDRAWN, SERIES) + buildCalendar(OFFSET_HEADER, [], [], []);
    await expect(`${JSON.stringify(text.split('\r\n'), null, 1)}\n`).toMatchFileSnapshot(
      './__golden__/calendar.golden',
    );
    // The first calendar is valid iCalendar for ical.js, with every component.
    const first = text.slice(0, text.indexOf('END:VCALENDAR\r\n') + 15);
    const feed = parseFeed(new TextEncoder().encode(first), new Headers());
    expect(feed.events).toHaveLength(LIVE.length + WITHDRAWN.length + 2);
  });
});
