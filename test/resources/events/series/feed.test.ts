import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../../helpers/http';
import { feed, uidOf, word } from '../ical/ical-feed';
import { createSeries, datesOf } from './series-helpers';

describe('series in the feeds (docs/recurrence.md, "Feeds")', () => {
  it('writes a series as one master VEVENT with its rule, EXDATEs and exceptions', async () => {
    const admin = await userWithToken('administrator');
    const w = word();
    const series = await createSeries(admin.token, { title: `Class ${w}` });
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[1].id}`), { method: 'DELETE', token: admin.token });
    await call(api('en', `/events/${dates[2].id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: `Guest ${w}` },
    });
    const f = await feed(`/en/calendar/events/v1/events.ics?search=${w}`);
    expect(f.events.map((e) => e.uid)).toEqual([uidOf(series.id), uidOf(series.id)]);
    const [master, exception] = f.events;
    expect(master!.component.getFirstPropertyValue('recurrence-id')).toBeNull();
    expect(master!.start.toString()).toBe('2027-01-05T19:00:00');
    expect(master!.summary).toBe(`Class ${w}`);
    expect(f.raw).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6\r\n');
    expect(f.raw).toContain('EXDATE;TZID=Europe/Madrid:20270107T190000\r\n');
    expect(exception!.summary).toBe(`Guest ${w}`);
    expect(f.raw).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20270112T190000\r\n');
    // One date alone: the series' UID and its RECURRENCE-ID, no rule.
    const one = await feed(`/en/calendar/events/v1/events/${dates[3].id}.ics`);
    expect(one.events.map((e) => e.uid)).toEqual([uidOf(series.id)]);
    expect(one.raw).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20270114T190000\r\n');
    expect(one.raw).not.toContain('RRULE');
    // The series record: the series itself.
    const whole = await feed(`/en/calendar/events/v1/events/${series.id}.ics`);
    expect(whole.events.map((e) => e.uid)).toEqual([uidOf(series.id), uidOf(series.id)]);
    expect(whole.raw).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6\r\n');
    // A cancelled date is no cancelled event of its own: its series' EXDATE says it.
    expect(f.raw).not.toContain('STATUS:CANCELLED');
  });

  it('ends a COUNT rule that does not generate its DTSTART at its last date (UNTIL), DTSTART as an RDATE', async () => {
    const admin = await userWithToken('administrator');
    const w = word();
    const series = await createSeries(admin.token, {
      title: `Closing ${w}`,
      start_date: '2027-01-05 10:00:00',
      end_date: '2027-01-05 11:00:00',
      recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3'],
    });
    const dates = await datesOf(series.id);
    expect(dates.map((d) => d.start_date)).toEqual([
      '2027-01-05 10:00:00',
      '2027-01-29 10:00:00',
      '2027-02-26 10:00:00',
    ]);
    const f = await feed(`/es/calendar/events/v1/events.ics?search=${w}`);
    expect(f.raw).toContain('RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;UNTIL=20270226T090000Z\r\n');
    expect(f.raw).toContain('RDATE;TZID=Europe/Madrid:20270105T100000\r\n');
    // The series' own lines are as written.
    expect((await call(api('en', `/events/${series.id}`))).body.recurrence).toEqual([
      'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3',
    ]);
  });

  it('writes an UNTIL that expanders read alike across a DST change (no later date before it)', async () => {
    const admin = await userWithToken('administrator');
    const w = word();
    const series = await createSeries(admin.token, {
      title: `Spring ${w}`,
      start_date: '2027-01-05 19:00:00',
      end_date: '2027-01-05 20:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270406T170000Z'],
    });
    const dates = await datesOf(series.id);
    expect(dates.at(-1)).toMatchObject({ start_date: '2027-04-06 19:00:00', utc_start_date: '2027-04-06 17:00:00' });
    const f = await feed(`/ca/calendar/events/v1/events.ics?search=${w}`);
    // 19:00 at DTSTART's offset (+01:00): python's dateutil reads UNTIL so; ical.js reads it as the instant.
    expect(f.raw).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270406T180000Z\r\n');
  });

  it('writes all-day series with date values', async () => {
    const admin = await userWithToken('administrator');
    const w = word();
    const series = await createSeries(admin.token, {
      title: `Fair ${w}`,
      start_date: '2027-05-01',
      end_date: '2027-05-01',
      all_day: true,
      recurrence: ['RRULE:FREQ=DAILY;UNTIL=20270510T120000Z'],
    });
    const dates = await datesOf(series.id);
    expect(dates).toHaveLength(10);
    await call(api('en', `/events/${dates[2].id}`), { method: 'DELETE', token: admin.token });
    const f = await feed(`/en/calendar/events/v1/events.ics?search=${w}`);
    expect(f.raw).toContain('DTSTART;VALUE=DATE:20270501\r\n');
    expect(f.raw).toContain('RRULE:FREQ=DAILY;UNTIL=20270510\r\n');
    expect(f.raw).toContain('EXDATE;VALUE=DATE:20270503\r\n');
  });

  it('writes a date at a wall time the autumn fold shows twice as its instant, as the list reads it', async () => {
    const admin = await userWithToken('administrator');
    const w = word();
    // 02:30 on 31 October 2027 in Madrid is 00:30Z (summer time) and again 01:30Z: the list takes the earlier.
    const series = await createSeries(admin.token, {
      title: `Night ${w}`,
      start_date: '2027-10-17 02:30:00',
      end_date: '2027-10-17 03:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=4'],
    });
    const dates = await datesOf(series.id);
    expect(dates.map((d) => d.utc_start_date)).toEqual([
      '2027-10-17 00:30:00',
      '2027-10-24 00:30:00',
      '2027-10-31 00:30:00',
      '2027-11-07 01:30:00',
    ]);
    await call(api('en', `/events/${dates[2].id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: `Fold ${w}` },
    });
    const f = await feed(`/en/calendar/events/v1/events.ics?search=${w}`);
    // Out of the rule by its wall time (every expander reads the rule's and the EXDATE's alike), back as an instant.
    expect(f.raw).toContain('EXDATE;TZID=Europe/Madrid:20271031T023000\r\n');
    expect(f.raw).toContain('RDATE:20271031T003000Z\r\n');
    expect(f.raw).toContain('RECURRENCE-ID:20271031T003000Z\r\n');
    // ical.js (which reads a TZID time in the fold as the later instant) expands the list's instants and titles.
    const [master, ...exceptions] = f.events.map((e) => new ICAL.Event(e.component));
    for (const exception of exceptions) master!.relateException(exception);
    const expanded: string[] = [];
    const it = master!.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const details = master!.getOccurrenceDetails(next);
      expanded.push(`${details.startDate.toUnixTime()} ${details.item.summary}`);
    }
    const listed = dates.map(
      (d, i) => `${Date.parse(`${d.utc_start_date.replace(' ', 'T')}Z`) / 1000} ${i === 2 ? 'Fold' : 'Night'} ${w}`,
    );
    expect(expanded.sort()).toEqual(listed.sort());
    // A date alone says the same instant.
    const one = await feed(`/en/calendar/events/v1/events/${dates[2].id}.ics`);
    expect(one.raw).toContain('RECURRENCE-ID:20271031T003000Z\r\n');
  });
});
