import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf } from './series-helpers';

const JANUARY = 'start_date=2027-01-01&end_date=2027-01-31';

describe('GET /events and series (docs/recurrence.md, "Reading")', () => {
  it('lists the dates of given series with series=, in start order, with exact totals', async () => {
    const admin = await userWithToken('administrator');
    const a = await createSeries(admin.token);
    const b = await createSeries(admin.token, { start_date: '2027-01-06 10:00:00', end_date: '2027-01-06 11:00:00' });
    await createEvent(admin.token, { start_date: '2027-01-10 10:00:00', end_date: '2027-01-10 11:00:00' });
    const one = await call(api('en', `/events?series=${a.id}&${JANUARY}&per_page=4`));
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(6);
    expect(one.headers.get('X-TEC-Total')).toBe('6');
    expect(one.body.events.map((e: { series_id: number }) => e.series_id)).toEqual([a.id, a.id, a.id, a.id]);
    expect(one.body.rest_url).toContain(`series=${a.id}`);
    const both = await call(api('en', `/events?series=${a.id},${b.id}&${JANUARY}&per_page=50`));
    expect(both.body.total).toBe(12);
    const starts = both.body.events.map((e: { utc_start_date: string }) => e.utc_start_date);
    expect(starts).toEqual([...starts].sort());
  });

  it('refuses series= naming anything but a series', async () => {
    const admin = await userWithToken('administrator');
    const single = await createEvent(admin.token);
    const series = await createSeries(admin.token);
    const [date] = await datesOf(series.id);
    for (const id of [single.id, date.id, 999_999]) {
      const response = await call(api('en', `/events?series=${id}`));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.data.params)).toEqual(['series']);
    }
  });

  it('lists each series once with collapse=series, as its first date in the window', async () => {
    const admin = await userWithToken('administrator');
    const a = await createSeries(admin.token);
    const b = await createSeries(admin.token, { start_date: '2027-01-06 10:00:00', end_date: '2027-01-06 11:00:00' });
    const single = await createEvent(admin.token, {
      start_date: '2027-01-10 10:00:00',
      end_date: '2027-01-10 11:00:00',
    });
    const window = 'start_date=2027-01-08&end_date=2027-01-31';
    const collapsed = await call(api('en', `/events?collapse=series&${window}&series=${a.id},${b.id}`));
    expect(collapsed.body.total).toBe(2);
    expect(
      collapsed.body.events.map((e: { series_id: number; start_date: string }) => [e.series_id, e.start_date]),
    ).toEqual([
      [b.id, '2027-01-12 10:00:00'],
      [a.id, '2027-01-12 19:00:00'],
    ]);
    const all = await call(api('en', `/events?collapse=series&${window}&per_page=50`));
    const ids = all.body.events.map((e: { id: number }) => e.id);
    expect(ids).toContain(single.id);
    const seriesIds = all.body.events.map((e: { series_id: number | null }) => e.series_id).filter(Boolean);
    expect(new Set(seriesIds).size).toBe(seriesIds.length);
    expect(all.body.total).toBe(all.body.events.length);
    const paged = await call(api('en', `/events?collapse=series&${window}&per_page=1&page=2`));
    expect(paged.body.total).toBe(all.body.total);
    expect(paged.body.events[0].id).toBe(ids[1]);
  });

  it('shows nothing of a series the caller may not read, and drafts to editors through status', async () => {
    const admin = await userWithToken('administrator');
    const draft = await createSeries(admin.token, { status: 'draft' });
    const anonymous = await call(api('en', `/events?series=${draft.id}&${JANUARY}`));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.events).toEqual([]);
    expect(anonymous.body.total).toBe(0);
    const editor = await userWithToken('editor');
    const drafts = await call(api('en', `/events?series=${draft.id}&status=draft&${JANUARY}`), { token: editor.token });
    expect(drafts.body.total).toBe(6);
    const draftSingle = await createEvent(admin.token, { status: 'draft' });
    const single = await call(api('en', `/events/${draftSingle.id}`));
    const record = await call(api('en', `/events/${draft.id}`));
    expect([record.status, record.body.code]).toEqual([single.status, single.body.code]);
  });

  it("lists nothing of another contributor's draft series to a contributor, as its record is a 403", async () => {
    const owner = await userWithToken('contributor');
    const other = await userWithToken('contributor');
    const draft = await createSeries(owner.token, { description: 'The draft description nobody else reads.' });
    expect(draft.status).toBe('draft');
    const query = `/events?series=${draft.id}&status=draft&${JANUARY}`;
    const record = await call(api('en', `/events/${draft.id}`), { token: other.token });
    expect(record.status).toBe(403);
    const listed = await call(api('en', query), { token: other.token });
    expect(listed.status).toBe(200);
    expect([listed.body.total, listed.body.events]).toEqual([0, []]);
    // Every status the contributor may list, collapsed too: nothing.
    const collapsed = await call(api('en', `/events?series=${draft.id}&collapse=series&${JANUARY}`), {
      token: other.token,
    });
    expect(collapsed.body.total).toBe(0);
    // Its author and an editor read its dates.
    expect((await call(api('en', query), { token: owner.token })).body.total).toBe(6);
    const editor = await userWithToken('editor');
    expect((await call(api('en', query), { token: editor.token })).body.total).toBe(6);
  });

  it('keeps every other filter on dates: search, featured, hidden from listings', async () => {
    const admin = await userWithToken('administrator');
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const series = await createSeries(admin.token, { title: `Yoga ${word}`, featured: true });
    const found = await call(api('en', `/events?search=${word}&${JANUARY}&per_page=50`));
    expect(found.body.total).toBe(6);
    expect(found.body.events.every((e: { series_id: number }) => e.series_id === series.id)).toBe(true);
    const featured = await call(api('en', `/events?featured=1&series=${series.id}&${JANUARY}`));
    expect(featured.body.total).toBe(6);
    const [date] = await datesOf(series.id);
    await call(api('en', `/events/${date.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { hide_from_listings: true },
    });
    const listed = await call(api('en', `/events?search=${word}&${JANUARY}&per_page=50`));
    expect(listed.body.total).toBe(5);
    expect((await call(api('en', `/events/${date.id}`))).status).toBe(200);
  });

  it('finds the dates of a series when a search walks the window, after its texts change too', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, { title: 'Yoga by the sea' });
    const dates = (await datesOf(series.id)).map((date: { id: number }) => date.id);
    // Two letters have no trigram: the search walks the window's search rows (docs/search.md), each date's row
    // holding its series' texts (docs/recurrence.md, "Reading").
    const search = async (word: string, extra = '') => {
      const response = await call(api('en', `/events?search=${word}&${JANUARY}&per_page=50${extra}`));
      expect(response.status).toBe(200);
      return response.body;
    };
    const ids = (body: { events: { id: number }[] }) => body.events.map((event) => event.id);
    expect(ids(await search('og'))).toEqual(expect.arrayContaining(dates));
    const collapsed = await search('og', '&collapse=series');
    expect(
      collapsed.events.filter((e: { series_id: number }) => e.series_id === series.id).map((e: { id: number }) => e.id),
    ).toEqual([dates[0]]);
    const edited = await call(api('en', `/events/${series.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Pilates by the sea' },
    });
    expect(edited.status).toBe(200);
    expect(ids(await search('og'))).not.toEqual(expect.arrayContaining([dates[0]]));
    expect(ids(await search('il'))).toEqual(expect.arrayContaining(dates));
  });
});
