import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite } from '../helpers/fake-tec-site';
import { fetchLocal, openLocalD1, prepareLocalState } from '../helpers/local-d1';

/**
 * `npm run import` end to end: the fake TEC site (fake-tec-site.ts) into a fresh local D1 database, then the
 * imported data read back through this service's own API and compared field by field with the source; a second
 * run changes nothing, a changed source item is updated, an interrupted run resumes.
 */

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the assertions check the shapes
type Json = any;

const run = promisify(execFile);
const N = 20;
let site: FakeSite;
let dir: string;

const cli = (args: string[]) =>
  run(process.execPath, ['scripts/import.mjs', ...args], {
    env: { ...process.env, IMPORT_BACKOFF_MS: '10', WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 10_000_000,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

/** Reads through the service's API on the same local database. */
async function readApi<T = Json>(paths: string[]): Promise<T[]> {
  const answers = await fetchLocal(
    dir,
    paths.map((p) => new Request(`http://calendar.test${p}`)),
  );
  return answers.map((answer) => answer.body as T);
}

beforeAll(async () => {
  site = await startFakeSite(N);
  dir = mkdtempSync(path.join(tmpdir(), 'import-'));
  await prepareLocalState(dir);
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import into a local database', () => {
  let first: Json;

  it('imports every kind and link, with drafts through --auth, keeping the ids', async () => {
    // An event hidden from TEC's lists: found through the site's wp/v2 route.
    site.items.events[4].hide_from_listings = true;
    const result = await cli(['--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir, '--json']);
    expect(result.stderr).not.toMatch(/^error:/m);
    expect(result.code).toBe(0);
    first = JSON.parse(result.stdout);
    expect(first.written.events).toMatchObject({ imported: N, updated: 0, unchanged: 0, skipped: [] });
    expect(first.written.venues).toMatchObject({ imported: 2, skipped: [] });
    expect(first.written.categories).toMatchObject({ imported: 2, skipped: [] });
    expect(first.kinds.events.unlisted).toBe(1);
    expect(first.ids_kept).toBe(true);
  });

  it('reads back the same data through the API, field by field', async () => {
    const source = site.items.events[0];
    const [list] = await readApi([
      `/en/calendar/events/v1/events?per_page=50&start_date=2000-01-01&end_date=2100-01-01&search=${encodeURIComponent('Night #0')}`,
    ]);
    const event = list.events.find((e: Json) => e.slug === source.slug);
    expect(event).toBeDefined();
    expect(event).toMatchObject({
      // The source's id and dates, not new ones.
      id: source.id,
      date_utc: source.date_utc,
      modified_utc: source.modified_utc,
      title: 'Rock & Roll Night #0',
      status: 'publish',
      start_date: source.start_date,
      end_date: source.end_date,
      utc_start_date: source.utc_start_date,
      utc_end_date: source.utc_end_date,
      timezone: 'Europe/Madrid',
      all_day: false,
      featured: true,
      description: source.description,
    });
    expect(event.image).toMatchObject({ url: source.image.url, width: 1200, height: 800, filesize: 51234 });
    expect(event.image.sizes.medium.url).toBe(source.image.url);
    expect(event.venue).toMatchObject({
      id: 104,
      venue: 'Café Sol',
      slug: 'cafe-sol',
      geo_lat: 41.3851,
      geo_lng: 2.1734,
    });
    expect(event.organizer.map((o: Json) => [o.id, o.organizer])).toEqual([[53, 'O’Brien & Co']]);
    expect(event.categories.map((c: Json) => [c.id, c.name, c.slug])).toEqual([[8, 'Jazz', 'jazz-music']]);
    expect(event.tags.map((t: Json) => [t.id, t.slug])).toEqual([[28, 'open-air']]);
    // The hidden event, by its own id, hidden still.
    const hidden = site.items.events[4];
    const [byId] = await readApi([`/en/calendar/events/v1/events/${hidden.id}`]);
    expect(byId).toMatchObject({ id: hidden.id, hide_from_listings: true, modified_utc: hidden.modified_utc });
    const [categories] = await readApi(['/en/calendar/events/v1/categories?hide_empty=false&per_page=50']);
    const parent = categories.categories.find((c: Json) => c.slug === 'music');
    const child = categories.categories.find((c: Json) => c.slug === 'jazz-music');
    expect(parent.name).toBe('Music & Dance');
    expect([parent.id, child.id, child.parent]).toEqual([7, 8, 7]);
  });

  it('a second run changes nothing', async () => {
    const result = await cli(['--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir, '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    for (const kind of ['categories', 'tags', 'venues', 'organizers', 'events']) {
      expect(summary.written[kind]).toMatchObject({ imported: 0, updated: 0, skipped: [] });
    }
    expect(summary.written.events.unchanged).toBe(N);
  });

  it('updates an item changed at the source, and resumes after a run interrupted mid-item', async () => {
    // A run stopped between an item's write and its mapping row: the next run finds the item by its slug.
    const { d1, dispose } = await openLocalD1(dir);
    await d1
      .prepare("delete from import_items where kind = 'events' and source_id = ?")
      .bind(site.items.events[3].id)
      .run();
    await dispose();
    site.items.events[1].title = 'Renamed &#8211; night';
    site.items.events.push({ ...site.items.events[2], id: 5000, slug: 'added-later', title: 'Added later' });
    const result = await cli(['--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir, '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    // The added event and the one whose mapping was lost count as imported; nothing is duplicated.
    expect(summary.written.events).toMatchObject({ imported: 2, updated: 1, unchanged: N - 2, skipped: [] });
    const window = 'per_page=50&start_date=2000-01-01&end_date=2100-01-01';
    const [renamed, all] = await readApi([
      `/en/calendar/events/v1/events?${window}&search=night`,
      `/en/calendar/events/v1/events?${window}`,
    ]);
    // Listed: published and not hidden from listings.
    const published = site.items.events.filter((e) => e.status !== 'draft' && !e.hide_from_listings).length;
    expect(renamed.events.some((e: Json) => e.title === 'Renamed – night')).toBe(true);
    expect(all.total).toBe(published);
    expect(new Set(all.events.map((e: Json) => e.slug)).size).toBe(published);
  });

  it('into a database holding other items, gives new ids and records the mapping', async () => {
    // A second language's run is another source for the mapping, and the database is no longer empty.
    const result = await cli([
      '--from',
      site.url,
      '--auth',
      `${LOGIN}:${APP_PASSWORD}`,
      '--persist-to',
      dir,
      '--lang',
      'es',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.ids_kept).toBe(false);
    expect(summary.written.events).toMatchObject({ imported: site.items.events.length, skipped: [] });
    const source = site.items.events[0];
    const [list] = await readApi([
      `/es/calendar/events/v1/events?per_page=50&start_date=2000-01-01&end_date=2100-01-01&search=${encodeURIComponent('Night #0')}`,
    ]);
    // The first run's event (shown here in its own language) and the new copy, with an id of its own.
    const found = list.events.filter((e: Json) => e.title === 'Rock & Roll Night #0');
    expect(found.map((e: Json) => e.id)).toContain(source.id);
    const copy = found.find((e: Json) => e.id !== source.id);
    expect(found).toHaveLength(2);
    expect(copy).toMatchObject({ date_utc: source.date_utc, modified_utc: source.modified_utc });
  });
});
