import { beforeAll, describe, expect, it } from 'vitest';
import { addToCalendarLinks } from '../../../src/pages/item/pages.links';
import type { PageEvent } from '../../../src/pages/pages.model';
import { createEvent } from '../../helpers/factories';
import { call, userWithToken } from '../../helpers/http';

/**
 * "Add to calendar" links (src/pages/item/pages.links.ts), read back the way Google Calendar and Outlook.com read
 * them: all-day events as calendar days with an exclusive end (never a UTC instant that a zone moves to the day
 * before), timed events as UTC instants, whatever the event's zone.
 */

/** The query of a generated link, as the calendar service parses it. */
const params = (url: string) => new URL(url).searchParams;

/** An event as the pages get it; only what the links read matters. */
function event(fields: Partial<PageEvent>): PageEvent {
  return { id: 1, title: 'T', url: 'https://calendar.example/en/event/t/', ...fields } as PageEvent;
}

describe('calendar links of an event', () => {
  it('give an all-day event its days, the end exclusive, in Google and Outlook', () => {
    const links = addToCalendarLinks(
      event({
        all_day: true,
        start_date: '2026-12-15 00:00:00',
        end_date: '2026-12-15 23:59:59',
        utc_start_date: '2026-12-14 23:00:00',
        utc_end_date: '2026-12-15 22:59:59',
        timezone: 'Europe/Madrid',
      }),
      '',
      '',
    );
    expect(params(links.google).get('dates')).toBe('20261215/20261216');
    expect(params(links.google).get('ctz')).toBeNull();
    const outlook = params(links.outlook);
    expect(outlook.get('startdt')).toBe('2026-12-15');
    expect(outlook.get('enddt')).toBe('2026-12-16');
    expect(outlook.get('allday')).toBe('true');
  });

  it('give a multi-day all-day event every day to its last, across the year', () => {
    const links = addToCalendarLinks(
      event({
        all_day: true,
        start_date: '2026-12-25 00:00:00',
        end_date: '2027-01-08 23:59:59',
        utc_start_date: '2026-12-24 23:00:00',
        utc_end_date: '2027-01-08 22:59:59',
        timezone: 'Europe/Madrid',
      }),
      '',
      '',
    );
    expect(params(links.google).get('dates')).toBe('20261225/20270109');
    expect(params(links.outlook).get('startdt')).toBe('2026-12-25');
    expect(params(links.outlook).get('enddt')).toBe('2027-01-09');
  });

  it('give a timed event crossing midnight its UTC instants, and Google its zone', () => {
    const links = addToCalendarLinks(
      event({
        all_day: false,
        start_date: '2026-12-31 22:00:00',
        end_date: '2027-01-01 02:00:00',
        utc_start_date: '2027-01-01 03:00:00',
        utc_end_date: '2027-01-01 07:00:00',
        timezone: 'America/New_York',
      }),
      'Fireworks',
      'Times Square',
    );
    const google = params(links.google);
    expect(google.get('dates')).toBe('20270101T030000Z/20270101T070000Z');
    expect(google.get('ctz')).toBe('America/New_York');
    expect(google.get('location')).toBe('Times Square');
    expect(google.get('details')).toBe('Fireworks\nhttps://calendar.example/en/event/t/');
    const outlook = params(links.outlook);
    expect(new Date(outlook.get('startdt') ?? '').toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(new Date(outlook.get('enddt') ?? '').toISOString()).toBe('2027-01-01T07:00:00.000Z');
    expect(outlook.get('allday')).toBe('false');
  });

  it('leave a fixed-offset zone to the instants (Google takes IANA names only)', () => {
    const links = addToCalendarLinks(
      event({
        all_day: false,
        start_date: '2026-06-01 10:00:00',
        end_date: '2026-06-01 11:00:00',
        utc_start_date: '2026-06-01 08:00:00',
        utc_end_date: '2026-06-01 09:00:00',
        timezone: 'UTC+2',
      }),
      '',
      '',
    );
    expect(params(links.google).get('dates')).toBe('20260601T080000Z/20260601T090000Z');
    expect(params(links.google).get('ctz')).toBeNull();
    expect(params(links.outlook).get('startdt')).toBe('2026-06-01T08:00:00Z');
  });
});

describe('calendar links on an event page', () => {
  let slug = '';
  beforeAll(async () => {
    const { token } = await userWithToken('administrator');
    slug = (
      await createEvent(token, {
        title: 'Dia de festa',
        start_date: '2031-12-15',
        end_date: '2031-12-15',
        all_day: true,
        status: 'publish',
      })
    ).slug;
  });

  it('are the page’s links, parsed as the services parse them', async () => {
    const html = (await call(`/en/event/${slug}/`)).body as string;
    const hrefs = [...html.matchAll(/href="(https:\/\/(?:calendar\.google|outlook\.live)\.com[^"]+)"/g)].map((m) =>
      m[1]?.replace(/&amp;/g, '&'),
    );
    expect(hrefs.length).toBe(2);
    expect(params(hrefs[0] ?? '').get('dates')).toBe('20311215/20311216');
    expect(params(hrefs[1] ?? '').get('startdt')).toBe('2031-12-15');
    expect(params(hrefs[1] ?? '').get('enddt')).toBe('2031-12-16');
  });
});
