import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/**
 * A list naming categories, tags or organizers tests them on the walked search row, which carries the event's
 * links (`category_ids`, `tag_ids`, `organizer_ids`, kept by triggers: docs/security.md, "Cost, third round").
 * Its answers must be those of the links themselves for every combination of filters, and stay so when an event's
 * links are edited or removed, a category moves under another parent, a tag is deleted, and an organizer is
 * trashed or published again: every combination is compared, ids and total, with what a model of the calendar
 * (kept in this file from the writes it makes) says, through the HTTP API only.
 */

const YEAR = 2043;
const WINDOW = `start_date=${YEAR}-01-01&end_date=${YEAR}-12-31`;
/** Tags and organizers of the crowded event: more than a search row carries of a kind (8), so it is probed. */
const CROWD = 10;

let admin: string;
/** Categories by name, and each one's parent (0 for none): the model of the hierarchy. */
const category: Record<string, number> = {};
const parentOf = new Map<number, number>();
const tag: Record<string, number> = {};
const organizer: Record<string, number> = {};
const unpublished = new Set<number>();
const venue: Record<string, number> = {};

interface Modelled {
  id: number;
  start: string;
  categories: number[];
  tags: number[];
  organizers: number[];
  venue: number;
  title: string;
}
const events: Modelled[] = [];

async function post(route: string, body: Record<string, unknown>, expected = 201) {
  const res = await call(api('en', route), { method: 'POST', token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body;
}

/** A category's descendants in the model, itself included. */
function withDescendants(ids: number[]): Set<number> {
  const found = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child);
        grew = true;
      }
    }
  }
  return found;
}

interface Combination {
  categories?: number[];
  tags?: number[];
  organizers?: number[];
  venue?: number;
  search?: string;
}

/** What the model says the anonymous list of `c` holds, in list order (start, then id). */
function expected(c: Combination): number[] {
  const cats = c.categories && withDescendants(c.categories);
  const some = (wanted: Iterable<number> | undefined, has: number[]) =>
    wanted === undefined || has.some((id) => new Set(wanted).has(id));
  const orgs = c.organizers?.filter((id) => !unpublished.has(id));
  return events
    .filter(
      (e) =>
        some(cats, e.categories) &&
        some(c.tags, e.tags) &&
        some(orgs, e.organizers) &&
        (c.venue === undefined || e.venue === c.venue) &&
        (c.search === undefined || e.title.toLowerCase().includes(c.search)),
    )
    .sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1))
    .map((e) => e.id);
}

function queryOf(c: Combination): string {
  const parts = [WINDOW, 'per_page=100'];
  if (c.categories) parts.push(`categories=${c.categories.join(',')}`);
  if (c.tags) parts.push(`tags=${c.tags.join(',')}`);
  if (c.organizers) parts.push(`organizer=${c.organizers.join(',')}`);
  if (c.venue !== undefined) parts.push(`venue=${c.venue}`);
  if (c.search) parts.push(`search=${c.search}`);
  return parts.join('&');
}

