import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, type Root } from '../helpers/http';
import {
  type Allowance,
  bodyDifferences,
  headerDifferences,
  type Recording,
  recording,
  recordingFiles,
} from '../helpers/original-shapes';
import { EVENT_CASES } from './original-cases';
import { ITEM_CASES } from './original-cases-items';
import { EVERYWHERE, type Ids, makeWorld, session, world } from './original-world';

/**
 * The original's wire format, recording by recording (test/helpers/original-shapes.ts): every recorded request of
 * the original (`test/helpers/fixtures/tec/*.http`) is replayed against equivalent data made through our API, under
 * every root, through our namespace (`/calendar/events/v1`) and through the layout the recording used
 * (`/wp-json/tribe/events/v1`, `?rest_route=`; docs/wordpress-paths.md), and the answer must have the recording's structure:
 * status, the headers clients read and the content type, the body's keys in order and JSON types (and the form of
 * strings that are dates, numbers or URLs), error `code` and `data.status`, and under the English roots the error
 * message. Where the contract differs on purpose (docs/differences.md), the case says so (`expect`, `allow`, `ownMessage`, `skipBody`), citing
 * the section; what every answer may differ in is `EVERYWHERE` (original-world.ts).
 */

const CASES = [...EVENT_CASES, ...ITEM_CASES];

/**
 * Recordings that are not replayed, and why: none. Every recording is replayed; where the contract expects another
 * answer, its case names the recording it must look like (`expect`) or what may differ (`allow`), with the reason.
 */
const NOT_REPLAYED: Record<string, string> = {};

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];

beforeAll(makeWorld);

/** Where a replay goes: our namespace, or the WordPress layout the recording used (docs/wordpress-paths.md). */
function replayPaths(root: Root, rest: string, file: string): string[] {
  const prefix = root ? `/${root}` : '';
  const [route, query] = rest.split(/\?(.*)/s) as [string, string | undefined];
  const own = `${api(root, route)}${query !== undefined ? `?${query}` : ''}`;
  const wordpress = file.includes('rest_route')
    ? `${prefix}/?rest_route=/tribe/events/v1${route}${query !== undefined ? `&${query}` : ''}`
    : `${prefix}/wp-json/tribe/events/v1${route}${query !== undefined ? `?${query}` : ''}`;
  return [own, wordpress];
}

describe('the structural comparison', () => {
  it('sees a missing or extra key, the key order, a JSON type, an error code and status, and header names', () => {
    const original = { events: [{ id: 1, title: 'a', venue: { id: 2 } }], total: 1 };
    expect(bodyDifferences(original, { events: [{ id: 3, title: 'b', venue: { id: 4 } }], total: 9 })).toEqual([]);
    expect(bodyDifferences(original, { total: 1, events: [{ title: 'a', id: '1', venue: [], extra: 0 }] })).toEqual([
      '$: key order total,events (original events,total)',
      '$.events[]: extra keys extra',
      '$.events[]: key order title,id,venue (original id,title,venue)',
      '$.events[].id: number in the original, string here',
      '$.events[].venue: object in the original, array here',
    ]);
    expect(bodyDifferences({ events: [] }, { events: [{ id: 1 }] })).toEqual([]);
    const error = { code: 'rest_no_route', message: 'x', data: { status: 404 } };
    expect(bodyDifferences(error, { code: 'rest_forbidden', message: 'y', data: { status: 401 } })).toEqual([
      '$.code: rest_no_route here rest_forbidden',
      '$.data.status: 404 here 401',
    ]);
    const allowed: Allowance[] = [{ at: '*.extra', allow: 'extra', why: 'test' }];
    expect(bodyDifferences({ a: { b: 1 } }, { a: { b: 1, extra: 2 } }, allowed)).toEqual([]);
    const list = recording('006');
    expect(headerDifferences(list, new Headers({ 'content-type': 'application/json', allow: 'GET' }))).toEqual([
      'header x-tec-total: missing',
      'header x-tec-totalpages: missing',
      'header access-control-expose-headers: missing',
      'content-type application/json (original application/json; charset=UTF-8)',
    ]);
  });
});

describe('the original wire format (recordings replayed)', () => {
  it('names every recording once, replayed or not', () => {
    const named = [...CASES.map((c) => c.id), ...Object.keys(NOT_REPLAYED)].sort();
    expect(named).toEqual(recordingFiles().map((file) => file.slice(0, 3)));
  });

  let sequence = 0;
  it.each(CASES.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const recorded: Recording = recording(c.id);
    const expected = c.expect ? recording(c.expect) : recorded;
    const differences: string[] = [];
    for (const root of ROOTS) {
      for (const layout of [0, 1]) {
        const ids: Ids = { ...world, fresh: 0, unique: `${c.id}-${++sequence}` };
        if (c.setup) ids.fresh = await c.setup(ids, root);
        const path = replayPaths(root, c.path(ids), recorded.file)[layout]!;
        const token = c.auth === 'app' ? session.admin.token : c.auth === 'bad' ? 'cal_not-a-real-token' : undefined;
        const res = await call(path, { method: c.method, token, body: c.body?.(ids) });
        const where = `${c.method} ${path}`;
        if (res.status !== expected.status) differences.push(`${where}: status ${res.status} (${expected.status})`);
        for (const d of headerDifferences(expected, res.headers)) differences.push(`${where}: ${d}`);
        // The totals of the headers are those of the body, as the original's (every recorded list).
        const body = res.body as { total?: unknown; total_pages?: unknown } | undefined;
        if (res.headers.has('x-tec-total') && typeof body?.total === 'number') {
          const totals = [res.headers.get('x-tec-total'), res.headers.get('x-tec-totalpages')].map(Number);
          if (totals.join() !== [body.total, body.total_pages].join()) differences.push(`${where}: totals ${totals}`);
        }
        if (!c.skipBody) {
          const layoutName = layout === 0 ? 'own' : 'wordpress';
          const allowances = [...EVERYWHERE, ...(c.allow ?? [])].filter((a) => (a.layout ?? layoutName) === layoutName);
          for (const d of bodyDifferences(expected.body, res.body, allowances, {
            messages: !c.ownMessage && (root === '' || root === 'en'),
          })) {
            differences.push(`${where}: ${d}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
