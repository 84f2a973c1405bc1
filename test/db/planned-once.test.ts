import { env } from 'cloudflare:workers';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, newMeter, plannedOnce } from '../../src/db/client';
import { posts } from '../../src/db/schema';
import { makeEvent } from '../helpers/factories';

/** The real `DB` binding, recording the SQL text of every statement prepared on it. */
function recordingD1(seen: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) => {
          seen.push(query);
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a bound LIMIT is planned once (docs/performance.md, "Planned once, not at every run")', () => {
  it('writes every bare bound limit as an expression, and nothing else', () => {
    expect(plannedOnce('select "id" from "t" limit ? offset ?')).toBe('select "id" from "t" limit +? offset ?');
    expect(plannedOnce('select 1 from (select 2 limit ?) limit ?')).toBe('select 1 from (select 2 limit +?) limit +?');
    expect(plannedOnce('select 1 limit +?')).toBe('select 1 limit +?');
    expect(plannedOnce('select 1 limit 1')).toBe('select 1 limit 1');
    expect(plannedOnce('select "id" from "t" where "id" = ?')).toBe('select "id" from "t" where "id" = ?');
  });

  it("sends Drizzle's limits to D1 as expressions, which still limit the rows, alone and in a batch", async () => {
    const ids = [await makeEvent(), await makeEvent(), await makeEvent()];
    const seen: string[] = [];
    const db = createDb(recordingD1(seen), newMeter());
    const page = (limit: number, offset = 0) =>
      db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, 'event'), inArray(posts.id, ids)))
        .orderBy(asc(posts.id))
        .limit(limit)
        .offset(offset);

    expect((await page(2)).map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect((await page(1, 2)).map((row) => row.id)).toEqual(ids.slice(2));
    expect(await page(0)).toEqual([]);
    const [one, two] = await db.batch([page(1), page(2, 1)]);
    expect(one.map((row) => row.id)).toEqual(ids.slice(0, 1));
    expect(two.map((row) => row.id)).toEqual(ids.slice(1, 3));

    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const query of seen) {
      expect(query).toMatch(/ limit \+\?/);
      expect(query).not.toMatch(/ limit \?/);
    }
  });
});
