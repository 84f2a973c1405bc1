import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium, UI_WAIT } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The widget, the embed page and the public pages in Debian's Chromium: a host page on another origin (a second
 * local port) with a strict CSP embeds `<calendar-events>`; it renders the query's events in each language, follows
 * a write after one refresh, works with the keyboard, and axe-core finds no serious or critical violation in the
 * widget or in any public page. Screenshots go to test-results/.
 */

const RESULTS = path.resolve('test-results');
const LANGS = ['ca', 'en', 'es'] as const;
const TITLES = {
  ca: ['Concert de tardor', 'Jazz al claustre'],
  en: ['Autumn concert', 'Jazz in the cloister'],
  es: ['Concierto de otoño', 'Jazz en el claustro'],
} as const;
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// Globals of the `page.evaluate` callbacks, which run in the browser (this file is type-checked without the DOM lib).
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const window: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const document: any;
type HTMLIFrameElement = { src: string };

if (!hasChromium) console.warn(`SKIPPED the widget browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

describe.skipIf(!hasChromium)('the widget and the public pages in Chromium', () => {
  let server: DevServer;
  let host: Server;
  let hostUrl: string;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let eventSlug: string;
  const elsewhere: string[] = [];
  const cspViolations: string[] = [];

  const apiPost = async (lang: string, route: string, body: unknown) => {
    const res = await fetch(`${server.url}/${lang}/calendar/events/v1${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as { id: number; slug: string };
  };

  /** The host page: another origin, a strict CSP allowing only the service for scripts, styles and requests. */
  const hostPage = (params: URLSearchParams) => {
    const svc = server.url;
    const attrs = [...params.entries()].map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('');
    return {
      csp: `default-src 'none'; script-src ${svc}; style-src ${svc}; connect-src ${svc}; img-src ${svc}; frame-src ${svc}`,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>
<script type="module" src="${svc}/widget.js"></script></head>
<body><main><h1>Host page</h1>
<calendar-events${attrs}><p id="fallback"><a href="${svc}/en/events/">Fallback: see the events</a></p></calendar-events>
<iframe id="embed" title="Events"></iframe>
</main></body></html>`,
    };
  };

  const audit = async (name: string) => {
    await page.evaluate(axeSource);
    const violations = (await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected above
      const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations;
    })) as AxeViolation[];
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${name}: ${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual([]);
    await page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    server = await startDevServer();
    const venue = await apiPost('ca', '/venues', { venue: 'Claustre', city: 'Girona', status: 'publish' });
    for (const [i, day] of [3, 5].entries()) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const created = await apiPost('ca', '/events', {
        title: TITLES.ca[i],
        description: '<p>Música</p>',
        start_date: `${date} 19:00:00`,
        end_date: `${date} 21:00:00`,
        venue: venue.id,
        status: 'publish',
        categories: ['widget-musica'],
      });
      if (i === 0) eventSlug = created.slug;
      await apiPost('en', `/events/${created.id}`, { title: TITLES.en[i] });
      await apiPost('es', `/events/${created.id}`, { title: TITLES.es[i] });
    }
    await apiPost('ca', '/events', {
      title: 'Fira sense categoria',
      start_date: 'tomorrow 10:00',
      end_date: 'tomorrow 12:00',
      status: 'publish',
    });
    host = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://host');
      const { csp, html } = hostPage(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
      res.end(html);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const address = host.address();
    hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    ({ context, profile } = await launchChromium({
      viewport: { width: 1000, height: 900 },
      // The viewer's zone differs from the events' (Europe/Madrid), for the time-zone="viewer" test.
      timezoneId: 'America/New_York',
    }));
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
    });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === server.url || url.origin === hostUrl || url.protocol === 'data:') return route.continue();
      elsewhere.push(url.href);
      return route.abort();
    });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await new Promise((resolve) => host?.close(resolve));
    await server?.stop();
  });

  it('serves /widget.js to any origin, built small', async () => {
    const res = await fetch(`${server.url}/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const source = await res.text();
    expect(source).toContain('calendar-events');
    expect(source).not.toMatch(/\beval\(|new Function/);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(15 * 1024);
  });

  for (const lang of LANGS) {
    it(`renders the query's events in ${lang} under the host's strict CSP`, async () => {
      const query = new URLSearchParams({
        src: `${server.url}/${lang}/calendar/events/v1`,
        categories: 'widget-musica',
        'per-page': '5',
      });
      await page.goto(`${hostUrl}/?${query}`);
      const links = page.locator('calendar-events [part~="link"]');
      await expect.poll(() => links.allTextContents(), { timeout: UI_WAIT }).toEqual([...TITLES[lang]]);
      const widget = page.locator('calendar-events');
      expect(await widget.locator('[part~="list"]').evaluate((el) => el.tagName)).toBe('UL');
      const times = await widget.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
      expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT19:00:00[+-]\d\d:\d\d$/);
      expect(await links.first().getAttribute('href')).toMatch(new RegExp(`^${server.url}/${lang}/event/[^/]+/$`));
      expect(await widget.locator('[part~="subscribe"]').getAttribute('href')).toBe(
        `${server.url.replace('http:', 'webcal:')}/${lang}/calendar/events/v1/events.ics?categories=widget-musica`,
      );
      expect(await widget.locator('[part~="more"]').getAttribute('href')).toBe(
        `${server.url}/${lang}/events/?categories=widget-musica`,
      );
      expect(await page.locator('#fallback').isVisible()).toBe(false);
      expect(cspViolations).toEqual([]);
      await audit(`widget-${lang}`);
    });
  }

  it('shows a write after one refresh, and re-renders only on change', async () => {
    const query = new URLSearchParams({
      src: `${server.url}/en/calendar/events/v1`,
      categories: 'widget-musica',
      refresh: '1',
    });
    await page.goto(`${hostUrl}/?${query}`);
    const links = page.locator('calendar-events [part~="link"]');
    await expect.poll(() => links.count(), { timeout: UI_WAIT }).toBe(2);
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: a counter on the test page
      const w = window as any;
      w.renders = 0;
      document.querySelector('calendar-events')?.addEventListener('calendar-events:render', () => w.renders++);
    });
    // Three polls without a change: no re-render.
    await page.waitForTimeout(3500);
    expect(await page.evaluate(() => (window as unknown as { renders: number }).renders)).toBe(0);
    await apiPost('en', '/events', {
      title: 'Late addition',
      start_date: 'tomorrow 18:00',
      end_date: 'tomorrow 19:00',
      status: 'publish',
      categories: ['widget-musica'],
    });
    await expect.poll(() => links.allTextContents(), { timeout: UI_WAIT }).toContain('Late addition');
    expect(await page.evaluate(() => (window as unknown as { renders: number }).renders)).toBe(1);
  });

  it("shows times in the viewer's zone and a compact layout when asked", async () => {
    const query = new URLSearchParams({
      src: `${server.url}/en/calendar/events/v1`,
      categories: 'widget-musica',
      'time-zone': 'viewer',
      layout: 'compact',
    });
    await page.goto(`${hostUrl}/?${query}`);
    const times = page.locator('calendar-events time');
    await expect.poll(() => times.count(), { timeout: UI_WAIT }).toBeGreaterThan(0);
    const concert = page.locator('calendar-events [part~="item"]', { hasText: TITLES.en[0] });
    // 19:00 in Madrid (UTC+1 in winter) is 13:00 in New York (UTC-5).
    expect(await concert.locator('time').first().getAttribute('datetime')).toMatch(/T13:00:00-05:00$/);
    expect(await concert.locator('time').first().textContent()).toContain('1:00');
    expect(await page.locator('calendar-events [part~="container"]').getAttribute('class')).toBe('compact');
    await page.screenshot({ path: path.join(RESULTS, 'widget-compact-viewer-en.png'), fullPage: true });
  });

  it('is usable with the keyboard: Tab walks the event links, then subscribe and more', async () => {
    const query = new URLSearchParams({ src: `${server.url}/ca/calendar/events/v1`, categories: 'widget-musica' });
    await page.goto(`${hostUrl}/?${query}`);
    await expect.poll(() => page.locator('calendar-events [part~="link"]').count(), { timeout: UI_WAIT }).toBe(3);
    const focused: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const inner = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement;
          return inner?.getAttribute('part') ?? inner?.textContent ?? '';
        }),
      );
    }
    // Three events match by now (two seeded, one written by the refresh test).
    expect(focused).toEqual(['link', 'link', 'link', 'subscribe', 'more']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ca\/event\//);
    expect(await page.locator('h1').textContent()).toBeTruthy();
  });

  it("shows the API's localized message for a bad attribute, and the fallback when the API is unreachable", async () => {
    const bad = new URLSearchParams({ src: `${server.url}/es/calendar/events/v1`, 'start-date': 'not-a-date' });
    await page.goto(`${hostUrl}/?${bad}`);
    const alert = page.locator('calendar-events [role="alert"]');
    await expect.poll(() => alert.count(), { timeout: UI_WAIT }).toBe(1);
    expect(await alert.textContent()).toContain('start_date');
    expect(await alert.textContent()).toContain('No se han podido cargar los eventos.');
    // An unreachable API: the connection is refused.
    await page.route('**/calendar/events/v1/events?**', (route) => route.abort('connectionrefused'));
    await page.goto(`${hostUrl}/?${new URLSearchParams({ src: `${server.url}/ca/calendar/events/v1` })}`);
    await expect.poll(() => page.locator('#fallback').isVisible(), { timeout: UI_WAIT }).toBe(true);
    await page.unrouteAll();
  });

  it('frames the embed page, which posts its height to the parent', async () => {
    await page.goto(`${hostUrl}/?src=`);
    await page.evaluate((src) => {
      // biome-ignore lint/suspicious/noExplicitAny: a collector on the test page
      const w = window as any;
      w.heights = [];
      window.addEventListener('message', (e: { data?: { type?: string; height?: number } }) => {
        if (e.data?.type === 'calendar-events:height') w.heights.push(e.data.height);
      });
      (document.getElementById('embed') as HTMLIFrameElement).src = src;
    }, `${server.url}/ca/embed?categories=widget-musica`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length), {
        timeout: UI_WAIT,
      })
      .toBeGreaterThan(0);
    const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    expect(heights[0]).toBeGreaterThan(100);
    const frame = page.frameLocator('#embed');
    expect(await frame.locator('ul.events a').allTextContents()).toContain(TITLES.ca[0]);
  });

  for (const lang of LANGS) {
    it(`passes the accessibility audit on the public pages in ${lang}`, async () => {
      await page.goto(`${server.url}/${lang}/embed?categories=widget-musica`);
      await audit(`embed-${lang}`);
      await page.goto(`${server.url}/${lang}/event/${eventSlug}/`);
      expect(await page.locator('h1').textContent()).toBe(lang === 'ca' ? TITLES.ca[0] : TITLES[lang][0]);
      await audit(`event-${lang}`);
      await page.goto(`${server.url}/${lang}/events/?per_page=2`);
      expect(await page.locator('main ul.events > li').count()).toBe(2);
      await audit(`agenda-${lang}`);
      await page.goto(`${server.url}/${lang}/widget?categories=widget-musica&per-page=3`);
      await expect.poll(() => page.locator('calendar-events [part~="link"]').count(), { timeout: UI_WAIT }).toBe(3);
      await audit(`configurator-${lang}`);
      await page.goto(`${server.url}/${lang}/event/no-such-page/`);
      await audit(`not-found-${lang}`);
    });
  }

  it('requested nothing from anywhere but the service and the host', () => {
    expect(elsewhere).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
