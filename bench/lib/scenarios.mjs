/**
 * The benchmark's scenarios over one seeded dataset. Parameters (ids, slugs, a popular category, a search word)
 * are read from the dataset's SQLite file. Uncached reads defeat the edge cache honestly: each request carries a
 * different value of a parameter the API ignores (`_bench`), so every request reads the data version, misses the
 * cache, runs its queries and stores its response, exactly what a first visit to a URL costs. The cached
 * scenarios repeat one URL (a HIT after the first request) or send its ETag back (304).
 */
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { serverTiming } from './load.mjs';

export const NS = '/calendar/events/v1';

/** What the scenarios need from a dataset, read directly from its database file. */
export function datasetFacts(file) {
  const db = new Database(file, { readonly: true });
  try {
    const all = (query, ...params) => db.prepare(query).all(...params);
    const get = (query, ...params) => db.prepare(query).get(...params);
    const listed = `type = 'event' and status = 'publish' and password is null`;
    return {
      eventIds: all(`select id from posts where ${listed} order by random() limit 500`).map((r) => r.id),
      slugs: all(
        `select t.slug from post_texts t join posts p on p.id = t.post_id where p.${listed.replaceAll(' and ', ' and p.')} and t.lang = 'es' order by random() limit 500`,
      ).map((r) => r.slug),
      category: get(
        `select t.id, x.slug from terms t join term_texts x on x.term_id = t.id and x.lang = 'en'
         where t.taxonomy = 'category' and t.parent_id != 0 order by t.published_count desc limit 1`,
      ),
      tag: get(`select id from terms where taxonomy = 'tag' order by published_count desc limit 1`).id,
      venue: get(`select id from posts where type = 'venue' and status = 'publish' order by id limit 1`).id,
      organizer: get(`select id from posts where type = 'organizer' and status = 'publish' order by id limit 1`).id,
      // Dozens of references of each kind, the most used first (issue 32's combination of every filter).
      many: {
        categories: all(`select id from terms where taxonomy = 'category' order by published_count desc limit 40`).map(
          (r) => r.id,
        ),
        tags: all(`select id from terms where taxonomy = 'tag' order by published_count desc limit 40`).map(
          (r) => r.id,
        ),
        venues: all(`select id from posts where type = 'venue' and status = 'publish' order by id limit 40`).map(
          (r) => r.id,
        ),
        organizers: all(
          `select id from posts where type = 'organizer' and status = 'publish' order by id limit 40`,
        ).map((r) => r.id),
      },
      // The change log's positions: a sync token can name any of them (tokens are not secret).
      seqs: get(`select coalesce(min(seq), 0) as first, coalesce(max(seq), 0) as last from change_log`),
    };
  } finally {
    db.close();
  }
}

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A request source that cycles through `values`, adding `_bench=<n>` so no two requests share a cache key. */
function varying(build, values = [undefined]) {
  let n = 0;
  return () => {
    const value = values[n % values.length];
    const path = build(value);
    n++;
    return {
      method: 'GET',
      path: `${path}${path.includes('?') ? '&' : '?'}_bench=${n}-${Math.random().toString(36).slice(2, 8)}`,
    };
  };
}

const fixed = (path, headers) => () => ({ method: 'GET', path, headers });

/** The bare Hono Worker's `GET /` (bench/bare/), run on a service of its own: the ceiling of the service root. */
export const bareScenario = {
  name: 'bare Hono Worker (GET /), same bindings',
  key: 'bare',
  bare: true,
  next: fixed('/'),
};

/** Headers of a transfer, not of an answer: the dev server sets them again for whichever Worker answers. */
const TRANSFER_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/** An answer's own headers as a JSON list of name and value (bench/bare/: `X-Bench-Hit-Headers`). */
export const answerHeaders = (response) =>
  JSON.stringify([...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)));

/**
 * Gives the bare Worker (bench/bare/) the service's own list body, which its ceilings then answer: the same bytes,
 * not only as many (bench/README.md, "The ceilings' bytes"); and, when given, the headers of the service's hit and
 * miss of that list (`answerHeaders`), which its `-h` ceilings answer with the body: the same response.
 */
