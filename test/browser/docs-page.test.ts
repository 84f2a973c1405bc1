import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scalarCatalan } from '../../src/i18n/docs/scalar-ca';
import { type DevServer, startDevServer } from './dev-server';

/**
 * The interactive reference in a real browser: Debian's Chromium (never a downloaded one) opens `/ca/docs`
 * served by `wrangler dev`, every operation of the Catalan `/doc` is listed, and a request sent from the page
 * (list categories) shows the service's answer. Nothing may be requested from anywhere but the service.
 */

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RESULTS = path.resolve('test-results');
const CATEGORY = 'Concerts a la fresca';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`SKIPPED the docs page browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

interface Doc {
  tags: { name: string; 'x-displayName': string }[];
  paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
}

describe.skipIf(!hasChromium)('the docs page in Chromium', () => {
  let server: DevServer;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  const elsewhere: string[] = [];

  beforeAll(async () => {
    server = await startDevServer();
    const created = await fetch(`${server.url}/ca/calendar/events/v1/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: CATEGORY }),
    });
    expect(created.status).toBe(201);
    // Categories list only terms with published events by default (`hide_empty`): give it one.
    const event = await fetch(`${server.url}/ca/calendar/events/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Cinema a la plaça',
        start_date: 'tomorrow 21:30',
        end_date: 'tomorrow 23:30',
        status: 'publish',
        categories: [((await created.json()) as { id: number }).id],
      }),
    });
    expect(event.status).toBe(201);
    profile = mkdtempSync(path.join(tmpdir(), 'calendar-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1400, height: 1000 },
    });
    page = context.pages()[0] ?? (await context.newPage());
    // Offline by construction: anything not addressed to the service is recorded and refused.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === server.url || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      elsewhere.push(url.href);
      return route.abort();
    });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('lists every operation of /ca/calendar/events/v1/doc, in Catalan', async () => {
    const doc = (await (await fetch(`${server.url}/ca/calendar/events/v1/doc`)).json()) as Doc;
    await page.goto(`${server.url}/ca/docs`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    await expect.poll(() => page.locator('.docs-bar strong').textContent()).toBe('API d’esdeveniments del calendari');
    // Groups are named by their translated `x-displayName`; the first one starts open.
    const { openGroup, closeGroup } = scalarCatalan.navigation;
    for (const tag of doc.tags) {
      const name = tag['x-displayName'];
      const toggle = page.getByRole('button', { name: `${openGroup} - ${name}`, exact: true });
      const opened = page.getByRole('button', { name: `${closeGroup} - ${name}`, exact: true });
      await toggle.or(opened).first().waitFor({ timeout: 30_000 });
      if (await toggle.count()) await toggle.first().click();
    }
    const sidebar = page.locator('.sidebar, aside, nav').filter({ hasText: 'Llista les categories' }).first();
    await expect
      .poll(() => sidebar.textContent(), { timeout: 30_000 })
      .toContain('Llista les categories d’esdeveniments');
    const shown = (await sidebar.textContent()) ?? '';
    const summaries = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.summary)));
    const missing = [...summaries].filter((summary) => !shown.includes(summary));
    expect(missing).toEqual([]);
    await page.screenshot({ path: path.join(RESULTS, 'docs-page-ca.png') });
  });

  it('sends a request from the page and shows the answer', async () => {
    await page.locator('.sidebar, aside, nav').getByText('Llista les categories d’esdeveniments').first().click();
    await page
      .locator('button')
      .filter({ hasText: scalarCatalan.operation.testRequest })
      .filter({ hasText: '(get /categories)' })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'GET' && new URL(request.url()).pathname === '/ca/calendar/events/v1/categories',
    );
    await dialog.locator('button').filter({ hasText: 'Send' }).first().click();
    const request = await sent;
    const response = await request.response();
    expect(response?.status()).toBe(200);
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain(CATEGORY);
    expect(await dialog.textContent()).toContain('200');
    await page.screenshot({ path: path.join(RESULTS, 'docs-page-ca-request.png') });
  });

  it('asked nothing of any other host', () => {
    expect(elsewhere).toEqual([]);
  });
});
