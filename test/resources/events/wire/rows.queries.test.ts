import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configOf } from '../../../../src/config';
import { readBatch } from '../../../../src/db/batch';
import { createDb, newMeter } from '../../../../src/db/client';
import { posts } from '../../../../src/db/schema';
import { planEventPage } from '../../../../src/resources/events/wire/wire.rows';
import { createEvent as writeEvent } from '../../../../src/resources/events/write/write.plan';
import { computeEventDates, parseDateInput } from '../../../../src/time';
import { columnCheckedD1 } from '../../../helpers/d1';
import { createEvent, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/** Query-level tests of the event page loader and of write atomicity, against the real local D1. */

let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await userWithToken('administrator');
  for (let i = 0; i < 12; i++) {
    await createEvent(admin.token, {
      categories: [`Category ${i % 3}`],
      tags: [`tag ${i % 4}`, `tag ${(i + 1) % 4}`],
      venue: { venue: `Page venue ${i % 5}` },
      organizer: [{ organizer: `Page organizer ${i % 2}` }, { organizer: `Page organizer ${(i + 1) % 3}` }],
    });
  }
});

function pageOf(limit: number) {
  return { ids: sql`select id from ${posts} where type = 'event' order by id limit ${limit}` };
}

describe('planEventPage', () => {
  it('loads a page and everything it embeds in one batch, whatever the page size', async () => {
    for (const size of [1, 5, 12]) {
      const meter = newMeter();
      const db = createDb(columnCheckedD1(env.DB), meter);
      const { events: rows, terms, venues, organizers } = await readBatch(db, planEventPage(db, 'en', pageOf(size)));
      expect(meter.queries).toBe(1);
      expect(rows).toHaveLength(size);
      const termIds = new Set(rows.flatMap((row) => JSON.parse(row.termIds) as number[]));
      expect(new Set(terms.map((t) => t.id))).toEqual(termIds);
      expect(new Set(venues.map((v) => v.id))).toEqual(new Set(rows.map((row) => row.venueId)));
      const organizerIds = rows.flatMap((row) =>
        (JSON.parse(row.organizerLinks) as [number, number][]).map(([id]) => id),
      );
      expect(new Set(organizers.map((o) => o.id))).toEqual(new Set(organizerIds));
      // Each embedded item is read once, however many events of the page share it.
      expect(terms.length).toBe(termIds.size);
    }
  });

  it('reads a list page (events only) without the series record dates, its rows otherwise the same', async () => {
    const db = createDb(columnCheckedD1(env.DB), newMeter());
    const listed = { ...pageOf(12), listed: true };
    expect(await readBatch(db, planEventPage(db, 'en', listed))).toEqual(
      await readBatch(db, planEventPage(db, 'en', pageOf(12))),
    );
    // A series record's first and last dates are two ordered subqueries D1 prepares for every page.
    expect(planEventPage(db, 'en', listed).events.toSQL().sql).not.toContain('posts_series_remaining');
    expect(planEventPage(db, 'en', pageOf(12)).events.toSQL().sql).toContain('posts_series_remaining');
  });

  it('orders the page by start, then id, unless told otherwise', async () => {
    const db = createDb(columnCheckedD1(env.DB), newMeter());
    const { events: rows } = await readBatch(db, planEventPage(db, 'en', pageOf(12)));
    const keys = rows.map((row) => `${row.startUtc} ${String(row.id).padStart(6, '0')}`);
    expect(keys).toEqual([...keys].sort());
    const { events: reversed } = await readBatch(
      db,
      planEventPage(db, 'en', { ...pageOf(12), orderBy: [sql`${posts.id} desc`] }),
    );
    expect(reversed.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort((a, b) => b - a));
  });
});

describe('event writes are atomic', () => {
  it('writes nothing when a statement of the batch fails', async () => {
    const meter = newMeter();
    const db = createDb(env.DB, meter);
    const urls = { origin: 'http://x.test', apiBase: '', namespaceUrl: () => '' };
    const scope = { db, lang: 'en' as const, config: configOf({ SITE_TIMEZONE: 'UTC' }), caller: null, urls };
    const caller = { id: admin.id, name: 'admin', role: 'administrator' as const };
    const start = parseDateInput('2027-09-01 10:00', 'UTC')!;
    const dates = computeEventDates({ start, end: start, allDay: false, zone: 'UTC' });
    if ('error' in dates) throw new Error('dates');
    const title = uniqueTitle('Atomic');
    const venue = uniqueTitle('Atomic venue');
    const write = writeEvent(
      { scope, caller },
      { title },
      dates,
      {
        venue: { kind: 'venue', input: { venue }, name: venue },
        // A term that does not exist: its link violates the foreign key, after the event and venue inserts.
        categories: { ids: [987654], names: [] },
      },
      false,
    );
    await expect(write).rejects.toThrow();
    const events = await call(api('en', `/events?search=${encodeURIComponent(title)}&start_date=2027-01-01`));
    expect(events.body.total ?? 0).toBe(0);
    const venues = await call(api('en', `/venues?search=${encodeURIComponent(venue)}`));
    expect(venues.body.total ?? 0).toBe(0);
  });
});
