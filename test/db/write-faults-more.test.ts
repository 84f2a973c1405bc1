import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';
import { everyStatementFails } from '../helpers/write-faults';

/**
 * docs/security.md: every multi-table write is one atomic batch; a failure at any of its statements leaves nothing
 * half-written. The writes test/db/write-faults.test.ts does not cover: updates of venues, organizers and terms,
 * every delete (links removed from events with them) and the removal of one translation.
 */

let n = 0;

/** An event linked to a new venue, organizer, category and tag, with a Spanish translation; their ids. */
async function linkedEvent(token: string) {
  const i = ++n;
  const created = await call(api('en', '/events'), {
    method: 'POST',
    token,
    body: {
      title: `Linked ${i}`,
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 12:00:00',
      venue: { venue: `Linked venue ${i}` },
      organizer: [{ organizer: `Linked organizer ${i}` }],
      categories: [`Linked category ${i}`],
      tags: [`Linked tag ${i}`],
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const translated = await call(api('es', `/events/${id}`), {
    method: 'PATCH',
    token,
    body: { title: `Enlazado ${i}` },
  });
  expect(translated.status).toBe(200);
  return {
    id,
    venue: created.body.venue.id as number,
    organizer: created.body.organizer[0].id as number,
    category: created.body.categories[0].id as number,
    tag: created.body.tags[0].id as number,
  };
}

/** Adds a Catalan translation to `path`, with `body`. */
async function translate(token: string, path: string, body: Record<string, unknown>) {
  const answer = await call(api('ca', path), { method: 'PATCH', token, body });
  expect(answer.status).toBe(200);
}

describe('a failure at any statement of a delete or an update leaves nothing written', { timeout: 120_000 }, () => {
  it('event delete and removal of one translation', async () => {
    const admin = await userWithToken('administrator');
    const first = await linkedEvent(admin.token);
    const del = (DB: D1Database) =>
      call(api('en', `/events/${first.id}`), { method: 'DELETE', token: admin.token, env: { DB } });
    expect(await everyStatementFails(del)).toBeGreaterThan(0);
    const second = await linkedEvent(admin.token);
    const untranslate = (DB: D1Database) =>
      call(api('en', `/events/${second.id}?translation=es`), { method: 'DELETE', token: admin.token, env: { DB } });
    expect(await everyStatementFails(untranslate)).toBeGreaterThan(0);
  });

  it('venue and organizer update, delete (unlinking them from events) and removal of one translation', async () => {
    const admin = await userWithToken('administrator');
    const event = await linkedEvent(admin.token);
    for (const [kind, id, field] of [
      ['venues', event.venue, 'venue'],
      ['organizers', event.organizer, 'organizer'],
    ] as const) {
      const update = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}`), {
          method: 'PATCH',
          token: admin.token,
          env: { DB },
          body: { [field]: `Renamed ${++n}`, description: 'changed', website: 'https://example.com/x' },
        });
      expect(await everyStatementFails(update)).toBeGreaterThan(0);
      await translate(admin.token, `/${kind}/${id}`, { [field]: `Traduït ${++n}` });
      const untranslate = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}?translation=ca`), { method: 'DELETE', token: admin.token, env: { DB } });
      expect(await everyStatementFails(untranslate)).toBeGreaterThan(0);
      const del = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}`), { method: 'DELETE', token: admin.token, env: { DB } });
      expect(await everyStatementFails(del)).toBeGreaterThan(0);
    }
    const after = await call(api('en', `/events/${event.id}`), { token: admin.token });
    expect(after.body).toMatchObject({ venue: [], organizer: [] });
  });

  it('category and tag update, delete (unlinking them from events) and removal of one translation; tag create', async () => {
    const admin = await userWithToken('administrator');
    const create = (DB: D1Database) =>
      call(api('es', '/tags'), { method: 'POST', token: admin.token, env: { DB }, body: { name: `Etiqueta ${++n}` } });
    expect(await everyStatementFails(create)).toBeGreaterThan(0);
    const event = await linkedEvent(admin.token);
    for (const [kind, id] of [
      ['categories', event.category],
      ['tags', event.tag],
    ] as const) {
      const update = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}`), {
          method: 'PUT',
          token: admin.token,
          env: { DB },
          body: { name: `Renamed term ${++n}`, description: 'changed' },
        });
      expect(await everyStatementFails(update)).toBeGreaterThan(0);
      await translate(admin.token, `/${kind}/${id}`, { name: `Terme ${++n}` });
      const untranslate = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}?translation=ca`), { method: 'DELETE', token: admin.token, env: { DB } });
      expect(await everyStatementFails(untranslate)).toBeGreaterThan(0);
      const del = (DB: D1Database) =>
        call(api('en', `/${kind}/${id}`), { method: 'DELETE', token: admin.token, env: { DB } });
      expect(await everyStatementFails(del)).toBeGreaterThan(0);
    }
    const after = await call(api('en', `/events/${event.id}`), { token: admin.token });
    expect(after.body).toMatchObject({ categories: [], tags: [] });
  });
});
