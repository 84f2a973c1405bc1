import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems, screenshot, sidewaysScroll, WIDTHS } from '../helpers/browser-audit';
import { CHROMIUM, hasChromium, launchChromium, UI_WAIT } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The public pages in Debian's Chromium (src/pages/): every view (agenda, month, week, an event, the embed's
 * layouts, the configurator, the 404 page) in ca, en and es at 1366 and 375 px passes axe-core with no serious or
 * critical violation, never scrolls sideways on a phone, logs no console error and is saved as a screenshot; the
 * month grid and its previous/next links work with the keyboard; an embedded iframe takes its content's height
 * through /embed.js on a host page of another origin.
 */

const LANGS = ['ca', 'en', 'es'] as const;

// Browser globals of the `page.evaluate` callbacks (this file is type-checked without the DOM lib).
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const window: any;

if (!hasChromium) console.warn(`SKIPPED the pages browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

/** A day `days` from today in Madrid (the site zone of wrangler.toml), `YYYY-MM-DD`. */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));

const POSTER = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 32 32"><rect width="32" height="32" fill="#8a1538"/><circle cx="16" cy="14" r="7" fill="#f6c343"/><rect x="6" y="24" width="20" height="3" fill="#fff"/></svg>`;

describe.skipIf(!hasChromium)('the public pages in Chromium', () => {
  let server: DevServer;
  let host: Server;
  let hostUrl = '';
  let context: BrowserContext;
  let page: Page;
  let profile = '';
  let eventSlug = '';
  const consoleErrors: string[] = [];

  const apiPost = async (lang: string, route: string, body: unknown) => {
    const res = await fetch(`${server.url}/${lang}/calendar/events/v1${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as { id: number; slug: string };
  };

  /** An event in Catalan, with its English and Spanish titles. */
  const event = async (titles: [string, string, string], fields: Record<string, unknown>) => {
    const made = await apiPost('ca', '/events', { title: titles[0], status: 'publish', ...fields });
    await apiPost('en', `/events/${made.id}`, { title: titles[1] });
    await apiPost('es', `/events/${made.id}`, { title: titles[2] });
    return made;
  };

  beforeAll(async () => {
    server = await startDevServer();
    host = createServer((req, res) => {
      if (req.url === '/poster.svg') {
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end(POSTER);
        return;
      }
      const src = new URL(req.url ?? '/', 'http://host').searchParams.get('embed') ?? '';
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src ${server.url}; frame-src ${server.url}; style-src 'none'`,
      });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><main><h1>Host page</h1><iframe id="embed" src="${src}" title="Events" width="100%" height="150"></iframe>
<script src="${server.url}/embed.js"></script></main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const address = host.address();
    hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    const venue = await apiPost('ca', '/venues', { venue: 'Teatre del Mercat', city: 'Girona', status: 'publish' });
    await event(['Fira d’hivern', 'Winter fair', 'Feria de invierno'], {
      start_date: day(-2),
      end_date: day(5),
      all_day: true,
      categories: ['fires'],
    });
    const concert = await event(['Concert de corda', 'String concert', 'Concierto de cuerda'], {
      start_date: `${day(1)} 19:00:00`,
      end_date: `${day(1)} 21:00:00`,
      venue: venue.id,
      categories: ['musica'],
      image: `${hostUrl.replace('localhost', '127.0.0.1')}/poster.svg`,
      description: '<p>Quartet de corda.</p>',
    });
    eventSlug = concert.slug;
    await event(['Jam de jazz', 'Jazz jam', 'Jam de jazz'], {
      start_date: `${day(3)} 22:30:00`,
      end_date: `${day(4)} 01:30:00`,
      venue: venue.id,
      categories: ['musica'],
    });
    for (const n of [1, 2, 3, 4, 5]) {
      await event([`Taller ${n}`, `Workshop ${n}`, `Taller ${n}`], {
        start_date: `${day(6)} ${9 + n}:00:00`,
        end_date: `${day(6)} ${9 + n}:45:00`,
        categories: ['tallers'],
      });
    }
    await event(['Concert a Nova York', 'Concert in New York', 'Concierto en Nueva York'], {
      start_date: `${day(2)} 20:00:00`,
      end_date: `${day(2)} 22:00:00`,
      timezone: 'America/New_York',
      categories: ['musica'],
    });
    ({ context, profile } = await launchChromium({ viewport: { width: 1366, height: 900 } }));
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      // The 404 page's own status is the one expected error.
      const expected404 = page.url().includes('/no-such-page/') && message.text().includes('404');
      if (message.type() === 'error' && !expected404) consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  });

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await new Promise((resolve) => host?.close(resolve));
    await server?.stop();
  });

  /** Every view of one language, by name → path. */
  const views = (lang: string): Record<string, string> => ({
    agenda: `/${lang}/events/`,
    'agenda-filtered': `/${lang}/events/?categories=musica`,
    month: `/${lang}/events/month/`,
    week: `/${lang}/events/week/${day(3)}/`,
    event: `/${lang}/event/${eventSlug}/`,
    'embed-list': `/${lang}/embed`,
    'embed-compact': `/${lang}/embed?layout=compact`,
    'embed-month': `/${lang}/embed?layout=month`,
    'embed-week': `/${lang}/embed?layout=week`,
    configurator: `/${lang}/widget?layout=month`,
    'not-found': `/${lang}/event/no-such-page/`,
  });

  for (const width of WIDTHS) {
    for (const lang of LANGS) {
      it(`draws every view in ${lang} at ${width} px: axe-clean, no sideways scroll, screenshots`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const problems: string[] = [];
        for (const [name, path] of Object.entries(views(lang))) {
          await page.goto(`${server.url}${path}`);
          if (name === 'configurator') {
            // The live preview is the widget itself: wait for it to draw.
            await expect
              .poll(() => page.locator('calendar-events [part~="grid"]').count(), { timeout: UI_WAIT })
              .toBe(1);
          }
          problems.push(...(await axeProblems(page, `${name}-${lang}-${width}`)));
          if (width < 600) expect(await sidewaysScroll(page), `${name} ${lang}`).toBeLessThanOrEqual(0);
          await screenshot(page, `page-${name}-${lang}-${width}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }

  it('passes axe in dark mode too (the colours of prefers-color-scheme: dark)', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const problems: string[] = [];
    for (const name of ['agenda', 'month', 'week'] as const) {
      await page.goto(`${server.url}${views('en')[name]}`);
      problems.push(...(await axeProblems(page, `${name}-dark`)));
      await screenshot(page, `page-${name}-en-dark`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(problems).toEqual([]);
  });

  it('reads the month as a list of the days with events on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/en/events/month/`);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('table.month td')]
        .filter((td: { offsetParent: unknown }) => td.offsetParent !== null)
        .map((td: { className: string }) => td.className),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name: string) => name.includes('has-events'))).toBe(true);
    expect(await page.locator('table.month thead').isVisible()).toBe(false);
    expect(await page.locator('td.has-events .full').first().isVisible()).toBe(true);
  });

  it('moves through the month with the keyboard: previous/next links, then the grid’s events in order', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/en/events/month/`);
    const focusedRel = () => page.evaluate(() => document.activeElement?.getAttribute('rel') ?? '');
    let presses = 0;
    while ((await focusedRel()) !== 'next' && presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedRel()).toBe('next');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href !== before);
    expect(page.url()).toMatch(/\/en\/events\/month\/\d{4}-\d\d\/$/);
    // Back with the previous link, reached by Shift+Tab from the "This month" link.
    while ((await focusedRel()) !== 'prev' && presses < 120) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/events\/month\/\d{4}-\d\d\/$/);
    // Tab from the filter bar's button walks into the grid: the links of the cells, in the order of the days.
    await page.locator('form.filters button').focus();
    const walked: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      walked.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('td')
            ? `cell:${active.closest('td').querySelector('time').getAttribute('datetime')}`
            : active?.tagName;
        }),
      );
    }
    const cells = walked.filter((w) => w.startsWith('cell:'));
    expect(cells.length).toBeGreaterThan(0);
    expect([...cells].sort()).toEqual(cells);
  });

  for (const width of WIDTHS) {
    it(`fits the embedded iframe to its content on a host page of another origin at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      for (const layout of ['list', 'month']) {
        const src = `${server.url}/ca/embed?layout=${layout}`;
        await page.goto(`${hostUrl}/?embed=${encodeURIComponent(src)}`);
        const frame = page.frameLocator('#embed');
        await expect.poll(() => frame.locator('main').count(), { timeout: UI_WAIT }).toBe(1);
        const inner = async () =>
          (await page
            .frames()
            .find((f) => f.url().startsWith(server.url))
            ?.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))) ?? 0;
        await expect
          .poll(async () => Math.abs(Number(await page.locator('#embed').getAttribute('height')) - (await inner())), {
            timeout: UI_WAIT,
          })
          .toBeLessThanOrEqual(1);
        expect(Number(await page.locator('#embed').getAttribute('height'))).toBeGreaterThan(150);
        const scrolls = await page
          .frames()
          .find((f) => f.url().startsWith(server.url))
          ?.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
        expect(scrolls).toBe(false);
        await screenshot(page, `host-embed-${layout}-${width}`);
      }
    });
  }

  it('logged no console error on any page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
