import { describe, expect, it } from 'vitest';
import { createEvent, uniqueName } from '../helpers/factories';
import { api, call, type Root, userWithToken } from '../helpers/http';
import { createSeries, datesOf } from '../resources/events/series/series-helpers';
import { apply, changesSince, exportOf, sorted } from './sync-helpers';

/**
 * A replica built from an export and every later `/changes` equals a fresh export (docs/sync.md; the contract's
 * builds and sync): after each kind of change, the changes since the last token are applied to the replica and
 * compared with a new export, item by item. Password-protected items are left out of the export, as `/changes`
 * deletes them: before, the export wrote them redacted and a replica lacked what a fresh export had.
 */

type Item = Record<string, unknown>;
const uncounted = (term: unknown) => {
  const { count: _count, ...rest } = term as Item;
  return rest;
};

/**
 * The replica's entries without term counts: "term `count` changes alone are not changes" (docs/sync.md), so a
 * count, standalone or embedded in an event, may be older in a replica than in a fresh export; everything else
 * must be equal.
 */
function comparable(replica: Map<string, unknown>) {
  return sorted(replica).map(([key, value]) => {
    const item = value as Item;
    if (key.startsWith('category:') || key.startsWith('tag:')) return [key, uncounted(item)];
    const terms = (list: unknown) => (Array.isArray(list) ? list.map(uncounted) : list);
    return [key, { ...item, categories: terms(item.categories), tags: terms(item.tags) }];
  });
}

