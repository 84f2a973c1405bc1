import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeTerm, makeVenue } from '../helpers/factories';
import { api, call, ORIGIN } from '../helpers/http';
import { readExport } from './sync-helpers';

const COUNT = 3000;
let published: number[] = [];
let hidden = 0;
let locked = 0;
let draft = 0;
let category = 0;
let venue = 0;

beforeAll(async () => {
  category = await makeTerm('category', 'export-cat');
  await makeTerm('tag', 'export-tag');
  venue = (await makeVenue()).id;
  const day = (i: number) => `20${20 + (i % 10)}-0${1 + (i % 9)}-1${i % 10} 10:00:00`;
  published = await makeEvents(
    Array.from({ length: COUNT }, (_, i) => ({ start: day(i), termIds: i % 100 === 0 ? [category] : [] })),
  );
  const special = await makeEvents([
    { start: '2031-01-01 10:00:00', hidden: true },
    { start: '2031-01-02 10:00:00', password: 'secret' },
    { start: '2031-01-03 10:00:00', status: 'draft' },
  ]);
  [hidden, locked, draft] = special as [number, number, number];
}, 120_000);

describe('GET /export', () => {
  it('streams every readable item once: terms, venues, organizers, then events by start; the token last', async () => {
    const { status, lines, chunks, headers } = await readExport(api('en', '/export'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const kinds = lines.map((line) => line.type);
    const order = ['category', 'tag', 'venue', 'organizer', 'event', 'sync'];
    expect([...new Set(kinds)]).toEqual(order.filter((kind) => kinds.includes(kind)));
    expect(kinds[kinds.length - 1]).toBe('sync');
    const events = lines.filter((line) => line.type === 'event').map((line) => line.item);
    const ids = events.map((event) => event.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(COUNT + 1);
    // Hidden from listings but readable by id: in. Password-protected (unreadable anonymously, a `delete` of
    // `/changes`) and draft: out (docs/sync.md).
    expect(new Set(ids)).toEqual(new Set([...published, hidden]));
    expect(ids).not.toContain(locked);
    expect(ids).not.toContain(draft);
    const starts = events.map((event) => event.utc_start_date as string);
    expect(starts).toEqual([...starts].sort());
    expect(events.find((event) => event.id === hidden).hide_from_listings).toBe(true);
    expect(lines.some((line) => line.type === 'venue' && line.item.id === venue)).toBe(true);
    // Bounded chunks: one enqueue per 500 events at most, so the stream arrives in many pieces, not one body.
    expect(chunks).toBeGreaterThanOrEqual(Math.ceil(COUNT / 500));
  }, 120_000);

  it('limits kinds with types= and events with the /events filters', async () => {
    const venues = await readExport(api('es', '/export?types=venues'));
    expect(new Set(venues.lines.map((line) => line.type))).toEqual(new Set(['venue', 'sync']));
    const filtered = await readExport(api('en', '/export?types=events&categories=export-cat'));
    const events = filtered.lines.filter((line) => line.type === 'event');
    expect(events).toHaveLength(COUNT / 100);
    const dated = await readExport(api('en', '/export?types=events&start_date=2031-01-01&end_date=2031-12-31'));
    expect(dated.lines.filter((line) => line.type === 'event').map((line) => line.item.id)).toEqual([hidden]);
  }, 60_000);

  it('answers bad parameters with the JSON errors of the contract, before any byte of NDJSON', async () => {
    const badType = await call(api('ca', '/export?types=events,films'));
    expect(badType.status).toBe(400);
    expect(badType.headers.get('content-type')).toMatch(/^application\/json/);
    expect(badType.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(Object.keys(badType.body.data.params)).toEqual(['types']);
    const badDate = await call(api('en', '/export?start_date=not-a-date'));
    const listBadDate = await call(api('en', '/events?start_date=not-a-date'));
    expect(badDate.status).toBe(400);
    expect(badDate.body).toEqual(listBadDate.body);
    const unknownTerm = await call(api('en', '/export?categories=no-such-category'));
    expect(unknownTerm.status).toBe(400);
    expect(Object.keys(unknownTerm.body.data.params)).toEqual(['categories']);
  });

  it('is cached per data version with an ETag', async () => {
    const path = `${ORIGIN}${api('en', '/export?types=tags')}`;
    const first = await exports.default.fetch(new Request(path));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const text = new TextDecoder().decode(await first.arrayBuffer());
    const again = await exports.default.fetch(new Request(path, { headers: { 'if-none-match': etag! } }));
    expect(again.status).toBe(304);
    const hit = await exports.default.fetch(new Request(path));
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(new TextDecoder().decode(await hit.arrayBuffer())).toBe(text);
  });
});
