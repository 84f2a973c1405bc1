import { describe, expect, it } from 'vitest';
import { createEvent, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { readExport } from '../../../sync/sync-helpers';
import { byUid, feed, ms, word } from '../ical/ical-feed';

/**
 * A date a write accepts is a date every read can render (docs/security.md, "Dates that can be stored are
 * readable everywhere"): out-of-range inputs are 400s naming the parameter, and nothing is written.
 */

const RANGE = { min: '1000-01-02', max: '9999-12-30' };

/** Every public representation of the calendar answers without a server error. */
async function everyReadAnswers(slug: string, id: number) {
  const token = (await readExport(api('en', '/export?types=tags'))).lines.at(-1)?.sync_token;
  const reads = [
    api('en', '/events'),
    api('en', `/events/${id}`),
    api('en', `/events/by-slug/${slug}`),
    api('en', '/events.ics'),
    api('en', `/events/${id}.ics`),
    api('ca', '/events?start_date=1000-01-02&end_date=9999-12-30'),
    '/en/events/',
    `/en/event/${slug}/`,
    '/en/embed',
  ];
  for (const path of reads) {
    const response = await call(path);
    expect(response.status, path).toBeLessThan(500);
  }
  const exported = await readExport(api('en', '/export'));
  expect(exported.status).toBe(200);
  expect(exported.lines.at(-1)?.type).toBe('sync');
  return token;
}

describe('dates out of the supported range', () => {
  it('refuses a publication date in the year 10000 on an author update, and every read still answers', async () => {
    const author = await userWithToken('author');
    const event = await createEvent(author.token, { status: 'publish', start_date: '2027-01-10 10:00' });
    const token = await everyReadAnswers(event.slug, event.id);
    const response = await call(api('en', `/events/by-slug/${event.slug}`), {
      method: 'POST',
      token: author.token,
      body: { date_utc: 253402300800 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { date_utc: `date_utc must be a date between ${RANGE.min} and ${RANGE.max}.` } },
    });
    const read = await call(api('en', `/events/${event.id}`));
    expect(read.body.date_utc).toBe(event.date_utc);
    await everyReadAnswers(event.slug, event.id);
    const changes = await call(api('en', `/changes?sync_token=${encodeURIComponent(token!)}`));
    expect(changes.status).toBe(200);
  });

  it.each([
    ['start_date', '+100000 years'],
    ['start_date', '9999-12-31 23:30:00-12:00'],
    ['start_date', -62167219200],
    ['start_date', '0999-06-01 10:00'],
    ['end_date', 253402300800],
  ])('refuses %s %j on create, in the request language, writing nothing', async (param, value) => {
    const author = await userWithToken('author');
    const title = uniqueTitle('Out of range');
    const body = { title, start_date: '2027-01-10 10:00', end_date: '2027-01-10 12:00', [param]: value };
    const response = await call(api('ca', '/events'), { method: 'POST', token: author.token, body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(Object.keys(response.body.data.params)).toEqual([param]);
    expect(response.body.data.params[param]).toBe(
      `${param} ha de ser una data entre el ${RANGE.min} i el ${RANGE.max}.`,
    );
    const listed = await call(api('en', `/events?search=${encodeURIComponent(title)}&status=publish,draft,pending`), {
      token: author.token,
    });
    expect(listed.body.total).toBe(0);
  });

  it('refuses a zone change that would move an event out of the range, naming timezone', async () => {
    const author = await userWithToken('author');
    const event = await createEvent(author.token, {
      status: 'publish',
      timezone: 'Pacific/Kiritimati',
      start_date: '9999-12-30 20:00',
      end_date: '9999-12-30 21:00',
    });
    expect(event.utc_start_date).toBe('9999-12-30 06:00:00');
    const response = await call(api('es', `/events/${event.id}`), {
      method: 'PATCH',
      token: author.token,
      body: { timezone: 'UTC-12' },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.params).toEqual({
      timezone: `timezone debe ser una fecha entre el ${RANGE.min} y el ${RANGE.max}.`,
    });
    const read = await call(api('en', `/events/${event.id}`));
    expect(read.body).toMatchObject({ timezone: 'Pacific/Kiritimati', start_date: '9999-12-30 20:00:00' });
    await everyReadAnswers(event.slug, event.id);
  });

  it('refuses an all-day snap that leaves the range, and accepts the edges', async () => {
    const editor = await userWithToken('editor');
    const snapped = await call(api('en', '/events'), {
      method: 'POST',
      token: editor.token,
      body: {
        title: uniqueTitle(),
        start_date: '9999-12-30',
        end_date: '9999-12-30',
        all_day: true,
        timezone: 'UTC-12',
      },
    });
    expect(snapped.status).toBe(400);
    expect(Object.keys(snapped.body.data.params)).toEqual(['end_date']);
    const early = await createEvent(editor.token, {
      status: 'publish',
      timezone: 'UTC',
      start_date: '1000-01-02 00:00:00',
      end_date: '1000-01-02 01:00:00',
    });
    expect(early.start_date_details).toMatchObject({ year: '1000', month: '01', day: '02' });
    await everyReadAnswers(early.slug, early.id);
  });

  it('refuses out-of-range list filters and venue dates with a 400, never a 500', async () => {
    const list = await call(api('en', '/events?start_date=%2B100000%20years'));
    expect(list.status).toBe(400);
    expect(list.body.data.params.start_date).toContain(RANGE.max);
    const feed = await call(api('en', '/events.ics?end_date=253402300800'));
    expect(feed.status).toBe(400);
    const editor = await userWithToken('editor');
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token: editor.token,
      body: { venue: uniqueTitle('Hall'), date_utc: '10000-01-01' },
    });
    expect(venue.status).toBe(400);
    expect(Object.keys(venue.body.data.params)).toEqual(['date_utc']);
  });

  it('writes a feed whose events lie millennia apart with time-zone rules only around them', async () => {
    const editor = await userWithToken('editor');
    const tag = word();
    const dates = [
      ['2027-03-27 22:00', '2027-03-28 04:00'],
      ['9999-10-30 22:00', '9999-10-31 04:00'],
    ];
    const events = [];
    for (const [start_date, end_date] of dates) {
      events.push(
        await createEvent(editor.token, {
          title: `Far ${tag}`,
          status: 'publish',
          timezone: 'Europe/Madrid',
          start_date,
          end_date,
        }),
      );
    }
    const f = await feed(api('en', `/events.ics?search=${tag}&start_date=1000-01-02&end_date=9999-12-30`));
    expect(f.events).toHaveLength(2);
    for (const event of events) {
      expect(byUid(f, event.id).start.toJSDate().getTime()).toBe(ms(event.utc_start_date));
      expect(byUid(f, event.id).end.toJSDate().getTime()).toBe(ms(event.utc_end_date));
    }
    const [madrid] = f.calendar.getAllSubcomponents('vtimezone');
    const observances = [...madrid!.getAllSubcomponents('standard'), ...madrid!.getAllSubcomponents('daylight')];
    // One group per event: its opening observance and the change it spans, not 8,000 years of changes.
    expect(observances.length).toBe(4);
  });

  it('writes the local mean time of a zone before standard time with its seconds', async () => {
    const editor = await userWithToken('editor');
    const tag = word();
    const event = await createEvent(editor.token, {
      title: `Old ${tag}`,
      status: 'publish',
      timezone: 'Europe/Madrid',
      start_date: '1000-06-01 10:00',
      end_date: '1000-06-01 11:00',
    });
    expect(event).toMatchObject({ utc_start_date: '1000-06-01 10:14:44', timezone_abbr: 'GMT-0:14:44' });
    const f = await feed(api('en', `/events.ics?search=${tag}&start_date=1000-01-02`));
    // RFC 5545 offsets may carry seconds (ical.js reads only hours and minutes, so it is not asked here).
    expect(f.raw).toContain('\r\nTZOFFSETTO:-001444\r\n');
    expect(f.raw).toContain('\r\nTZNAME:GMT-0:14:44\r\n');
    expect(f.raw).toContain('\r\nDTSTART;TZID=Europe/Madrid:10000601T100000\r\n');
  });
});
