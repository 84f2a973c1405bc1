import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Which item pages exist (docs/pages.md: a page per item an anonymous caller may read, the localized 404 page for the
 * rest), under every language root, and where their links lead when the items live on `PUBLIC_SITE_URL`.
 */
let token: string;
const LANGS = ['ca', 'en', 'es'] as const;
const NOT_FOUND = { ca: 'No s’ha trobat la pàgina', en: 'Page not found', es: 'Página no encontrada' };

const future = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} ${time}`;

async function create(path: string, body: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const res = await call(api('ca', path), { method: 'POST', token, body });
  expect(res.status).toBe(201);
  return res.body;
}

const event = (title: string, extra: Record<string, unknown> = {}) =>
  create('/events', {
    title,
    start_date: future(9, '10:00'),
    end_date: future(9, '11:00'),
    status: 'publish',
    ...extra,
  });

/** The id of the event a page is about (its discovery header names the event's REST URL). */
const eventIdOf = (res: { headers: Headers }) =>
  Number(/\/events\/(\d+)$/.exec(res.headers.get('x-tec-api-root') ?? '')?.[1]);

beforeAll(async () => {
  ({ token } = await userWithToken('administrator'));
});

describe('item pages an anonymous visitor may not read', () => {
  it('are the localized 404 page under every root: protected, private, trashed, draft venue and organizer', async () => {
    const hidden = [
      `event/${(await event('Vis protegit', { password: 'secret' })).slug}`,
      `event/${(await event('Vis privat', { status: 'private' })).slug}`,
      `venue/${(await create('/venues', { venue: 'Vis sala esborrany', status: 'draft' })).slug}`,
      `organizer/${(await create('/organizers', { organizer: 'Vis org esborrany', status: 'draft' })).slug}`,
    ];
    const trashed = await event('Vis paperera');
    expect((await call(api('ca', `/events/${trashed.id}`), { method: 'DELETE', token })).status).toBe(200);
    hidden.push(`event/${trashed.slug}`);
    for (const lang of LANGS) {
      for (const path of hidden) {
        const res = await call(`/${lang}/${path}/`);
        expect(res.status, `${lang} ${path}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.body).toContain(`<html lang="${lang}">`);
        expect(res.body).toContain(NOT_FOUND[lang]);
        expect(res.body).not.toContain('Vis ');
      }
    }
  });

  it('leave readable what is only hidden from listings, and a live slug wins over a trashed one', async () => {
    const unlisted = await event('Vis amagat', { hide_from_listings: true });
    const old = await event('Vis repetit');
    expect((await call(api('ca', `/events/${old.id}`), { method: 'DELETE', token })).status).toBe(200);
    const live = await event('Vis repetit');
    expect(live.slug).toBe(old.slug);
    for (const lang of LANGS) {
      const res = await call(`/${lang}/event/${unlisted.slug}/`);
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/<h1( lang="ca")?>Vis amagat<\/h1>/);
      const again = await call(`/${lang}/event/${live.slug}/`);
      expect(again.status).toBe(200);
      expect(eventIdOf(again)).toBe(live.id);
    }
  });
});

describe('an item page in a language the item has no text in', () => {
  it("marks the fallback text with its own language; the page's own is the root's", async () => {
    const item = await event('Vis només en català', { description: '<p>Text català</p>' });
    for (const lang of ['en', 'es'] as const) {
      const html = (await call(`/${lang}/event/${item.slug}/`)).body as string;
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<h1 lang="ca">Vis només en català</h1>');
      expect(html).toContain('<div class="description" lang="ca"><p>Text català</p></div>');
    }
    const own = (await call(`/ca/event/${item.slug}/`)).body as string;
    expect(own).toContain('<h1>Vis només en català</h1>');
    expect(own).toContain('<div class="description"><p>Text català</p></div>');
  });
});

