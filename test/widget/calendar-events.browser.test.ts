import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from '../../src/i18n/catalogues/pages';
import { widgetTexts } from '../../src/i18n/catalogues/widget';
import { lookup } from '../../src/i18n/lookup';
import { axeProblems, screenshot, screenshotPath, sidewaysScroll, WIDTHS } from '../helpers/browser-audit';
import { CHROMIUM, hasChromium, launchChromium, UI_WAIT } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The widget in Debian's Chromium: a host page on another origin (a second local port) with a strict CSP embeds
 * `<calendar-events>`; each layout (list, compact, month, week) renders the query's events in ca, en and es at
 * 1366 and 375 px, axe-clean and without sideways scroll (screenshots under test-results/screenshots/); it shows
 * what is on (an event still running), follows a write after one refresh, moves through months with its buttons
 * from the keyboard, and shows the API's message or its own fallback when the API refuses or is unreachable.
 */

const LANGS = ['ca', 'en', 'es'] as const;
const TITLES = {
  ca: ['Concert de tardor', 'Jazz al claustre'],
  en: ['Autumn concert', 'Jazz in the cloister'],
  es: ['Concierto de otoño', 'Jazz en el claustro'],
} as const;
const FAIR = { ca: 'Fira d’hivern', en: 'Winter fair', es: 'Feria de invierno' } as const;

// Globals of the `page.evaluate` callbacks, which run in the browser (this file is type-checked without the DOM lib).
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const window: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const document: any;

