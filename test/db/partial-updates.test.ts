import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Partial updates are computed against the row as it is when their batch runs: an update sending only `end_date`
 * and one sending only `start_date`, fired at once, either both survive or one is refused with 409
 * `rest_conflict`; never is one silently overwritten from a stale read (migrations/0008_stale_guard.sql).
 */

async function createEvent(token: string, title: string): Promise<number> {
  const response = await call(api('en', '/events'), {
    method: 'POST',
    token,
    body: { title, start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

async function storedDates(id: number) {
  return env.DB.prepare('select start_local, end_local, start_utc, end_utc from posts where id = ?')
    .bind(id)
    .first<{ start_local: string; end_local: string; start_utc: string; end_utc: string }>();
}

function update(token: string, id: number, body: Record<string, string>) {
  return call(api('en', `/events/${id}`), { method: 'POST', token, body });
}

describe('concurrent partial updates of the dates', { timeout: 180_000 }, () => {
  it('12 events × (start only, end only), 24 requests at once, 3 rounds: no change is lost', async () => {
    const admin = await userWithToken('administrator');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createEvent(admin.token, `Race ${i}`));
    let applied = 0;
    for (let round = 1; round <= 3; round++) {
      const start = `2027-06-01 ${String(10 - round).padStart(2, '0')}:00:00`;
      const end = `2027-06-01 ${String(12 + round).padStart(2, '0')}:00:00`;
      const before = await Promise.all(ids.map(storedDates));
      const responses = await Promise.all(
        ids.flatMap((id) => [
          update(admin.token, id, { start_date: start }),
          update(admin.token, id, { end_date: end }),
        ]),
      );
      for (const [i, id] of ids.entries()) {
        const [startResponse, endResponse] = [responses[2 * i]!, responses[2 * i + 1]!];
        for (const r of [startResponse, endResponse]) {
          expect([200, 409]).toContain(r.status);
          if (r.status === 409) expect(r.body.code).toBe('rest_conflict');
        }
        const after = (await storedDates(id))!;
        // A 200 means the change is in the row; a 409 means the row kept what it had.
        expect(after.start_local).toBe(startResponse.status === 200 ? start : before[i]!.start_local);
        expect(after.end_local).toBe(endResponse.status === 200 ? end : before[i]!.end_local);
        // The instants agree with the wall times (Europe/Madrid-independent: both moved by whole hours).
        const hours = (Date.parse(after.end_utc) - Date.parse(after.start_utc)) / 3_600_000;
        expect(hours).toBe(Number(after.end_local.slice(11, 13)) - Number(after.start_local.slice(11, 13)));
        applied += Number(startResponse.status === 200) + Number(endResponse.status === 200);
      }
    }
    // Re-planning from a fresh read lets (nearly) all of them through; at least most changes were applied.
    expect(applied).toBeGreaterThan(36);
  });

  it('20 updates of one event at once (10 start only, 10 end only): both fields end as sent', async () => {
    const admin = await userWithToken('administrator');
    const id = await createEvent(admin.token, 'One event raced');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(
          admin.token,
          id,
          i % 2 === 0 ? { start_date: '2027-06-01 07:00:00' } : { end_date: '2027-06-01 15:00:00' },
        ),
      ),
    );
    for (const r of responses) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.code).toBe('rest_conflict');
    }
    const startApplied = responses.some((r, i) => i % 2 === 0 && r.status === 200);
    const endApplied = responses.some((r, i) => i % 2 === 1 && r.status === 200);
    expect(startApplied || endApplied).toBe(true);
    const after = (await storedDates(id))!;
    expect(after.start_local).toBe(startApplied ? '2027-06-01 07:00:00' : '2027-06-01 10:00:00');
    expect(after.end_local).toBe(endApplied ? '2027-06-01 15:00:00' : '2027-06-01 12:00:00');
  });

  it('an update whose dates were planned from a changed row is planned again (the guard aborts the stale batch)', async () => {
    const admin = await userWithToken('administrator');
    const id = await createEvent(admin.token, 'Guarded');
    // The guard itself: inserting stale values aborts, current values pass and store nothing.
    await expect(
      env.DB.prepare(
        'insert into event_date_guards (post_id, start_local, end_local, timezone, all_day) values (?, ?, ?, ?, ?)',
      )
        .bind(id, '2027-06-01 09:00:00', '2027-06-01 12:00:00', 'UTC', 0)
        .run(),
    ).rejects.toThrow(/stale: the row changed/);
    const row = await env.DB.prepare('select start_local, end_local, timezone, all_day from posts where id = ?')
      .bind(id)
      .first<{ start_local: string; end_local: string; timezone: string; all_day: number }>();
    const ok = await env.DB.prepare(
      'insert into event_date_guards (post_id, start_local, end_local, timezone, all_day) values (?, ?, ?, ?, ?)',
    )
      .bind(id, row!.start_local, row!.end_local, row!.timezone, row!.all_day)
      .run();
    expect(ok.success).toBe(true);
    const stored = await env.DB.prepare('select count(*) as n from event_date_guards').first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
