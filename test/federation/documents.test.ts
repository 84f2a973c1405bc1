import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { configOf } from '../../src/config';
import { createDb, newMeter } from '../../src/db/client';
import type { FederationMessage } from '../../src/federation';
import { refreshSeries } from '../../src/federation/federation.run';
import { ruleInWords } from '../../src/i18n/rule-in-words';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Our own ActivityStreams documents (docs/federation.md): an event's `Event` and its page for browsers, the
 * outbox (public items now, newest publication first, paged), the followers' count, and the daily refresh that
 * moves a series' `Event` to its first date that has not ended.
 */

// biome-ignore lint/suspicious/noExplicitAny: ActivityStreams documents are read loosely; assertions check them
type Json = Record<string, any>;

const AS = { accept: 'application/activity+json' };
let token = '';

async function create(body: Json): Promise<Json> {
  const response = await call(api('es', '/events'), { method: 'POST', token, body });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  ({ token } = await userWithToken('administrator'));
});

describe('objects', () => {
  it('serves a public event as an Event in the actor’s language, and sends a browser to its page', async () => {
    const event = await create({
      title: 'Mercat de Nadal',
      status: 'publish',
      start_date: '2031-12-20 10:00:00',
      end_date: '2031-12-20 20:00:00',
      categories: ['Fires i mercats'],
    });
    const object = await call(`/ap/actors/es/events/${event.id}`, { headers: AS });
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/activity+json');
    expect(object.body).toMatchObject({
      id: `http://calendar.test/ap/actors/es/events/${event.id}`,
      type: 'Event',
      nameMap: { es: 'Mercat de Nadal' },
      startTime: '2031-12-20T10:00:00+01:00',
      endTime: '2031-12-20T20:00:00+01:00',
      url: event.url,
      tag: [{ type: 'Hashtag', name: '#FiresIMercats' }],
    });
    expect(object.body['@context'][0]).toBe('https://www.w3.org/ns/activitystreams');
    // `env` calls the Worker directly, so the redirect is seen rather than followed.
    const page = await call(`/ap/actors/es/events/${event.id}`, { headers: { accept: 'text/html' }, env: {} });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(event.url);
  });

  it('answers 404 for a draft or an unknown id, and a Tombstone (410) once a federated event is withdrawn', async () => {
    const draft = await create({
      title: 'Esborrany',
      status: 'draft',
      start_date: '2031-12-21 10:00:00',
      end_date: '2031-12-21 11:00:00',
    });
    expect((await call(`/ap/actors/es/events/${draft.id}`, { headers: AS })).status).toBe(404);
    expect((await call(`/ap/actors/es/events/${draft.id}`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await call('/ap/actors/es/events/999999', { headers: AS })).status).toBe(404);
    const event = await create({
      title: 'Retirat',
      status: 'publish',
      start_date: '2031-12-22 10:00:00',
      end_date: '2031-12-22 11:00:00',
    });
    await env.DB.prepare(
      `insert into federation_objects (item_id, state, published_at, updated_at) values (?, 'gone', '2031-01-01T00:00:00.000Z', '2031-01-02T00:00:00.000Z')`,
    )
      .bind(event.id)
      .run();
    expect((await call(api('es', `/events/${event.id}`), { method: 'DELETE', token })).status).toBe(200);
    const gone = await call(`/ap/actors/es/events/${event.id}`, { headers: AS });
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ type: 'Tombstone', id: `http://calendar.test/ap/actors/es/events/${event.id}` });
  });
});

