import { describe, expect, it } from 'vitest';
import { makeOrganizer, makeTerm, makeVenue, updateEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf, idsAndStarts } from './series-helpers';

const patch = (id: number, token: string, body: Record<string, unknown>, root: 'en' | 'ca' = 'en') =>
  updateEvent(api(root, `/events/${id}`), token, body);

type Linked = { id: number };
/** An event's links as a write names them: term ids by taxonomy, organizer ids in their order. */
const linksOf = (event: { categories: Linked[]; tags: Linked[]; organizer: Linked[] }) => ({
  categories: event.categories.map((term) => term.id),
  tags: event.tags.map((term) => term.id),
  organizer: event.organizer.map((organizer) => organizer.id),
});

describe('updating a series (docs/recurrence.md, "Editing")', () => {
  it('changes every date, except the fields a date overrides', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, { description: 'Old' });
    const [first, second] = await datesOf(series.id);
    const own = await patch(second.id, admin.token, { title: 'Special night' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: second.id, title: 'Special night', slug: series.slug, series_id: series.id });
    const updated = await patch(series.id, admin.token, { title: 'New title', description: '<p>New</p>' });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('New title');
    const dates = await datesOf(series.id);
    expect(dates.map((d) => d.title)).toEqual([
      'New title',
      'Special night',
      'New title',
      'New title',
      'New title',
      'New title',
    ]);
    // The date overrides its title only: the series' description still reaches it.
    expect(dates.map((d) => d.description)).toEqual(Array(6).fill('<p>New</p>'));
    expect(dates[0].id).toBe(first.id);
  });

  it('keeps every date id when the time or the zone changes, and moved dates keep their dates', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const before = await datesOf(series.id);
    const moved = await patch(before[2].id, admin.token, {
      start_date: '2027-01-13 18:00:00',
      end_date: '2027-01-13 20:00:00',
    });
    expect(moved.body).toMatchObject({ start_date: '2027-01-13 18:00:00', occurrence_start: '2027-01-12 19:00:00' });
    expect(moved.body.url).toContain('/2027-01-12/');
    const later = await patch(series.id, admin.token, {
      start_date: '2027-01-05 20:00:00',
      end_date: '2027-01-05 22:00:00',
    });
    expect(later.status).toBe(200);
    const after = await datesOf(series.id);
    expect(idsAndStarts(after)).toEqual([
      [before[0].id, '2027-01-05 20:00:00'],
      [before[1].id, '2027-01-07 20:00:00'],
      [before[2].id, '2027-01-13 18:00:00'],
      [before[3].id, '2027-01-14 20:00:00'],
      [before[4].id, '2027-01-19 20:00:00'],
      [before[5].id, '2027-01-21 20:00:00'],
    ]);
    expect(after.find((d) => d.id === before[0].id).occurrence_start).toBe('2027-01-05 20:00:00');
    const zoned = await patch(series.id, admin.token, { timezone: 'America/New_York' });
    expect(zoned.status).toBe(200);
    const inNewYork = await datesOf(series.id);
    expect(inNewYork.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect(inNewYork.find((d) => d.id === before[0].id)).toMatchObject({
      start_date: '2027-01-05 20:00:00',
      timezone: 'America/New_York',
      utc_start_date: '2027-01-06 01:00:00',
    });
  });

  it('gives new days new ids and answers the days no longer generated as trashed', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const before = await datesOf(series.id);
    const changed = await patch(series.id, admin.token, { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,FR;COUNT=6'] });
    expect(changed.status).toBe(200);
    expect(changed.body.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU,FR;COUNT=6']);
    const after = await datesOf(series.id);
    expect(after.map((d) => d.start_date.slice(0, 10))).toEqual([
      '2027-01-05',
      '2027-01-08',
      '2027-01-12',
      '2027-01-15',
      '2027-01-19',
      '2027-01-22',
    ]);
    const tuesdays = before.filter((d) => ['05', '12', '19'].includes(d.start_date.slice(8, 10)));
    expect(after.filter((d) => d.start_date.slice(8, 10) in { '05': 1, '12': 1, '19': 1 }).map((d) => d.id)).toEqual(
      tuesdays.map((d) => d.id),
    );
    const fridays = after.filter((d) => ['08', '15', '22'].includes(d.start_date.slice(8, 10)));
    for (const friday of fridays) expect(before.map((d) => d.id)).not.toContain(friday.id);
    const thursday = before[1];
    const gone = await call(api('en', `/events/${thursday.id}`));
    expect(gone.status).toBe(403);
    expect(gone.body.code).toBe('event-no-longer-available');
    // Back to Thursdays: the same ids answer again.
    await patch(series.id, admin.token, { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'] });
    expect((await datesOf(series.id)).map((d) => d.id)).toEqual(before.map((d) => d.id));
  });

  it('carries venue and categories to the dates that do not override them', async () => {
    const admin = await userWithToken('administrator');
    const [venueA, venueB] = [await makeVenue(), await makeVenue()];
    const category = await makeTerm('category');
    const series = await createSeries(admin.token, { venue: venueA.id });
    const [, second] = await datesOf(series.id);
    await patch(second.id, admin.token, { venue: venueB.id });
    await patch(series.id, admin.token, { categories: [category], venue: venueB.id });
    await patch(series.id, admin.token, { venue: venueA.id });
    const dates = await datesOf(series.id);
    expect(dates.map((d) => d.venue.id)).toEqual([venueA.id, venueB.id, venueA.id, venueA.id, venueA.id, venueA.id]);
    expect(dates.every((d) => d.categories.length === 1 && d.categories[0].id === category)).toBe(true);
    const filtered = await call(api('en', `/events?categories=${category}&start_date=2027-01-01&per_page=50`));
    expect(filtered.body.total).toBe(6);
  });

  it('refuses the series-only fields on a date', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const [date] = await datesOf(series.id);
    const slug = await patch(date.id, admin.token, { slug: 'mine' });
    expect(slug.status).toBe(400);
    expect(Object.keys(slug.body.data.params)).toEqual(['slug']);
    const lines = await patch(date.id, admin.token, { recurrence: ['RRULE:FREQ=DAILY'] });
    expect(lines.status).toBe(400);
    expect(Object.keys(lines.body.data.params)).toEqual(['recurrence']);
  });
});

describe('cancelling, trashing and ending (docs/recurrence.md)', () => {
  it('cancels one date with an EXDATE line of the series', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const [first, second] = await datesOf(series.id);
    const cancelled = await call(api('en', `/events/${first.id}`), { method: 'DELETE', token: admin.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('trash');
    const record = await call(api('en', `/events/${series.id}`));
    expect(record.body.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6',
      'EXDATE;TZID=Europe/Madrid:20270105T190000',
    ]);
    // The series record shows its first remaining date.
    expect(record.body.start_date).toBe(second.start_date);
    expect((await call(api('en', `/events/${first.id}`))).status).toBe(403);
    expect((await datesOf(series.id)).map((d) => d.id)).not.toContain(first.id);
    const again = await call(api('en', `/events/${first.id}`), { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(410);
  });

  it('keeps a cancelled date cancelled when the series moves to another time', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[2].id}`), { method: 'DELETE', token: admin.token });
    const moved = await patch(series.id, admin.token, {
      start_date: '2027-01-05 18:30:00',
      end_date: '2027-01-05 20:30:00',
    });
    expect(moved.body.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6',
      'EXDATE;TZID=Europe/Madrid:20270112T183000',
    ]);
    expect((await datesOf(series.id)).map((d) => d.id)).toEqual(dates.filter((_, i) => i !== 2).map((d) => d.id));
  });

  it('trashes a series with its dates, and restores them', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[1].id}`), { method: 'DELETE', token: admin.token });
    const trashed = await call(api('en', `/events/${series.id}`), { method: 'DELETE', token: admin.token });
    expect(trashed.status).toBe(200);
    expect(await datesOf(series.id)).toEqual([]);
    expect((await call(api('en', `/events/${dates[0].id}`))).status).toBe(403);
    const restored = await patch(series.id, admin.token, {});
    expect(restored.body.status).toBe('publish');
    expect((await datesOf(series.id)).map((d) => d.id)).toEqual(dates.filter((_, i) => i !== 1).map((d) => d.id));
  });

  it('ends a series as the single event of its first remaining date, keeping the series id', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[0].id}`), { method: 'DELETE', token: admin.token });
    const ended = await patch(series.id, admin.token, { recurrence: null });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      id: series.id,
      recurrence: null,
      series_id: null,
      start_date: dates[1].start_date,
      end_date: dates[1].end_date,
    });
    for (const date of dates) expect((await call(api('en', `/events/${date.id}`))).status).toBe(403);
    const listed = await call(api('en', `/events?start_date=2027-01-01&end_date=2027-01-31&per_page=50`));
    expect(listed.body.events.map((e: { id: number }) => e.id)).toContain(series.id);
  });

  it('turns a single event into the first date of a new series, which takes its terms and organizers', async () => {
    const admin = await userWithToken('administrator');
    const [category, tag] = [await makeTerm('category'), await makeTerm('tag')];
    const organizers = [(await makeOrganizer()).id, (await makeOrganizer()).id].reverse();
    const links = { categories: [category], tags: [tag], organizer: organizers };
    const single = (await createSeries(admin.token, { recurrence: null, ...links })) as { id: number; slug: string };
    const converted = await patch(single.id, admin.token, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ id: single.id, slug: single.slug, occurrence_start: '2027-01-05 19:00:00' });
    const seriesId = converted.body.series_id;
    expect(seriesId).not.toBe(single.id);
    const dates = await datesOf(seriesId);
    expect(idsAndStarts(dates)[0]).toEqual([single.id, '2027-01-05 19:00:00']);
    expect(dates.map((d) => d.start_date.slice(0, 10))).toEqual(['2027-01-05', '2027-01-12', '2027-01-19']);
    const record = await call(api('en', `/events/by-slug/${single.slug}`));
    expect(record.body.id).toBe(seriesId);
    // The series record and every date carry the event's links, the organizers in their order.
    for (const event of [record.body, ...dates]) expect(linksOf(event), `event ${event.id}`).toEqual(links);
  });
});

describe('scope=following (docs/recurrence.md, "Scopes")', () => {
  it('splits the series: the date and every later one become a new series, keeping their ids and links', async () => {
    const admin = await userWithToken('administrator');
    const [category, tag] = [await makeTerm('category'), await makeTerm('tag')];
    const organizers = [(await makeOrganizer()).id, (await makeOrganizer()).id].reverse();
    const links = { categories: [category], tags: [tag], organizer: organizers };
    const series = await createSeries(admin.token, links);
    const before = await datesOf(series.id);
    const split = await patch(before[3].id, admin.token, { scope: 'following', title: 'Spring term' });
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ id: before[3].id, title: 'Spring term' });
    const newSeries = split.body.series_id;
    expect(newSeries).not.toBe(series.id);
    const old = await call(api('en', `/events/${series.id}`));
    expect(old.body.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270114T175959Z']);
    expect(idsAndStarts(await datesOf(series.id))).toEqual(idsAndStarts(before.slice(0, 3)));
    const created = await call(api('en', `/events/${newSeries}`));
    expect(created.body).toMatchObject({
      title: 'Spring term',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3'],
      start_date: '2027-01-14 19:00:00',
    });
    expect(created.body.slug).not.toBe(series.slug);
    const later = await datesOf(newSeries);
    expect(idsAndStarts(later)).toEqual(idsAndStarts(before.slice(3)));
    expect(later.every((d) => d.title === 'Spring term')).toBe(true);
    // The new series record and its dates carry the old series' links, the organizers in their order.
    for (const event of [created.body, ...later]) expect(linksOf(event), `event ${event.id}`).toEqual(links);
  });
});

describe('scope=following moving the chosen date to another day (docs/recurrence.md, "Scopes")', () => {
  it('keeps its id as the new series’ first date', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const before = await datesOf(series.id);
    const split = await patch(before[3].id, admin.token, {
      scope: 'following',
      start_date: '2027-01-15 19:00:00',
      end_date: '2027-01-15 21:00:00',
    });
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({
      id: before[3].id,
      start_date: '2027-01-15 19:00:00',
      occurrence_start: '2027-01-15 19:00:00',
    });
    expect(idsAndStarts(await datesOf(split.body.series_id))).toEqual([
      [before[3].id, '2027-01-15 19:00:00'],
      [before[4].id, '2027-01-19 19:00:00'],
      [before[5].id, '2027-01-21 19:00:00'],
    ]);
    expect((await call(api('en', `/events/${before[3].id}`))).status).toBe(200);
  });
});

describe('scope=following at the first date (docs/recurrence.md, "Scopes")', () => {
  it('changes the whole series and answers the date', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const before = await datesOf(series.id);
    const split = await patch(before[0].id, admin.token, { scope: 'following', title: 'Whole series' });
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ id: before[0].id, series_id: series.id, title: 'Whole series' });
    expect((await call(api('en', `/events/${series.id}`))).body.title).toBe('Whole series');
    const empty = await patch(before[0].id, admin.token, { scope: 'following', recurrence: null });
    expect(empty.status).toBe(400);
    expect(idsAndStarts(await datesOf(series.id))).toEqual(idsAndStarts(before));
  });
});

describe('scope=following with recurrence [] (docs/recurrence.md, "Scopes")', () => {
  it('is a 400 saying how to end the series, in the request’s language, and writes nothing', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const before = await datesOf(series.id);
    const refused = await patch(before[2].id, admin.token, { scope: 'following', recurrence: [] }, 'ca');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('rest_invalid_param');
    expect(refused.body.data.params).toEqual({
      recurrence:
        'recurrence no pot ser buit amb scope=following: per acabar la sèrie abans d’aquesta data, cancel·leu les dates posteriors o envieu les línies de la sèrie amb UNTIL.',
    });
    expect(idsAndStarts(await datesOf(series.id))).toEqual(idsAndStarts(before));
  });
});

describe("permissions are the series'", () => {
  it("lets the series' author edit its dates, and nobody else below editor", async () => {
    const author = await userWithToken('author');
    const other = await userWithToken('author');
    const series = await createSeries(author.token);
    const [date] = await datesOf(series.id);
    expect((await patch(date.id, author.token, { title: 'Mine' })).status).toBe(200);
    expect((await patch(date.id, other.token, { title: 'Theirs' })).status).toBe(403);
    expect((await call(api('en', `/events/${date.id}`), { method: 'DELETE', token: other.token })).status).toBe(403);
  });
});
