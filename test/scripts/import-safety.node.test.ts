import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite } from '../helpers/fake-tec-site';
import { fetchLocal, openLocalD1, prepareLocalAdmin } from '../helpers/local-d1';
import { importCli, mappingOf } from './import-run';

/**
 * What a malicious or broken source cannot do to this service (docs/migration.md, "Safety"): overwrite local items
 * by listing their ids or slugs, put an unsafe URL in the image registry, or hide what it made the importer skip.
 */

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the assertions check the shapes
type Json = any;

let site: FakeSite;
const dirs: string[] = [];

async function freshState(): Promise<{ dir: string; token: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-safety-'));
  dirs.push(dir);
  return { dir, token: await prepareLocalAdmin(dir, 'admin') };
}

const api = (dir: string, token: string, requests: [string, string, unknown?][]) =>
  fetchLocal(
    dir,
    requests.map(
      ([method, route, body]) =>
        new Request(`http://calendar.test/en/calendar/events/v1${route}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
    ),
  );

beforeAll(async () => {
  site = await startFakeSite(4);
});
afterAll(async () => {
  await site.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('local items are never touched', () => {
  it('a source listing the local ids and slugs gets new ids; the local items stay as they were', async () => {
    const { dir, token } = await freshState();
    const created = await api(dir, token, [
      ['POST', '/venues', { venue: 'Local Hall', slug: 'local-hall', status: 'publish' }],
      ['POST', '/organizers', { organizer: 'Local Org', slug: 'local-org', status: 'publish' }],
      ['POST', '/categories', { name: 'Local category', slug: 'local-category' }],
      ['POST', '/tags', { name: 'local tag', slug: 'local-tag' }],
    ]);
    const [venue, organizer, category, tag] = created.map((answer) => answer.body);
    const [event] = (
      await api(dir, token, [
        [
          'POST',
          '/events',
          {
            title: 'Local draft',
            slug: 'local-draft',
            status: 'draft',
            start_date: '2030-01-01 10:00:00',
            end_date: '2030-01-01 11:00:00',
            venue: venue.id,
          },
        ],
      ])
    ).map((answer) => answer.body);
    const routes = [
      `/venues/${venue.id}`,
      `/organizers/${organizer.id}`,
      `/categories/${category.id}`,
      `/tags/${tag.id}`,
      `/events/${event.id}`,
    ];
    const before = await api(
      dir,
      token,
      routes.map((route) => ['GET', route]),
    );
    // The source's items carry the local ids, and the local slugs, each kind.
    const hostile = structuredClone(site.items);
    hostile.venues[0] = { ...hostile.venues[0], id: venue.id, slug: 'local-hall', venue: 'Evil Hall' };
    hostile.organizers[0] = { ...hostile.organizers[0], id: organizer.id, slug: 'local-org' };
    hostile.categories[0] = { ...hostile.categories[0], id: category.id, slug: 'local-category' };
    hostile.tags[0] = { ...hostile.tags[0], id: tag.id, slug: 'local-tag' };
    for (const [i, e] of hostile.events.entries()) {
      Object.assign(e, {
        id: i === 0 ? event.id : e.id,
        slug: i === 1 ? 'local-draft' : e.slug,
        title: i === 0 ? 'Published by the source' : e.title,
        status: 'publish',
        venue: { id: venue.id },
        organizer: [{ id: organizer.id }],
        categories: [{ id: category.id }],
        tags: [{ id: tag.id }],
      });
    }
    const saved = site.items;
    let summaryOf: Json;
    site.items = hostile;
    try {
      const result = await importCli([
        '--from',
        site.url,
        '--auth',
        `${LOGIN}:${APP_PASSWORD}`,
        '--persist-to',
        dir,
        '--json',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const summary = JSON.parse(result.stdout);
      summaryOf = summary;
      expect(summary.ids_kept).toBe(false);
      expect(summary.written.events).toMatchObject({ created: hostile.events.length, updated: 0, skipped: [] });
    } finally {
      site.items = saved;
    }
    // Every local item reads exactly as before.
    const after = await api(
      dir,
      token,
      routes.map((route) => ['GET', route]),
    );
    expect(after).toEqual(before);
    // The source's items are new ones: no mapped id is a local one, and a taken slug got a suffix.
    const mapping = await mappingOf(dir, site);
    // Events, venues and organizers share one id space; categories and tags another.
    const localPosts = new Set([venue.id, organizer.id, event.id]);
    const localTerms = new Set([category.id, tag.id]);
    for (const [kind, ids] of Object.entries(mapping)) {
      const taken = kind === 'categories' || kind === 'tags' ? localTerms : localPosts;
      for (const id of ids.values()) expect(taken.has(id), `${kind} ${id}`).toBe(false);
    }
    const [copy, sameSlug] = await api(dir, token, [
      ['GET', `/venues/${mapping.venues!.get(venue.id)}`],
      ['GET', `/events/${mapping.events!.get(hostile.events[1].id)}`],
    ]);
    expect(copy!.body).toMatchObject({ venue: 'Evil Hall', slug: 'local-hall-2' });
    expect(sameSlug!.body.slug).toBe('local-draft-2');
    expect(sameSlug!.body.venue.id).toBe(mapping.venues!.get(venue.id));
    expect(summaryOf.written.venues.partial).toEqual([
      { id: venue.id, reason: 'slug "local-hall" is taken here: "local-hall-2"' },
    ]);
  });
});

describe('the image registry', () => {
  it('takes nothing from a refused item, and no URL the API would refuse', async () => {
    const { dir } = await freshState();
    const saved = site.items.events;
    site.items.events = [
      // Refused by the API (ends before it starts): its image must not be registered either.
      { ...saved[0], id: 3001, end_date: '2019-03-01 19:00:00', image: { url: 'http://169.254.169.254/latest/x.png' } },
      // Imported, without its image.
      { ...saved[0], id: 3002, slug: 'poster', image: { url: 'javascript:alert(1)', width: 10, height: 10 } },
    ];
    let result: Json;
    try {
      result = await importCli(['--from', site.url, '--persist-to', dir, '--json']);
    } finally {
      site.items.events = saved;
    }
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout);
    expect(summary.written.events.skipped).toEqual([
      { id: 3001, reason: expect.stringMatching(/^400 rest_invalid_param: .*\(end_date\)$/) },
    ]);
    expect(summary.written.events.partial).toEqual([
      { id: 3002, reason: 'image left out: "javascript:alert(1)" is not an http(s) URL' },
    ]);
    const { d1, dispose } = await openLocalD1(dir);
    try {
      const { results } = await d1.prepare('select url from images').all<{ url: string }>();
      expect(results.filter((row) => /169\.254|javascript/.test(row.url))).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

describe('an honest summary', () => {
  it('lists every skipped item with its reason and exits 1, unless --allow-skips', async () => {
    const { dir } = await freshState();
    const saved = site.items.events;
    const good = saved[0];
    site.items.events = [
      good,
      { ...good, id: 3101, title: '' },
      { ...good, id: 3102, start_date: '', end_date: '' },
      { ...good, id: undefined },
      { ...good, id: 3104, start_date: 'soon', end_date: 'later' },
      { ...good, id: 3105, end_date: '2019-03-01 10:00:00' },
    ];
    try {
      const text = await importCli(['--from', site.url, '--persist-to', dir]);
      expect(text.code).toBe(1);
      expect(text.stdout).toContain(
        'events     3 skipped at the source (3101: empty title; 3102: no start_date or end_date; ?: no id)',
      );
      expect(text.stdout).toMatch(
        /events {5}created 1, updated 0, unchanged 0\n {4}2 skipped: 3104: 400 rest_invalid_param: .*; 3105: 400 rest_invalid_param: /,
      );
      expect(text.stderr).toMatch(
        /error: 5 items were not imported \(see the summary; --allow-skips accepts that\)\n$/,
      );
      const allowed = await importCli(['--from', site.url, '--persist-to', dir, '--allow-skips', '--json']);
      expect(allowed.code).toBe(0);
      const summary = JSON.parse(allowed.stdout);
      expect(summary.kinds.events.skipped).toHaveLength(3);
      expect(summary.written.events).toMatchObject({ created: 0, unchanged: 1 });
      expect(summary.written.events.skipped.map((s: Json) => s.id)).toEqual([3104, 3105]);
    } finally {
      site.items.events = saved;
    }
  });
});
