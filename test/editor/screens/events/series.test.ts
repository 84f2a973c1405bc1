import { describe, expect, it } from 'vitest';
import { createEvent, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { formPairs, open, post, withValues } from '../../content-helpers';
import { openSessionFor, signedIn } from '../../editor-helpers';

/** A weekly series of six Tuesdays from 2 March 2027, 19:00–21:00 in Madrid, created through REST. */
async function weeklySeries(token: string) {
  return createEvent(token, {
    title: uniqueTitle('Classe'),
    start_date: '2027-03-02 19:00:00',
    end_date: '2027-03-02 21:00:00',
    timezone: 'Europe/Madrid',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
  });
}

/** The dates of series `id` as REST lists them (ids and titles, in order). */
async function datesOf(id: number, token: string) {
  const res = await call(`${api('en', '/events')}?series=${id}&start_date=2027-01-01&context=edit`, { token });
  return (res.body.events as { id: number; title: string; start_date: string }[]).map((e) => ({
    id: e.id,
    title: e.title,
    start: e.start_date,
  }));
}

describe('a recurring event on the editor', () => {
  it('lists its dates on its page, each linking to its own page', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const series = await weeklySeries(admin.token);
    const dates = await datesOf(series.id, admin.token);
    expect(dates).toHaveLength(6);
    const page = await open(`/en/admin/events/${series.id}`, person);
    expect(page.body).toContain('Edit recurring event');
    for (const date of dates) expect(page.body).toContain(`href="/en/admin/events/${date.id}"`);
    // The builder shows the series' rule, and the rule in words with the next dates, as its page does.
    expect(page.body).toContain('<option value="weekly" selected>');
    expect(page.body).toMatch(/<input type="radio" id="f-repeat_end-2" name="repeat_end" value="count" checked>/);
    expect(page.body).toContain('<p class="rule-words">Every Tuesday, 6 times</p>');
    const datePage = await open(`/en/admin/events/${dates[2]!.id}`, person);
    expect(datePage.body).toContain('Edit a date of a recurring event');
    expect(datePage.body).toContain(`<a href="/en/admin/events/${series.id}">`);
    expect(datePage.body).toContain('name="scope" value="following"');
    expect(datePage.body).not.toContain('name="repeat"');
    expect(datePage.body).toContain('>Cancel this date</button>');
  });

  it('changes one date alone, or this and the following dates (scope), checked through REST', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const series = await weeklySeries(admin.token);
    const dates = await datesOf(series.id, admin.token);
    const one = await open(`/en/admin/events/${dates[1]!.id}`, person);
    const alone = withValues(formPairs(one.body, 'event-form'), { title: 'Special class' });
    const res = await post(`/en/admin/events/${dates[1]!.id}`, person, [...alone, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    expect((await datesOf(series.id, admin.token)).map((d) => d.title)).toEqual([
      series.title,
      'Special class',
      series.title,
      series.title,
      series.title,
      series.title,
    ]);
    const fourth = await open(`/en/admin/events/${dates[3]!.id}`, person);
    const following = withValues(formPairs(fourth.body, 'event-form'), {
      title: 'Advanced class',
      start_date: '2027-03-23T20:00',
      end_date: '2027-03-23T22:00',
      scope: 'following',
    });
    const split = await post(`/en/admin/events/${dates[3]!.id}`, person, [...following, ['_action', 'update']]);
    expect(split.status, split.body).toBe(303);
    const date = (await call(`${api('en', `/events/${dates[3]!.id}`)}?context=edit`, { token: admin.token })).body;
    expect(date.series_id).not.toBe(series.id);
    expect(date).toMatchObject({ title: 'Advanced class', start_date: '2027-03-23 20:00:00' });
    const newSeries = await datesOf(date.series_id, admin.token);
    expect(newSeries.map((d) => [d.id, d.start])).toEqual([
      [dates[3]!.id, '2027-03-23 20:00:00'],
      [dates[4]!.id, '2027-03-30 20:00:00'],
      [dates[5]!.id, '2027-04-06 20:00:00'],
    ]);
    const old = (await call(`${api('en', `/events/${series.id}`)}?context=edit`, { token: admin.token })).body;
    expect(old.recurrence[0]).toMatch(/UNTIL=/);
    expect((await datesOf(series.id, admin.token)).map((d) => d.id)).toEqual(dates.slice(0, 3).map((d) => d.id));
  });

  it('cancels one date, which the series then lists no more', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const series = await weeklySeries(admin.token);
    const dates = await datesOf(series.id, admin.token);
    // The button of the date's page, with the version that page was opened on.
    const datePage = await open(`/en/admin/events/${dates[2]!.id}`, person);
    const res = await post(`/en/admin/events/${dates[2]!.id}/trash`, person, formPairs(datePage.body, 'trash-form'));
    expect(res.headers.get('location')).toBe(`/en/admin/events/${series.id}?date-cancelled=1`);
    const gone = await call(`${api('en', `/events/${dates[2]!.id}`)}?context=edit`, { token: admin.token });
    expect(gone.body.code).toBe('event-no-longer-available');
    const after = await datesOf(series.id, admin.token);
    expect(after.map((d) => d.id)).toEqual(dates.filter((_, i) => i !== 2).map((d) => d.id));
    const record = (await call(`${api('en', `/events/${series.id}`)}?context=edit`, { token: admin.token })).body;
    expect(record.recurrence.some((line: string) => line.startsWith('EXDATE'))).toBe(true);
    // The builder shows the cancelled date as an exception.
    const page = await open(`/en/admin/events/${series.id}?date-cancelled=1`, person);
    expect(page.body).toContain('The date was cancelled.');
    expect(page.body).toContain('name="repeat_except[]" value="2027-03-16"');
  });

  it('is written from the builder: weekly on chosen days, ending after N times, with an exception', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const form = await open('/en/admin/events/new', person);
    const pairs = withValues(formPairs(form.body, 'event-form'), {
      title: uniqueTitle('Yoga'),
      start_date: '2027-03-01T09:00',
      end_date: '2027-03-01T10:00',
      repeat: 'weekly',
      repeat_end: 'count',
      repeat_count: '6',
      'repeat_except[]': '2027-03-08',
    });
    // The new form checks the weekday of its default start (today's): the person unchecks it and picks their own.
    const res = await post('/en/admin/events/new', person, [
      ...pairs.filter(([name]) => name !== 'repeat_days[]'),
      ['repeat_days[]', 'MO'],
      ['repeat_days[]', 'TH'],
      ['_action', 'publish'],
    ]);
    expect(res.status, res.body).toBe(303);
    const id = Number(/events\/(\d+)/.exec(res.headers.get('location') ?? '')?.[1]);
    const record = (await call(`${api('en', `/events/${id}`)}?context=edit`, { token: admin.token })).body;
    expect(record.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6', 'EXDATE;VALUE=DATE:20270308']);
    expect((await datesOf(id, admin.token)).map((d) => d.start.slice(0, 10))).toEqual([
      '2027-03-01',
      '2027-03-04',
      '2027-03-11',
      '2027-03-15',
      '2027-03-18',
    ]);
  });

  it('previews the rule in words and its next dates for the script, in the page’s language', async () => {
    const person = await signedIn('author');
    const query =
      'start_date=2027-03-01T09:00&end_date=2027-03-01T10:00&timezone=Europe/Madrid&repeat=monthly&repeat_monthly=weekday&repeat_end=until&repeat_until=2027-06-30';
    const res = await open(`/ca/admin/events/repeat?${query}`, person);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<p class="rule-words">El primer dilluns de cada mes fins al 30 de juny de 2027</p>');
    expect(res.body.match(/<li><time/g)).toHaveLength(4);
    const never = await open('/en/admin/events/repeat?start_date=2027-03-01T09:00&repeat=none', person);
    expect(never.body).toContain('A single date: it does not repeat.');
  });
});
