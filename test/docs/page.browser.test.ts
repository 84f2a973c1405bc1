import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scalarCatalan } from '../../src/i18n/catalogues/scalar/ca';
import { scalarClientCatalan } from '../../src/i18n/catalogues/scalar-client/ca';
import { CHROMIUM, hasChromium, launchChromium, UI_WAIT } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The interactive reference in a real browser: Debian's Chromium (never a downloaded one) opens `/ca/docs`
 * served by `wrangler dev`, every operation of the Catalan `/doc` is listed, and a request sent from the page
 * (list categories) shows the service's answer. Nothing may be requested from anywhere but the service.
 */

const RESULTS = path.resolve('test-results');
const CATEGORY = 'Concerts a la fresca';

if (!hasChromium) console.warn(`SKIPPED the docs page browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

interface Doc {
  info: { title: string };
  tags: { name: string; 'x-displayName': string }[];
  paths: Record<string, Record<string, { summary: string; tags: string[] } | undefined>>;
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
    ({ context, profile } = await launchChromium({
      viewport: { width: 1400, height: 1000 },
    }));
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
    await expect
      .poll(() => page.locator('.docs-bar strong').textContent(), { timeout: UI_WAIT })
      .toBe('API d’esdeveniments del calendari');
    // Groups are named by their translated `x-displayName`; the first one starts open.
    const { openGroup, closeGroup } = scalarCatalan.navigation;
    for (const tag of doc.tags) {
      const name = tag['x-displayName'];
      const toggle = page.getByRole('button', { name: `${openGroup} - ${name}`, exact: true });
      const opened = page.getByRole('button', { name: `${closeGroup} - ${name}`, exact: true });
      await toggle.or(opened).first().waitFor({ timeout: UI_WAIT });
      if (await toggle.count()) await toggle.first().click();
    }
    const sidebar = page.locator('.sidebar, aside, nav').filter({ hasText: 'Llista les categories' }).first();
    await expect
      .poll(() => sidebar.textContent(), { timeout: UI_WAIT })
      .toContain('Llista les categories d’esdeveniments');
    const shown = (await sidebar.textContent()) ?? '';
    const summaries = new Set(
      Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op?.summary ?? '')),
    );
    const missing = [...summaries].filter((summary) => !shown.includes(summary));
    expect(missing).toEqual([]);
    await page.screenshot({ path: path.join(RESULTS, 'docs-page-ca.png') });
  });

  /** What each root's page must draw in its own language (Scalar's built-in English and Spanish, our Catalan). */
  const LABELS: Record<'ca' | 'en' | 'es', { testRequest: string; send: string }> = {
    ca: { testRequest: scalarCatalan.operation.testRequest, send: scalarClientCatalan.addressBar.send },
    en: { testRequest: 'Test Request', send: 'Send' },
    es: { testRequest: 'Probar solicitud', send: 'Enviar' },
  };
  /** Words of Scalar's own interface that must not be drawn: hosted features, editor plugins, English leftovers. */
  const FORBIDDEN = ['Ask AI', 'Generate MCP', 'VS Code', 'Cursor', 'Powered by Scalar'];
  const ENGLISH_ONLY = ['Select Auth Type', 'No authentication selected', 'Open API Client', 'Query Parameters'];

  for (const lang of ['ca', 'en', 'es'] as const) {
    it(`/${lang}/docs draws its reference on the first screen, in its language, and tests requests in it`, async () => {
      const doc = (await (await fetch(`${server.url}/${lang}/calendar/events/v1/doc`)).json()) as Doc;
      const listCategories = doc.paths['/categories']?.get?.summary;
      expect(listCategories).toBeTruthy();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${server.url}/${lang}/docs`);
      // The reference itself (its operation list, not placeholders) inside the first viewport.
      const viewport = page.viewportSize()!;
      const firstTag = doc.tags[0]!['x-displayName'];
      const sidebarEntry = page.locator('.sidebar, aside, nav').getByText(firstTag, { exact: true }).first();
      await sidebarEntry.waitFor({ state: 'visible', timeout: UI_WAIT });
      const title = page.getByRole('heading', { name: doc.info.title, exact: true }).first();
      await title.waitFor({ state: 'visible', timeout: UI_WAIT });
      for (const drawn of [sidebarEntry, title]) {
        const box = await drawn.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      }
      // One configured instance: no second, unconfigured embed in front of it.
      expect(consoleErrors.filter((text) => text.includes('not found in configList'))).toEqual([]);
      for (const word of [...FORBIDDEN, ...(lang === 'en' ? [] : ENGLISH_ONLY)]) {
        expect(await page.getByText(word, { exact: false }).filter({ visible: true }).count(), word).toBe(0);
      }
      // No visible control leads off the service.
      const hrefs = await page
        .locator('a[href^="http"]')
        .filter({ visible: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const external = hrefs.filter((href) => new URL(href).origin !== server.url);
      expect(external).toEqual([]);
      await page.screenshot({ path: path.join(RESULTS, `docs-page-${lang}.png`) });

      // "Test request" on list categories: the request window in the page's language, asking for that language.
      // Its group starts closed (only the first group is open): open it from the sidebar, then the operation.
      const groupTag = doc.paths['/categories']!.get!.tags[0];
      const groupName = doc.tags.find((tag) => tag.name === groupTag)!['x-displayName'];
      const sidebar = page.locator('.sidebar, aside, nav');
      const operation = sidebar.getByText(listCategories!, { exact: true }).first();
      if (!(await operation.isVisible())) await sidebar.getByText(groupName, { exact: true }).first().click();
      await operation.click();
      await page
        .locator('button')
        .filter({ hasText: LABELS[lang].testRequest })
        .filter({ hasText: '(get /categories)' })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      for (const word of lang === 'en' ? [] : ENGLISH_ONLY) {
        expect(await dialog.getByText(word).filter({ visible: true }).count(), word).toBe(0);
      }
      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'GET' && new URL(request.url()).pathname === `/${lang}/calendar/events/v1/categories`,
      );
      await dialog.locator('button').filter({ hasText: LABELS[lang].send }).first().click();
      const request = await sent;
      expect(new URL(request.url()).searchParams.get('i18n_language')).toBe(lang);
      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-language']).toBe(lang);
      await expect.poll(() => dialog.textContent(), { timeout: UI_WAIT }).toContain(CATEGORY);
      await page.screenshot({ path: path.join(RESULTS, `docs-page-${lang}-request.png`) });
      await page.keyboard.press('Escape');
    });
  }

  it('asked nothing of any other host', () => {
    expect(elsewhere).toEqual([]);
  });
});