export async function giveBody(origin, body, { hit, miss } = {}) {
  const headers = {};
  if (hit) headers['x-bench-hit-headers'] = hit;
  if (miss) headers['x-bench-miss-headers'] = miss;
  const response = await fetch(`${origin}/body`, { method: 'PUT', body, headers });
  if (response.status !== 204) throw new Error(`the bare Worker refused the body: HTTP ${response.status}`);
}

/** A fetch response's headers as an object of lower-case names (as `serverTiming` reads them). */
export const headersOf = (response) => Object.fromEntries(response.headers);

/**
 * Gives the bare Worker the statements of the service's uncached default list (bench/lib/page-sql.ts, built by the
 * service's own builders), which its `bare-miss-q` ceiling runs as its round trip, and checks that they read the
 * rows the service's own miss reads (`serviceRows`): the same data read, or no ceiling.
 */
export async function giveStatements(origin, serviceRows) {
  const { defaultEventPage } = await tsImport('./page-sql.ts', import.meta.url);
  const statements = defaultEventPage('en', new Date(), 'Europe/Madrid');
  const put = await fetch(`${origin}/statements`, { method: 'PUT', body: JSON.stringify(statements) });
  if (put.status !== 204) throw new Error(`the bare Worker refused the statements: HTTP ${put.status}`);
  const check = await fetch(`${origin}/miss?bytes=2&sql=list&_bench=check`);
  await check.arrayBuffer();
  const { rows } = serverTiming(headersOf(check));
  if (check.status !== 200 || rows !== serviceRows) {
    throw new Error(
      `the list's statements read ${rows} rows in the bare Worker (HTTP ${check.status}), ${serviceRows} in the service`,
    );
  }
}

/**
 * The bare Worker's ceilings of a list of `bytes` (the default list's body): that body from memory with a hit's
 * headers (the least a cache hit costs in this runtime); one D1 round trip and the body; one D1 round trip plus a
 * Cache API put of the body under a new URL each time (the least a miss costs before reading any event); the same
 * with the list's own statements as that round trip (`giveStatements`: the same data read).
 */
export function bareCeilings(bytes) {
  const size = `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    {
      name: `bare Worker: ${size} from memory (GET /body)`,
      key: 'bare-body',
      bare: true,
      next: fixed(`/body?bytes=${bytes}`),
    },
    {
      name: `bare Worker: ${size} from memory, the hit's own headers (GET /body)`,
      key: 'bare-body-h',
      bare: true,
      next: fixed(`/body?bytes=${bytes}&headers=service`),
    },
    {
      name: `bare Worker: 1 D1 call + ${size} (GET /d1)`,
      key: 'bare-d1',
      bare: true,
      next: fixed(`/d1?bytes=${bytes}`),
    },
    {
      name: `bare Worker: 1 D1 call + cache put of ${size} (GET /miss)`,
      key: 'bare-miss',
      bare: true,
      next: varying(() => `/miss?bytes=${bytes}`),
    },
    {
      name: `bare Worker: 1 D1 call + cache put of ${size}, the miss's own headers (GET /miss)`,
      key: 'bare-miss-h',
      bare: true,
      next: varying(() => `/miss?bytes=${bytes}&headers=service`),
    },
    {
      name: `bare Worker: the list's own statements in 1 D1 call + cache put of ${size} (GET /miss)`,
      key: 'bare-miss-q',
      bare: true,
      next: varying(() => `/miss?bytes=${bytes}&sql=list`),
    },
  ];
}

/**
 * The scenarios whose ratios are the targets: run in interleaved rounds (so that the machine's drift hits all), and
 * their rounds reported.
 */
export const RATIO_KEYS = [
  'bare',
  'bare-body',
  'bare-body-h',
  'bare-d1',
  'bare-miss',
  'bare-miss-h',
  'bare-miss-q',
  'root',
  'events',
  'cached',
  'conditional',
];

/** A sync token as the service issues them (`src/sync/token.ts`): anyone can mint one for any position. */
const syncToken = (seq) =>
  Buffer.from(`${seq}.${Math.floor(Date.now() / 1000)}`)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A date window wider than any calendar. */
const WIDE = 'start_date=1900-01-01&end_date=2200-01-01';

