import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * What the browser tests check on every view they draw (test/pages/, test/widget/): axe-core finds no serious or
 * critical violation, nothing scrolls sideways at a phone's width, and a full-page screenshot is saved under
 * `test-results/screenshots/` (git ignores it; docs/widget.md shows a few copied to docs/images/).
 */

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const SCREENSHOTS = path.resolve('test-results', 'screenshots');

/** The widths every view is drawn at: a laptop and a phone. */
export const WIDTHS = [1366, 375] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

// Globals of the `page.evaluate` callbacks, which run in the browser (the test files are type-checked without the
// DOM lib).
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const window: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals, untyped here
declare const document: any;

/** The serious and critical axe violations of the page, as `name: rule [targets]` lines. */
export async function axeProblems(page: Page, name: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Where the screenshot `<name>.png` goes (the folder made). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}

/** Saves a full-page screenshot as `<name>.png`; its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = screenshotPath(name);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The checks of one screen at two widths: axe-core in light at a laptop's width and in dark at 360 px (each scheme
 * and each width checked once), no sideways scroll at either, and a screenshot of each (`<name>-desktop`,
 * `<name>-360`). The viewport is put back to the laptop's width.
 */
export async function auditScreen(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, scheme, label] of [
    [1280, 'light', 'desktop'],
    [360, 'dark', '360'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.emulateMedia({ colorScheme: scheme });
    problems.push(...(await axeProblems(page, `${name} (${label}, ${scheme})`)));
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) problems.push(`${name} (${label}): scrolls ${scroll}px sideways`);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}
