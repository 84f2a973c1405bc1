import { env } from 'cloudflare:workers';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/auth/roles';
import { routes } from '../../src/endpoints';
import type { ApiRoute } from '../../src/http/routes/route';
import { api, call, type Root, userWithToken } from '../helpers/http';
import { edgeWrite, hostile, type Known, plausible, type Rng, rng } from './fuzz-values';

/**
 * A fuzz run over every route of src/endpoints.ts (docs/security.md, "Fuzzing"): malformed and hostile values for
 * every parameter, under every root, anonymous and with a token of every role, writes included. Every answer is
 * below 500, every 4xx has the contract's shape (`code`, `message`, `data.status`; an invalid parameter named among
 * those sent), and after every successful write every public read of the calendar (lists, the item, feeds,
 * `/export`, `/changes`, pages) still answers below 500. Seed and size are fixed; `FUZZ_CASES` and `FUZZ_SEED`
 * (environment of `npx vitest run`) run a longer or another sequence.
 */

const CASES = Number(env.FUZZ_CASES) || 300;
const SEED = Number(env.FUZZ_SEED) || 21;
const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const ROLES: Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];
const KIND_OF: Record<string, keyof Known['slugs'] | 'category' | 'tag'> = {
  events: 'event',
  venues: 'venue',
  organizers: 'organizer',
  categories: 'category',
  tags: 'tag',
};

const tokens = new Map<Role, string>();
const known: Known = {
  event: [],
  venue: [],
  organizer: [],
  category: [],
  tag: [],
  user: [],
  slugs: { event: [], venue: [], organizer: [] },
};
let syncToken = '';
const failures: string[] = [];
const tally = { requests: 0, writes: 0, stored: 0, sweeps: 0, byStatus: {} as Record<number, number> };

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, the checks below say what must hold
type Answer = { status: number; body: any; headers: Headers };

function fail(what: string, answer: Answer, detail = ''): void {
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  failures.push(`${what} → ${answer.status} ${detail} ${String(body).slice(0, 300)}`);
  // Also as it happens: a long run cut short by its hang guard still shows what it found.
  console.log(`fuzz failure: ${failures.at(-1)}`);
}

/**
 * What every answer must be: below 500, and a 4xx of the API in the contract's shape naming a parameter that was
 * sent (pages answer HTML).
 */
function check(what: string, answer: Answer, sent: Set<string>, page = false): void {
  tally.requests += 1;
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  if (answer.status >= 500 || answer.status < 100) {
    fail(what, answer, '(5xx)');
    return;
  }
  if (answer.status < 400 || page) return;
  if (typeof answer.body !== 'object' || answer.body === null) {
    fail(what, answer, '(no JSON error)');
    return;
  }
  const { code, message, data } = answer.body;
  if (typeof code !== 'string' || typeof message !== 'string' || message === '' || data?.status !== answer.status) {
    fail(what, answer, '(error shape)');
    return;
  }
  // The run is sequential: nothing changes under a request, so a 409 "changed while applied" is a bug (it found
  // one: new term names equal only as terms are compared).
  if (code === 'rest_conflict') fail(what, answer, '(409 with nothing running at the same time)');
  if (code === 'rest_invalid_param') {
    // A parameter is named when it was sent, or when its message names one that was (`geo_lat must be sent
    // together with geo_lng`).
    const params: Record<string, string> = data.params ?? {};
    const named = Object.entries(params);
    const said = (name: string, text: string) => sent.has(name) || [...sent].some((other) => text.includes(other));
    if (named.length === 0 || named.some(([name, text]) => !said(name, text))) {
      fail(what, answer, `(names ${Object.keys(params)}, not sent)`);
    }
  }
  if (code === 'rest_missing_callback_param' && !(Array.isArray(data.params) && data.params.length > 0)) {
    fail(what, answer, '(missing params not named)');
  }
}

interface RequestInit {
  body?: string;
  type?: string;
  headers?: Record<string, string>;
}

async function request(method: string, path: string, role: Role | null, init: RequestInit = {}) {
  const headers: Record<string, string> = { ...init.headers, ...(init.type ? { 'content-type': init.type } : {}) };
  const answer = await call(path, { method, token: role ? tokens.get(role) : undefined, headers, body: init.body });
  return { status: answer.status, body: answer.body, headers: answer.headers } as Answer;
}

