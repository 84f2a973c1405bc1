import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { raceD1 } from '../helpers/d1';
import { createEvent } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Writes racing each other (second hardening round, docs/security.md "Writes under concurrency"): a term deleted
 * while events are written to it, simultaneous creates of one venue or organizer name, simultaneous variants of
 * one term name. Never a 500, never a half write, and each answer the one the request would get alone.
 */

const all = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

describe('writes racing each other', { timeout: 180_000 }, () => {
  it.each(['categories', 'tags'] as const)(
    'an event written to one of the %s deleted after its check and before its batch is a 400 naming it, nothing written',
    async (route) => {
      const admin = await userWithToken('administrator');
      const before = await count("select count(*) as n from posts where type = 'event'");
      for (const update of [false, true]) {
        const term = await call(api('en', `/${route}`), {
          method: 'POST',
          token: admin.token,
          body: { name: `Doomed ${route} ${update}` },
        });
        expect(term.status).toBe(201);
        const existing = update ? await createEvent(admin.token, { title: `Kept ${route}` }) : undefined;
        // The delete runs, through the API, right before the event's write batch (which links the term).
        const racing = raceD1(env.DB, /insert into "event_terms"/, () =>
          call(api('en', `/${route}/${term.body.id}`), { method: 'DELETE', token: admin.token }),
        );
        const body = {
          title: `Racing ${route}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          [route]: [term.body.id],
        };
        const path = existing ? `/events/${existing.id}` : '/events';
        const response = await call(api('en', path), { method: 'POST', token: admin.token, body, env: { DB: racing } });
        expect([response.status, response.body.code], JSON.stringify(response.body)).toEqual([
          400,
          'rest_invalid_param',
        ]);
        expect(Object.keys(response.body.data.params)).toEqual([route]);
        expect(await count('select count(*) as n from terms where id = ?', term.body.id)).toBe(0);
        expect(await count('select count(*) as n from post_texts where title = ?', `Racing ${route}`)).toBe(0);
      }
      // Only the event the update was about exists: the refused create left nothing.
      expect(await count("select count(*) as n from posts where type = 'event'")).toBe(before + 1);
    },
  );

  it('an event naming a new category that another writer creates meanwhile links that category (one term)', async () => {
    const admin = await userWithToken('administrator');
    let other = 0;
    const racing = raceD1(env.DB, /insert into "term_texts"/, async () => {
      const made = await call(api('en', '/categories'), {
        method: 'POST',
        token: admin.token,
        body: { name: 'FRESH ÉTÉ' },
      });
      other = made.body.id;
    });
    const response = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      env: { DB: racing },
      body: {
        title: 'Named term',
        start_date: '2027-06-01 10:00:00',
        end_date: '2027-06-01 12:00:00',
        categories: ['Fresh été'],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(other).toBeGreaterThan(0);
    expect(response.body.categories.map((term: { id: number }) => term.id)).toEqual([other]);
    expect(await count("select count(*) as n from term_texts where name_key = 'fresh ete'")).toBe(1);
  });

  it('events created while their category is deleted answer 201 or 400, never 500', async () => {
    const admin = await userWithToken('administrator');
    for (let round = 0; round < 4; round++) {
      const term = await call(api('en', '/categories'), {
        method: 'POST',
        token: admin.token,
        body: { name: `Racing category ${round}` },
      });
      const creates = all(10, (i) =>
        pause(i * round).then(() =>
          call(api('en', '/events'), {
            method: 'POST',
            token: admin.token,
            body: {
              title: `Racing ${round} ${i}`,
              start_date: '2027-06-01 10:00:00',
              end_date: '2027-06-01 12:00:00',
              categories: [term.body.id],
            },
          }),
        ),
      );
      const remove = call(api('en', `/categories/${term.body.id}`), { method: 'DELETE', token: admin.token });
      const [responses, removed] = await Promise.all([creates, remove]);
      expect(removed.status).toBe(200);
      for (const response of responses) expect([201, 400, 409]).toContain(response.status);
      const created = responses.filter((r) => r.status === 201).length;
      expect(await count('select count(*) as n from post_texts where title like ?', `Racing ${round} %`)).toBe(created);
    }
  });

  it.each(['venues', 'organizers'] as const)(
    'ten simultaneous POST /%s with one name all create (201), each with its own slug',
    async (route) => {
      const admin = await userWithToken('administrator');
      const field = route === 'venues' ? 'venue' : 'organizer';
      const responses = await all(10, () =>
        call(api('en', `/${route}`), { method: 'POST', token: admin.token, body: { [field]: `Twin ${route}` } }),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(10);
      expect(new Set(responses.map((r) => r.body.slug)).size).toBe(10);
      expect(
        await count('select count(*) as n from post_texts where type = ? and title = ?', field, `Twin ${route}`),
      ).toBe(10);
    },
  );

  it('twenty simultaneous case and accent variants of one category name: one 201, every other 400 term_exists', async () => {
    const admin = await userWithToken('administrator');
    const variants = (base: string) => [
      base,
      base.toUpperCase(),
      base.toLowerCase(),
      base.normalize('NFD'),
      base.replace('é', 'e'),
      base.replace('é', 'É'),
      `  ${base}  `,
      base.replace(' ', '  '),
    ];
    for (let round = 0; round < 6; round++) {
      const names = variants(`Café Número ${round}`);
      const responses = await all(20, (i) =>
        call(api('en', '/categories'), { method: 'POST', token: admin.token, body: { name: names[i % names.length] } }),
      );
      const created = responses.filter((r) => r.status === 201);
      expect(created, `round ${round}`).toHaveLength(1);
      for (const response of responses.filter((r) => r.status !== 201)) {
        expect([response.status, response.body.code], `round ${round}`).toEqual([400, 'term_exists']);
        expect(response.body.data.term_id).toBe(created[0]!.body.id);
      }
    }
  });
});
