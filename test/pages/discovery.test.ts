import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { api, call, ORIGIN, type Root, userWithToken } from '../helpers/http';

/**
 * The original's front-end discovery (its `DiscoveryCest`; src/http/wordpress/tec-discovery.ts, docs/wordpress-paths.md):
 * a site root and the pages answer `X-TEC-API-VERSION: v1`, `X-TEC-API-ROOT` and `X-TEC-API-ORIGIN`, the REST
 * root being the site's WordPress layout, `{site}/wp-json/tribe/events/v1/`.
 */
const roots: Root[] = ['', 'ca', 'en', 'es'];
const siteOf = (root: Root) => `${ORIGIN}${root ? `/${root}` : ''}`;
const restOf = (root: Root) => `${siteOf(root)}/wp-json/tribe/events/v1/`;

let event: { id: number; slug: string };
let venue: { id: number; slug: string };
beforeAll(async () => {
  const { token } = await userWithToken('administrator');
  event = await createEvent(token, { start_date: 'tomorrow 08:00', end_date: 'tomorrow 17:00' });
  venue = (await call(api('en', '/venues'), { method: 'POST', token, body: { venue: 'Discovery hall' } })).body;
});

describe.each(roots)('under the root "%s"', (root) => {
  it.each(['HEAD', 'GET'])(
    '%s of the site root names the REST root, and the REST root answers there',
    async (method) => {
      const response = await call(`${siteOf(root)}/`.slice(ORIGIN.length), { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-tec-api-version')).toBe('v1');
      expect(response.headers.get('x-tec-api-root')).toBe(restOf(root));
      expect(response.headers.get('x-tec-api-origin')).toBe(ORIGIN);
      // WordPress's own discovery link, followed by generic clients (`WPAPI.discover`) to the discovery index.
      expect(response.headers.get('link')).toBe(`<${siteOf(root)}/wp-json/>; rel="https://api.w.org/"`);
      const discovery = await call(`${siteOf(root)}/wp-json/`.slice(ORIGIN.length));
      expect(discovery.status).toBe(200);
      expect(discovery.body.namespaces).toEqual(['tribe/events/v1']);
      const index = await call(restOf(root).slice(ORIGIN.length));
      expect(index.status).toBe(200);
      expect(index.body.namespace).toBe('tribe/events/v1');
    },
  );

  it("the event's page under the site root, as the original's test builds its URL, names the event", async () => {
    // DiscoveryCest: HEAD `{site_url}/event/<slug>` where site_url ends with a slash.
    for (const path of [`${siteOf(root)}//event/${event.slug}`, `${siteOf(root)}/event/${event.slug}/`]) {
      const response = await call(path.slice(ORIGIN.length), { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-tec-api-version')).toBe('v1');
      expect(response.headers.get('x-tec-api-root')).toBe(`${restOf(root)}events/${event.id}`);
      expect(response.headers.get('link')).toBe(`<${siteOf(root)}/wp-json/>; rel="https://api.w.org/"`);
    }
  });

  it('the namespace index names itself, in the layout it was requested through', async () => {
    for (const path of [api(root, '/'), restOf(root).slice(ORIGIN.length)]) {
      const response = await call(path, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-tec-api-version')).toBe('v1');
      expect(response.headers.get('x-tec-api-root')).toBe(`${ORIGIN}${path}`);
    }
  });
});

describe.each(['ca', 'en', 'es'] as const)('the pages under /%s', (lang) => {
  const rest = restOf(lang);

  it("an event's page names the event's REST URL, in its headers and its head", async () => {
    const response = await call(`/${lang}/event/${event.slug}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-tec-api-version')).toBe('v1');
    expect(response.headers.get('x-tec-api-root')).toBe(`${rest}events/${event.id}`);
    expect(response.headers.get('x-tec-api-origin')).toBe(ORIGIN);
    expect(response.body).toContain('<meta name="tec-api-version" content="v1">');
    expect(response.body).toContain(`<meta name="tec-api-origin" content="${ORIGIN}">`);
    expect(response.body).toContain(`<link rel="alternate" href="${rest}events/${event.id}">`);
    const head = await call(`/${lang}/event/${event.slug}`, { method: 'HEAD' });
    expect(head.headers.get('x-tec-api-root')).toBe(`${rest}events/${event.id}`);
  });

  it("a venue's page names its events; the agenda, the REST root", async () => {
    const page = await call(`/${lang}/venue/${venue.slug}/`, { method: 'HEAD' });
    expect(page.headers.get('x-tec-api-root')).toBe(`${rest}events/?venue=${venue.id}`);
    const agenda = await call(`/${lang}/events/`);
    expect(agenda.headers.get('x-tec-api-version')).toBe('v1');
    expect(agenda.headers.get('x-tec-api-root')).toBe(rest);
    expect(agenda.body).toContain(`<link rel="alternate" href="${rest}">`);
  });

  it('an unknown page still names the REST root, in its headers and its head', async () => {
    const response = await call(`/${lang}/event/no-such-event-anywhere/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-tec-api-root')).toBe(rest);
    expect(response.body).toContain(`<link rel="alternate" href="${rest}">`);
  });
});

describe('the item pages without a language root', () => {
  it('serve the default language, canonical under its root, naming the unprefixed REST root', async () => {
    const response = await call(`/event/${event.slug}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/en/event/${event.slug}/">`);
    expect(response.body).toContain(`<link rel="alternate" href="${restOf('')}events/${event.id}">`);
    const page = await call(`/venue/${venue.slug}`, { method: 'HEAD' });
    expect(page.headers.get('x-tec-api-root')).toBe(`${restOf('')}events/?venue=${venue.id}`);
    const missing = await call('/organizer/no-such-organizer-anywhere/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect(missing.headers.get('x-tec-api-root')).toBe(restOf(''));
  });
});
