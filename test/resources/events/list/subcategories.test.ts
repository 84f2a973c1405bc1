import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/**
 * `GET /events?categories=<parent>` also lists the events of its sub-categories, at any depth, as WordPress tax
 * queries do (`include_children` defaults to true); tags are flat. See docs/newcomer.md.
 */

let admin: string;
const YEAR = 2041;
const id: Record<string, number> = {};
const event: Record<string, number> = {};

async function category(name: string, parent?: number): Promise<number> {
  const created = await call(api('en', '/categories'), { method: 'POST', token: admin, body: { name, parent } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

async function ids(query: string): Promise<number[]> {
  const response = await call(
    api('en', `/events?start_date=${YEAR}-01-01&end_date=${YEAR}-12-31&per_page=50&${query}`),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.events.map((e: { id: number }) => e.id).sort((a: number, b: number) => a - b);
}

beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
  id.arts = await category('Arts');
  id.music = await category('Music', id.arts);
  id.jazz = await category('Jazz', id.music);
  id.sport = await category('Sport');
  let day = 1;
  for (const key of ['arts', 'music', 'jazz', 'sport']) {
    const date = `${YEAR}-01-${String(day++).padStart(2, '0')}`;
    event[key] = (
      await createEvent(admin, {
        start_date: `${date} 10:00:00`,
        end_date: `${date} 11:00:00`,
        categories: [id[key]],
      })
    ).id;
  }
});

describe('categories filter with sub-categories', () => {
  it('a parent category lists the events of its children and grandchildren, by slug or id', async () => {
    const all = [event.arts!, event.music!, event.jazz!].sort((a, b) => a - b);
    expect(await ids('categories=arts')).toEqual(all);
    expect(await ids(`categories=${id.arts}`)).toEqual(all);
    expect(await ids('categories=music')).toEqual([event.music!, event.jazz!].sort((a, b) => a - b));
    expect(await ids('categories=jazz')).toEqual([event.jazz!]);
  });

  it('OR across the named categories, without duplicates; unrelated categories unaffected', async () => {
    expect(await ids('categories=music,jazz')).toEqual([event.music!, event.jazz!].sort((a, b) => a - b));
    expect(await ids('categories=sport')).toEqual([event.sport!]);
    expect(await ids('categories=jazz,sport')).toEqual([event.jazz!, event.sport!].sort((a, b) => a - b));
  });
});