/**
 * The scenarios, in run order. `expect` is the status every response must have; `noDb` marks the service root
 * (checked to make no D1 call); `create` is the POST scenario (uses the administrator's token).
 */
export function scenarios(facts, admin) {
  const events = `${NS}/events`;
  let created = 0;
  const run = Date.now().toString(36);
  const createBody = () =>
    JSON.stringify({
      title: `Bench event ${run} ${++created}`,
      description: '<p>Created by the benchmark.</p>',
      start_date: `${day(30 + (created % 300))} 19:00:00`,
      end_date: `${day(30 + (created % 300))} 21:30:00`,
      categories: [facts.category.id],
      tags: [facts.tag],
      venue: facts.venue,
      organizer: [facts.organizer],
      cost: '10 €',
    });
  return [
    { name: 'service root (GET /, no D1 call)', key: 'root', noDb: true, next: fixed('/') },
    { name: 'GET /events (default)', key: 'events', next: varying(() => events) },
    { name: 'GET /events?per_page=50', key: 'events50', next: varying(() => `${events}?per_page=50`) },
    {
      name: 'category + date range',
      key: 'category',
      next: varying(() => `${events}?categories=${facts.category.slug}&start_date=${day(0)}&end_date=${day(90)}`),
    },
    { name: 'search (jazz)', key: 'search', next: varying(() => `${events}?search=jazz`) },
    {
      name: 'geoloc (10 km of Barcelona)',
      key: 'geoloc',
      next: varying(() => `${events}?geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=10`),
    },
    // Hostile anonymous requests (docs/security.md, "Bounded cost"): every one is a cache miss.
    { name: 'search (the: common word)', key: 'search-common', next: varying(() => `${events}?search=the`) },
    { name: 'search (e: one letter)', key: 'search-letter', next: varying(() => `${events}?search=e`) },
    {
      name: 'search (10 words)',
      key: 'search-words',
      next: varying(
        () => `${events}?search=${encodeURIComponent('the jazz concert de la city music live band night')}`,
      ),
    },
    {
      name: '500 term ids',
      key: 'terms500',
      next: varying(() => `${events}?categories=${Array(500).fill(facts.category.id).join(',')}&tags=${facts.tag}`),
    },
    {
      name: '500 unknown tag ids (400)',
      key: 'unknown500',
      expect: 400,
      next: varying(() => `${events}?tags=${Array.from({ length: 500 }, (_, i) => 900_000 + i).join(',')}`),
    },
    {
      name: 'every filter at once',
      key: 'everything',
      next: varying(
        () =>
          `${events}?categories=${facts.category.id}&tags=${facts.tag}&venue=${facts.venue}&organizer=${facts.organizer}&featured=0&ticketed=0&geoloc=1&geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=50&search=jazz&start_date=${day(0)}&end_date=${day(365)}&per_page=50`,
      ),
    },
    // The second hardening round's requests (docs/security.md, "Bounded cost"): pages past the end, searches
    // with no trigram that match nothing, wide windows, feeds, sync tokens of any position.
    { name: 'page past the end', key: 'past-end', expect: 404, next: varying(() => `${events}?page=100000`) },
    {
      name: 'page past the end, wide window',
      key: 'past-end-wide',
      expect: 404,
      next: varying(() => `${events}?page=100000&${WIDE}`),
    },
    { name: 'search (qz: no trigram, no match)', key: 'search-qz', next: varying(() => `${events}?search=qz`) },
    {
      name: 'search (qz), wide window',
      key: 'search-qz-wide',
      next: varying(() => `${events}?search=qz&${WIDE}`),
    },
    ...[
      ['%', 'percent'],
      ['_', 'underscore'],
      ['\\', 'backslash'],
      ['\u{1F3B7}', 'emoji'],
      ['e\u0301', 'nfd'],
    ].map(([word, key]) => ({
      name: `search (${key}: ${JSON.stringify(word)})`,
      key: `search-${key}`,
      next: varying(() => `${events}?search=${encodeURIComponent(word)}`),
    })),
    {
      name: 'search (the), wide window',
      key: 'search-the-wide',
      next: varying(() => `${events}?search=the&${WIDE}`),
    },
    {
      name: 'venues with events, upcoming, search a, 50',
      key: 'venues-hostile',
      next: varying(() => `${NS}/venues?has_events=1&only_with_upcoming=1&search=a&per_page=50`),
    },
    {
      name: 'feed: search the, wide window',
      key: 'ics-wide',
      next: varying(() => `${events}.ics?search=the&${WIDE}`),
    },
    {
      name: 'changes since the oldest position',
      key: 'changes-old',
      next: varying(() => `${NS}/changes?sync_token=${syncToken(Math.max(0, facts.seqs.first - 1))}`),
    },
    {
      name: 'changes since a forged middle position',
      key: 'changes-forged',
      next: varying(
        () => `${NS}/changes?sync_token=${syncToken(Math.floor((facts.seqs.first + facts.seqs.last) / 2))}`,
      ),
    },
    {
      name: 'changes since one change ago',
      key: 'changes-recent',
      next: varying(() => `${NS}/changes?sync_token=${syncToken(Math.max(0, facts.seqs.last - 1))}`),
    },
    {
      name: 'every list filter at once, wide window, short word, page 2',
      key: 'everything-wide',
      // Page 2 of a set this narrow may be past its end (404); either way what it reads is bounded.
      expect: [200, 404],
      next: varying(
        () =>
          `${events}?categories=${facts.category.id}&tags=${facts.tag}&venue=${facts.venue}&organizer=${facts.organizer}&featured=0&ticketed=0&geoloc=1&geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=50&search=a&${WIDE}&starts_after=1900-01-01&ends_before=2200-01-01&modified_after=1900-01-01&strict_dates=1&per_page=50&page=2`,
      ),
    },
    {
      // Issue 32: a multi-word search of short words, a wide window, dozens of references of each kind, a place,
      // flags and a modification date (docs/security.md, "Cost, third round").
      name: 'every kind of filter, dozens of references, short words, wide window',
      key: 'everything-many',
      next: varying(
        () =>
          `${events}?categories=${facts.many.categories.join(',')}&tags=${facts.many.tags.join(',')}&venue=${facts.many.venues.join(',')}&organizer=${facts.many.organizers.join(',')}&search=${encodeURIComponent('a e i o de la')}&${WIDE}&geoloc=1&geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=500&featured=0&ticketed=0&modified_after=1900-01-01`,
      ),
    },
    { name: 'single event by id', key: 'single', next: varying((id) => `${events}/${id}`, facts.eventIds) },
    {
      name: 'single event by slug (/es)',
      key: 'slug',
      next: varying((slug) => `/es${events}/by-slug/${encodeURIComponent(slug)}`, facts.slugs),
    },
    { name: 'GET /venues', key: 'venues', next: varying(() => `${NS}/venues`) },
    // The calendar feed of the default list (docs/ical.md), and the public agenda page, which reads the list through
    // the API (the `_bench` parameter is forwarded to its inner request, so both miss the cache).
    { name: 'GET /events.ics (feed)', key: 'feed', next: varying(() => `${NS}/events.ics`) },
    // The whole export of events (docs/sync.md) in one request, for the Worker's CPU only (`profileOnly`: run by
    // bench/lib/worker-cpu.ts when `--only` names it; the export under load is `--only export`, bench/lib/export.mjs).
    {
      name: 'GET /export?types=events (every event)',
      key: 'export-cpu',
      profileOnly: true,
      next: varying(() => `${NS}/export?types=events`),
    },
    { name: 'GET /en/events/ (agenda page)', key: 'agenda', next: varying(() => '/en/events/') },
    { name: 'GET /categories', key: 'categories', next: varying(() => `${NS}/categories`) },
    {
      name: 'POST /events (administrator)',
      key: 'create',
      create: true,
      expect: 201,
      next: () => ({
        method: 'POST',
        path: events,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: createBody(),
      }),
    },
    { name: 'GET /events repeated (cached)', key: 'cached', cached: true, next: fixed(`${events}?bench=cached`) },
    {
      name: 'GET /events with If-None-Match',
      key: 'conditional',
      conditional: true,
      expect: 304,
      // The ETag is filled in by the runner after one plain request of the same URL.
      next: fixed(`${events}?bench=conditional`),
    },
  ];
}
