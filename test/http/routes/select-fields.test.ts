import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

/** `_fields` on the list routes and the export (src/http/routes/select-fields.ts, docs/api.md "Choosing fields"). */

let eventId = 0;

beforeAll(async () => {
  const admin = await userWithToken('administrator');
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await call(api('en', path), { method: 'POST', token: admin.token, body });
    expect(answer.status, path).toBe(201);
    return answer.body;
  };
  const category = await post('/categories', { name: 'Music' });
  const venue = await post('/venues', { venue: 'Hall', city: 'Girona', status: 'publish' });
  const event = await post('/events', {
    title: 'Fields night',
    start_date: '2027-06-01 20:00:00',
    end_date: '2027-06-01 22:00:00',
    status: 'publish',
    venue: venue.id,
    categories: [category.id],
  });
  eventId = event.id;
});

describe('_fields', () => {
  it('keeps the chosen fields of every event, nested ones through objects and lists, and in the page links', async () => {
    const answer = await call(`${api('en', '/events')}?_fields=id,title,venue.id,venue.city,categories.slug,nope`);
    expect(answer.status).toBe(200);
    expect(answer.body.events).toEqual([
      {
        id: eventId,
        title: 'Fields night',
        venue: { id: expect.any(Number), city: 'Girona' },
        categories: [{ slug: 'music' }],
      },
    ]);
    // The list's own keys stay; the links keep the selection, as every filter (list values sorted, as in every link).
    expect(Object.keys(answer.body)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
    expect(answer.body.rest_url).toContain('_fields=categories.slug,id,nope,title,venue.city,venue.id');
  });

  it('works on venues, organizers, categories and tags, as a list or repeated', async () => {
    const venues = await call(`${api('ca', '/venues')}?_fields[]=id&_fields[]=venue`);
    expect(venues.body.venues).toEqual([{ id: expect.any(Number), venue: 'Hall' }]);
    const categories = await call(`${api('es', '/categories')}?_fields=name,count&hide_empty=0`);
    expect(categories.body.categories).toEqual([{ name: 'Music', count: 1 }]);
    const organizers = await call(`${api('en', '/organizers')}?_fields=id`);
    expect(organizers.status).toBe(200);
    expect((await call(`${api('en', '/tags')}?_fields=id`)).status).toBe(200);
  });

  it('keeps the chosen fields of every export line, the sync line whole', async () => {
    const answer = await call(`${api('en', '/export')}?_fields=id,title,venue.id&types=venues,events`);
    const lines = String(answer.body)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, -1)).toEqual([
      // A venue's `venue` is its name: a path deeper than a value keeps the value, as WordPress does.
      { type: 'venue', item: { id: expect.any(Number), venue: 'Hall' } },
      { type: 'event', item: { id: eventId, title: 'Fields night', venue: { id: expect.any(Number) } } },
    ]);
    expect(lines.at(-1)).toEqual({ type: 'sync', sync_token: expect.any(String) });
  });

  it('refuses what is not a list of field names, naming _fields, and never touches prototypes', async () => {
    for (const value of ['a..b', '1x', 'venue.', '%20', 'a,<b>']) {
      const answer = await call(`${api('ca', '/events')}?_fields=${value}`);
      expect(answer.status, value).toBe(400);
      expect(Object.keys(answer.body.data.params)).toEqual(['_fields']);
    }
    const hostile = await call(`${api('en', '/events')}?_fields=__proto__.polluted,constructor.prototype.x,id`);
    expect(hostile.body.events).toEqual([{ id: eventId }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
