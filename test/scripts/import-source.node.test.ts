import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSource } from '../../scripts/lib/tec-read';
import { SourceError } from '../../scripts/lib/tec-source';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite } from '../helpers/fake-tec-site';

/**
 * The reading side of `npm run import` against a fake site that answers like the original (a real local HTTP
 * server, see fake-tec-site.ts): every page of every kind, drafts only with credentials, entities decoded, links
 * and image metadata kept, faults survived one request at a time, and one-line failures.
 */

const run = promisify(execFile);
const N = 120;
let site: FakeSite;

beforeAll(async () => {
  site = await startFakeSite(N);
});
afterAll(() => site.close());

const fast = { backoffMs: 10 };

describe('reading a site', () => {
  it('finds events hidden from listings through the wp/v2 route and reads them by id', async () => {
    const hidden = site.items.events[4];
    hidden.hide_from_listings = true;
    try {
      site.log.length = 0;
      const read = await readSource({ site: site.url, ...fast });
      const drafts = site.items.events.filter((e) => e.status !== 'publish').length;
      // TEC's list announces one event fewer; the wp/v2 route finds it, TEC's route by id gives it.
      expect(read.counts.events).toMatchObject({ announced: N - drafts - 1, read: N - drafts, unlisted: 1 });
      const record = read.records.events.find((r) => r.sourceId === hidden.id);
      expect(record?.fields).toMatchObject({ title: 'Rock & Roll Night #4', hide_from_listings: true });
      expect(site.log.filter((l) => l.url.startsWith('/wp-json/wp/v2/tribe_events')).length).toBe(
        Math.ceil((N - drafts) / 100),
      );
      expect(site.log.filter((l) => l.url.startsWith(`/wp-json/tribe/events/v1/events/${hidden.id}`)).length).toBe(1);
      expect(site.maxInFlight).toBe(1);

      // A site without the wp/v2 route: the TEC lists are all there is.
      site.wordpressRoute = false;
      const without = await readSource({ site: site.url, ...fast });
      expect(without.counts.events).toMatchObject({ read: N - drafts - 1, unlisted: 0 });
      expect(without.records.events.some((r) => r.sourceId === hidden.id)).toBe(false);
    } finally {
      hidden.hide_from_listings = false;
      site.wordpressRoute = true;
    }
  });

  it('reads every page of every kind, past and future, published only without credentials', async () => {
    site.log.length = 0;
    const read = await readSource({ site: site.url, ...fast });
    expect(read.namespaceUrl).toBe(`${site.url}/wp-json/tribe/events/v1`);
    const drafts = site.items.events.filter((e) => e.status !== 'publish').length;
    expect(read.counts.events).toMatchObject({ announced: N - drafts, read: N - drafts, importable: N - drafts });
    expect(read.records.events.map((r) => r.sourceId)).toEqual(
      site.items.events.filter((e) => e.status === 'publish').map((e) => e.id),
    );
    expect(read.records.venues.map((r) => r.sourceId)).toEqual([104, 106]);
    // Paging followed next_rest_url: ceil(108 / 50) pages of events, one request each, no credentials sent.
    expect(site.log.filter((l) => l.url.includes('/v1/events')).length).toBe(Math.ceil((N - drafts) / 50));
    expect(site.log.every((l) => !l.authed)).toBe(true);
    expect(site.maxInFlight).toBe(1);
  });

  it('decodes entities in titles and keeps fields, links and image metadata', async () => {
    const read = await readSource({ site: site.url, ...fast });
    const [first] = read.records.events;
    expect(first!.fields).toMatchObject({
      title: 'Rock & Roll Night #0',
      slug: 'rock-roll-night-0',
      status: 'publish',
      start_date: '2019-03-01 20:00:00',
      end_date: '2019-03-01 23:00:00',
      timezone: 'Europe/Madrid',
      all_day: false,
      featured: true,
      image: { url: `${site.url}/wp-content/uploads/poster-0.jpg`, width: 1200, height: 800, filesize: 51234 },
    });
    expect(first!.links).toEqual({ venues: [104], organizers: [53], categories: [8], tags: [28] });
    expect(read.records.events[1]!.fields.start_date).toBe('2031-03-02 20:00:00');
    expect(read.records.organizers[0]!.fields.organizer).toBe('O’Brien & Co');
    expect(read.records.venues[0]!.fields).toMatchObject({ venue: 'Café Sol', geo_lat: 41.3851, geo_lng: 2.1734 });
    // Parents before their children, whatever the site's order (by name: children first).
    expect(read.records.categories.map((c) => [c.fields.name, c.links.categories ?? []])).toEqual([
      ['8+', []],
      ['Music & Dance', []],
      ['Blues', [7]],
      ['Acoustic Blues', [9]],
      ['Jazz', [7]],
      ['Workshops', []],
    ]);
    // Without credentials, links to the draft venue and organizer point at items the site did not list.
    const drafts = new Set([105, 54]);
    const expected = site.items.events
      .filter((e) => e.status === 'publish')
      .flatMap((e) =>
        [...(Array.isArray(e.venue) ? [] : [e.venue]), ...e.organizer]
          .filter((linked: { id: number }) => drafts.has(linked.id))
          .map((linked: { id: number }) => `${e.id}→${linked.id}`),
      );
    expect(read.missingLinks.map((m) => `${m.id}→${m.toId}`).sort()).toEqual(expected.sort());
  });

  it('reads every tag, used or not, through every page (the site drops hide_empty from its next_rest_url)', async () => {
    site.log.length = 0;
    const read = await readSource({ site: site.url, ...fast });
    expect(read.records.tags.map((r) => r.sourceId).sort((a, b) => a - b)).toEqual(
      site.items.tags.map((t) => t.id).sort((a, b) => a - b),
    );
    expect(read.records.tags.some((r) => r.sourceId === 299)).toBe(true);
    // Both pages asked for with this importer's own query, never the site's next_rest_url.
    const tagPages = site.log.filter((l) => l.url.includes('/v1/tags'));
    expect(tagPages.map((l) => new URL(l.url, site.url).searchParams.get('hide_empty'))).toEqual(['false', 'false']);
    expect(read.records.categories.some((r) => r.sourceId === 11)).toBe(true);
  });

  it("dates drafts whose GMT date WordPress leaves at zero in the site's zone, and leaves their empty slugs out", async () => {
    const read = await readSource({ site: site.url, auth: `${LOGIN}:${APP_PASSWORD}`, ...fast });
    const venue = read.records.venues.find((r) => r.sourceId === 105)!;
    // Its local date, 12:00 on 2 May in Europe/Madrid (CEST), is 10:00 UTC (its modification, in CET, says +1).
    expect(venue.fields).toMatchObject({ status: 'draft', slug: null, date_utc: '2017-05-02 10:00:00' });
    const draft = read.records.events.find((r) => r.sourceId === 2009)!;
    expect(draft.fields).toMatchObject({ status: 'draft', slug: null, date_utc: '2018-01-10 08:00:00' });
    expect(read.records.organizers.find((r) => r.sourceId === 54)!.fields.slug).toBeNull();
  });

  it('reads drafts with --auth (Basic auth on every request)', async () => {
    site.log.length = 0;
    const read = await readSource({ site: site.url, auth: `${LOGIN}:${APP_PASSWORD}`, ...fast });
    expect(read.counts.events.read).toBe(N);
    expect(read.records.venues.map((r) => r.sourceId)).toEqual([104, 105, 106]);
    expect(read.records.events.find((r) => r.sourceId === 2009)!.fields.status).toBe('draft');
    expect(site.log.every((l) => l.authed)).toBe(true);
  });

  it('survives 503 with Retry-After, 429, a dropped connection and a 500, one request at a time', async () => {
    site.log.length = 0;
    site.faults.push(
      { match: '/v1/events', fault: 'retry-after-503' },
      { match: '/v1/venues', fault: '429' },
      { match: 'page=2', fault: 'drop' },
      { match: '/v1/tags', fault: '500' },
    );
    const waits: string[] = [];
    const read = await readSource({ site: site.url, ...fast, onWait: (m) => waits.push(m) });
    expect(site.faults).toEqual([]);
    expect(waits).toHaveLength(4);
    expect(waits.some((w) => w.includes('503, waiting 1 s'))).toBe(true);
    expect(read.counts.events.importable).toBe(site.items.events.filter((e) => e.status === 'publish').length);
    expect(site.maxInFlight).toBe(1);
    // The request after the 503 came no sooner than its Retry-After.
    const events = site.log.filter((l) => l.url.includes('/v1/events'));
    expect(events[1]!.at - events[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('takes each item once when a page shifts between two requests', async () => {
    const copy = { ...site.items.events[0], id: 1999, slug: 'inserted', title: 'Inserted' };
    site.faults.length = 0;
    const reads = await readSource({
      site: site.url,
      ...fast,
      onProgress: (kind, counts) => {
        // After the first page of events, a new event appears at the top: page 2 repeats the last of page 1.
        if (kind === 'events' && counts.read === 50) site.items.events.unshift(copy);
      },
    });
    site.items.events.shift();
    const ids = reads.records.events.map((r) => r.sourceId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('failures: one line, no partial read', () => {
  it('wrong credentials', async () => {
    await expect(readSource({ site: site.url, auth: `${LOGIN}:wrong`, ...fast })).rejects.toThrow(
      /401, the site refuses the login and application password of --auth$/,
    );
  });

  it('a source that answers garbage', async () => {
    site.faults.push({ match: '/v1/organizers', fault: 'garbage' });
    const error = await readSource({ site: site.url, ...fast }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as Error).message).toMatch(
      /organizers.*: the site answers 200 with something that is not JSON \("Maintenance"\)$/,
    );
  });

  it('a source that keeps failing', async () => {
    for (let i = 0; i < 6; i++) site.faults.push({ match: '/v1/tags', fault: '500' });
    await expect(readSource({ site: site.url, ...fast, retries: 2 })).rejects.toThrow(/answers 500 after 3 attempts/);
    site.faults.length = 0;
  });

  it('a site without The Events Calendar, and a URL that is not one', async () => {
    const other = createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":"rest_no_route","message":"No route","data":{"status":404}}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    await expect(readSource({ site: url, ...fast })).rejects.toThrow(
      `${url} does not serve The Events Calendar's REST API (tribe/events/v1: 404 rest_no_route)`,
    );
    await new Promise((resolve) => other.close(resolve));
    await expect(readSource({ site: 'not a url' })).rejects.toThrow('--from "not a url" is not a URL');
  });
});

describe('npm run import', () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['scripts/import.mjs', ...args], {
      env: { ...process.env, IMPORT_BACKOFF_MS: '10', ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('--dry-run --json prints the summary on stdout and the progress on stderr', async () => {
    const result = await cli(['--from', site.url, '--dry-run', '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    const published = site.items.events.filter((e) => e.status === 'publish').length;
    expect(summary.kinds.events).toEqual({
      announced: published,
      read: published,
      importable: published,
      unlisted: 0,
      skipped: [],
    });
    expect(summary.dry_run).toBe(true);
    expect(result.stderr).toContain(`events [####################] ${published}/${published}`);
  });

  it("--lang defaults to the service's DEFAULT_LANGUAGE, read as the Worker reads it (any case, trimmed)", async () => {
    const result = await cli(['--from', site.url, '--dry-run', '--json'], { DEFAULT_LANGUAGE: ' ES ' });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).lang).toBe('es');
    const human = await cli(['--from', site.url, '--dry-run', '--lang', 'ca']);
    expect(human.stdout).toContain('translations: ca texts, as separate items (the source exposes no WPML or Polylang');
    const wrong = await cli(['--from', site.url, '--dry-run'], { DEFAULT_LANGUAGE: 'fr' });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('error: DEFAULT_LANGUAGE must be ca, en or es, not "fr" (or pass --lang)');
  });

  it('fails with one line and a non-zero exit', async () => {
    const result = await cli(['--from', site.url, '--auth', `${LOGIN}:nope`, '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^error: .*401, the site refuses the login/);
  });
});
