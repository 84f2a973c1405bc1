import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded one) for the browser tests, headless with a fresh profile, and the one
 * wait they use for what the page draws.
 */

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

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

/**
 * How long a test waits for the page to draw something: a hang guard, not a speed target. A CI machine was seen
 * running ten times slower than usual, and the docs page (Scalar) then took over 30 s to draw (docs/tests.md,
 * "Speed").
 */
export const UI_WAIT = 120_000;

/** A persistent context on a fresh profile directory (returned, for the caller to remove). */
export async function launchChromium(options: {
  viewport: { width: number; height: number };
  timezoneId?: string;
}): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'calendar-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    ...options,
  });
  context.setDefaultTimeout(UI_WAIT);
  context.setDefaultNavigationTimeout(UI_WAIT);
  return { context, profile };
}

/**
 * One Chromium for several contexts (people signed in apart, a context without JavaScript): contexts of one
 * browser are as apart as browsers, and start in a fraction of the time. Each context waits `UI_WAIT` at most.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** A new context of `browser`, with the browser tests' waits. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(UI_WAIT);
  context.setDefaultNavigationTimeout(UI_WAIT);
  return context;
}

/**
 * Chromium's virtual authenticator on `page` (DevTools protocol `WebAuthn.addVirtualAuthenticator`): a platform
 * authenticator with resident keys and user verification, as a phone's or a laptop's is; its id and CDP session.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