/** The anonymous list of `c`: its ids in order and its total. */
async function listed(c: Combination): Promise<{ ids: number[]; total: number }> {
  const res = await call(api('en', `/events?${queryOf(c)}`));
  expect(res.status, `${queryOf(c)}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return { ids: res.body.events.map((e: { id: number }) => e.id), total: Number(res.headers.get('x-tec-total')) };
}

/** Every combination of the kinds (none, one reference, several), with a venue or a search on some of them. */
function combinations(): Combination[] {
  const cats = [undefined, [category.arts!], [category.music!], [category.jazz!, category.sport!]];
  const tags = [undefined, [tag.free!], [tag.free!, tag.outdoor!]];
  const orgs = [undefined, [organizer.ana!], [organizer.bo!, organizer.cy!]];
  const all: Combination[] = [];
  let n = 0;
  for (const categories of cats) {
    for (const t of tags) {
      for (const organizers of orgs) {
        n++;
        all.push({
          categories,
          tags: t,
          organizers,
          venue: n % 3 === 0 ? venue.north : undefined,
          search: n % 4 === 0 ? 'alpha' : undefined,
        });
      }
    }
  }
  return all.filter((c) => c.categories || c.tags || c.organizers);
}

async function expectAllAsModelled(): Promise<void> {
  for (const c of combinations()) {
    const { ids, total } = await listed(c);
    const want = expected(c);
    expect(ids, queryOf(c)).toEqual(want);
    expect(total, queryOf(c)).toBe(want.length);
  }
}

/** Replaces an event's links through `PATCH /events/{id}`, and in the model. */
async function relink(e: Modelled, links: Pick<Modelled, 'categories' | 'tags' | 'organizers'>): Promise<void> {
  const res = await call(api('en', `/events/${e.id}`), {
    method: 'PATCH',
    token: admin,
    body: { categories: links.categories, tags: links.tags, organizer: links.organizers },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  Object.assign(e, links);
}

beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
  const made = async (route: string, name: string, body: Record<string, unknown> = {}) =>
    (await post(route, { name, ...body })).id as number;
  category.arts = await made('/categories', 'Links arts');
  category.music = await made('/categories', 'Links music', { parent: category.arts });
  category.jazz = await made('/categories', 'Links jazz', { parent: category.music });
  category.sport = await made('/categories', 'Links sport');
  parentOf.set(category.music, category.arts).set(category.jazz, category.music);
  for (const name of ['free', 'outdoor', ...Array.from({ length: CROWD }, (_, i) => `crowd${i}`)]) {
    tag[name] = await made('/tags', `Links ${name}`);
  }
  for (const name of ['ana', 'bo', 'cy', ...Array.from({ length: CROWD }, (_, i) => `crowd${i}`)]) {
    organizer[name] = (await post('/organizers', { organizer: `Links ${name}`, status: 'publish' })).id;
  }
  for (const name of ['north', 'south']) venue[name] = (await post('/venues', { venue: `Links ${name}` })).id;
  const cats = [[category.arts!], [category.music!], [category.jazz!], [category.sport!], []];
  const tagSets = [[tag.free!], [tag.outdoor!], [tag.free!, tag.outdoor!], []];
  const orgSets = [[organizer.ana!], [organizer.bo!], [organizer.ana!, organizer.cy!], []];
  for (let i = 0; i < 24; i++) {
    const start = `${YEAR}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')} 10:00:00`;
    const links = { categories: cats[i % 5]!, tags: tagSets[i % 4]!, organizers: orgSets[(i * 3) % 4]! };
    events.push({
      id: 0,
      start,
      ...links,
      venue: i % 2 ? venue.north! : venue.south!,
      title: `${i % 2 ? 'Alpha' : 'Beta'} links ${i}`,
    });
  }
  // One event with more tags and organizers than its search row carries (a probe of its links).
  const crowded = Array.from({ length: CROWD }, (_, i) => `crowd${i}`);
  events.push({
    id: 0,
    start: `${YEAR}-06-15 10:00:00`,
    categories: [category.music!],
    tags: [...crowded.map((name) => tag[name]!), tag.free!],
    organizers: [...crowded.map((name) => organizer[name]!), organizer.bo!],
    venue: venue.north!,
    title: 'Alpha crowded links',
  });
  for (const e of events) {
    const created = await createEvent(admin, {
      title: e.title,
      start_date: e.start,
      end_date: e.start.replace('10:00:00', '11:00:00'),
      categories: e.categories,
      tags: e.tags,
      organizer: e.organizers,
      venue: e.venue,
    });
    e.id = created.id;
  }
}, 180_000);

describe('links tested on the walked search row', { timeout: 120_000 }, () => {
  it('answers every combination of categories, tags, organizers, a venue and a search as the links say', async () => {
    await expectAllAsModelled();
  });

  it('follows an event whose links are edited, and one whose links are all removed', async () => {
    await relink(events[0]!, { categories: [category.sport!], tags: [tag.outdoor!], organizers: [organizer.cy!] });
    await relink(events[1]!, { categories: [], tags: [], organizers: [] });
    // The crowded event loses most of its links: its row carries them again.
    await relink(events.at(-1)!, { categories: [category.jazz!], tags: [tag.outdoor!], organizers: [organizer.ana!] });
    await expectAllAsModelled();
  });

  it('follows a category moved under another parent (its events leave the old parent and join the new one)', async () => {
    await post(`/categories/${category.jazz}`, { parent: category.sport }, 200);
    parentOf.set(category.jazz!, category.sport!);
    await expectAllAsModelled();
  });

  it('leaves out a trashed organizer, takes it back once published, and forgets a deleted tag', async () => {
    const trashed = await call(api('en', `/organizers/${organizer.cy}`), { method: 'DELETE', token: admin });
    expect(trashed.status).toBe(200);
    unpublished.add(organizer.cy!);
    await expectAllAsModelled();
    await post(`/organizers/${organizer.cy}`, { status: 'publish' }, 200);
    unpublished.delete(organizer.cy!);
    await expectAllAsModelled();

    const deleted = await call(api('en', `/tags/${tag.outdoor}`), { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    for (const e of events) e.tags = e.tags.filter((id) => id !== tag.outdoor);
    const gone = await call(api('en', `/events?${WINDOW}&tags=${tag.outdoor}`));
    expect(gone.status).toBe(400);
    // A new tag never finds the events of the deleted one.
    const fresh = (await post('/tags', { name: 'Links fresh' })).id as number;
    expect((await listed({ tags: [fresh] })).total).toBe(0);
    tag.outdoor = fresh;
    await expectAllAsModelled();
  });
});
