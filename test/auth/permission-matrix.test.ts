import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/auth/roles';
import { api, call, type Root, userWithToken } from '../helpers/http';

/**
 * docs/api.md#authentication-roles-and-tokens and docs/original.md, as one matrix under every root: who may update (POST, PUT, PATCH) and delete an
 * event, venue or organizer, by id and by slug, according to its author and status; who may create, update and
 * delete categories and tags. A refusal is the exact `rest_forbidden` body in the root's language: 401 without a
 * token, 403 with a valid one.
 */

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const FORBIDDEN: Record<Root, string> = {
  '': 'Sorry, you are not allowed to do that.',
  en: 'Sorry, you are not allowed to do that.',
  ca: 'No teniu permís per fer això.',
  es: 'Lo siento, no tienes permisos para hacer eso.',
};
const ROLES: Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];
type Who = Role | 'anonymous';
const WHO: Who[] = [...ROLES, 'anonymous'];

let n = 0;
const POSTS = {
  events: () => ({ title: `Matrix ${++n}`, start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' }),
  venues: () => ({ venue: `Matrix venue ${++n}` }),
  organizers: () => ({ organizer: `Matrix organizer ${++n}` }),
};

/** Whether `who` may edit or delete an item of theirs (`own`) or of someone else, published or not. */
function mayModify(who: Who, own: boolean, published: boolean): boolean {
  if (who === 'administrator' || who === 'editor') return true;
  if (who === 'author') return own;
  if (who === 'contributor') return own && !published;
  return false;
}

function expectAnswer(answer: { status: number; body: unknown }, who: Who, allowed: boolean, root: Root, what: string) {
  if (allowed) {
    expect(answer.status, what).toBeLessThan(300);
    return;
  }
  const status = who === 'anonymous' ? 401 : 403;
  expect(answer.body, what).toEqual({ code: 'rest_forbidden', message: FORBIDDEN[root], data: { status } });
  expect(answer.status, what).toBe(status);
}

describe('the permission matrix, under every root', { timeout: 120_000 }, () => {
  it('updates and deletes of events, venues and organizers by id and by slug follow the author and the status', async () => {
    const users = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await userWithToken(r)])));
    const admin = users.administrator!;
    let i = 0;
    for (const [kind, body] of Object.entries(POSTS)) {
      for (const who of WHO) {
        for (const own of who === 'anonymous' ? [false] : [true, false]) {
          for (const published of [true, false]) {
            const author = own ? users[who]!.id : admin.id;
            const status = published ? 'publish' : 'draft';
            const token = who === 'anonymous' ? undefined : users[who]!.token;
            const allowed = mayModify(who, own, published);
            for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
              const root = ROOTS[i % 4]!;
              const bySlug = i++ % 2 === 1;
              const made = await call(api(root, `/${kind}`), {
                method: 'POST',
                token: admin.token,
                body: { ...body(), author, status },
              });
              expect(made.status).toBe(201);
              const path = bySlug ? `/${kind}/by-slug/${made.body.slug}` : `/${kind}/${made.body.id}`;
              const answer = await call(api(root, path), {
                method,
                token,
                body: method === 'DELETE' ? undefined : { excerpt: 'changed' },
              });
              expectAnswer(answer, who, allowed, root, `${who} ${method} ${root} ${path} own=${own} ${status}`);
            }
          }
        }
      }
    }
  });

  it('categories need an author or above, tags an editor or above, to create, update and delete', async () => {
    const users = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await userWithToken(r)])));
    const admin = users.administrator!;
    const manages = { categories: ['administrator', 'editor', 'author'], tags: ['administrator', 'editor'] };
    let i = 0;
    for (const [kind, managers] of Object.entries(manages)) {
      for (const who of WHO) {
        const token = who === 'anonymous' ? undefined : users[who]!.token;
        const allowed = managers.includes(who);
        for (const method of ['create', 'POST', 'PUT', 'PATCH', 'DELETE']) {
          const root = ROOTS[i++ % 4]!;
          const name = `Matrix term ${++n}`;
          let answer: { status: number; body: unknown };
          if (method === 'create') {
            answer = await call(api(root, `/${kind}`), { method: 'POST', token, body: { name } });
          } else {
            const made = await call(api(root, `/${kind}`), { method: 'POST', token: admin.token, body: { name } });
            expect(made.status).toBe(201);
            answer = await call(api(root, `/${kind}/${made.body.id}`), {
              method,
              token,
              body: method === 'DELETE' ? undefined : { description: 'changed' },
            });
          }
          expectAnswer(answer, who, allowed, root, `${who} ${method} ${root} ${kind}`);
        }
      }
    }
  });
});
