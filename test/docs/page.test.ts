import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RENDERER_PATH } from '../../src/docs/docs.page';
import { call } from '../helpers/http';

describe('GET /{lang}/docs (interactive reference)', () => {
  it.each([
    ['/ca/docs', 'ca', '/ca/calendar/events/v1/doc', 'API d’esdeveniments del calendari'],
    ['/en/docs', 'en', '/en/calendar/events/v1/doc', 'Calendar Events API'],
    ['/es/docs', 'es', '/es/calendar/events/v1/doc', 'API de eventos del calendario'],
    ['/docs', 'en', '/calendar/events/v1/doc', 'Calendar Events API'],
  ])('%s is a page in %s reading %s', async (path, lang, spec, title) => {
    const res = await call<string>(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-language')).toBe(lang);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<strong>${title}</strong>`);
    expect(res.body).toContain(`"url":"${spec}"`);
    expect(res.body).toContain(`<script src="${RENDERER_PATH}"></script>`);
    expect(res.body).not.toMatch(/https?:\/\/(?!calendar\.test)[a-z]/i);
  });

  it('links the other languages', async () => {
    const res = await call<string>('/es/docs');
    expect(res.body).toContain('<a href="/ca/docs" hreflang="ca" lang="ca">Català</a>');
    expect(res.body).toContain('<a href="/en/docs" hreflang="en" lang="en">English</a>');
  });

  it('answers an unknown language with 404', async () => {
    const res = await call('/fr/docs');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('has its renderer among the static assets', async () => {
    expect(env.ASSETS, 'the [assets] binding').toBeDefined();
    const res = await env.ASSETS!.fetch(`http://calendar.test${RENDERER_PATH}`);
    expect(res.status, 'run `npm run docs:assets`').toBe(200);
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });
});