describe('pages of items that live on PUBLIC_SITE_URL', () => {
  const env = { PUBLIC_SITE_URL: 'https://site.example/agenda/' };

  it('point the hreflang alternates where the canonical URL points: the public site', async () => {
    const item = await event('Vis lloc public');
    const es = await call(api('es', `/events/${item.id}`), { method: 'POST', token, body: { title: 'Vis sitio' } });
    expect(es.status).toBe(200);
    // A query of its own: the same page without the variable may be in the edge cache.
    const res = await call(`/en/event/${es.body.slug}/?site=public`, { env });
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain(`<link rel="canonical" href="https://site.example/agenda/en/event/${item.slug}/">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="ca" href="https://site.example/agenda/ca/event/${item.slug}/">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="es" href="https://site.example/agenda/es/event/${es.body.slug}/">`,
    );
    expect(html).not.toMatch(/hreflang="[a-z]+" href="http:\/\/calendar\.test/);
  });

  it('send the embed\'s "more" link to the public site\'s agenda with the filters, in every layout', async () => {
    for (const lang of LANGS) {
      for (const layout of ['list', 'compact', 'month', 'week']) {
        const res = await call(`/${lang}/embed?layout=${layout}&search=vis&site=public`, { env });
        expect(res.status).toBe(200);
        const more = /<a href="([^"]+)" target="_top">[^<]+<\/a><\/li><\/ul>/.exec(res.body as string)?.[1];
        expect(more, `${lang} ${layout}`).toBe(
          `https://site.example/agenda/${lang}/events/?search=vis&amp;site=public`,
        );
      }
      // Without the variable, the service's own agenda (the month and week embeds: the same period's view).
      const own = await call(`/${lang}/embed?search=vis&site=own`);
      expect(own.body).toContain(
        `<a href="http://calendar.test/${lang}/events/?search=vis&amp;site=own" target="_top">`,
      );
    }
  });
});

describe('the configurator', () => {
  it('leaves out of the preview and the snippets what the widget would not take', async () => {
    for (const lang of LANGS) {
      const res = await call(
        `/${lang}/widget?per-page=abc&refresh=-5&start-date=tomorrow&end-date=2031-02-01&search=jazz&layout=week`,
      );
      expect(res.status).toBe(200);
      const html = res.body as string;
      expect(html).toContain(
        `<calendar-events src="http://calendar.test/${lang}/calendar/events/v1" search="jazz" end-date="2031-02-01" layout="week">`,
      );
      expect(html).toContain(`http://calendar.test/${lang}/embed?search=jazz&amp;end_date=2031-02-01&amp;layout=week`);
      expect(html).not.toMatch(/per-page=&quot;|refresh=&quot;|start-date=&quot;/);
      // `0` turns polling off: the form takes it.
      expect(html).toContain('<input name="refresh" type="number" value="-5" min="0">');
      const off = (await call(`/${lang}/widget?refresh=0&per-page=5`)).body as string;
      expect(off).toContain(
        `<calendar-events src="http://calendar.test/${lang}/calendar/events/v1" per-page="5" refresh="0">`,
      );
    }
  });
});

describe('a mistyped page address', () => {
  it('is the localized 404 page under every root, not the API’s JSON', async () => {
    for (const lang of LANGS) {
      for (const path of ['events/month/2031-01/extra/', 'events/nope/', 'event/', 'venue/a/b/c/', 'organizer/']) {
        const res = await call(`/${lang}/${path}`);
        expect(res.status, `${lang} ${path}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.body).toContain(`<html lang="${lang}">`);
        expect(res.body).toContain(NOT_FOUND[lang]);
      }
      // The pages themselves are untouched, and the API's unknown paths stay JSON.
      expect((await call(`/${lang}/events/`)).status).toBe(200);
      const api404 = await call(`/${lang}/calendar/events/v1/nope`);
      expect(api404.body).toMatchObject({ code: 'rest_no_route' });
    }
  });
});
