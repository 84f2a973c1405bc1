import { env } from 'cloudflare:workers';
import { desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBatch } from '../../src/db/batch';
import { createDb, type Db, newMeter } from '../../src/db/client';
import { posts } from '../../src/db/schema';
import { readShaped } from '../../src/db/shapes';
import { planEventPage } from '../../src/resources/events/wire/wire.rows';
import { columnCheckedD1 } from '../helpers/d1';
import { makeEvents, makeOrganizers, makeTerm, makeVenues } from '../helpers/factories';

/**
 * Statements read by shape (src/db/shapes.ts) come back packed, each statement's rows as one JSON cell of ONE
 * statement: the rows must be exactly those the statements give run one by one, in their order, with every value
 * decoded the same (texts a JSON function made, booleans, reals, nulls, texts with quotes and other scripts).
 */

const TAG = `packed-${Date.now()}`;
/** Reals that need all 17 digits to come back the same. */
const LAT = 1 / 3;
const LNG = 0.1 + 0.2;
let ids: number[] = [];

beforeAll(async () => {
  const venues = await makeVenues([
    { texts: { en: { title: 'Sala "Ñ" \\ 東京' } }, geoLat: LAT, geoLng: LNG, city: null },
    { texts: { en: { title: 'Second venue' }, ca: { title: 'Segona sala' } }, geoLat: -33.8688, geoLng: 151.2093 },
  ]);
  const organizers = await makeOrganizers([{ email: 'a@example.com' }, { phone: '+34 600 000 000' }]);
  const terms = [await makeTerm('category'), await makeTerm('tag')];
  ids = await makeEvents(
    Array.from({ length: 6 }, (_, i) => ({
      start: `2033-05-0${i + 1} 10:00:00`,
      texts: {
        en: { title: `${TAG} ${i}`, description: `<p>Line\n"${i}"</p>\u2028` },
        ...(i % 2 ? { ca: { title: `${TAG} ca ${i}` } } : {}),
      },
      featured: i % 3 === 0,
      venueId: venues[i % 2]?.id ?? null,
      organizerIds: i % 2 ? [organizers[1]?.id ?? 0, organizers[0]?.id ?? 0] : [],
      termIds: i < 3 ? terms : [],
    })),
  );
});

const pageSql = (limit: unknown) =>
  sql`select ${posts.id} from ${posts} where ${posts.id} in (select value from json_each(${JSON.stringify(ids)})) order by ${posts.id} desc limit ${limit}`;

/** The page's statements, newest first (an order other than the rows' own). */
const build = (limit: unknown) => (db: Db) => ({
  counted: db.select({ total: sql<number>`count(*)` }).from(sql`(${pageSql(limit)})`),
  ...planEventPage(db, 'ca', { ids: pageSql(limit), orderBy: [desc(posts.id)], listed: true }),
});

describe('statements read by shape', () => {
  it('packs them into one statement whose rows are those the statements give one by one, in order', async () => {
    for (const limit of [6, 3, 0]) {
      const meter = newMeter();
      const db = createDb(columnCheckedD1(env.DB), meter);
      const packed = await readShaped(db, `shapes test ${TAG}`, build(sql.placeholder('limit')), { limit });
      expect(meter).toMatchObject({ queries: 1, built: limit === 6 ? 1 : 0, reused: limit === 6 ? 0 : 1 });
      const plain = await readBatch(db, build(limit)(db));
      expect(packed).toEqual(plain);
      expect(packed.counted).toEqual([{ total: limit }]);
      expect(packed.events.map((row) => row.id)).toEqual([...ids].reverse().slice(0, limit));
    }
    // What the assertions above compared: texts made by JSON functions, booleans, reals and nulls as decoded.
    const db = createDb(env.DB, newMeter());
    const { events, venues } = await readShaped(db, `shapes test ${TAG}`, build(sql.placeholder('limit')), {
      limit: 6,
    });
    expect(typeof events[0]?.slugs).toBe('string');
    expect(typeof events[0]?.termIds).toBe('string');
    expect(events.map((row) => row.featured)).toEqual([false, false, true, false, false, true]);
    expect(venues.map((row) => row.geoLat).sort()).toEqual([-33.8688, LAT]);
    expect(venues.find((row) => row.geoLat === LAT)).toMatchObject({ geoLng: LNG, city: null });
  });
});
