import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { readExport } from './sync-helpers';

/** A fresh token: the last line of an export (of one small kind, to stay cheap). */
async function currentToken(): Promise<string> {
  const { lines } = await readExport(api('en', '/export?types=tags'));
  const last = lines[lines.length - 1]!;
  expect(last.type).toBe('sync');
  return last.sync_token!;
}

const changesSince = (token: string, root: '' | 'ca' | 'en' | 'es' = 'en') =>
  // biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
  call<any>(api(root, `/changes?sync_token=${encodeURIComponent(token)}`));

describe('GET /changes', { timeout: 60_000 }, () => {
  it('reports each affected item once, with the right action, oldest first', async () => {
    const admin = await userWithToken('administrator');
    const t0 = await currentToken();
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Sync Hall' },
    });
    expect(venue.status).toBe(201);
    const a = await createEvent(admin.token, { venue: venue.body.id });
    const b = await createEvent(admin.token, { categories: ['Sync counted'] });
    const c = await createEvent(admin.token, { categories: ['Sync counted'] });
    const d = await createEvent(admin.token);
    const e = await createEvent(admin.token);
    const translated = await call(api('ca', `/events/${e.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Esdeveniment en català' },
    });
    expect(translated.status).toBe(200);

    const first = await changesSince(t0);
    expect(first.status).toBe(200);
    expect(first.body.has_more).toBe(false);
    const firstKeys = first.body.changes.map((ch: { type: string; id: number }) => `${ch.type}:${ch.id}`);
    expect(new Set(firstKeys).size).toBe(firstKeys.length);
    expect(firstKeys).toEqual(
      expect.arrayContaining([`venue:${venue.body.id}`, `event:${a.id}`, `event:${b.id}`, `event:${e.id}`]),
    );
    expect(first.body.changes.every((ch: { action: string }) => ch.action === 'upsert')).toBe(true);
    const upsertA = first.body.changes.find((ch: { id: number }) => ch.id === a.id);
    expect(upsertA.item).toMatchObject({ id: a.id, title: a.title, venue: { id: venue.body.id } });

    const t1 = first.body.next_sync_token as string;
    expect((await changesSince(t1)).body).toMatchObject({ changes: [], has_more: false });

    const patch = (root: 'en' | 'ca', id: number, body: Record<string, unknown>) =>
      call(api(root, `/events/${id}`), { method: 'PATCH', token: admin.token, body });
    expect((await patch('en', a.id, { title: 'Renamed A' })).status).toBe(200);
    expect((await patch('ca', b.id, { title: 'B en català' })).status).toBe(200);
    expect((await call(api('en', `/events/${c.id}`), { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await patch('en', d.id, { status: 'draft' })).status).toBe(200);
    const removed = await call(api('es', `/events/${e.id}?translation=ca`), { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(200);
    const trashed = await call(api('en', `/venues/${venue.body.id}`), { method: 'DELETE', token: admin.token });
    expect(trashed.status).toBe(200);

    const second = await changesSince(t1, 'ca');
    expect(second.status).toBe(200);
    const summary = second.body.changes.map((ch: { type: string; id: number; action: string }) => [
      ch.type,
      ch.id,
      ch.action,
    ]);
    // The trashed event's category lost a published event: a count change only, not reported.
    expect(summary).toEqual([
      ['event', b.id, 'upsert'],
      ['event', c.id, 'delete'],
      ['event', d.id, 'delete'],
      ['event', e.id, 'upsert'],
      ['venue', venue.body.id, 'delete'],
      ['event', a.id, 'upsert'],
    ]);
    // Under the Catalan root, items are read in Catalan (with fallback) and keep their latest state.
    const itemB = second.body.changes[0].item;
    expect(itemB).toMatchObject({ title: 'B en català', i18n_language: 'ca' });
    const itemE = second.body.changes[3].item;
    expect(itemE.i18n_language).toBe('en');
    expect(Object.keys(itemE.translations)).toEqual(['en']);
    const itemA = second.body.changes[5].item;
    expect(itemA.title).toBe('Renamed A');
    expect(second.body.changes[1].item).toBeUndefined();
  });

  it('pages 500 changes at a time with has_more, and the token works under every root', async () => {
    const t0 = await currentToken();
    const ids = await makeEvents(
      Array.from({ length: 620 }, (_, i) => ({ start: `2028-01-01 ${String(i % 24).padStart(2, '0')}:00:00` })),
    );
    const page1 = await changesSince(t0, '');
    expect(page1.body.changes).toHaveLength(500);
    expect(page1.body.has_more).toBe(true);
    const page2 = await changesSince(page1.body.next_sync_token, 'es');
    expect(page2.body.has_more).toBe(false);
    const seen = [...page1.body.changes, ...page2.body.changes].map((ch: { id: number }) => ch.id);
    expect(seen).toEqual(ids);
  });

  it('refuses a missing token (400) and an invalid or expired one (410), in the root language', async () => {
    const missing = await call(api('es', '/changes'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { status: 400, params: ['sync_token'] },
    });
    for (const token of ['nonsense', 'a.b', btoa('999999999.1').replace(/=+$/, '')]) {
      const bad = await changesSince(token);
      expect(bad.status).toBe(410);
      expect(bad.body).toMatchObject({ code: 'rest_sync_token_expired', data: { status: 410 } });
    }
    // Issued 31 days ago: beyond the default retention of 30 days.
    const old = btoa(`0.${Math.floor(Date.now() / 1000) - 31 * 86_400}`).replace(/=+$/, '');
    const expired = await changesSince(old, 'ca');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/sincronització/);
  });
});
