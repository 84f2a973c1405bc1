import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/d1';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportTokens } from '../../scripts/lib/tec-local';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite } from '../helpers/fake-tec-site';
import { openLocalD1, prepareLocalAdmin } from '../helpers/local-d1';
import { importCli, importedItems, linksAndSlugs, spawnImport } from './import-run';

/**
 * An import interrupted anywhere resumes to exactly the state of an uninterrupted one (docs/migration.md,
 * "Resumable"): killed at a random item (twice, the first time among the categories, whose parents a resumed run
 * once lost), stopped by SIGTERM among the events, or failing on the source in the middle of a page. Each end
 * state is compared field by field, category parents included, with a reference import of the same site, and
 * that reference with the source itself: every event's links (the site's terms whose numeric slugs are other
 * terms' ids among them) and every slug (drafts titled like published items among them). The resumed run exits 0.
 */

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the assertions check the shapes
type Json = any;

const N = 30;
let site: FakeSite;
let reference: Record<string, Map<number, Json>>;
const dirs: string[] = [];

async function freshState(): Promise<{ dir: string; token: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-resume-'));
  dirs.push(dir);
  return { dir, token: await prepareLocalAdmin(dir, 'admin') };
}

const args = (dir: string) => ['--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir];

/** Items of the source, all kinds: categories, tags, venues, organizers, events. */
const total = () => Object.values(site.items).reduce((n, items) => n + items.length, 0);

/** The import's tokens in `dir`: each with its expiry and revocation. */
async function importTokens(dir: string): Promise<{ expires_at: string | null; revoked_at: string | null }[]> {
  const { d1, dispose } = await openLocalD1(dir);
  try {
    const { results } = await d1
      .prepare(
        "select t.expires_at, t.revoked_at from tokens t join users u on u.id = t.user_id where u.name = 'The Events Calendar import'",
      )
      .all<{ expires_at: string | null; revoked_at: string | null }>();
    return results;
  } finally {
    await dispose();
  }
}

function plain(items: Record<string, Map<number, Json>>) {
  return Object.fromEntries(Object.entries(items).map(([kind, map]) => [kind, Object.fromEntries(map)]));
}

beforeAll(async () => {
  site = await startFakeSite(N);
  const { dir, token } = await freshState();
  const result = await importCli([...args(dir), '--json']);
  expect(result.code).toBe(0);
  reference = await importedItems(dir, site, token);
  expect(linksAndSlugs(site, reference)).toEqual(linksAndSlugs(site));
});
afterAll(async () => {
  await site.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('an interrupted import resumes to the state of an uninterrupted one', () => {
  it('killed at a random item (twice), then run again', async () => {
    const { dir, token } = await freshState();
    // First among the five categories, then anywhere in what is left.
    const first = 1 + Math.floor(Math.random() * 4);
    const second = 1 + Math.floor(Math.random() * (total() - first - 1));
    console.info(`killed after ${first} items, then after ${second} more`);
    for (const at of [first, second]) {
      const crashed = await spawnImport(args(dir), { IMPORT_CRASH_AFTER_ITEMS: String(at) });
      expect(crashed.signal, crashed.stderr).toBe('SIGKILL');
    }
    // The killed runs' tokens expire within minutes: nothing lasting is left behind.
    const now = Date.now();
    for (const row of await importTokens(dir)) {
      const expires = Date.parse(`${row.expires_at!.replace(' ', 'T')}Z`);
      expect(expires).toBeGreaterThan(now - 60_000);
      expect(expires).toBeLessThanOrEqual(now + 10 * 60_000);
    }
    const resumed = await importCli([...args(dir), '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const summary = JSON.parse(resumed.stdout);
    const created = Object.values(summary.written).reduce((n: number, c: Json) => n + c.created, 0);
    const unchanged = Object.values(summary.written).reduce((n: number, c: Json) => n + c.unchanged, 0);
    expect(created + unchanged).toBe(total());
    expect(unchanged).toBeGreaterThanOrEqual(first + second);
    const items = await importedItems(dir, site, token);
    expect(linksAndSlugs(site, items)).toEqual(linksAndSlugs(site));
    expect(plain(items)).toEqual(plain(reference));
    // And one more run: nothing to do.
    const again = JSON.parse((await importCli([...args(dir), '--json'])).stdout);
    expect(again.changed).toBe(false);
  });

  it('stopped by SIGTERM among the events: the items in flight end, the token is revoked, exit 143; then resumed', async () => {
    const { dir, token } = await freshState();
    let sent = false;
    // One item at a time, in the source's order: the draft titled like a published event listed after it is
    // written first, and the stop comes after both, with events left to write.
    const stopped = await spawnImport(args(dir), { IMPORT_CONCURRENCY: '1' }, (stderr, pid) => {
      if (!sent && /events written \[/.test(stderr)) {
        sent = true;
        process.kill(pid, 'SIGTERM');
      }
    });
    expect(stopped.code).toBe(143);
    expect(stopped.stderr).toMatch(/error: interrupted; nothing is half-written: run the same command again to resume/);
    const tokens = await importTokens(dir);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.revoked_at !== null)).toBe(true);
    const resumed = await importCli([...args(dir), '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout).written.events.created).toBeGreaterThan(0);
    const items = await importedItems(dir, site, token);
    expect(linksAndSlugs(site, items)).toEqual(linksAndSlugs(site));
    expect(plain(items)).toEqual(plain(reference));
  });

  it('failing on the source in the middle of a page: nothing written, exit 1 naming the URL; then resumed', async () => {
    const { dir, token } = await freshState();
    for (let i = 0; i < 6; i++) site.faults.push({ match: '/v1/tags?', fault: 'truncate' });
    const failed = await importCli(args(dir));
    site.faults.length = 0;
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /error: http:\/\/127\.0\.0\.1:\d+\/wp-json\/tribe\/events\/v1\/tags\?.*: no answer after 6 attempts/,
    );
    expect(Object.keys(await importedItems(dir, site, token))).toEqual([]);
    const resumed = await importCli([...args(dir), '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(plain(await importedItems(dir, site, token))).toEqual(plain(reference));
  });
});

describe('the import token', () => {
  it('expires minutes after it is made, is renewed past half its life, and every one is revoked at the end', async () => {
    const { dir } = await freshState();
    const { d1, dispose } = await openLocalD1(dir);
    try {
      const tokens = new ImportTokens(drizzle(d1));
      const start = Date.now();
      const first = await tokens.secret();
      expect(await tokens.secret()).toBe(first);
      const later = vi.spyOn(Date, 'now').mockReturnValue(start + 6 * 60_000);
      const renewed = await tokens.secret();
      later.mockRestore();
      expect(renewed).not.toBe(first);
      await tokens.revokeAll();
    } finally {
      await dispose();
    }
    const rows = await importTokens(dir);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);
    const expiry = Date.parse(`${rows[0]!.expires_at!.replace(' ', 'T')}Z`);
    expect(expiry - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});
