import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

const all = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('invariants hold under concurrent writes', { timeout: 120_000 }, () => {
  it('20 simultaneous creates with one title get 20 distinct live slugs', async () => {
    const admin = await userWithToken('administrator');
    const responses = await all(20, () =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: { title: 'Same title', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
      }),
    );
    expect(responses.map((r) => [r.status, r.body.code])).toEqual(Array(20).fill([201, undefined]));
    const { results } = await env.DB.prepare(
      "select slug from post_texts where type = 'event' and lang = 'en' and slug like 'same-title%'",
    ).all<{ slug: string }>();
    expect(results).toHaveLength(20);
    expect(new Set(results.map((r) => r.slug)).size).toBe(20);
  });

  it('12 simultaneous event creates naming one new category and tag create one of each', async () => {
    const admin = await userWithToken('administrator');
    const responses = await all(12, (i) =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: {
          title: `Shared terms ${i}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          categories: ['Brand new category'],
          tags: ['Brand new tag'],
        },
      }),
    );
    for (const response of responses) expect([201, 409]).toContain(response.status);
    expect(responses.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      "select taxonomy, count(*) as n from term_texts where name_key in ('brand new category', 'brand new tag') group by taxonomy",
    ).all<{ taxonomy: string; n: number }>();
    expect(results).toEqual([
      { taxonomy: 'category', n: 1 },
      { taxonomy: 'tag', n: 1 },
    ]);
  });

  it('one category per NFKC, case- and accent-insensitive name (term_exists)', async () => {
    const admin = await userWithToken('administrator');
    const first = await call(api('en', '/categories'), {
      method: 'POST',
      token: admin.token,
      body: { name: 'Café Zulu' },
    });
    expect(first.status).toBe(201);
    for (const name of ['Cafe\u0301 Zulu', 'CAFÉ ZULU', 'ｃａｆｅ zulu']) {
      const again = await call(api('en', '/categories'), { method: 'POST', token: admin.token, body: { name } });
      expect(again.status, name).toBe(400);
      expect(again.body.code).toBe('term_exists');
      expect(again.body.data.term_id).toBe(first.body.id);
    }
  });

  it('concurrent creates of one category name give one term', async () => {
    const admin = await userWithToken('administrator');
    const responses = await all(10, (i) =>
      call(api('en', '/tags'), { method: 'POST', token: admin.token, body: { name: i % 2 ? 'Race Tag' : 'RACE TAG' } }),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of responses.filter((r) => r.status !== 201))
      expect(['term_exists', 'rest_conflict']).toContain(r.body.code);
    const row = await env.DB.prepare("select count(*) as n from term_texts where name_key = 'race tag'").first<{
      n: number;
    }>();
    expect(row!.n).toBe(1);
  });

  it('no event ends up linked to a venue trashed while it was being created', async () => {
    const admin = await userWithToken('administrator');
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Doomed', status: 'publish' },
    });
    expect(venue.status).toBe(201);
    const creates = all(16, (i) =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: {
          title: `Linked ${i}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          venue: venue.body.id,
        },
      }),
    );
    const trash = call(api('en', `/venues/${venue.body.id}`), { method: 'DELETE', token: admin.token });
    const [responses, trashed] = await Promise.all([creates, trash]);
    expect(trashed.status).toBe(200);
    for (const response of responses) expect([201, 400, 409]).toContain(response.status);
    const { results } = await env.DB.prepare(
      "select e.id from posts e join posts v on v.id = e.venue_id where e.type = 'event' and v.status = 'trash' and e.id in (select value from json_each(?))",
    )
      .bind(JSON.stringify(responses.filter((r) => r.status === 201).map((r) => r.body.id)))
      .all();
    // Events created before the trash keep their venue (as trashing does); none is created after it with it.
    const created = responses.filter((r) => r.status === 201).length;
    const linkedAfter = await env.DB.prepare(
      "select count(*) as n from posts e where e.type = 'event' and e.venue_id = ? and e.date_utc > (select modified_utc from posts where id = ?)",
    )
      .bind(venue.body.id, venue.body.id)
      .first<{ n: number }>();
    expect(linkedAfter!.n).toBe(0);
    expect(results.length).toBeLessThanOrEqual(created);
  });

  it('refuses at the database an organizer link to a trashed organizer', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await call(api('en', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: 'Gone' },
    });
    await call(api('en', `/organizers/${organizer.body.id}`), { method: 'DELETE', token: admin.token });
    const event = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Orphan', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
    });
    await expect(
      env.DB.prepare('insert into event_organizers (event_id, organizer_id, position) values (?, ?, 0)')
        .bind(event.body.id, organizer.body.id)
        .run(),
    ).rejects.toThrow(/integrity: link to a trashed or deleted item/);
  });

  it('concurrent first translations of one venue make one translation, never a 500', async () => {
    const admin = await userWithToken('administrator');
    const venue = await call(api('en', '/venues'), { method: 'POST', token: admin.token, body: { venue: 'Hall' } });
    const responses = await all(8, (i) =>
      call(api('es', `/venues/${venue.body.id}`), { method: 'POST', token: admin.token, body: { venue: `Sala ${i}` } }),
    );
    for (const response of responses) expect([200, 409]).toContain(response.status);
    const row = await env.DB.prepare("select count(*) as n from post_texts where post_id = ? and lang = 'es'")
      .bind(venue.body.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });
  it('12 simultaneous event creates naming one new inline venue and organizer create one of each', async () => {
    const admin = await userWithToken('administrator');
    const responses = await all(12, (i) =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: {
          title: `Shared linked ${i}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          venue: { venue: 'Brand new hall' },
          organizer: [{ organizer: 'Brand new organizer' }],
        },
      }),
    );
    for (const response of responses) expect([201, 409]).toContain(response.status);
    const created = responses.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      "select p.type, count(*) as n from posts p join post_texts t on t.post_id = p.id where t.title in ('Brand new hall', 'Brand new organizer') group by p.type order by p.type",
    ).all<{ type: string; n: number }>();
    expect(results).toEqual([
      { type: 'organizer', n: 1 },
      { type: 'venue', n: 1 },
    ]);
    expect(new Set(created.map((r) => r.body.venue.id)).size).toBe(1);
    expect(new Set(created.map((r) => r.body.organizer[0].id)).size).toBe(1);
  });

  it('concurrent first translations of one event make one translation, never a 500', async () => {
    const admin = await userWithToken('administrator');
    const event = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Concert', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
    });
    const responses = await all(8, (i) =>
      call(api('es', `/events/${event.body.id}`), {
        method: 'POST',
        token: admin.token,
        body: { title: `Concierto ${i}` },
      }),
    );
    for (const response of responses) expect([200, 409]).toContain(response.status);
    const row = await env.DB.prepare("select count(*) as n from post_texts where post_id = ? and lang = 'es'")
      .bind(event.body.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });
});
