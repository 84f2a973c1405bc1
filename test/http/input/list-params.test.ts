import { describe, expect, it } from 'vitest';
import { api, call, type Root, userWithToken } from '../../helpers/http';

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const DATES = { start_date: '2027-04-01 10:00', end_date: '2027-04-01 12:00', status: 'publish' };

describe('a list parameter written as a JSON array in the query string (docs/api.md#requests-and-responses)', () => {
  it.each(ROOTS)(
    'root "%s": include, categories, tags, venue, organizer and _fields read ["…"] as a list',
    async (root) => {
      const admin = await userWithToken('administrator');
      const a = await call(api('en', '/tags'), {
        method: 'POST',
        body: { name: `Json A ${root}` },
        token: admin.token,
      });
      const b = await call(api('en', '/tags'), {
        method: 'POST',
        body: { name: `Json B ${root}` },
        token: admin.token,
      });
      const tags = await call(`${api(root, '/tags')}?hide_empty=false&include=[${a.body.id},${b.body.id}]`);
      expect(tags.status).toBe(200);
      expect(tags.body.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([a.body.id, b.body.id].sort());
      expect(tags.body.rest_url).toContain(`include=${Math.min(a.body.id, b.body.id)},`);

      const venue = await call(api('en', '/venues'), {
        method: 'POST',
        body: { venue: 'Json hall', status: 'publish' },
        token: admin.token,
      });
      const organizer = await call(api('en', '/organizers'), {
        method: 'POST',
        body: { organizer: 'Json org', status: 'publish' },
        token: admin.token,
      });
      const event = await call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: {
          title: `Json event ${root}`,
          ...DATES,
          tags: [a.body.slug],
          venue: venue.body.id,
          organizer: `[${organizer.body.id}]`,
        },
      });
      expect(event.status).toBe(201);
      expect(event.body.organizer.map((o: { id: number }) => o.id)).toEqual([organizer.body.id]);
      const filters = [
        `tags=${encodeURIComponent(JSON.stringify([a.body.slug, b.body.slug]))}`,
        `venue=[${venue.body.id}]`,
        `organizer=[${organizer.body.id}]`,
      ];
      for (const filter of filters) {
        const list = await call(`${api(root, '/events')}?start_date=2027-03-01&${filter}&_fields=["id","title"]`);
        expect(list.status, filter).toBe(200);
        expect(list.body.events, filter).toEqual([{ id: event.body.id, title: `Json event ${root}` }]);
      }
    },
  );

  it('a bracketed text that is not a JSON array stays a comma-separated list', async () => {
    const res = await call(`${api('es', '/tags')}?include=[1,x]`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['include']);
  });
});
