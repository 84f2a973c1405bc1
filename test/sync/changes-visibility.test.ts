import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { readExport } from './sync-helpers';

/**
 * `/changes` tells only what an anonymous reader could see (second hardening round, docs/sync.md "Change log"):
 * an item that never was public never appears, editing a hidden item moves nothing, an item that stops being
 * public (unpublished, private, password-protected) is a `delete`, one that becomes public an `upsert`.
 */

async function currentToken(): Promise<string> {
  const { lines } = await readExport(api('en', '/export?types=tags'));
  return lines[lines.length - 1]!.sync_token!;
}

// biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
const changesSince = (token: string) => call<any>(api('en', `/changes?sync_token=${encodeURIComponent(token)}`));

type Change = { type: string; id: number; action: string; item?: unknown };
const summary = (changes: Change[]) => changes.map((ch) => [ch.type, ch.id, ch.action]);

describe('GET /changes shows only what anonymous readers could see', { timeout: 60_000 }, () => {
  it('never lists items that were never public, nor moves for edits of hidden items', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const t0 = await currentToken();
    const post = (path: string, body: Record<string, unknown>, token = admin.token) =>
      call(api('en', path), { method: 'POST', token, body });
    const hidden = {
      draft: await createEvent(admin.token, { status: 'draft' }),
      pending: await createEvent(contributor.token, { status: 'publish' }),
      private: await createEvent(admin.token, { status: 'private' }),
      future: await createEvent(admin.token, { status: 'future' }),
      protected: await createEvent(admin.token, { password: 'secret' }),
    };
    expect(hidden.pending.status).toBe('pending');
    const venue = await post('/venues', { venue: 'Hidden hall', status: 'draft' });
    const organizer = await post('/organizers', { organizer: 'Hidden host', status: 'private' });
    const protectedVenue = await post('/venues', { venue: 'Locked hall', password: 'secret' });
    // A public event that embeds the hidden venue (an editor may link it; anonymous readers do not see it).
    const shown = await createEvent(admin.token, { venue: venue.body.id });

    const first = await changesSince(t0);
    expect(summary(first.body.changes)).toEqual([['event', shown.id, 'upsert']]);

    // Edits of hidden items (texts, links, translations, terms) leave the log where it was.
    const t1 = first.body.next_sync_token as string;
    for (const event of Object.values(hidden)) {
      const edited = await call(api('ca', `/events/${event.id}`), {
        method: 'POST',
        token: admin.token,
        body: { title: `Ocult ${event.id}`, categories: ['Hidden edits'], organizer: [organizer.body.id] },
      });
      expect(edited.status).toBe(200);
    }
    expect((await post(`/venues/${venue.body.id}`, { venue: 'Hidden hall renamed', city: 'Girona' })).status).toBe(200);
    expect((await post(`/organizers/${organizer.body.id}`, { email: 'host@example.com' })).status).toBe(200);
    expect((await post(`/venues/${protectedVenue.body.id}`, { city: 'Vic' })).status).toBe(200);
    const second = await changesSince(t1);
    // Only the category the edits created is new, and public.
    expect(second.body.changes.map((ch: Change) => ch.type)).toEqual(['category']);
    expect(second.body.changes[0].action).toBe('upsert');
  });

  it('an item that stops being public is a delete (password-protected ones too), one that becomes public an upsert', async () => {
    const admin = await userWithToken('administrator');
    const t0 = await currentToken();
    const patch = (path: string, body: Record<string, unknown>) =>
      call(api('en', path), { method: 'PATCH', token: admin.token, body });
    const unpublished = await createEvent(admin.token);
    const locked = await createEvent(admin.token);
    const published = await createEvent(admin.token, { status: 'draft' });
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Open hall' },
    });
    const t1 = (await changesSince(t0)).body.next_sync_token as string;

    expect((await patch(`/events/${unpublished.id}`, { status: 'draft' })).status).toBe(200);
    expect((await patch(`/events/${locked.id}`, { password: 'secret' })).status).toBe(200);
    expect((await patch(`/events/${published.id}`, { status: 'publish' })).status).toBe(200);
    expect((await patch(`/venues/${venue.body.id}`, { password: 'secret' })).status).toBe(200);
    const changes = (await changesSince(t1)).body.changes as Change[];
    expect(summary(changes)).toEqual([
      ['event', unpublished.id, 'delete'],
      ['event', locked.id, 'delete'],
      ['event', published.id, 'upsert'],
      ['venue', venue.body.id, 'delete'],
    ]);
    expect(changes[1]!.item).toBeUndefined();
    expect(changes[3]!.item).toBeUndefined();

    // Hidden now: further edits do not show.
    const t2 = (await changesSince(t1)).body.next_sync_token as string;
    expect((await patch(`/events/${unpublished.id}`, { title: 'Still a draft' })).status).toBe(200);
    expect((await patch(`/events/${locked.id}`, { title: 'Still locked' })).status).toBe(200);
    expect((await changesSince(t2)).body.changes).toEqual([]);
  });
});
