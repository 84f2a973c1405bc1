import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../../src/index';
import { createEvent, makeOrganizer, makeVenue, updateEvent } from '../../../helpers/factories';
import { api, call, ORIGIN, userWithToken } from '../../../helpers/http';
import { byUid, feed, ms, parseFeed, uidOf, word } from './ical-feed';

describe('GET /events.ics', () => {
  it('writes every event at the instants of the JSON list, across DST changes, zones, midnight and all-day', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const seeds = [
      // Across midnight and across the Madrid change of March (02:00 → 03:00 on 2027-03-28).
      { start_date: '2027-03-27 22:00:00', end_date: '2027-03-28 04:00:00', timezone: 'Europe/Madrid' },
      { start_date: '2027-03-29 10:00:00', end_date: '2027-03-29 12:00:00', timezone: 'Europe/Madrid' },
      // Both sides of the October change (03:00 → 02:00 on 2027-10-31).
      { start_date: '2027-10-30 10:00:00', end_date: '2027-10-30 11:00:00', timezone: 'Europe/Madrid' },
      { start_date: '2027-11-01 10:00:00', end_date: '2027-11-01 11:00:00', timezone: 'Europe/Madrid' },
      { start_date: '2027-03-10 09:00:00', end_date: '2027-03-10 10:30:00', timezone: 'America/New_York' },
      { start_date: '2027-07-01 09:00:00', end_date: '2027-07-01 10:00:00', timezone: 'UTC+2' },
    ];
    const created = [];
    for (const seed of seeds) created.push(await createEvent(admin.token, { title: `Feed ${tag}`, ...seed }));
    const allDay = await createEvent(admin.token, {
      title: `Feed ${tag}`,
      all_day: true,
      start_date: '2027-05-01',
      end_date: '2027-05-03',
    });
    const list = await call(api('en', `/events?search=${tag}&per_page=50&start_date=2027-01-01`));
    expect(list.body.events).toHaveLength(7);
    const f = await feed(api('en', `/events.ics?search=${tag}`));
    expect(f.events).toHaveLength(7);
    for (const event of created) {
      const json = list.body.events.find((e: { id: number }) => e.id === event.id);
      const parsed = byUid(f, event.id);
      expect(parsed.start.toJSDate().getTime()).toBe(ms(json.utc_start_date));
      expect(parsed.end.toJSDate().getTime()).toBe(ms(json.utc_end_date));
      if (event.timezone === 'UTC+2') {
        expect(parsed.start.zone?.tzid).toBe('UTC');
        expect(f.raw).toContain(
          `DTSTART:${json.utc_start_date.replace(/[-: ]/g, (ch: string) => (ch === ' ' ? 'T' : ''))}Z`,
        );
      } else {
        expect(parsed.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(event.timezone);
      }
    }
    const day = byUid(f, allDay.id);
    expect(day.start.isDate).toBe(true);
    expect(day.start.toString()).toBe('2027-05-01');
    expect(day.end.toString()).toBe('2027-05-04');
    // One VTIMEZONE per zone used, each with the changes of the span.
    const zones = f.calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['America/New_York', 'Europe/Madrid']);
    const madrid = f.calendar
      .getAllSubcomponents('vtimezone')
      .find((z) => z.getFirstPropertyValue('tzid') === 'Europe/Madrid');
    // Events months apart are covered by one group of observances each (docs/ical.md, "Time zones"): every
    // summer-time observance of Madrid is CEST.
    const daylight = madrid?.getAllSubcomponents('daylight') ?? [];
    expect(daylight.length).toBeGreaterThan(0);
    for (const part of daylight) expect(part.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+02:00');
    // Calendar properties.
    for (const line of ['VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-TIMEZONE:Europe/Madrid']) {
      expect(f.raw).toContain(`\r\n${line}\r\n`);
    }
    expect(f.raw).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(f.raw).toContain('X-PUBLISHED-TTL:PT1H\r\n');
    expect(f.calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Events · “${tag}”`);
    expect(f.calendar.getFirstPropertyValue('prodid')).toBe('-//Calendar Events API//calendar/events/v1//EN');
    for (const event of f.events) {
      expect(event.component.getFirstPropertyValue('class')).toBe('PUBLIC');
      expect(event.status).toBe('CONFIRMED');
      expect(event.component.getFirstProperty('dtstamp')?.toICALString()).toMatch(/Z$/);
    }
  });

  it('writes an event in the hour repeated when the clocks go back in UTC, at the instant of the JSON', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const seeds = [
      // Madrid goes back from 03:00 to 02:00 on 2027-10-31; Los Angeles from 02:00 to 01:00 on 2027-11-07.
      { start_date: '2027-10-31 02:30:00', end_date: '2027-10-31 04:00:00', timezone: 'Europe/Madrid' },
      { start_date: '2027-11-06 23:00:00', end_date: '2027-11-07 01:30:00', timezone: 'America/Los_Angeles' },
      { start_date: '2027-10-31 10:00:00', end_date: '2027-10-31 11:00:00', timezone: 'Europe/Madrid' },
    ];
    const created = [];
    for (const seed of seeds) created.push(await createEvent(admin.token, { title: `Back ${tag}`, ...seed }));
    const list = await call(api('en', `/events?search=${tag}&start_date=2027-10-01`));
    const f = await feed(api('en', `/events.ics?search=${tag}`));
    for (const [i, event] of created.entries()) {
      const json = list.body.events.find((e: { id: number }) => e.id === event.id);
      const parsed = byUid(f, event.id);
      // RFC 5545 reads a repeated local time as its first instant, ical.js as its second: in UTC both agree.
      expect(parsed.start.toJSDate().getTime()).toBe(ms(json.utc_start_date));
      expect(parsed.end.toJSDate().getTime()).toBe(ms(json.utc_end_date));
      const tzid = parsed.component.getFirstProperty('dtstart')?.getParameter('tzid');
      expect(tzid).toBe(i < 2 ? undefined : 'Europe/Madrid');
    }
  });

  it('ignores page and per_page, whatever their values, in /events.ics and in /events?ical=1', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    for (const day of ['2027-02-01', '2027-02-02', '2027-02-03']) {
      await createEvent(admin.token, { title: `Pages ${tag}`, start_date: `${day} 10:00`, end_date: `${day} 11:00` });
    }
    for (const path of [
      `/events.ics?search=${tag}&per_page=1&page=2`,
      `/events.ics?search=${tag}&per_page=0&page=abc`,
      `/events?ical=1&search=${tag}&per_page=-5&page=0`,
    ]) {
      const f = await feed(api('es', path));
      expect(f.events, path).toHaveLength(3);
    }
    // The JSON list still refuses them.
    expect((await call(api('es', `/events?search=${tag}&per_page=0`))).status).toBe(400);
  });

  it('answers ?ical=1 the same, under every root, with texts in the root language and UIDs stable across languages', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const venue = await makeVenue({ address: 'Carrer Gran 1', city: 'Barcelona', geoLat: 41.4, geoLng: 2.17 });
    const organizer = await makeOrganizer({ email: 'org@example.com' });
    const event = await createEvent(admin.token, {
      title: `English ${tag}`,
      description: '<p>Hello &amp; <strong>welcome</strong></p><p>Second, line; here</p>',
      categories: [`Cat ${tag}`],
      venue: venue.id,
      organizer: [organizer.id],
      image: 'https://images.example.com/a.png',
    });
    await updateEvent(api('ca', `/events/${event.id}`), admin.token, { title: `Català ${tag}` });
    const en = await feed(api('en', `/events.ics?search=${tag}`));
    const ca = await feed(api('ca', `/events.ics?search=${tag}`));
    const es = await feed(api('es', `/events.ics?search=${tag}`));
    const plain = await feed(api('', `/events.ics?search=${tag}`));
    const viaList = await feed(api('en', `/events?ical=1&search=${tag}`));
    expect(byUid(en, event.id).summary).toBe(`English ${tag}`);
    expect(byUid(ca, event.id).summary).toBe(`Català ${tag}`);
    // No Spanish text: the original language's, as the JSON does.
    expect(byUid(es, event.id).summary).toBe(`English ${tag}`);
    expect(byUid(plain, event.id).uid).toBe(uidOf(event.id));
    expect(viaList.raw).toBe(en.raw);
    expect(ca.calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Esdeveniments · «${tag}»`);
    const parsed = byUid(en, event.id);
    expect(parsed.description).toBe('Hello & welcome\nSecond, line; here');
    expect(parsed.component.getFirstPropertyValue('url')).toBe(event.url);
    expect(parsed.component.getFirstPropertyValue('attach')).toBe('https://images.example.com/a.png');
    expect(parsed.component.getFirstPropertyValue('location')).toBe(`${venue.title}, Carrer Gran 1, Barcelona`);
    expect(parsed.component.getFirstPropertyValue('geo')).toEqual([41.4, 2.17]);
    const organizerProp = parsed.component.getFirstProperty('organizer');
    expect(organizerProp?.getFirstValue()).toBe('mailto:org@example.com');
    expect(organizerProp?.getParameter('cn')).toBe(organizer.title);
    expect(parsed.component.getFirstProperty('categories')?.getValues()).toEqual([`Cat ${tag}`]);
  });

  it('keeps the UID across updates and reschedules; SEQUENCE grows on date and status changes only; trashed events stay as CANCELLED', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const event = await createEvent(admin.token, {
      title: `Moving ${tag}`,
      start_date: '2027-09-01 10:00:00',
      end_date: '2027-09-01 11:00:00',
    });
    const path = api('en', `/events.ics?search=${tag}`);
    const first = byUid(await feed(path), event.id);
    await updateEvent(api('en', `/events/${event.id}`), admin.token, { title: `Renamed ${tag}` });
    const renamed = byUid(await feed(path), event.id);
    expect(renamed.summary).toBe(`Renamed ${tag}`);
    expect(renamed.sequence).toBe(first.sequence);
    const moved = await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      start_date: '2027-09-02 10:00:00',
      end_date: '2027-09-02 11:00:00',
    });
    const rescheduled = await feed(path);
    expect(rescheduled.events).toHaveLength(1);
    const after = byUid(rescheduled, event.id);
    expect(after.sequence).toBeGreaterThan(first.sequence);
    expect(after.start.toJSDate().getTime()).toBe(ms(moved.body.utc_start_date));
    const trashed = await call(api('en', `/events/${event.id}`), { method: 'DELETE', token: admin.token });
    expect(trashed.status).toBe(200);
    const cancelled = byUid(await feed(path), event.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(after.sequence);
    const single = await call(api('en', `/events/${event.id}.ics`));
    expect(single.status).toBe(403);
    expect(single.body.code).toBe('event-no-longer-available');
  });

  it('never shows a draft or protected event; single-event feeds answer as the JSON route', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const live = await createEvent(admin.token, { title: `Live ${tag}` });
    const draft = await createEvent(admin.token, { title: `Draft ${tag}`, status: 'draft' });
    const locked = await createEvent(admin.token, { title: `Locked ${tag}`, password: 'secret' });
    const f = await feed(api('en', `/events.ics?search=${tag}`));
    expect(f.events.map((e) => e.uid)).toEqual([uidOf(live.id)]);
    // Credentials do not add drafts to a feed.
    const withToken = await call(api('en', `/events.ics?search=${tag}`), { token: admin.token });
    expect(withToken.body).not.toContain(uidOf(draft.id));
    const one = await feed(api('es', `/events/${live.id}.ics`));
    expect(one.events.map((e) => e.uid)).toEqual([uidOf(live.id)]);
    expect((await call(api('en', `/events/${draft.id}.ics`))).body.code).toBe('event-not-accessible');
    expect((await call(api('en', `/events/${locked.id}.ics`))).body.code).toBe('event-password-protected');
    const missing = await call(api('en', '/events/99999999.ics'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual((await call(api('en', '/events/99999999'))).body);
  });

  it('answers a bad parameter with the JSON error of /events, in the request language', async () => {
    for (const query of ['start_date=notadate', 'venue=abc', 'geoloc_lat=10', 'categories=nope-none-such']) {
      const list = await call(api('es', `/events?${query}`));
      const ics = await call(api('es', `/events.ics?${query}`));
      expect(list.status).toBe(400);
      expect(ics.status).toBe(400);
      expect(ics.headers.get('content-type')).toMatch(/application\/json/);
      expect(ics.body).toEqual(list.body);
    }
  });

  it('cuts a feed over ICS_MAX_EVENTS at the nearest events, not an error', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const near = await createEvent(admin.token, {
      title: `Cut ${tag}`,
      start_date: '2027-01-10 10:00:00',
      end_date: '2027-01-10 11:00:00',
    });
    const next = await createEvent(admin.token, {
      title: `Cut ${tag}`,
      start_date: '2027-01-11 10:00:00',
      end_date: '2027-01-11 11:00:00',
    });
    await createEvent(admin.token, {
      title: `Cut ${tag}`,
      start_date: '2029-01-10 10:00:00',
      end_date: '2029-01-10 11:00:00',
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${api('en', `/events.ics?search=${tag}`)}`),
      { ...env, ICS_MAX_EVENTS: '2' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const f = parseFeed(new Uint8Array(await response.arrayBuffer()), response.headers);
    expect(f.events.map((e) => e.uid)).toEqual([uidOf(near.id), uidOf(next.id)]);
  });

  it('folds long multi-byte lines at 75 octets, is cacheable with ETag/304 and CORS, and is linked from /events', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const title = `Festa ${tag} ${'Gràcia ñandú ☃ 🎉 '.repeat(12)}`.trim();
    await createEvent(admin.token, { title, description: `<p>${'Àà€😀'.repeat(40)}</p>` });
    const path = api('en', `/events.ics?search=${tag}&per_page=5&page=1`);
    const f = await feed(path, { origin: 'https://elsewhere.example' });
    expect(f.events[0]?.summary).toBe(title);
    expect(f.headers.get('access-control-allow-origin')).toBe('*');
    expect(f.headers.get('cache-control')).toMatch(/^public/);
    const etag = f.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'if-none-match': etag! } }));
    expect(again.status).toBe(304);
    const list = await call(api('en', `/events?search=${tag}&per_page=5&page=1`));
    expect(list.headers.get('link')).toContain(
      `<${ORIGIN}${api('en', `/events.ics?search=${tag}`)}>; rel="alternate"; type="text/calendar"`,
    );
  });
});
