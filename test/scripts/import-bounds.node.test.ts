import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSource } from '../../scripts/lib/tec-read';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite } from '../helpers/fake-tec-site';
import { importCli, spawnImport } from './import-run';

/**
 * A hostile or broken source (docs/migration.md, "Safety"): the importer stays on the source's origin (never
 * following `next_rest_url` or a redirect elsewhere, so the --auth credentials go nowhere else) and reads within
 * bounds (response size, pages, requests, time per request), failing with one line that names the URL.
 */

const N = 20;
let site: FakeSite;
/** Another origin: whatever reaches it is logged, credentials included. */
let elsewhere: Server;
let elsewhereUrl: string;
const reached: { url: string; authorization?: string }[] = [];
const fast = { backoffMs: 10 };
const auth = `${LOGIN}:${APP_PASSWORD}`;

beforeAll(async () => {
  site = await startFakeSite(N);
  elsewhere = createServer((req, res) => {
    reached.push({ url: req.url ?? '', authorization: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ events: [{ id: 666, title: 'From elsewhere' }] }));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  // Another origin: another host name for the same loopback address.
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;
});
afterEach(() => {
  site.intercept = undefined;
  site.nextRestUrl = undefined;
  reached.length = 0;
});
afterAll(async () => {
  await site.close();
  await new Promise((resolve) => elsewhere.close(resolve));
});

/** Makes the site answer requests whose path is `path` with `answer`. */
function on(path: string, answer: (req: IncomingMessage, res: ServerResponse, url: URL) => void) {
  site.intercept = (req, res, url) => {
    if (url.pathname !== path) return false;
    answer(req, res, url);
    return true;
  };
}

describe('one origin', () => {
  it('never follows next_rest_url to another origin, nor sends the credentials there', async () => {
    site.nextRestUrl = (kind, page) => `${elsewhereUrl}/internal-admin/${kind}?page=${page + 1}`;
    const read = await readSource({ site: site.url, auth, ...fast });
    expect(reached).toEqual([]);
    expect(read.records.events.map((r) => r.sourceId)).toEqual(site.items.events.map((e) => e.id));
  });

  it('refuses a redirect to another origin, and follows one within the origin', async () => {
    on('/wp-json/tribe/events/v1/venues', (_req, res) => {
      res.writeHead(302, { location: `${elsewhereUrl}/internal-admin/venues` });
      res.end();
    });
    await expect(readSource({ site: site.url, auth, ...fast })).rejects.toThrow(
      `the site sends the import to ${elsewhereUrl}/internal-admin/venues, another origin than ${site.url}; not followed`,
    );
    expect(reached).toEqual([]);
    // Within the origin (a moved route), the redirect is followed.
    site.intercept = (_req, res, url) => {
      if (url.pathname !== '/wp-json/tribe/events/v1/organizers' || url.searchParams.has('moved')) return false;
      res.writeHead(301, { location: `${url.pathname}${url.search}&moved=1` });
      res.end();
      return true;
    };
    const read = await readSource({ site: site.url, auth, ...fast });
    expect(read.records.organizers.map((r) => r.sourceId)).toEqual([53, 54, 55]);
  });

  it('refuses a --from with credentials in it', async () => {
    const withUser = site.url.replace('http://', 'http://admin:secret@');
    await expect(readSource({ site: withUser })).rejects.toThrow('give credentials with --auth, not in the URL');
  });
});

describe('bounded', () => {
  it('a response larger than the limit, announced or endless, is not read', async () => {
    on('/wp-json/tribe/events/v1/events', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) });
      res.write('{"events":[');
    });
    const limits = { maxResponseBytes: 1024 * 1024 };
    await expect(readSource({ site: site.url, ...fast, limits })).rejects.toThrow(
      /\/v1\/events\?.*: the answer is larger than 1048576 bytes \(the limit, IMPORT_MAX_RESPONSE_BYTES\); not read$/,
    );
    // No length, and a body that never ends: stopped at the limit while reading.
    let timer: NodeJS.Timeout | undefined;
    on('/wp-json/tribe/events/v1/events', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"events":[');
      timer = setInterval(() => res.write(`${'{"id":1},'.repeat(8192)}`), 1);
      res.on('close', () => clearInterval(timer));
    });
    await expect(readSource({ site: site.url, ...fast, limits })).rejects.toThrow(/larger than 1048576 bytes/);
    clearInterval(timer);
  });

  it('a list of endless distinct pages stops at the page limit, and the whole reading at the request limit', async () => {
    let pages = 0;
    on('/wp-json/tribe/events/v1/tags', (_req, res, url) => {
      pages++;
      const page = Number(url.searchParams.get('page'));
      const tags = Array.from({ length: 50 }, (_, i) => ({
        id: page * 100 + i,
        name: `t${page}-${i}`,
        slug: `t${page}-${i}`,
      }));
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-tec-total': '1000000000',
        'x-tec-totalpages': '20000000',
      });
      res.end(JSON.stringify({ tags, next_rest_url: `${site.url}/wp-json/tribe/events/v1/tags?page=${page + 1}` }));
    });
    await expect(readSource({ site: site.url, ...fast, limits: { maxPages: 20 } })).rejects.toThrow(
      /\/v1\/tags: more than 20 pages \(the limit, IMPORT_MAX_PAGES\); stopped$/,
    );
    expect(pages).toBe(20);
    await expect(readSource({ site: site.url, ...fast, limits: { maxRequests: 8 } })).rejects.toThrow(
      /: stopped after 8 requests to the source \(the limit, IMPORT_MAX_REQUESTS\)$/,
    );
  });

  it('a page that repeats earlier items (a site that ignores `page`) is an error, not an endless loop', async () => {
    on('/wp-json/tribe/events/v1/tags', (_req, res) => {
      const tags = Array.from({ length: 50 }, (_, i) => ({ id: 1000 + i, name: `t${i}`, slug: `t${i}` }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ tags }));
    });
    await expect(readSource({ site: site.url, ...fast })).rejects.toThrow(
      /\/v1\/tags\?.*page=2.*: the page holds only items of earlier pages; the site ignores `page`$/,
    );
  });

  it('a stalled source times out naming the URL', async () => {
    on('/wp-json/tribe/events/v1/organizers', (_req, res) => {
      // Headers, then nothing: the body never comes.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"organizers":[');
    });
    await expect(readSource({ site: site.url, ...fast, retries: 1, limits: { timeoutMs: 300 } })).rejects.toThrow(
      /^http:\/\/127\.0\.0\.1:\d+\/wp-json\/tribe\/events\/v1\/organizers\?per_page=50&page=1: no answer after 2 attempts \(no complete answer within 0\.3 s\)$/,
    );
  });

  it('SIGINT while a request hangs stops the reading at once, exit 130', async () => {
    on('/wp-json/tribe/events/v1/venues', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
    });
    let sent = false;
    const result = await spawnImport(['--from', site.url, '--dry-run'], {}, (stderr, pid) => {
      if (!sent && /tags \[/.test(stderr)) {
        sent = true;
        setTimeout(() => process.kill(pid, 'SIGINT'), 200);
      }
    });
    expect(result.code).toBe(130);
    expect(result.stderr).toMatch(
      /error: interrupted; nothing is half-written: run the same command again to resume\n$/,
    );
  });

  it('the CLI takes its bounds from the environment and fails with one line', async () => {
    const result = await importCli(['--from', site.url, '--dry-run'], { IMPORT_MAX_REQUESTS: '3' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(
      /^error: .*: stopped after 3 requests to the source \(the limit, IMPORT_MAX_REQUESTS\)$/,
    );
  });
});
