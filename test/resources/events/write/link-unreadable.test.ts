import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../../src/auth/roles';
import { makeEvent, makeOrganizer, makeVenue } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/**
 * Linking what the caller may not read (second hardening round, docs/security.md "Linking what the caller may not
 * read"): another user's draft venue, a private organizer, a draft parent event, named by id in an event write,
 * get exactly the answer of an id that does not exist, and nothing is stored.
 */

let owner = 0;
const hidden: Record<'venue' | 'organizer' | 'post_parent', number> = { venue: 0, organizer: 0, post_parent: 0 };
const UNKNOWN = 999_999;

beforeAll(async () => {
  owner = (await userWithToken('editor')).id;
  hidden.venue = (await makeVenue({ status: 'draft', authorId: owner })).id;
  hidden.organizer = (await makeOrganizer({ status: 'private', authorId: owner })).id;
  hidden.post_parent = await makeEvent({ status: 'draft' });
});

const sentValue = (param: keyof typeof hidden, id: number) => (param === 'organizer' ? [id] : id);

/** The body of an answer with the id named in its texts replaced, to compare an unknown id's with a hidden one's. */
const shape = (body: unknown, id: number) => JSON.parse(JSON.stringify(body).replaceAll(String(id), '<id>'));

async function titled(title: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from post_texts where title = ?').bind(title).first<{
    n: number;
  }>();
  return row!.n;
}

describe('linking a post the caller may not read', () => {
  it.each([
    ['contributor', 'venue'],
    ['contributor', 'organizer'],
    ['contributor', 'post_parent'],
    ['author', 'venue'],
    ['author', 'organizer'],
    ['author', 'post_parent'],
  ] as [Role, keyof typeof hidden][])('a %s naming a hidden %s gets the 400 of an unknown id', async (role, param) => {
    const { token } = await userWithToken(role);
    const title = `Linking ${role} ${param}`;
    const send = (id: number, path = '/events') =>
      call(api('en', path), {
        method: 'POST',
        token,
        body: {
          title,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          [param]: sentValue(param, id),
        },
      });
    const unknown = await send(UNKNOWN);
    const refused = await send(hidden[param]);
    expect(unknown.status).toBe(400);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(shape(refused.body, hidden[param])).toEqual(shape(unknown.body, UNKNOWN));
    expect(Object.keys(refused.body.data.params)).toEqual([param]);
    expect(await titled(title)).toBe(0);
    // The same on an update of the caller's own event: the link is not stored.
    const own = await call(api('en', '/events'), {
      method: 'POST',
      token,
      body: { title: `${title} own`, start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
    });
    expect(own.status).toBe(201);
    const path = `/events/${own.body.id}`;
    const [updateRefused, updateUnknown] = [await send(hidden[param], path), await send(UNKNOWN, path)];
    expect(updateRefused.status).toBe(400);
    expect(shape(updateRefused.body, hidden[param])).toEqual(shape(updateUnknown.body, UNKNOWN));
    const links = await env.DB.prepare(
      'select venue_id as venue, parent_id as parent, (select count(*) from event_organizers where event_id = posts.id) as organizers from posts where id = ?',
    )
      .bind(own.body.id)
      .first<{ venue: number | null; parent: number | null; organizers: number }>();
    expect(links).toEqual({ venue: null, parent: null, organizers: 0 });
  });

  it('the owner, and editors, still link them', async () => {
    const { token } = await userWithToken('editor');
    const response = await call(api('en', '/events'), {
      method: 'POST',
      token,
      body: {
        title: 'Linked by an editor',
        start_date: '2027-06-01 10:00:00',
        end_date: '2027-06-01 12:00:00',
        venue: hidden.venue,
        organizer: [hidden.organizer],
        post_parent: hidden.post_parent,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.post_parent).toBe(hidden.post_parent);
  });
});