describe('outbox and followers', () => {
  it('pages the Creates of the public items, newest publication first', async () => {
    const older = await create({
      title: 'Older',
      status: 'publish',
      date: '2030-01-01 10:00:00',
      start_date: '2031-11-01 10:00:00',
      end_date: '2031-11-01 11:00:00',
    });
    const newer = await create({
      title: 'Newer',
      status: 'publish',
      date: '2030-02-01 10:00:00',
      start_date: '2031-10-01 10:00:00',
      end_date: '2031-10-01 11:00:00',
    });
    const hidden = await create({
      title: 'Protected',
      status: 'publish',
      password: 'x',
      start_date: '2031-10-02 10:00:00',
      end_date: '2031-10-02 11:00:00',
    });
    const collection = await call('/ap/actors/en/outbox', { headers: AS });
    expect(collection.body).toMatchObject({
      type: 'OrderedCollection',
      first: 'http://calendar.test/ap/actors/en/outbox?page=1',
    });
    const total = collection.body.totalItems as number;
    const items: Json[] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
      const body = (await call(`/ap/actors/en/outbox?page=${page}`, { headers: AS })).body;
      expect(body.type).toBe('OrderedCollectionPage');
      items.push(...body.orderedItems);
    }
    expect(items).toHaveLength(total);
    expect(items.every((item) => item.type === 'Create' && item.object.type === 'Event')).toBe(true);
    const ids = items.map((item) => item.object.id);
    const at = (id: number) => ids.indexOf(`http://calendar.test/ap/actors/en/events/${id}`);
    expect(at(newer.id)).toBeGreaterThanOrEqual(0);
    expect(at(newer.id)).toBeLessThan(at(older.id));
    expect(at(hidden.id)).toBe(-1);
    expect((await call('/ap/actors/en/outbox?page=0', { headers: AS })).status).toBe(404);
  });

  it('counts the followers of each actor, and names none of them', async () => {
    await env.DB.prepare(
      `insert into federation_followers (actor, follower_uri, inbox, origin, created_at) values ('ca', 'https://remote.example/users/a', 'https://remote.example/users/a/inbox', 'http://calendar.test', '2031-01-01')`,
    ).run();
    const ca = await call('/ap/actors/ca/followers', { headers: AS });
    expect(ca.body).toEqual(expect.objectContaining({ type: 'OrderedCollection', totalItems: 1 }));
    expect(JSON.stringify(ca.body)).not.toContain('remote.example');
    expect((await call('/ap/actors/en/followers', { headers: AS })).body.totalItems).toBe(0);
  });
});

describe('the daily refresh of series', () => {
  it('moves a series’ Event to its first date that has not ended, once', async () => {
    const start = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const series = await create({
      title: 'Ioga al parc',
      status: 'publish',
      start_date: `${start} 10:00:00`,
      end_date: `${start} 11:00:00`,
      timezone: 'UTC',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=10'],
    });
    const dates = (await call(api('es', `/events?series=${series.series_id}&start_date=${start}&per_page=20`))).body
      .events as Json[];
    expect(dates).toHaveLength(10);
    const nowWall = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const next = dates.find((date) => date.utc_end_date > nowWall)!;
    await env.DB.batch([
      env.DB.prepare(`insert or ignore into federation_state (id, sent_seq) values (1, 0)`),
      env.DB.prepare(
        `insert into federation_followers (actor, follower_uri, inbox, origin, created_at) values ('es', 'https://remote.example/users/b', 'https://remote.example/users/b/inbox', 'http://calendar.test', '2031-01-01')`,
      ),
      env.DB.prepare(
        `insert into federation_objects (item_id, state, occurrence_id, published_at, updated_at) values (?, 'live', ?, '2031-01-01T00:00:00.000Z', '2031-01-01T00:00:00.000Z')`,
      ).bind(series.series_id, dates[0]!.id),
    ]);
    const sent: FederationMessage[] = [];
    const queue = {
      sendBatch: async (messages: { body: FederationMessage }[]) => void sent.push(...messages.map((m) => m.body)),
    };
    const recording = { ...env, FEDERATION_QUEUE: queue } as unknown as typeof env;
    const db = createDb(env.DB, newMeter());
    await refreshSeries(recording, db, configOf(recording));
    const deliveries = sent.filter((m) => m.kind === 'deliver' && m.actor === 'es');
    expect(deliveries).toHaveLength(1);
    const update = JSON.parse((deliveries[0] as { activity: string }).activity);
    expect(update.type).toBe('Update');
    expect(update.object.id).toBe(`http://calendar.test/ap/actors/es/events/${series.series_id}`);
    expect(update.object.startTime).toBe(`${next.start_date.replace(' ', 'T')}+00:00`);
    const words = ruleInWords('es', ['RRULE:FREQ=DAILY;COUNT=10'], next.occurrence_start ?? next.start_date, 'UTC');
    expect(words).toBeTruthy();
    expect(update.object.content).toContain(`<p>${words}</p>`);
    sent.length = 0;
    await refreshSeries(recording, db, configOf(recording));
    expect(sent).toEqual([]);
  });
});
