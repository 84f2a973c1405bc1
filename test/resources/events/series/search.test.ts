import { describe, expect, it } from 'vitest';
import { createEvent, makeOrganizer, makeTerm, makeVenue } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf } from './series-helpers';

const JANUARY = 'start_date=2027-01-01&end_date=2027-01-31';
const ids = (body: { events: { id: number }[] }) => body.events.map((event) => event.id);

/**
 * A search through the search index tests each text once and lists the events showing it (docs/recurrence.md,
 * "Costs (bench)"): a series' dates show its text, a date with a text of its own shows that one, a date's own
 * password hides the series' body from a reader who may not read it, and a date's own status keeps it out.
 */
describe('searches of series texts (the index plan: each text tested once)', () => {
  it('lists exactly the dates showing a matching text, as each reader may see them', async () => {
    const admin = await userWithToken('administrator');
    const unique = () => `zq${Math.random().toString(36).slice(2, 8)}`;
    const [word, inBody, ownWord] = [unique(), unique(), unique()];
    const series = await createSeries(admin.token, {
      title: `Yoga ${word}`,
      description: `<p>Mats given: ${inBody}.</p>`,
    });
    const [own, locked, draft, ...rest] = (await datesOf(series.id)).map((date: { id: number }) => date.id) as [
      number,
      number,
      number,
      ...number[],
    ];
    const edit = async (id: number, body: Record<string, unknown>) =>
      expect((await call(api('en', `/events/${id}`), { method: 'PATCH', token: admin.token, body })).status).toBe(200);
    // A date with a title of its own (its texts become its own, docs/recurrence.md "Exceptions").
    await edit(own, { title: `Pilates ${ownWord}` });
    await edit(locked, { password: 'secret' });
    await edit(draft, { status: 'draft' });
    const single = await createEvent(admin.token, {
      title: `Talk on ${ownWord}`,
      description: `<p>${inBody}</p>`,
      start_date: '2027-01-12 18:00:00',
      end_date: '2027-01-12 19:00:00',
    });
    const trashed = await createSeries(admin.token, { title: `Gone ${word}` });
    expect((await call(api('en', `/events/${trashed.id}`), { method: 'DELETE', token: admin.token })).status).toBe(200);

    const search = async (terms: string, extra = '', token?: string) => {
      const response = await call(api('en', `/events?search=${terms}&${JANUARY}&per_page=50${extra}`), { token });
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(response.body.events.length);
      return response.body;
    };
    // The series' word: every date showing its text, the protected one by its title, never the draft, the date
    // whose own title lost it, nor the trashed series' dates.
    expect(ids(await search(word))).toEqual([locked, ...rest]);
    // The body's word (kept in the date's own text): the protected date's body is not read anonymously; an
    // administrator reads it, and lists the draft. In start order, the single event between the dates.
    expect(ids(await search(inBody))).toEqual([own, single.id, ...rest]);
    expect(ids(await search(inBody, '', admin.token))).toEqual([own, locked, single.id, draft, ...rest]);
    expect(ids(await search(ownWord))).toEqual([own, single.id]);
    // Two words, one in the title, one in the body: the protected date would need both in its title.
    expect(ids(await search(`${word}+${inBody}`))).toEqual(rest);
    expect(ids(await search(`${word}+${inBody}`, '', admin.token))).toEqual([locked, draft, ...rest]);
    // Three words and more are tested as one bound list: the same answer.
    expect(ids(await search(`yoga+${word}+${inBody}`))).toEqual(rest);
    expect(ids(await search(`${inBody}+mats+given`))).toEqual([own, ...rest]);
    // Another walk (the series' own dates) tests the same texts on each date it reads.
    expect(ids(await search(inBody, `&series=${series.id}`))).toEqual([own, ...rest]);
    expect(ids(await search(word, `&series=${series.id}`, admin.token))).toEqual([locked, draft, ...rest]);
    // Collapsed: each series once, as its first date the search keeps (a date with its own text is its series').
    expect(ids(await search(ownWord, '&collapse=series'))).toEqual([own, single.id]);
    expect(ids(await search(inBody, '&collapse=series'))).toEqual([own, single.id]);
    expect(ids(await search(word, '&collapse=series'))).toEqual([locked]);
    // Pages and totals as one list.
    const paged = await call(api('en', `/events?search=${inBody}&${JANUARY}&per_page=2&page=2`));
    expect(paged.body.total).toBe(rest.length + 2);
    expect(ids(paged.body)).toEqual([own, single.id, ...rest].slice(2, 4));
  });

  it('answers ten indexed words with every filter, in a list, a collapsed list and a feed (bound values)', async () => {
    const categories = [await makeTerm('category'), await makeTerm('category')];
    const tag = await makeTerm('tag');
    const venue = await makeVenue({ geoLat: 41.3874, geoLng: 2.1686 });
    const organizer = await makeOrganizer();
    const words = Array.from({ length: 10 }, (_, i) => `word${i}abc`).join('+');
    // Without a venue the search drives the walk (its arms), with one the venue's events do (the search a condition).
    const links = `categories=${categories.join(',')}&tags=${tag}&organizer=${organizer.id}&featured=1&ticketed=0&modified_after=2020-01-01`;
    const filters = `${links}&venue=${venue.id}`;
    const geoloc = 'geoloc_lat=41.38&geoloc_lng=2.17&geoloc_radius=10';
    // The search's texts take at most five bound values per test, whatever its number of words (before: 22).
    for (const path of [
      `/events?search=${words}`,
      `/events?search=${words}&collapse=series&${filters}&${geoloc}`,
      `/events.ics?search=${words}&${filters}`,
      `/events?search=${words}&collapse=series&${links}`,
      `/events.ics?search=${words}&${links}`,
    ]) {
      const response = await call(api('en', path));
      expect(response.status, path).toBe(200);
    }
  });
});
