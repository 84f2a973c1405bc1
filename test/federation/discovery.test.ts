import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';

// biome-ignore lint/suspicious/noExplicitAny: ActivityStreams documents are read loosely; assertions check them
type Json = Record<string, any>;

/**
 * Federation's documents (docs/federation.md): WebFinger for the host the request came to (port included), the
 * actor of each language root, NodeInfo 2.1, content negotiation, and `FEDERATION=off`.
 */

const AS = 'application/activity+json';
const LD = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
const LANGS = ['ca', 'en', 'es'] as const;

async function get(url: string, accept?: string): Promise<Response> {
  return exports.default.fetch(new Request(url, { headers: accept ? { accept } : {}, redirect: 'manual' }));
}

// The first federation request loads Fedify (in the pool, its modules are transformed on first import): done once
// here under a hang guard sized for the slow machine (docs/tests.md), so no test's own guard pays for it.
beforeAll(async () => {
  await call('/.well-known/nodeinfo');
}, 300_000);

describe('WebFinger', () => {
  it.each(LANGS)('finds the %s actor at the host and port the request came to', async (lang) => {
    const response = await get(`http://localhost:8787/.well-known/webfinger?resource=acct:${lang}@localhost:8787`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/jrd+json');
    const body = (await response.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] };
    expect(body.subject).toBe(`acct:${lang}@localhost:8787`);
    const self = body.links.find((link) => link.rel === 'self');
    expect(self).toEqual({ rel: 'self', type: AS, href: `http://localhost:8787/ap/actors/${lang}` });
  });

  it('answers for another host the same way', async () => {
    const response = await get('https://calendar.example/.well-known/webfinger?resource=acct:en@calendar.example');
    const body = (await response.json()) as { links: { rel: string; href?: string }[] };
    expect(body.links.find((link) => link.rel === 'self')?.href).toBe('https://calendar.example/ap/actors/en');
  });

  it('does not know other names, nor the configured names under their language codes', async () => {
    expect((await get('http://localhost:8787/.well-known/webfinger?resource=acct:fr@localhost:8787')).status).toBe(404);
    const renamed = await call('/.well-known/webfinger?resource=acct:agenda@calendar.test', {
      env: { FEDERATION_HANDLES: 'ca:agenda,es:agenda-es,en:events' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.links.find((link: { rel: string }) => link.rel === 'self').href).toBe(
      'http://calendar.test/ap/actors/ca',
    );
    const old = await call('/.well-known/webfinger?resource=acct:ca@calendar.test', {
      env: { FEDERATION_HANDLES: 'ca:agenda,es:agenda-es,en:events' },
    });
    expect(old.status).toBe(404);
  });
});

describe('actors', () => {
  it.each(LANGS)('describes the %s actor as a Service in its language, with its key', async (lang) => {
    for (const accept of [AS, LD]) {
      const response = await get(`http://localhost:8787/ap/actors/${lang}`, accept);
      expect(response.status).toBe(200);
      const actor = (await response.json()) as Json;
      expect(actor.type).toBe('Service');
      expect(actor.id).toBe(`http://localhost:8787/ap/actors/${lang}`);
      expect(actor.preferredUsername).toBe(lang);
      expect(actor.nameMap?.[lang] ?? actor.name).toContain('localhost:8787');
      expect(Object.keys(actor.summaryMap ?? {})).toEqual([lang]);
      expect(actor.url).toBe(`http://localhost:8787/${lang}/events/`);
      expect(actor.inbox).toBe(`http://localhost:8787/ap/actors/${lang}/inbox`);
      expect(actor.outbox).toBe(`http://localhost:8787/ap/actors/${lang}/outbox`);
      expect(actor.followers).toBe(`http://localhost:8787/ap/actors/${lang}/followers`);
      expect(actor.endpoints.sharedInbox).toBe('http://localhost:8787/ap/inbox');
      expect(actor.discoverable).toBe(true);
      expect(actor.manuallyApprovesFollowers).toBe(false);
      expect(actor.icon.url).toBe('http://localhost:8787/favicon.svg');
      expect(actor.publicKey.id).toBe(`http://localhost:8787/ap/actors/${lang}#main-key`);
      expect(actor.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      expect(JSON.stringify(actor)).not.toMatch(/PRIVATE|"d":/);
    }
  });

  it('keeps one key per actor: the second read shows the same one', async () => {
    const first = (await (await get('http://calendar.test/ap/actors/es', AS)).json()) as Json;
    const second = (await (await get('http://calendar.test/ap/actors/es', AS)).json()) as Json;
    expect(second.publicKey.publicKeyPem).toBe(first.publicKey.publicKeyPem);
  });

  it('sends a browser to the agenda of its language, or of PUBLIC_SITE_URL', async () => {
    const browser = 'text/html,application/xhtml+xml';
    const own = await get('http://calendar.test/ap/actors/ca', browser);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('http://calendar.test/ca/events/');
    const site = await call('/ap/actors/es', {
      headers: { accept: browser },
      env: { PUBLIC_SITE_URL: 'https://www.example.org/' },
    });
    expect(site.status).toBe(303);
    expect(site.headers.get('location')).toBe('https://www.example.org/es/events/');
  });
});

describe('NodeInfo', () => {
  it('links NodeInfo 2.1 and describes the service', async () => {
    const links = (await (await get('http://calendar.test/.well-known/nodeinfo')).json()) as {
      links: { rel: string; href: string }[];
    };
    const link = links.links.find((l) => l.rel === 'http://nodeinfo.diaspora.software/ns/schema/2.1');
    expect(link?.href).toBe('http://calendar.test/nodeinfo/2.1');
    const info = (await (await get(link!.href)).json()) as Json;
    expect(info.version).toBe('2.1');
    expect(info.protocols).toEqual(['activitypub']);
    expect(info.openRegistrations).toBe(false);
    expect(info.software.name).toBe('calendar-events-api');
  });
});

describe('FEDERATION=off', () => {
  it.each([
    '/.well-known/webfinger?resource=acct:en@calendar.test',
    '/.well-known/nodeinfo',
    '/nodeinfo/2.1',
    '/ap/actors/en',
    '/ap/actors/en/outbox',
    '/ap/actors/en/followers',
    '/ap/actors/en/events/1',
  ])('answers 404 at %s', async (path) => {
    const response = await call(path, { headers: { accept: AS }, env: { FEDERATION: 'off' } });
    expect(response.status).toBe(404);
  });

  it('answers 404 to an inbox POST', async () => {
    const response = await call('/ap/inbox', { method: 'POST', body: '{}', env: { FEDERATION: 'off' } });
    expect(response.status).toBe(404);
  });
});
