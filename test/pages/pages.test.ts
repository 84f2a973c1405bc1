import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

/** Public pages (src/pages/): item pages, agenda, embed, configurator, read as an anonymous visitor. */
let token: string;
let event: { id: number; slug: string; url: string };
let venue: { id: number; slug: string };

const future = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} ${time}`;

beforeAll(async () => {
  ({ token } = await userWithToken('administrator'));
  const v = await call(api('ca', '/venues'), {
    method: 'POST',
    token,
    body: { venue: 'Sala <3 Gran', address: 'Carrer Major 1', city: 'Girona', status: 'publish' },
  });
  venue = v.body;
  const created = await call(api('ca', '/events'), {
    method: 'POST',
    token,
    body: {
      title: 'Concert <b>de</b> Nadal <3 & "amics" <script>alert(1)</script>',
      description: '<p>Música <em>en directe</em></p><script>alert(2)</script>',
      start_date: future(20, '19:00:00'),
      end_date: future(20, '21:00:00'),
      timezone: 'Europe/Madrid',
      venue: venue.id,
      status: 'publish',
      categories: ['musica-pages'],
    },
  });
  expect(created.body).toMatchObject({ title: expect.any(String) });
  event = created.body;
  const en = await call(api('en', `/events/${event.id}`), {
    method: 'POST',
    token,
    body: { title: 'Christmas concert pages' },
  });
  expect(en.body).toMatchObject({ id: event.id });
});

describe('item pages', () => {
  it("is each item's url when no public site is configured", async () => {
    expect(event.url).toBe(`http://calendar.test/ca/event/${event.slug}/`);
    const list = await call(api('es', '/events'), { headers: {} });
    const listed = list.body.events.find((e: { id: number }) => e.id === event.id);
    expect(listed.url).toMatch(/^http:\/\/calendar\.test\/(ca|es)\/event\/[^/]+\/$/);
    const cat = await call(api('es', `/categories/${listed.categories[0].id}`));
    expect(cat.body.url).toBe(`http://calendar.test/es/calendar/events/v1/categories/${listed.categories[0].id}`);
  });

  it('renders the event in the language of the root, found by a slug of any language', async () => {
    const res = await call(`/en/event/${event.slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Christmas concert pages</h1>');
    expect(html).toMatch(/<main id="main">/);
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT19:00:00\+01:00">/);
    expect(html).toContain(`href="http://calendar.test/en/calendar/events/v1/events/${event.id}.ics"`);
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(html).toContain('https://outlook.live.com/calendar/0/action/compose?');
    expect(html).toContain(`<link rel="alternate" hreflang="ca" href="http://calendar.test/ca/event/${event.slug}/">`);
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://calendar.test/en/event/christmas-concert-pages/">',
    );
    expect(html).toContain('Add to calendar');
    const ca = await call(`/ca/event/christmas-concert-pages/`);
    expect(ca.status).toBe(200);
    expect(ca.body).toContain('<html lang="ca">');
    expect(ca.body).toContain('Afegeix al calendari');
  });

  it('escapes text and keeps the JSON-LD script-safe', async () => {
    const html = (await call(`/ca/event/${event.slug}/`)).body as string;
    expect(html).not.toContain('<script>alert');
    // Tags were stripped on write (docs/security.md); what is left is escaped on the page.
    expect(html).toContain('Concert de Nadal &lt;3 &amp; &quot;amics&quot;');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    expect(ld?.[1]).not.toContain('<');
    const parsed = JSON.parse(ld?.[1] ?? '{}');
    expect(parsed['@type']).toBe('Event');
    expect(parsed.name).toBe('Concert de Nadal <3 & "amics"');
    expect(html).toContain('<em>en directe</em>');
  });

  it('answers a localized 404 page for unknown slugs, drafts and unknown kinds', async () => {
    for (const [lang, text] of [
      ['ca', 'No s’ha trobat la pàgina'],
      ['en', 'Page not found'],
      ['es', 'Página no encontrada'],
    ] as const) {
      const res = await call(`/${lang}/event/no-such-event-anywhere/`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(text);
    }
    const draft = await call(api('en', '/events'), {
      method: 'POST',
      token,
      body: {
        title: 'Secret draft pages',
        start_date: future(3, '10:00'),
        end_date: future(3, '11:00'),
        status: 'draft',
      },
    });
    expect((await call(`/en/event/${draft.body.slug}/`)).status).toBe(404);
  });

  it('is cacheable: strong ETag, public Cache-Control, 304 on If-None-Match', async () => {
    const first = await call(`/es/event/${event.slug}/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const again = await call(`/es/event/${event.slug}/`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    await call(api('es', `/events/${event.id}`), { method: 'POST', token, body: { title: 'Concierto de Navidad' } });
    const changed = await call(`/es/event/${event.slug}/`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toContain('Concierto de Navidad');
  });

  it('renders venue pages with their address, map link and upcoming events', async () => {
    const res = await call(`/en/venue/${venue.slug}/`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sala &lt;3 Gran');
    expect(res.body).toContain('Carrer Major 1');
    expect(res.body).toContain('https://www.openstreetmap.org/search?query=');
    expect(res.body).toContain('Upcoming events');
    expect(res.body).toContain('christmas-concert-pages');
    const etag = res.headers.get('etag') ?? '';
    expect((await call(`/en/venue/${venue.slug}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('agenda and embed', () => {
  it('lists the filtered events, paged, as an accessible list', async () => {
    const res = await call('/en/events/?categories=musica-pages&per_page=1');
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('<ul class="events" role="list">');
    expect(html).toContain('Christmas concert');
    expect(html).toContain('webcal://calendar.test/en/calendar/events/v1/events.ics?categories=musica-pages');
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/calendar\.test\/es\/events\/\?/);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
  });

  it("shows the API's localized message for a bad filter, never a 500", async () => {
    const res = await call('/es/events/?start_date=not-a-date');
    expect(res.status).toBe(400);
    expect(res.body).toContain('start_date');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('<html lang="es">');
  });

  it('lets any site frame the embed page, and only that page', async () => {
    const res = await call('/ca/embed?categories=musica-pages');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.body).toContain('<script type="module" src="/embed-height.js"></script>');
    expect(res.body).toContain('Concert');
    const script = await call('/embed-height.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.body).toContain("type: 'calendar-events:height'");
    for (const path of ['/ca/events/', '/ca/widget', '/ca/docs']) {
      expect((await call(path)).headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves the configurator with pickers by name, a live preview and the snippets of the chosen filters', async () => {
    const res = await call('/es/widget?lang=ca&categories=musica-pages&per-page=5&layout=month');
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain(
      '<calendar-events src="http://calendar.test/ca/calendar/events/v1" categories="musica-pages" per-page="5" layout="month">',
    );
    expect(html).toContain('<option value="musica-pages" selected>');
    expect(html).toContain(`<option value="${venue.id}">Sala &lt;3 Gran</option>`);
    // Option labels in the page's language.
    expect(html).toContain('<option value="month" selected>Mes</option>');
    expect(html).toContain('<option value="viewer">La zona horaria del visitante</option>');
    expect(html).toContain(
      '&lt;script type=&quot;module&quot; src=&quot;http://calendar.test/widget.js&quot;&gt;&lt;/script&gt;',
    );
    expect(html).toContain('http://calendar.test/ca/embed?categories=musica-pages&amp;per_page=5&amp;layout=month');
    expect(html).toContain('&lt;script src=&quot;http://calendar.test/embed.js&quot; defer&gt;&lt;/script&gt;');
    expect(html).toContain('<script type="module" src="/widget.js"></script>');
    const resize = await call('/embed.js');
    expect(resize.headers.get('access-control-allow-origin')).toBe('*');
    expect(resize.body).toContain('"http://calendar.test"');
    expect(resize.body).toContain("data.type !== 'calendar-events:height'");
  });

  it('is linked from the docs pages (the agenda and the configurator), not from the visitors’ footer', async () => {
    const docs = (await call('/es/docs')).body as string;
    expect(docs).toContain('<a href="/es/events/">Eventos</a>');
    expect(docs).toContain('<a href="/es/widget">Widget del calendario</a>');
  });

  it('names nothing the site does not have: an unknown category in the configurator is left out', async () => {
    const html = (await call('/en/widget?categories=nothing-like-this')).body as string;
    expect(html).toContain('<calendar-events src="http://calendar.test/en/calendar/events/v1">');
  });
});
