import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganizer, makeVenue } from '../../helpers/factories';
import { api, call, userWithToken } from '../../helpers/http';

/**
 * What a password-protected item hides does not shape an answer (second hardening round, docs/security.md
 * "Visibility"): `search` on venues and organizers matches only the fields a locked item shows (the wire schema's
 * `kept` fields), and `event=` on the link lists answers as the protected event itself answers.
 */

let venue = 0;
let organizer = 0;
let event = 0;

beforeAll(async () => {
  venue = (
    await makeVenue({
      password: 'secret',
      address: 'Carrer Quokka 7',
      city: 'Wombatville',
      state: 'Numbatshire',
      texts: { en: { title: 'Platypus Hall', description: 'A zebra on the stage.' } },
    })
  ).id;
  organizer = (
    await makeOrganizer({
      password: 'secret',
      email: 'kiwi@example.com',
      phone: '555 0199',
      texts: { en: { title: 'Echidna Productions', description: 'Hidden okapi notes.' } },
    })
  ).id;
  event = await makeEvent({ password: 'secret', venueId: venue, organizerIds: [organizer] });
});

// biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
const list = (path: string, token?: string) => call<any>(api('en', path), { token });

describe('search does not match what a protected item hides', () => {
  it.each([
    ['venues', 'zebra'],
    ['venues', 'quokka'],
    ['venues', 'wombatville'],
    ['venues', 'platypus'],
    ['organizers', 'okapi'],
    ['organizers', 'kiwi'],
    ['organizers', '0199'],
    ['organizers', 'echidna'],
  ])('/%s?search=%s finds nothing for anonymous readers, the item for whoever unlocks it', async (route, word) => {
    const anonymous = await list(`/${route}?search=${word}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.total).toBe(0);
    const id = route === 'venues' ? venue : organizer;
    const { token } = await userWithToken('editor');
    // An editor reads it redacted too, unless in the edit context; the password unlocks it for anyone.
    expect((await list(`/${route}?search=${word}`, token)).body.total).toBe(0);
    const editor = await list(`/${route}?search=${word}&context=edit`, token);
    expect(editor.body[route].map((item: { id: number }) => item.id)).toEqual([id]);
    const unlocked = await list(`/${route}?search=${word}&password=secret`);
    expect(unlocked.body[route].map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await list(`/${route}?search=${word}&password=wrong`)).body.total).toBe(0);
  });

  it('matches the fields a locked item shows (a venue state)', async () => {
    const found = await list('/venues?search=numbatshire');
    expect(found.body.venues.map((item: { id: number }) => item.id)).toEqual([venue]);
    expect(found.body.venues[0].description ?? '').toBe('');
  });
});

describe('event= of a password-protected event answers as the event does', () => {
  it.each(['categories', 'tags', 'venues', 'organizers'])(
    '/%s?event=<protected> is 403 event-password-protected',
    async (route) => {
      const own = await list(`/events/${event}`);
      expect([own.status, own.body.code]).toEqual([403, 'event-password-protected']);
      const links = await list(`/${route}?event=${event}`);
      expect([links.status, links.body.code]).toEqual([403, 'event-password-protected']);
      const { token } = await userWithToken('editor');
      expect((await list(`/${route}?event=${event}`, token)).status).toBe(200);
    },
  );

  it('the event password unlocks the venue and organizer lists, which take one', async () => {
    const venues = await list(`/venues?event=${event}&password=secret`);
    expect(venues.status).toBe(200);
    expect(venues.body.venues.map((item: { id: number }) => item.id)).toEqual([venue]);
  });
});