describe('export + every /changes = a fresh export', { timeout: 240_000 }, () => {
  it.each(['en', 'ca'] as Root[])('through every kind of change, under /%s', async (root) => {
    const { token } = await userWithToken('administrator');
    const send = async (path: string, body: Record<string, unknown> = {}, method = 'POST', lang: Root = root) => {
      const answer = await call(api(lang, path), { method, token, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
      return answer.body;
    };
    const category = await send('/categories', { name: uniqueName('Replay category') });
    const tag = await send('/tags', { name: uniqueName('Replay tag') });
    const venue = await send('/venues', { venue: uniqueName('Replay hall'), status: 'publish' });
    const organizer = await send('/organizers', { organizer: uniqueName('Replay crew'), status: 'publish' });
    const event = await createEvent(
      token,
      { status: 'publish', venue: venue.id, organizer: [organizer.id], categories: [category.id], tags: [tag.id] },
      root,
    );
    const other = await createEvent(token, { status: 'publish', venue: venue.id }, root);

    let state = await exportOf('', root);
    let replica = state.replica;
    expect(replica.has(`event:${event.id}`)).toBe(true);
    const seriesDates: number[] = [];
    const steps: [string, () => Promise<unknown>][] = [
      ['create', () => createEvent(token, { status: 'publish', categories: [category.id] }, root)],
      ['update', () => send(`/events/${event.id}`, { title: uniqueName('Retitled') }, 'PATCH')],
      ['translate', () => send(`/events/${event.id}`, { title: 'Traducido', i18n_language: 'es' }, 'POST')],
      ['remove a translation', () => send(`/events/${event.id}?translation=es`, {}, 'DELETE')],
      ['protect an event', () => send(`/events/${other.id}`, { password: 'secret' }, 'PATCH')],
      ['unprotect it', () => send(`/events/${other.id}`, { password: '' }, 'PATCH')],
      ['protect a venue', () => send(`/venues/${venue.id}`, { password: 'secret' }, 'PATCH')],
      ['rename the protected venue', () => send(`/venues/${venue.id}`, { venue: uniqueName('Hidden hall') }, 'PATCH')],
      ['unprotect the venue', () => send(`/venues/${venue.id}`, { password: '' }, 'PATCH')],
      ['rename the venue', () => send(`/venues/${venue.id}`, { venue: uniqueName('Renamed hall') }, 'PATCH')],
      ['protect an organizer', () => send(`/organizers/${organizer.id}`, { password: 'secret' }, 'PATCH')],
      ['unprotect it', () => send(`/organizers/${organizer.id}`, { password: '' }, 'PATCH')],
      ['unpublish', () => send(`/events/${other.id}`, { status: 'draft' }, 'PATCH')],
      ['publish again', () => send(`/events/${other.id}`, { status: 'publish' }, 'PATCH')],
      ['rename a category', () => send(`/categories/${category.id}`, { name: uniqueName('Renamed category') })],
      ['tag an event', () => send(`/events/${other.id}`, { tags: [tag.id] }, 'PATCH')],
      ['delete a tag', () => send(`/tags/${tag.id}`, {}, 'DELETE')],
      ['trash', () => send(`/events/${other.id}`, {}, 'DELETE')],
      [
        'create a series',
        async () => {
          const series = await createSeries(token, { status: 'publish', title: uniqueName('Replay series') }, root);
          seriesDates.push(series.id, ...(await datesOf(series.id)).map((date: { id: number }) => date.id));
        },
      ],
      [
        'retitle the series',
        () => send(`/events/${seriesDates[0]}`, { title: uniqueName('Series retitled') }, 'PATCH'),
      ],
      ['move one date', () => send(`/events/${seriesDates[2]}`, { title: uniqueName('Moved date') }, 'PATCH')],
      ['cancel one date', () => send(`/events/${seriesDates[3]}`, {}, 'DELETE')],
      [
        'change the rule',
        () => send(`/events/${seriesDates[0]}`, { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'] }, 'PATCH'),
      ],
      [
        'add a date (RDATE: the other dates unchanged)',
        async () => {
          const record = await call<{ recurrence: string[] }>(api(root, `/events/${seriesDates[0]}`));
          const lines = [...record.body.recurrence, 'RDATE;TZID=Europe/Madrid:20270302T190000'];
          return send(`/events/${seriesDates[0]}`, { recurrence: lines }, 'PATCH');
        },
      ],
      [
        'split from a date (scope=following)',
        async () => {
          const dates = await datesOf(seriesDates[0]!);
          return send(`/events/${dates[1].id}`, { scope: 'following', title: uniqueName('Split') }, 'PATCH');
        },
      ],
      ['protect the series', () => send(`/events/${seriesDates[0]}`, { password: 'secret' }, 'PATCH')],
      ['unprotect the series', () => send(`/events/${seriesDates[0]}`, { password: '' }, 'PATCH')],
      ['trash the series', () => send(`/events/${seriesDates[0]}`, {}, 'DELETE')],
    ];
    for (const [name, change] of steps) {
      await change();
      const since = await changesSince(state.token, '', root);
      replica = apply(replica, since.changes);
      const fresh = await exportOf('', root);
      expect(comparable(replica), `after "${name}"`).toEqual(comparable(fresh.replica));
      state = { replica, token: since.token };
    }
  });

  it('leaves password-protected events, series, venues and organizers out of the export', async () => {
    const { token } = await userWithToken('administrator');
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token,
      body: { venue: uniqueName('Locked hall'), status: 'publish', password: 'secret' },
    });
    const organizer = await call(api('en', '/organizers'), {
      method: 'POST',
      token,
      body: { organizer: uniqueName('Locked crew'), status: 'publish', password: 'secret' },
    });
    const event = await createEvent(token, { status: 'publish', password: 'secret' });
    const series = await createSeries(token, { status: 'publish', password: 'secret' });
    const open = await createEvent(token, { status: 'publish', venue: venue.body.id });
    const { replica } = await exportOf('');
    for (const key of [`venue:${venue.body.id}`, `organizer:${organizer.body.id}`, `event:${event.id}`]) {
      expect(replica.has(key), key).toBe(false);
    }
    expect(replica.has(`series:${series.id}`)).toBe(false);
    expect([...replica.values()].some((item) => (item as { series_id?: number }).series_id === series.id)).toBe(false);
    // An open event at a protected venue is in, its venue redacted as every list shows it.
    expect(replica.has(`event:${open.id}`)).toBe(true);
  });
});
