import { createServer, type Server } from 'node:http';
import { createFederation, generateCryptoKeyPair, MemoryKvStore, signRequest } from '@fedify/fedify';
import { Accept, Create, Delete, Endpoints, Follow, Person, Undo, Update } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, run, startDevServer } from '../helpers/dev-server';

// biome-ignore lint/suspicious/noExplicitAny: ActivityStreams documents are read loosely; assertions check them
type Json = Record<string, any>;

/**
 * Federation end to end (docs/federation.md): the service under `wrangler dev` (real local D1 and Queues) and a
 * real ActivityPub server, a Fedify federation on a loopback port with two people, verifying every signature the
 * calendar sends as the calendar verifies theirs. Alice follows the English actor and offers a shared inbox; Bob
 * follows the Spanish one with his own inbox only.
 */

interface Got {
  /** `alice`, `bob`, or null for the shared inbox. */
  to: string | null;
  type: string;
  json: Json;
}

const got: Got[] = [];
const raw = new Map<string, Json>();
let remote: Server;
let remoteOrigin = '';
let server: DevServer;
let state = '';
const followersCli = (...args: string[]) => run(['scripts/followers.mjs', ...args, '--json', '--persist-to', state]);
const aliceKeys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
const bobKeys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');

const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true });
federation
  .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
    if (identifier !== 'alice' && identifier !== 'bob') return null;
    const keys = await ctx.getActorKeyPairs(identifier);
    return new Person({
      id: ctx.getActorUri(identifier),
      preferredUsername: identifier,
      inbox: ctx.getInboxUri(identifier),
      endpoints: identifier === 'alice' ? new Endpoints({ sharedInbox: ctx.getInboxUri() }) : null,
      publicKey: keys[0]!.cryptographicKey,
    });
  })
  .setKeyPairsDispatcher((_ctx, identifier) => [identifier === 'alice' ? aliceKeys : bobKeys]);
const record = (type: string) => async (ctx: { recipient: string | null }, activity: { id: URL | null }) => {
  got.push({ to: ctx.recipient, type, json: raw.get(activity.id!.href)! });
};
federation
  .setInboxListeners('/users/{identifier}/inbox', '/inbox')
  .on(Accept, record('Accept'))
  .on(Create, record('Create'))
  .on(Update, record('Update'))
  .on(Delete, record('Delete'));

const ctx = () => federation.createContext(new URL(remoteOrigin), undefined);
const AS = { accept: 'application/activity+json' };
const jsonOf = async (response: Response) => (await response.json()) as Json;

