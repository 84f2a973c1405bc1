import { rmSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliDb } from '../../scripts/lib/accounts';
import { createInvite } from '../../src/auth/invites';
import { createUser } from '../../src/auth/users';
import { axeProblems, screenshot, sidewaysScroll } from '../helpers/browser-audit';
import { addVirtualAuthenticator, CHROMIUM, hasChromium, launchChromium } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';
import { openLocalD1 } from '../helpers/local-d1';

/**
 * The editor in Debian's Chromium (docs/editor.md), passkeys through Chromium's virtual authenticator (DevTools
 * protocol `WebAuthn.addVirtualAuthenticator`: a platform authenticator with resident keys and user verification):
 * an invitation creates a passkey and signs the person in; **Sign out**, then **Sign in with a passkey**, with the
 * keyboard alone; a second use of the invitation is refused. Each screen passes axe-core (no serious or critical
 * violation) in light and dark, never scrolls sideways at 360 px, logs no console error (the CSP refuses nothing
 * the pages need), and is saved as a screenshot (test-results/screenshots/editor-*.png; docs/editor.md shows them).
 * The service is used as `http://localhost:<port>`: a passkey's relying party is a host name, never an IP address.
 */

if (!hasChromium) console.warn(`SKIPPED the editor browser test: ${CHROMIUM} is absent (apt-get install chromium)`);

// Browser globals of the `page.evaluate` callbacks (this file is type-checked without the DOM lib).
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const document: any;

const ADMIN = 'Ada Administradora';

describe.skipIf(!hasChromium)('the editor in Chromium', () => {
  let server: DevServer;
  let base = '';
  let invite = '';
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId = '';
  let profile = '';
  const consoleErrors: string[] = [];

  /** axe-core in light and dark, no sideways scroll at the current width, and a screenshot. */
  async function audit(name: string): Promise<void> {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeProblems(page, `${name} (${scheme})`)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `editor-${name}-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  /** The audit at a laptop's width and at 360 px. */
  async function auditWidths(name: string): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 800 });
    await audit(`${name}-desktop`);
    await page.setViewportSize({ width: 360, height: 780 });
    await audit(`${name}-360`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  beforeAll(async () => {
    server = await startDevServer({
      // The invitation of an administrator, written before the server starts (as `npm run users -- invite` does).
      setup: async (state) => {
        const { d1, dispose } = await openLocalD1(state);
        try {
          const db = cliDb(d1);
          const userId = await createUser(db, { name: ADMIN, role: 'administrator' });
          invite = (await createInvite(db, { userId, createdBy: null, ttlHours: 72, now: Date.now() })).code;
        } finally {
          await dispose();
        }
      },
    });
    base = server.url.replace('127.0.0.1', 'localhost');
    ({ context, profile } = await launchChromium({ viewport: { width: 1280, height: 800 } }));
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    ({ cdp, authenticatorId } = await addVirtualAuthenticator(context, page));
  });

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await server?.stop();
  });

  it('creates a passkey from an invitation, which signs the person in', async () => {
    await page.goto(`${base}/en/admin/invite/${invite}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Welcome, ${ADMIN}`);
    await auditWidths('invite');
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.waitForURL(`${base}/en/admin/`);
    await expect.poll(() => page.locator('.account').textContent()).toContain(`Signed in as ${ADMIN} (administrator)`);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    await auditWidths('events');
  });

  it('signs out, then signs in again with the passkey, with the keyboard alone', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/en/admin/sign-in?signed-out=1`);
    await expect.poll(() => page.locator('.notice').first().textContent()).toBe('You have signed out.');
    await auditWidths('sign-in');
    // Tab from the top of the page to the passkey button, then Enter.
    await page.locator('body').focus();
    let focused = '';
    for (let i = 0; i < 15 && focused !== 'Sign in with a passkey'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Sign in with a passkey');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/en/admin/`);
    await expect.poll(() => page.locator('.account').textContent()).toContain(`Signed in as ${ADMIN}`);
  });

  it('invites someone from the People screen, which shows the one-time link', async () => {
    await page.goto(`${base}/en/admin/people/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('People');
    await page.getByLabel('Name', { exact: true }).first().fill('Pau Convidat');
    await page.getByRole('button', { name: 'Create an invitation' }).click();
    await expect.poll(() => page.locator('#revealed').textContent()).toMatch(/\/en\/admin\/invite\/[0-9a-f]{64}$/);
    await auditWidths('people');
  });

  it('refuses a second use of the invitation, in the root’s language', async () => {
    const answer = await page.goto(`${base}/ca/admin/invite/${invite}`);
    expect(answer?.status()).toBe(410);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Aquest enllaç ja s’ha fet servir');
    expect(await axeProblems(page, 'invite used')).toEqual([]);
  });

  it('logged no console error on any screen but the used invitation’s status (the CSP refused nothing)', () => {
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 410 (Gone)']);
  });
});
