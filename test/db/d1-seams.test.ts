import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { columnCheckedD1, faultyD1 } from '../helpers/d1';

/** The seams of test/helpers/d1.ts do what the tests that rely on them assume (docs/tests.md, "Seams"). */

const count = async () => (await env.DB.prepare('select count(*) as n from site_state').first<{ n: number }>())!.n;

describe('test seams around D1', () => {
  it('checks column names on every session the Worker opens, and on a wrapped binding', async () => {
    const session = env.DB.withSession('first-unconstrained');
    await expect(session.prepare('select 1 as a, 2 as a').all()).rejects.toThrow(/duplicate column names \(a, a\)/);
    await expect(session.batch([session.prepare('select 1 as a, 2 as a')])).rejects.toThrow(/duplicate column/);
    expect((await session.prepare('select 1 as a, 2 as b').all()).results).toEqual([{ a: 1, b: 2 }]);
    const checked = columnCheckedD1(env.DB);
    await expect(checked.prepare('select 1 as a, ? as a').bind(2).all()).rejects.toThrow(/duplicate column/);
  });

  it('fails the next reads as outages, as many as planned', async () => {
    const plan = { failReads: 2 };
    const db = faultyD1(env.DB, plan).withSession('first-unconstrained');
    for (let i = 0; i < 2; i++) await expect(db.prepare('select 1 as a').all()).rejects.toThrow(/overloaded/);
    expect((await db.prepare('select 1 as a').all()).results).toEqual([{ a: 1 }]);
    expect(plan.failReads).toBe(0);
  });

  it('fails statement N of the next batch inside D1, which rolls the whole batch back', async () => {
    const before = await count();
    const plan = { failBatchStatement: 1 };
    const db = faultyD1(env.DB, plan);
    const write = [
      db.prepare('insert into site_state (id, data_version) values (900, 1)'),
      db.prepare('insert into site_state (id, data_version) values (901, 1)'),
    ];
    await expect(db.batch(write)).rejects.toThrow(/overloaded/);
    expect(await count()).toBe(before);
    // The same batch sent again (as the client retries a read-only batch) fails again; any other batch runs.
    await expect(db.batch(write)).rejects.toThrow(/overloaded/);
    expect(plan.failBatchStatement).toBeUndefined();
    await db.batch([...write]);
    expect(await count()).toBe(before + 2);
  });
});
