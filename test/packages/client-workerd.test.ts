import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CalendarApiError, createClient, type SyncStore } from '../../packages/client/src/index';
import { makeEvents } from '../helpers/factories';
import { ORIGIN } from '../helpers/http';

/**
 * calendar-events-client inside workerd (docs/builds.md): the client runs in a Worker, here against the service's
 * own fetch handler; its runtime code uses web APIs only (fetch, streams, TextDecoder).
 */
describe('calendar-events-client in a Worker', { timeout: 60_000 }, () => {
  const client = createClient({
    url: `${ORIGIN}/ca/calendar/events/v1`,
    fetch: (request) => exports.default.fetch(request),
  });

  it('walks pages, reads the export and syncs a store', async () => {
    const ids = await makeEvents(Array.from({ length: 3 }, () => ({})));
    const listed: number[] = [];
    for await (const page of client.pages('/events', { include: ids, per_page: 2 })) {
      listed.push(...page.items.map((item) => item.id));
    }
    expect(listed.sort()).toEqual([...ids].sort());

    const items = new Map<string, unknown>();
    let token: string | undefined;
    const store: SyncStore = {
      getToken: () => token,
      setToken: (next) => {
        token = next;
      },
      upsert: (type, item) => items.set(`${type}:${item.id}`, item),
      delete: (type, id) => items.delete(`${type}:${id}`),
      clear: () => items.clear(),
    };
    const first = await client.sync(store, { types: 'events' });
    expect(first).toMatchObject({ full: true, upserts: 3, deletes: 0 });
    const [added] = await makeEvents([{}]);
    const second = await client.sync(store, { types: 'events' });
    expect(second).toMatchObject({ full: false, upserts: 1, deletes: 0 });
    expect([...items.keys()].sort()).toEqual([...ids, added!].map((id) => `event:${id}`).sort());
  });

  it('fails with the API error: its code and status', async () => {
    const failure = await client.changes('not-a-token').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CalendarApiError);
    expect(failure).toMatchObject({ code: 'rest_sync_token_expired', status: 410 });
  });
});
