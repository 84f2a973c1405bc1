import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarApiError, createClient, type ExportLine, type SyncStore } from '../../packages/client/dist/index.js';
import { generate } from '../../packages/client/scripts/generate-lib.mjs';
import { type DevServer, startDevServer } from '../helpers/dev-server';
import { buildAstro, buildEleventy, type CountingProxy, countingProxy, freshSite, listed, ROOT } from './site-builds';

/**
 * The packages of `packages/` (docs/builds.md) against one local instance of the service: the client's iterator,
 * export reader and sync (410 included), its generated types, the package as published; then real builds of an
 * Astro and an Eleventy site (from npm) through a proxy that counts their requests: a full build, a build after
 * one write (one `/changes` walk per collection, nothing else), a build after a trash.
 */

const CLIENT = path.join(ROOT, 'packages', 'client');
let server: DevServer;
let proxy: CountingProxy;
// Seeded below: a category, a venue, published events (one in the category, with a Catalan text), a draft.
let music: { id: number; slug: string };
let concert: number;
let talk: number;
let draft: number;
let series: number;

/** A write as the administrator, straight to the service. */
async function write(method: string, apiPath: string, body?: unknown, root = 'en') {
  const res = await fetch(`${server.url}/${root}/calendar/events/v1${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { id: number; slug: string };
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

const event = (title: string, day: number, extra: Record<string, unknown> = {}) => ({
  title,
  status: 'publish',
  start_date: `2031-05-${String(day).padStart(2, '0')} 19:00:00`,
  end_date: `2031-05-${String(day).padStart(2, '0')} 21:00:00`,
  ...extra,
});

/** The event ids an anonymous export lists under `root` (with `query`). */
async function exportedEventIds(query = '', root = 'en'): Promise<number[]> {
  const text = await (await fetch(`${server.url}/${root}/calendar/events/v1/export?types=events${query}`)).text();
  const lines = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ExportLine);
  return lines.flatMap((line) => (line.type === 'event' ? [line.item.id] : []));
}

const paths = (seen: { path: string }[], part: string) => seen.filter((s) => s.path.includes(part)).length;

beforeAll(async () => {
  server = await startDevServer();
  proxy = await countingProxy(server.url);
  music = await write('POST', '/categories', { name: 'Music' });
  const venue = await write('POST', '/venues', { venue: 'Sala Apolo', status: 'publish' });
  concert = (await write('POST', '/events', event('Jazz concert', 10, { categories: [music.id], venue: venue.id }))).id;
  await write('PATCH', `/events/${concert}`, { title: 'Concert de jazz' }, 'ca');
  talk = (await write('POST', '/events', event('Evening talk', 12))).id;
  await write('POST', '/events', event('Morning market', 14, { categories: [music.id] }));
  draft = (await write('POST', '/events', event('Unpublished draft', 11, { status: 'draft' }))).id;
  // A weekly series of two dates: its record is a `series` line of the export, never an entry of `events`. Its
  // dates are generated up to RECURRENCE_HORIZON_DAYS ahead, so it starts 30 days from today.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const weekly = { ...event('Weekly class', 1), start_date: `${day} 18:00:00`, end_date: `${day} 19:00:00` };
  series = (await write('POST', '/events', { ...weekly, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'] })).id;
});

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

describe('calendar-events-client against the service', () => {
  it('walks every page of a list, one request per page, following next_rest_url', async () => {
    const client = createClient({ url: `${proxy.url}/en/calendar/events/v1` });
    proxy.take();
    const pages = [];
    for await (const page of client.pages('/events', {
      per_page: 2,
      start_date: '2031-01-01',
      end_date: '2031-12-31',
    })) {
      pages.push(page);
    }
    // The series' two dates are this year's; the three single events are in 2031.
    expect(await exportedEventIds()).toHaveLength(5);
    expect(pages.map((p) => [p.page, p.items.length, p.total, p.totalPages])).toEqual([
      [1, 2, 3, 2],
      [2, 1, 3, 2],
    ]);
    expect(pages.flatMap((p) => p.items.map((item) => item.id)).sort()).toEqual(
      (await exportedEventIds('&start_date=2031-01-01&end_date=2031-12-31')).sort(),
    );
    // After the first, each request is the previous page's `next_rest_url` (written with a trailing slash).
    expect(proxy.take().map((s) => s.path.replace(/\/?\?.*/, ''))).toEqual(
      Array(2).fill('/en/calendar/events/v1/events'),
    );
  });

  it('reads the export as a stream of typed lines, the sync token last', async () => {
    const client = createClient({ url: `${proxy.url}/ca/calendar/events/v1` });
    const lines: ExportLine[] = [];
    for await (const line of client.export({ types: 'events,categories' })) lines.push(line);
    expect(lines.at(-1)).toEqual({ type: 'sync', sync_token: expect.any(String) });
    expect(
      lines.filter((line) => line.type === 'category').map((line) => line.type === 'category' && line.item.id),
    ).toEqual([music.id]);
    const events = lines.flatMap((line) => (line.type === 'event' ? [line.item] : []));
    expect(events.map((item) => item.id)).toEqual(await exportedEventIds('', 'ca'));
    expect(events.map((item) => item.id)).not.toContain(draft);
    expect(events.find((item) => item.id === concert)?.title).toBe('Concert de jazz');
  });

  it('syncs a store: the export first, /changes after, and the export again after a 410', async () => {
    const client = createClient({ url: `${proxy.url}/en/calendar/events/v1` });
    const items = new Map<string, unknown>();
    let token: string | undefined;
    let clears = 0;
    const store: SyncStore = {
      getToken: () => token,
      setToken: async (next) => {
        token = next;
      },
      upsert: (type, item) => items.set(`${type}:${item.id}`, item),
      delete: (type, id) => items.delete(`${type}:${id}`),
      clear: () => {
        clears += 1;
        items.clear();
      },
    };
    const first = await client.sync(store, { types: 'events' });
    expect(first).toMatchObject({ full: true, deletes: 0, token });
    expect(first.upserts).toBe(items.size);
    expect(clears).toBe(1);
    const extra = await write('POST', '/events', event('Added for sync', 20));
    proxy.take();
    const second = await client.sync(store, { types: 'events' });
    expect(second).toMatchObject({ full: false, upserts: 1, deletes: 0 });
    expect(items.has(`event:${extra.id}`)).toBe(true);
    expect(proxy.take().map((s) => s.path.split('?')[0])).toEqual(['/en/calendar/events/v1/changes']);
    await write('DELETE', `/events/${extra.id}`);
    expect(await client.sync(store, { types: 'events' })).toMatchObject({ full: false, upserts: 0, deletes: 1 });
    expect(items.has(`event:${extra.id}`)).toBe(false);
    // A token issued long ago: 410, then a whole export.
    proxy.take();
    token = btoa('1.1000000000').replace(/=+$/, '');
    const again = await client.sync(store, { types: 'events' });
    expect(again.full).toBe(true);
    expect(clears).toBe(2);
    expect(proxy.take().map((s) => [s.path.split('?')[0], s.status])).toEqual([
      ['/en/calendar/events/v1/changes', 410],
      ['/en/calendar/events/v1/export', 200],
    ]);
    // The export's series record comes too, as a `series` item: the store decides what to keep.
    expect(items.has(`series:${series}`)).toBe(true);
    const events = [...items.keys()].filter((key) => key.startsWith('event:'));
    expect(events.sort()).toEqual((await exportedEventIds()).map((id) => `event:${id}`).sort());
  });

  it('fails with the API error: its code, status and params', async () => {
    const client = createClient({ url: `${proxy.url}/es/calendar/events/v1` });
    const failure = await (async () => {
      for await (const _ of client.pages('/events', { categories: ['no-such-category'] })) return undefined;
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CalendarApiError);
    expect(failure).toMatchObject({
      code: 'rest_invalid_param',
      status: 400,
      params: { categories: expect.any(String) },
    });
  });

  it('sends If-None-Match and answers a 304 from its copy; waits out a Retry-After', async () => {
    const client = createClient({ url: `${proxy.url}/en/calendar/events/v1` });
    const read = async () => {
      const ids = [];
      for await (const page of client.pages('/categories')) ids.push(...page.items.map((item) => item.id));
      return ids;
    };
    proxy.take();
    expect(await read()).toEqual([music.id]);
    expect(await read()).toEqual([music.id]);
    expect(proxy.take().map((s) => s.status)).toEqual([200, 304]);
    proxy.throttleNext('/en/calendar/events/v1/tags', 1);
    for await (const page of client.pages('/tags')) expect(page.items).toEqual([]);
    expect(proxy.take().map((s) => s.status)).toEqual([429, 200]);
  });

  it('keeps its generated types and schemas in step with /doc, and its version with the API', async () => {
    const document = await (await fetch(`${server.url}/en/calendar/events/v1/doc`)).json();
    const files = await generate(document);
    for (const [name, text] of Object.entries(files)) {
      expect(text, `packages/client/src/generated/${name}: run npm run generate -w calendar-events-client`).toBe(
        readFileSync(path.join(CLIENT, 'src', 'generated', name), 'utf8'),
      );
    }
    const manifest = JSON.parse(readFileSync(path.join(CLIENT, 'package.json'), 'utf8'));
    expect(manifest.version).toBe((document as { info: { version: string } }).info.version);
  });

  it('packs only dist, the README, the licence and the manifest; the runtime imports no Node module', () => {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: CLIENT, encoding: 'utf8' }),
    ) as [{ files: { path: string }[] }];
    const files = packed.files.map((file) => file.path);
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['LICENSE', 'README.md', 'package.json']);
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/astro.d.ts', 'dist/eleventy.d.ts']),
    );
    for (const file of files.filter((name) => name.endsWith('.js') && name !== 'dist/eleventy.js')) {
      expect(readFileSync(path.join(CLIENT, file), 'utf8'), file).not.toMatch(/from\s*["']node:/);
    }
  });

  it('runs in Node 20', async () => {
    const script = `import { createClient } from ${JSON.stringify(path.join(CLIENT, 'dist', 'index.js'))};
      let n = 0; for await (const line of createClient({ url: process.argv[1] }).export({ types: 'events' })) if (line.type === 'event') n++;
      console.log(process.versions.node.split('.')[0], n);`;
    const out = execFileSync(
      '/usr/bin/node',
      ['--input-type=module', '-e', script, `${server.url}/en/calendar/events/v1`],
      {
        encoding: 'utf8',
      },
    );
    expect(out.trim()).toBe(`20 ${(await exportedEventIds()).length}`);
  });
});

describe('real site builds (Astro and Eleventy from npm)', () => {
  let astro: string;
  let eleventy: string;
  const env = () => ({ CALENDAR_SITE: proxy.url, CALENDAR_CATEGORY: music.slug });
  const astroPage = (name: string) => listed(path.join(astro, 'dist', name, 'index.html'));
  const eleventyPage = () => listed(path.join(eleventy, '_site', 'index.html'));

  beforeAll(() => {
    astro = freshSite('astro');
    eleventy = freshSite('eleventy');
  });

  it('a first build holds exactly the events of the anonymous export: every root, filtered collections', async () => {
    proxy.take();
    await buildAstro(astro, env());
    const seen = proxy.take();
    expect(paths(seen, '/export?')).toBe(4);
    expect(paths(seen, '/changes?')).toBe(0);
    const exported = await exportedEventIds();
    expect(
      astroPage('events')
        .map((li) => li.id)
        .sort(),
    ).toEqual([...exported].sort());
    expect(exported).not.toContain(draft);
    expect(astroPage('events').map((li) => li.id)).not.toContain(series);
    expect(astroPage('catalan').find((li) => li.id === concert)?.text).toBe('Concert de jazz');
    expect(
      astroPage('music')
        .map((li) => li.id)
        .sort(),
    ).toEqual((await exportedEventIds(`&categories=${music.slug}`)).sort());
    expect(astroPage('venues').map((li) => li.text)).toEqual(['Sala Apolo']);

    await buildEleventy(eleventy, env());
    expect(paths(proxy.take(), '/export?')).toBe(1);
    // The export's order: events by start.
    expect(eleventyPage().map((li) => li.id)).toEqual(exported);
  });

  it('a build after one write makes one /changes request per collection and shows the change', async () => {
    await write('PATCH', `/events/${talk}`, { title: 'Evening talk, moved indoors' });
    proxy.take();
    const log = await buildAstro(astro, env());
    const seen = proxy.take();
    expect(seen.map((s) => s.path.split('?')[0]).sort()).toEqual(
      Array(4).fill('/en/calendar/events/v1/changes').toSpliced(1, 1, '/ca/calendar/events/v1/changes').sort(),
    );
    expect(log).toContain('events: changes, 1 upserted, 0 deleted');
    expect(astroPage('events').find((li) => li.id === talk)?.text).toBe('Evening talk, moved indoors');

    const eleventyLog = await buildEleventy(eleventy, env());
    expect(proxy.take().map((s) => s.path.split('?')[0])).toEqual(['/en/calendar/events/v1/changes']);
    expect(eleventyLog).toContain('changes: 1 upserted, 0 deleted');
    expect(eleventyPage().find((li) => li.id === talk)?.text).toBe('Evening talk, moved indoors');
  });

  it('a build after a trash no longer holds the event', async () => {
    await write('DELETE', `/events/${concert}`);
    proxy.take();
    const log = await buildAstro(astro, env());
    expect(paths(proxy.take(), '/export?')).toBe(0);
    expect(log).toContain('events: changes, 0 upserted, 1 deleted');
    for (const page of ['events', 'catalan', 'music']) {
      expect(astroPage(page).map((li) => li.id)).not.toContain(concert);
    }
    expect(
      astroPage('events')
        .map((li) => li.id)
        .sort(),
    ).toEqual((await exportedEventIds()).sort());
    await buildEleventy(eleventy, env());
    expect(eleventyPage().map((li) => li.id)).toEqual(await exportedEventIds());
  });
});