/** The path of a route with its `{id}` / `{slug}` filled: a known item mostly, a hostile one sometimes. */
function fillPath(route: ApiRoute, r: Rng): string {
  const kind = KIND_OF[route.path.split('/')[1]!] ?? 'event';
  return route.path
    .replace('{id}', () => {
      const ids = known[kind as keyof Omit<Known, 'slugs'>];
      return r.chance(0.85) && ids.length ? String(r.pick(ids)) : r.pick(['0', '99999999999', '9'.repeat(30), '1']);
    })
    .replace('{slug}', () => {
      const slugs = known.slugs[kind as keyof Known['slugs']] ?? [];
      if (r.chance(0.8) && slugs.length) return encodeURIComponent(r.pick(slugs));
      return r.pick(['%00', '..', '%ED%A0%80', encodeURIComponent('<script>'), 'a'.repeat(300), '%25', 'x%2Fy']);
    });
}

/** A valid body to start a create from, so that one or two hostile fields reach the storage. */
function baseBody(route: ApiRoute, r: Rng): Record<string, unknown> {
  if (route.method !== 'post' || route.path.includes('{')) return {};
  const n = r.int(1e9);
  const status = r.pick(['publish', 'publish', 'draft']);
  switch (route.path) {
    case '/events':
      return { title: `Fuzz ${n}`, start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 12:00:00', status };
    case '/venues':
      return { venue: `Sala ${n}`, status };
    case '/organizers':
      return { organizer: `Org ${n}`, status };
    default:
      return { name: `Term ${n}` };
  }
}

function encode(params: Record<string, unknown>, r: Rng): string {
  return qs.stringify(params, { arrayFormat: r.pick(['brackets', 'repeat', 'comma', 'indices'] as const) });
}

/** One request to `route` with fuzzed parameters; its answer checked; the item it wrote, if any. */
async function fuzzRoute(route: ApiRoute, r: Rng): Promise<{ kind: string; id: number; slug?: string } | null> {
  const names = Object.keys({ ...route.query?.shape, ...route.body?.shape });
  const params = baseBody(route, r);
  // A third of the writes go for the edges of what can be stored, coherent enough to be accepted.
  if (route.method !== 'get' && route.method !== 'delete' && r.chance(0.33))
    Object.assign(params, edgeWrite(route.path, r));
  for (let k = r.int(4) + (route.method === 'get' ? 0 : 1); k > 0 && names.length > 0; k--) {
    const name = r.chance(0.05) ? r.pick(['foo', 'a[b]', '__proto__']) : r.pick(names);
    // Reads get hostile values half the time; writes a quarter, so that enough of them store something odd.
    params[name] = r.chance(route.method === 'get' ? 0.5 : 0.25) ? hostile(r) : plausible(name, r, known);
  }
  const root = r.pick(ROOTS);
  const role: Role | null =
    route.method === 'get'
      ? r.pick<Role | null>([null, null, ...ROLES])
      : r.pick<Role | null>([null, ...ROLES, 'administrator', 'editor', 'author']);
  let path = api(root, fillPath(route, r));
  if (r.chance(0.1)) path = path.replace('/calendar/events/v1', '/wp-json/tribe/events/v1');
  const method = route.method.toUpperCase();
  // The top-level names as the service reads them (`a[b]` is `a`).
  const sent = new Set([...Object.keys(params).map((name) => name.replace(/\[.*$/, '')), 'id', 'slug']);
  let answer: Answer;
  let what = `${method} ${path} as ${role ?? 'anonymous'}`;
  // Odd headers now and then: they must change nothing but what they are for.
  const headers: Record<string, string> = r.chance(0.15)
    ? r.pick<Record<string, string>>([
        { 'x-d1-bookmark': r.pick(['garbage', '0'.repeat(300), '00000000-0000-0000-0000-000000000000']) },
        { 'if-none-match': r.pick(['*', '"x"', 'W/"', '']) },
        { 'x-request-id': r.pick(['<script>', 'a'.repeat(100), '../../etc']) },
        { 'accept-language': 'xx, *;q=0' },
        { origin: 'https://evil.example' },
      ])
    : {};
  const transport =
    method === 'GET' || method === 'DELETE'
      ? 'query'
      : r.pick(['json', 'json', 'json', 'form', 'query', 'multipart', 'odd-json', 'override']);
  if (transport === 'query') {
    const query = encode(params, r);
    what += ` ?${query.slice(0, 200)}`;
    answer = await request(method, `${path}${query ? `?${query}` : ''}`, role, { headers });
  } else if (transport === 'form') {
    const body = encode(params, r);
    what += ` form ${body.slice(0, 200)}`;
    answer = await request(method, path, role, { body, type: 'application/x-www-form-urlencoded', headers });
  } else if (transport === 'multipart') {
    const boundary = 'fuzzboundary';
    const parts = Object.entries(params).map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
    );
    const body = `${parts.join('')}--${boundary}--\r\n`;
    what += ` multipart ${body.slice(0, 200)}`;
    answer = await request(method, path, role, { body, type: `multipart/form-data; boundary=${boundary}`, headers });
  } else if (transport === 'odd-json') {
    // A BOM, a top-level array, a truncated document, duplicate keys, or JSON sent as text/plain.
    const json = JSON.stringify(params);
    const [body, type] = r.pick([
      [`\ufeff${json}`, 'application/json'],
      [`[${json}]`, 'application/json'],
      [json.slice(0, -1), 'application/json'],
      [`{"title":"a","title":${JSON.stringify(hostile(r)) ?? 'null'}}`, 'application/json; charset=latin1'],
      [json, 'text/plain'],
      [json, 'application/vnd.api+json'],
    ] as const);
    what += ` ${type} ${body.slice(0, 200)}`;
    sent.add('title');
    answer = await request(method, path, role, { body, type, headers });
  } else {
    // The WordPress tunnel: a POST that says which method it means.
    const body = JSON.stringify(params);
    const tunnel = method === 'POST' ? r.pick(['PUT', 'PATCH', 'DELETE', 'GET']) : method;
    what += ` POST(${tunnel}) json ${body.slice(0, 200)}`;
    answer = await request('POST', `${path}?_method=${tunnel}`, role, { body, type: 'application/json', headers });
  }
  check(what, answer, sent);
  if (method === 'GET' || answer.status >= 300) return null;
  tally.stored += 1;
  const kind = KIND_OF[route.path.split('/')[1]!]!;
  const id = Number(answer.body?.id ?? answer.body?.previous?.id);
  if (method === 'POST' && !route.path.includes('{') && answer.status === 201 && Number.isInteger(id)) {
    (known[kind as keyof Omit<Known, 'slugs'>] as number[]).push(id);
    const slug = answer.body.slug;
    if (typeof slug === 'string' && kind in known.slugs) known.slugs[kind as keyof Known['slugs']].push(slug);
  }
  return { kind, id, slug: typeof answer.body?.slug === 'string' ? answer.body.slug : undefined };
}

/** A public page with the `/events` filters fuzzed (pages answer HTML: only the status is checked). */
async function fuzzPage(r: Rng): Promise<void> {
  const lang = r.pick(['ca', 'en', 'es']);
  const page = r.pick(['events/', 'embed', 'events/month/', 'events/week/', 'widget']);
  const params: Record<string, unknown> = {};
  const names = ['page', 'start_date', 'end_date', 'search', 'categories', 'tags', 'venue', 'organizer', 'featured'];
  for (let k = r.int(4); k > 0; k--) {
    const name = r.pick(names);
    params[name] = r.chance(0.5) ? hostile(r) : plausible(name, r, known);
  }
  const query = encode(params, r);
  const path = `/${lang}/${page}${query ? `?${query}` : ''}`;
  check(`page GET ${path}`, await request('GET', path, null), new Set(), true);
}

/** Every public read of the calendar after a write: lists, the item, the feeds, export, changes, pages. */
async function sweep(written: { kind: string; id: number; slug?: string }, r: Rng): Promise<void> {
  tally.sweeps += 1;
  const root = r.pick(ROOTS);
  const lang = root || 'en';
  const plural = Object.keys(KIND_OF).find((key) => KIND_OF[key] === written.kind)!;
  const reads = [
    '/events',
    '/venues',
    '/organizers',
    '/categories',
    '/tags',
    '/events.ics',
    `/${plural}/${written.id}`,
  ];
  if (written.kind === 'event') reads.push(`/events/${written.id}.ics`);
  for (const path of reads)
    check(`sweep GET ${api(root, path)}`, await request('GET', api(root, path), null), new Set(['id']));
  check(
    `sweep admin edit ${plural}/${written.id}`,
    await request('GET', `${api(root, `/${plural}/${written.id}`)}?context=edit`, 'administrator'),
    new Set(['context', 'id']),
  );
  const exported = await request('GET', api(root, '/export'), null);
  check(`sweep GET ${api(root, '/export')}`, exported, new Set());
  const last =
    typeof exported.body === 'string' ? exported.body.trim().split('\n').at(-1) : JSON.stringify(exported.body);
  if (exported.status === 200 && !last?.includes('"sync"')) fail('sweep export ends without its sync line', exported);
  const changes = await request('GET', `${api(root, '/changes')}?sync_token=${encodeURIComponent(syncToken)}`, null);
  check('sweep changes', changes, new Set(['sync_token']));
  if (changes.status !== 200) fail('sweep changes is not 200', changes);
  const pages = [`/${lang}/events/`, `/${lang}/embed`];
  if (written.slug && written.kind in known.slugs)
    pages.push(`/${lang}/${written.kind}/${encodeURIComponent(written.slug)}/`);
  for (const page of pages) check(`sweep page ${page}`, await request('GET', page, null), new Set(), true);
}

beforeAll(async () => {
  for (const role of ROLES) {
    const user = await userWithToken(role);
    tokens.set(role, user.token);
    known.user.push(user.id);
  }
  const admin = 'administrator';
  for (const [path, body, kind] of [
    ['/categories', { name: 'Música' }, 'category'],
    ['/tags', { name: 'jazz' }, 'tag'],
    ['/venues', { venue: 'Sala Apolo', status: 'publish' }, 'venue'],
    ['/organizers', { organizer: 'Ajuntament', status: 'publish' }, 'organizer'],
    [
      '/events',
      { title: 'Concert', start_date: '2027-04-01 20:00:00', end_date: '2027-04-01 22:00:00', status: 'publish' },
      'event',
    ],
    [
      '/events',
      { title: 'Esborrany', start_date: '2027-04-02 20:00:00', end_date: '2027-04-02 22:00:00', status: 'draft' },
      'event',
    ],
    [
      '/events',
      {
        title: 'Protegit',
        start_date: '2027-04-03 20:00:00',
        end_date: '2027-04-03 22:00:00',
        status: 'publish',
        password: 'pw',
      },
      'event',
    ],
  ] as const) {
    const answer = await request('POST', api('ca', path), admin, {
      body: JSON.stringify(body),
      type: 'application/json',
    });
    expect(answer.status, path).toBe(201);
    (known[kind as keyof Omit<Known, 'slugs'>] as number[]).push(answer.body.id);
    if (kind in known.slugs) known.slugs[kind as keyof Known['slugs']].push(answer.body.slug);
  }
  const exported = await call(api('', '/export'));
  syncToken = JSON.parse(String(exported.body).trim().split('\n').at(-1)!).sync_token;
});

describe('fuzz: every route, every root, every role', () => {
  it(
    `answers ${CASES} hostile requests (seed ${SEED}) below 500, in the contract's shape, and every read still works after each write`,
    async () => {
      const r = rng(SEED);
      // Creates are 5 routes of about 60: a fifth of the cases create, so that later writes and reads meet new items.
      const creates = routes.filter((route) => route.method === 'post' && !route.path.includes('{'));
      for (let i = 0; i < CASES && failures.length < 25; i++) {
        if (r.chance(0.05)) {
          await fuzzPage(r);
          continue;
        }
        const route = r.chance(0.2) ? r.pick(creates) : r.pick(routes);
        if (r.chance(0.03)) {
          // HEAD and OPTIONS on any route: no body to check, only that nothing fails.
          const method = r.pick(['HEAD', 'OPTIONS']);
          const path = api(r.pick(ROOTS), fillPath(route, r));
          check(
            `${method} ${path}`,
            await request(method, path, r.pick<Role | null>([null, ...ROLES])),
            new Set(),
            true,
          );
          continue;
        }
        const written = await fuzzRoute(route, r);
        if (route.method !== 'get') tally.writes += 1;
        if (written && Number.isInteger(written.id)) await sweep(written, r);
      }
      console.log(`fuzz seed ${SEED}: ${CASES} cases, ${JSON.stringify(tally)}`);
      expect(failures).toEqual([]);
    },
    // A hang guard that grows with the run: later cases sweep a larger calendar.
    120_000 + CASES * 250,
  );
});