if (!hasChromium) console.warn(`SKIPPED the widget browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

/** A day `days` from today in Madrid (the site zone of wrangler.toml), `YYYY-MM-DD`. */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));

describe.skipIf(!hasChromium)('the widget in Chromium', () => {
  let server: DevServer;
  let host: Server;
  let hostUrl: string;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
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
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>
<link rel="stylesheet" href="${svc}/pages.css"><script type="module" src="${svc}/widget.js"></script></head>
<body><main><h1>Host page</h1>
<calendar-events${attrs}><p id="fallback"><a href="${svc}/en/events/">Fallback: see the events</a></p></calendar-events>
</main></body></html>`,
    };
  };

  /** The host page with a widget of these attributes, once the widget has drawn. */
  const open = async (attributes: Record<string, string>, drawn = '[part~="footer"]') => {
    await page.goto(`${hostUrl}/?${new URLSearchParams(attributes)}`);
    await expect.poll(() => page.locator(`calendar-events ${drawn}`).count(), { timeout: UI_WAIT }).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    server = await startDevServer();
    const venue = await apiPost('ca', '/venues', { venue: 'Claustre', city: 'Girona', status: 'publish' });
    for (const [i, days] of [3, 5].entries()) {
      const created = await apiPost('ca', '/events', {
        title: TITLES.ca[i],
        description: '<p>Música</p>',
        start_date: `${day(days)} 19:00:00`,
        end_date: `${day(days)} 21:00:00`,
        venue: venue.id,
        status: 'publish',
        categories: ['widget-musica'],
      });
      await apiPost('en', `/events/${created.id}`, { title: TITLES.en[i] });
      await apiPost('es', `/events/${created.id}`, { title: TITLES.es[i] });
    }
    // Started two days ago, still on: the widget shows what is on.
    const fair = await apiPost('ca', '/events', {
      title: FAIR.ca,
      start_date: day(-2),
      end_date: day(4),
      all_day: true,
      status: 'publish',
      categories: ['widget-fires'],
    });
    await apiPost('en', `/events/${fair.id}`, { title: FAIR.en });
    await apiPost('es', `/events/${fair.id}`, { title: FAIR.es });
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
      viewport: { width: 1366, height: 900 },
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
    it(`renders the query's events in ${lang} under the host's strict CSP, grouped by day`, async () => {
      await open({ src: `${server.url}/${lang}/calendar/events/v1`, categories: 'widget-musica', 'per-page': '5' });
      const links = page.locator('calendar-events [part~="link"]');
      expect(await links.allTextContents()).toEqual([...TITLES[lang]]);
      const widget = page.locator('calendar-events');
      expect(
        await widget
          .locator('[part~="day-heading"] time')
          .evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))),
      ).toEqual([day(3), day(5)]);
      expect(
        await widget
          .locator('[part~="list"]')
          .first()
          .evaluate((el) => el.tagName),
      ).toBe('UL');
      const times = await widget
        .locator('[part~="date"] time')
        .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
      expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT19:00:00[+-]\d\d:\d\d$/);
      // The event's zone is not the viewer's (New York): its abbreviation is shown.
      expect(await widget.locator('[part~="zone"]').first().textContent()).toMatch(/^CES?T$/);
      expect(await links.first().getAttribute('href')).toMatch(new RegExp(`^${server.url}/${lang}/event/[^/]+/$`));
      expect(await widget.locator('[part~="subscribe"]').getAttribute('href')).toBe(
        `${server.url.replace('http:', 'webcal:')}/${lang}/calendar/events/v1/events.ics?categories=widget-musica`,
      );
      expect(await widget.locator('[part~="more"]').getAttribute('href')).toBe(
        `${server.url}/${lang}/events/?categories=widget-musica`,
      );
      expect(await page.locator('#fallback').isVisible()).toBe(false);
      expect(cspViolations).toEqual([]);
    });
  }

  it('shows what is on: an event that started earlier and has not ended, under today', async () => {
    await open({ src: `${server.url}/ca/calendar/events/v1`, categories: 'widget-fires' });
    expect(await page.locator('calendar-events [part~="link"]').allTextContents()).toEqual([FAIR.ca]);
  });

  it('speaks the language of a WordPress-layout root and takes start-date in any form the API takes', async () => {
    const src = `${server.url}/es/wp-json/tribe/events/v1`;
    await open({ src, categories: 'widget-musica', 'start-date': `${day(4)} 00:00` });
    const widget = page.locator('calendar-events');
    expect(await widget.locator('[part~="link"]').allTextContents()).toEqual([TITLES.es[1]]);
    expect(await widget.locator('[part~="subscribe"]').textContent()).toBe(lookup(widgetTexts, 'es', 'subscribe'));
    expect(await widget.locator('[part~="subscribe"]').getAttribute('href')).toBe(
      `${src.replace('http:', 'webcal:')}/events.ics?categories=widget-musica`,
    );
    expect(await widget.locator('[part~="more"]').getAttribute('href')).toBe(
      `${server.url}/es/events/?categories=widget-musica`,
    );
  });

  for (const width of WIDTHS) {
    for (const lang of LANGS) {
      it(`draws each layout in ${lang} at ${width} px: axe-clean, no sideways scroll, screenshots`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const problems: string[] = [];
        for (const layout of ['list', 'compact', 'month', 'week']) {
          const drawn = layout === 'month' || layout === 'week' ? '[part~="grid"]' : '[part~="footer"]';
          await open({ src: `${server.url}/${lang}/calendar/events/v1`, layout }, drawn);
          const before = cspViolations.length;
          problems.push(...(await axeProblems(page, `widget-${layout}-${lang}-${width}`)));
          // axe-core applies an inline style of its own while it runs, which the host's CSP refuses: not the widget's.
          cspViolations.length = before;
          if (width < 600) expect(await sidewaysScroll(page), `${layout} ${lang}`).toBeLessThanOrEqual(0);
          await screenshot(page, `widget-${layout}-${lang}-${width}`);
          // The widget alone, as docs/widget.md shows it.
          await page
            .locator('calendar-events')
            .screenshot({ path: screenshotPath(`widget-${layout}-${lang}-${width}-element`) });
        }
        expect(problems).toEqual([]);
        expect(cspViolations).toEqual([]);
      });
    }
  }

  it('draws the month layout under the host’s strict CSP: a table of weeks, today marked, events on their days', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open({ src: `${server.url}/en/calendar/events/v1`, layout: 'month', 'time-zone': 'event' }, '[part~="grid"]');
    const widget = page.locator('calendar-events');
    expect(await widget.locator('table thead th').count()).toBe(7);
    expect(await widget.locator('table thead th abbr').first().getAttribute('title')).toBe('Monday');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(await widget.locator('td[aria-current="date"] time').getAttribute('datetime')).toBe(today);
    const fairDays = await widget
      .locator('td', { hasText: FAIR.en })
      .evaluateAll((tds) => tds.map((td) => td.querySelector('time')?.getAttribute('datetime')));
    const inMonth = [-2, -1, 0, 1, 2, 3, 4].map(day).filter((d) => d.slice(0, 7) === today.slice(0, 7));
    expect(fairDays).toEqual(inMonth);
    expect(cspViolations).toEqual([]);
  });

  it('moves between months with its buttons from the keyboard, keeping the focus on the button', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open({ src: `${server.url}/ca/calendar/events/v1`, layout: 'month' }, '[part~="grid"]');
    const title = page.locator('calendar-events [part~="period-title"]');
    const before = await title.textContent();
    const focusedPart = () =>
      page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') ?? '');
    await page.keyboard.press('Tab');
    expect(await focusedPart()).toBe('prev');
    await page.keyboard.press('Tab');
    expect(await focusedPart()).toBe('next');
    await page.keyboard.press('Enter');
    await expect.poll(() => title.textContent(), { timeout: UI_WAIT }).not.toBe(before);
    expect(await focusedPart()).toBe('next');
    expect(await title.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => title.textContent(), { timeout: UI_WAIT }).toBe(before);
    expect(await focusedPart()).toBe('prev');
    // Then Tab walks the links of the days, in the order of the days.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedPart()).toMatch(/cell-link|more-day|subscribe/);
  });

  it('shows a write after one refresh, and re-renders only on change', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open({ src: `${server.url}/en/calendar/events/v1`, categories: 'widget-musica', refresh: '1' });
    const links = page.locator('calendar-events [part~="link"]');
    expect(await links.count()).toBe(2);
    await page.evaluate(() => {
      window.renders = 0;
      document.querySelector('calendar-events')?.addEventListener('calendar-events:render', () => window.renders++);
    });
    // Three polls without a change: no re-render.
    await page.waitForTimeout(3500);
    expect(await page.evaluate(() => window.renders)).toBe(0);
    await apiPost('en', '/events', {
      title: 'Late addition',
      start_date: 'tomorrow 18:00',
      end_date: 'tomorrow 19:00',
      status: 'publish',
      categories: ['widget-musica'],
    });
    await expect.poll(() => links.allTextContents(), { timeout: UI_WAIT }).toContain('Late addition');
    expect(await page.evaluate(() => window.renders)).toBe(1);
  });

  it("shows times in the viewer's zone and a compact layout when asked", async () => {
    await open({
      src: `${server.url}/en/calendar/events/v1`,
      categories: 'widget-musica',
      'time-zone': 'viewer',
      layout: 'compact',
    });
    const concert = page.locator('calendar-events [part~="item"]', { hasText: TITLES.en[0] });
    // 19:00 in Madrid (UTC+1 in winter) is 13:00 in New York (UTC-5).
    expect(await concert.locator('time').first().getAttribute('datetime')).toMatch(/T13:00:00-0[45]:00$/);
    expect(await concert.locator('time').first().textContent()).toContain('1:00');
    expect(await concert.locator('[part~="zone"]').count()).toBe(0);
    expect(await page.locator('calendar-events [part~="container"]').getAttribute('class')).toBe('compact');
  });

  it('is usable with the keyboard: Tab walks the event links and chips, then subscribe and more', async () => {
    await open({ src: `${server.url}/ca/calendar/events/v1`, categories: 'widget-musica' });
    expect(await page.locator('calendar-events [part~="link"]').count()).toBe(3);
    const focused: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const inner = document.activeElement?.shadowRoot?.activeElement ?? document.activeElement;
          return inner?.getAttribute('part') ?? inner?.textContent ?? '';
        }),
      );
    }
    // Three events match by now (two seeded, one written by the refresh test), each with its category chip.
    expect(focused).toEqual(['link', 'chip', 'link', 'chip', 'link', 'chip', 'subscribe', 'more']);
    for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    // The first event is the one the refresh test wrote in English only: its page is the English one.
    await page.waitForURL(/\/(ca|en)\/event\/[^/]+\/$/);
    expect(await page.locator('h1').textContent()).toBeTruthy();
  });

  it("shows the API's localized message for a bad attribute, and the fallback when the API is unreachable", async () => {
    await page.goto(
      `${hostUrl}/?${new URLSearchParams({ src: `${server.url}/es/calendar/events/v1`, categories: 'no-such-category' })}`,
    );
    const alert = page.locator('calendar-events [role="alert"]');
    await expect.poll(() => alert.count(), { timeout: UI_WAIT }).toBe(1);
    expect(await alert.textContent()).toContain('categories');
    expect(await alert.textContent()).toContain('No se han podido cargar los eventos.');
    // An unreachable API: the connection is refused.
    await page.route('**/calendar/events/v1/events?**', (route) => route.abort('connectionrefused'));
    await page.goto(`${hostUrl}/?${new URLSearchParams({ src: `${server.url}/ca/calendar/events/v1` })}`);
    await expect.poll(() => page.locator('#fallback').isVisible(), { timeout: UI_WAIT }).toBe(true);
    await page.unrouteAll();
  });

  it('says how a series repeats under each of its dates, in the words of its event page, in ca, en and es', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const series = await apiPost('en', '/events', {
      title: 'Evening yoga',
      start_date: `${day(8)} 18:30:00`,
      end_date: `${day(8)} 19:30:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4'],
      status: 'publish',
      categories: ['widget-series'],
    });
    expect(series.id).toBeGreaterThan(0);
    for (const lang of LANGS) {
      await open({ src: `${server.url}/${lang}/calendar/events/v1`, categories: 'widget-series' });
      const widget = page.locator('calendar-events');
      const rules = await widget.locator('[part~="rule"]').allTextContents();
      expect(rules).toHaveLength(4);
      expect(new Set(rules).size).toBe(1);
      // The event page of the first date says it the same way (src/i18n/rule-words.ts serves both).
      const href = await widget.locator('[part~="link"]').first().getAttribute('href');
      const html = await (await fetch(href!)).text();
      const label = lookup(pageTexts, lang, 'repeats');
      const said = new RegExp(`<dt>${label}</dt><dd>([^<]+)</dd>`).exec(html)?.[1];
      expect(said).toBeDefined();
      expect(rules[0]).toBe(said);
      await page
        .locator('calendar-events')
        .screenshot({ path: screenshotPath(`widget-list-series-${lang}-1366-element`) });
    }
    expect(cspViolations).toEqual([]);
  });

  it('requested nothing from anywhere but the service and the host', () => {
    expect(elsewhere).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