async function api(method: string, path: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${server.url}/en/calendar/events/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const objectId = (lang: string, id: number) => `${server.url}/ap/actors/${lang}/events/${id}`;
const about = (id: string) => got.filter((g) => (g.json.object?.id ?? g.json.object) === id);

async function until<T>(what: string, find: () => T | undefined): Promise<T> {
  // A hang guard sized for the slow machine (docs/tests.md): a delivery that timed out under load is retried 30 s later.
  const deadline = Date.now() + 300_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; got ${JSON.stringify(got.map((g) => [g.to, g.type, g.json.object?.id]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function follow(who: 'alice' | 'bob', lang: string): Promise<void> {
  const calendar = await ctx().lookupObject(`${server.url}/ap/actors/${lang}`);
  await ctx().sendActivity(
    { identifier: who },
    calendar as Person,
    new Follow({ id: new URL(`${remoteOrigin}/follows/${who}`), actor: ctx().getActorUri(who), object: calendar!.id }),
    { immediate: true },
  );
}

beforeAll(async () => {
  remote = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (body.length > 0) {
      const json = JSON.parse(body.toString('utf8'));
      if (typeof json.id === 'string') raw.set(json.id, json);
    }
    const request = new Request(`${remoteOrigin}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: body.length > 0 ? body : undefined,
    });
    const response = await federation.fetch(request, { contextData: undefined });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const address = remote.address();
  remoteOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startDevServer({
    vars: { FEDERATION_ALLOW_PRIVATE: 'on' },
    setup: async (dir) => {
      state = dir;
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => remote?.close(resolve));
});

describe('federation with a real ActivityPub server', () => {
  it('finds the actors by WebFinger at the host and port it was reached at', async () => {
    const host = new URL(server.url).host;
    const finger = await jsonOf(await fetch(`${server.url}/.well-known/webfinger?resource=acct:en@${host}`));
    expect(finger.subject).toBe(`acct:en@${host}`);
    const actor = await ctx().lookupObject(finger.links.find((l: { rel: string }) => l.rel === 'self').href);
    expect(actor?.id?.href).toBe(`${server.url}/ap/actors/en`);
  });

  it('refuses an unsigned Follow and one signed with a key that is not the actor’s (401)', async () => {
    const follow = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${remoteOrigin}/follows/forged`,
      type: 'Follow',
      actor: `${remoteOrigin}/users/alice`,
      object: `${server.url}/ap/actors/en`,
    });
    const inbox = `${server.url}/ap/actors/en/inbox`;
    const headers = { 'content-type': 'application/activity+json' };
    expect((await fetch(inbox, { method: 'POST', headers, body: follow })).status).toBe(401);
    const other = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const forged = await signRequest(
      new Request(inbox, { method: 'POST', headers, body: follow }),
      other.privateKey,
      new URL(`${remoteOrigin}/users/alice#main-key`),
      { spec: 'draft-cavage-http-signatures-12' },
    );
    expect((await fetch(forged)).status).toBe(401);
    const followers = await jsonOf(await fetch(`${server.url}/ap/actors/en/followers`, { headers: AS }));
    expect(followers.totalItems).toBe(0);
  });

  it('accepts a Follow with a signed Accept', async () => {
    await follow('alice', 'en');
    await follow('bob', 'es');
    const accepts = await until('two Accepts', () => {
      const found = got.filter((g) => g.type === 'Accept');
      return found.length === 2 ? found : undefined;
    });
    expect(accepts.map((a) => [a.to, a.json.actor]).sort()).toEqual([
      ['alice', `${server.url}/ap/actors/en`],
      ['bob', `${server.url}/ap/actors/es`],
    ]);
    expect(accepts.find((a) => a.to === 'alice')!.json.object.id).toBe(`${remoteOrigin}/follows/alice`);
    // Administrators see them (npm run followers), with the shared inbox where one is offered.
    const listed = JSON.parse(await followersCli('list'));
    expect(
      listed.map((f: { actor: string; handle: string; inbox: string; sharedInbox: string | null }) => [
        f.actor,
        f.handle,
        f.sharedInbox ?? f.inbox,
      ]),
    ).toEqual([
      ['en', `@alice@${new URL(remoteOrigin).host}`, `${remoteOrigin}/inbox`],
      ['es', `@bob@${new URL(remoteOrigin).host}`, `${remoteOrigin}/users/bob/inbox`],
    ]);
  });

  it('sends a published event as a verified Create of an FEP-8a8e Event, in each actor’s language', async () => {
    const created = await api('POST', '/events', {
      title: 'Concert at the square',
      description: '<p>Open-air <strong>concert</strong>.</p><script>alert(1)</script>',
      status: 'publish',
      start_date: '2031-06-20 21:00:00',
      end_date: '2031-06-20 23:00:00',
      timezone: 'Europe/Madrid',
      image: 'https://images.example.com/concert.jpg',
      venue: {
        venue: 'Plaça del Rei',
        address: 'Plaça del Rei, 1',
        city: 'Barcelona',
        zip: '08002',
        country: 'Spain',
        province: 'Barcelona',
        geo_lat: 41.384,
        geo_lng: 2.177,
      },
      categories: ['Open air music'],
      tags: 'summer',
    });
    const id = objectId('en', created.id);
    const create = await until('the Create', () => about(id).find((g) => g.type === 'Create'));
    expect(create.to).toBeNull(); // Alice's server's shared inbox
    const event = create.json.object;
    expect(create.json.to).toContain('https://www.w3.org/ns/activitystreams#Public');
    expect(event).toMatchObject({
      id,
      type: 'Event',
      name: 'Concert at the square',
      nameMap: { en: 'Concert at the square' },
      startTime: '2031-06-20T21:00:00+02:00',
      endTime: '2031-06-20T23:00:00+02:00',
      url: created.url,
      attributedTo: `${server.url}/ap/actors/en`,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
      cc: [`${server.url}/ap/actors/en/followers`],
      location: {
        type: 'Place',
        name: 'Plaça del Rei',
        latitude: 41.384,
        longitude: 2.177,
        address: {
          type: 'PostalAddress',
          streetAddress: 'Plaça del Rei, 1',
          addressLocality: 'Barcelona',
          postalCode: '08002',
          addressCountry: 'Spain',
          addressRegion: 'Barcelona',
        },
      },
      attachment: [{ type: 'Document', mediaType: 'image/jpeg', url: 'https://images.example.com/concert.jpg' }],
    });
    expect(event.summary).toMatch(
      /^Friday, (20 June|June 20), 2031, (21:00|9:00\sPM).(23:00|11:00\sPM) · Plaça del Rei, Barcelona$/u,
    );
    expect(event.content).toContain('<strong>concert</strong>');
    expect(event.content).not.toContain('<script');
    expect(event.contentMap.en).toBe(event.content);
    expect(event.tag.map((t: { name: string }) => t.name).sort()).toEqual(['#OpenAirMusic', '#summer']);
    expect(event.published).toMatch(/Z$/);
    expect(event.updated).toMatch(/Z$/);
    // Bob follows the Spanish actor: the same event, with its English text (it has no Spanish one).
    const spanish = await until('the Spanish Create', () =>
      about(objectId('es', created.id)).find((g) => g.type === 'Create'),
    );
    expect(spanish.to).toBe('bob');
    expect(spanish.json.object.nameMap).toEqual({ en: 'Concert at the square' });
    expect(spanish.json.object.attributedTo).toBe(`${server.url}/ap/actors/es`);
    // The object and the outbox answer the same Event.
    const fetched = await jsonOf(await fetch(id, { headers: AS }));
    expect(fetched.location.address.postalCode).toBe('08002');
    const outbox = await jsonOf(await fetch(`${server.url}/ap/actors/en/outbox?page=1`, { headers: AS }));
    expect(outbox.orderedItems[0]).toMatchObject({ type: 'Create', object: { id } });

    await api('POST', `/events/${created.id}`, { title: 'Concert at the square (moved indoors)' });
    const update = await until('the Update', () => about(id).find((g) => g.type === 'Update'));
    expect(update.json.object.name).toBe('Concert at the square (moved indoors)');

    await api('DELETE', `/events/${created.id}`);
    const deletion = await until('the Delete', () => about(id).find((g) => g.type === 'Delete'));
    expect(deletion.json.object).toMatchObject({ type: 'Tombstone', id });
    expect((await fetch(id, { headers: AS })).status).toBe(410);
  });

  it('sends a Delete when an event is unpublished or protected by a password, and nothing for a draft', async () => {
    const draft = await api('POST', '/events', {
      title: 'Draft meeting',
      status: 'draft',
      start_date: '2031-07-01 10:00:00',
      end_date: '2031-07-01 11:00:00',
    });
    const unpublished = await api('POST', '/events', {
      title: 'Withdrawn talk',
      status: 'publish',
      start_date: '2031-07-02 10:00:00',
      end_date: '2031-07-02 11:00:00',
    });
    const locked = await api('POST', '/events', {
      title: 'Members only',
      status: 'publish',
      start_date: '2031-07-03 10:00:00',
      end_date: '2031-07-03 11:00:00',
    });
    await until(
      'both Creates',
      () => (about(objectId('en', locked.id)).length && about(objectId('en', unpublished.id)).length) || undefined,
    );
    await api('POST', `/events/${unpublished.id}`, { status: 'draft' });
    await api('POST', `/events/${locked.id}`, { password: 'secret' });
    await until('the unpublished Delete', () => about(objectId('en', unpublished.id)).find((g) => g.type === 'Delete'));
    await until('the protected Delete', () => about(objectId('en', locked.id)).find((g) => g.type === 'Delete'));
    expect(about(objectId('en', draft.id))).toEqual([]);
    expect(about(objectId('es', draft.id))).toEqual([]);
  });

  it('sends a series as one Event, its first date, saying how it repeats', async () => {
    // Within the series horizon (RECURRENCE_HORIZON_DAYS) whatever the day: the first Tuesday 60 days from now.
    const day = new Date(Date.now() + 60 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
    const date = day.toISOString().slice(0, 10);
    const first = await api('POST', '/events', {
      title: 'Tai chi in the park',
      status: 'publish',
      start_date: `${date} 19:00:00`,
      end_date: `${date} 20:00:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5'],
    });
    const series = objectId('en', first.series_id);
    const create = await until('the series’ Create', () => about(series).find((g) => g.type === 'Create'));
    expect(create.json.object.startTime).toMatch(new RegExp(`^${date}T19:00:00\\+0[12]:00$`));
    expect(create.json.object.content).toMatch(/Tuesday/);
    const dates = await jsonOf(
      await fetch(`${server.url}/en/calendar/events/v1/events?series=${first.series_id}&start_date=${date}`),
    );
    expect(dates.events.length).toBe(5);
    for (const date of dates.events) expect(about(objectId('en', date.id))).toEqual([]);
    expect(about(series).filter((g) => g.type === 'Create' && g.to === null)).toHaveLength(1);
  });

  it('stops delivering after an Undo, and forgets an actor that is deleted', async () => {
    await ctx().sendActivity(
      { identifier: 'alice' },
      (await ctx().lookupObject(`${server.url}/ap/actors/en`)) as Person,
      new Undo({
        id: new URL(`${remoteOrigin}/undo/alice`),
        actor: ctx().getActorUri('alice'),
        object: new Follow({
          id: new URL(`${remoteOrigin}/follows/alice`),
          actor: ctx().getActorUri('alice'),
          object: new URL(`${server.url}/ap/actors/en`),
        }),
      }),
      { immediate: true },
    );
    const followers = async (lang: string) =>
      (await jsonOf(await fetch(`${server.url}/ap/actors/${lang}/followers`, { headers: AS }))).totalItems;
    expect(await followers('en')).toBe(0);
    const before = got.filter((g) => g.to === null).length;
    const after = await api('POST', '/events', {
      title: 'After the undo',
      status: 'publish',
      start_date: '2031-10-01 10:00:00',
      end_date: '2031-10-01 11:00:00',
    });
    await until('Bob’s Create', () => about(objectId('es', after.id)).find((g) => g.to === 'bob'));
    expect(got.filter((g) => g.to === null).length).toBe(before);
    expect(about(objectId('en', after.id))).toEqual([]);

    await ctx().sendActivity(
      { identifier: 'bob' },
      (await ctx().lookupObject(`${server.url}/ap/actors/es`)) as Person,
      new Delete({
        id: new URL(`${remoteOrigin}/delete/bob`),
        actor: ctx().getActorUri('bob'),
        object: ctx().getActorUri('bob'),
      }),
      { immediate: true },
    );
    expect(await followers('es')).toBe(0);

    // An administrator removes a follower: nothing more is delivered to it.
    await follow('bob', 'ca');
    await until('Bob’s Accept from the Catalan actor', () =>
      got.find((g) => g.type === 'Accept' && g.json.actor === `${server.url}/ap/actors/ca`),
    );
    const [bob] = JSON.parse(await followersCli('list'));
    expect(JSON.parse(await followersCli('remove', String(bob.id)))).toEqual({ id: bob.id, removed: true });
    expect(await followers('ca')).toBe(0);
  });
});
