import type { z } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryList,
  Event,
  EventList,
  Organizer,
  OrganizerList,
  TagList,
  Term,
  Venue,
  VenueList,
} from '../../src/docs/components';
import { api, call, userWithToken } from '../helpers/http';

/**
 * The response components of `/doc` against real responses: every response parses with its component, and no
 * response carries a key the component does not document.
 */

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType };
type Node = z.ZodType & { _zod: { def: Def & { options?: z.ZodType[]; valueType?: z.ZodType; catchall?: unknown } } };

/** Paths of keys in `value` that `schema` does not describe. */
function undocumented(schema: z.ZodType, value: unknown, at = ''): string[] {
  const def = (schema as Node)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return value === null || value === undefined ? [] : undocumented(def.innerType!, value, at);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => undocumented(def.element!, item, `${at}[${i}]`)) : [];
    case 'union': {
      const options = (def.options ?? []).filter((option) => option.safeParse(value).success);
      const found = options.map((option) => undocumented(option, value, at));
      return found.find((list) => list.length === 0) ?? found[0] ?? [];
    }
    case 'record':
      return value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => undocumented(def.valueType!, inner, `${at}.${key}`))
        : [];
    case 'object': {
      if (!value || typeof value !== 'object' || def.catchall) return [];
      return Object.entries(value).flatMap(([key, inner]) => {
        const field = def.shape![key];
        return field ? undocumented(field, inner, `${at}.${key}`) : [`${at}.${key}`];
      });
    }
    default:
      return [];
  }
}

function expectDocumented(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  expect(undocumented(schema, body)).toEqual([]);
}

describe('response components match the wire', () => {
  let token: string;
  let ids: { venue: number; organizer: number; category: number; tag: number; event: number };

  beforeAll(async () => {
    token = (await userWithToken('administrator')).token;
    const post = async (path: string, body: object) => {
      const res = await call(api('ca', path), { method: 'POST', body, token });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
      return res.body.id as number;
    };
    const venue = await post('/venues', {
      venue: 'Plaça del Rei',
      address: 'Plaça del Rei, 1',
      city: 'Barcelona',
      country: 'Espanya',
      zip: '08002',
      phone: '+34 900 000 000',
      website: 'https://example.org/placa',
      geo_lat: 41.384,
      geo_lng: 2.177,
      image: 'https://example.org/placa.jpg',
    });
    const organizer = await post('/organizers', {
      organizer: 'Ateneu Popular',
      email: 'info@example.org',
      phone: '+34 900 000 001',
      website: 'https://example.org/ateneu',
    });
    const category = await post('/categories', { name: 'Música', description: 'Concerts' });
    const tag = await post('/tags', { name: 'Estiu' });
    const event = await post('/events', {
      title: 'Concert a la plaça',
      description: '<p>Un concert</p>',
      excerpt: 'Concert',
      start_date: '2030-07-01 21:00',
      end_date: '2030-07-01 23:00',
      timezone: 'Europe/Madrid',
      cost: '10€',
      website: 'https://example.org/concert',
      featured: true,
      image: 'https://example.org/concert.png',
      venue,
      organizer: [organizer],
      categories: [category],
      tags: [tag],
    });
    ids = { venue, organizer, category, tag, event };
  });

  it('Event and EventList', async () => {
    const event = (await call(api('ca', `/events/${ids.event}`))).body;
    expect(event.venue.id).toBe(ids.venue);
    expect(event.organizer[0].id).toBe(ids.organizer);
    expectDocumented(Event, event);
    const list = await call(api('en', '/events?start_date=2030-06-01&end_date=2030-08-01'));
    expect(list.body.events.length).toBeGreaterThan(0);
    expectDocumented(EventList, list.body);
  });

  it('Venue, Organizer and their lists', async () => {
    expectDocumented(Venue, (await call(api('ca', `/venues/${ids.venue}`))).body);
    expectDocumented(Organizer, (await call(api('ca', `/organizers/by-slug/ateneu-popular`))).body);
    expectDocumented(VenueList, (await call(api('es', '/venues'))).body);
    expectDocumented(OrganizerList, (await call(api('es', '/organizers'))).body);
  });

  it('Term and the term lists', async () => {
    const term = (await call(api('ca', `/categories/${ids.category}`))).body;
    expectDocumented(Term, term);
    expect(undocumented(Term, { ...term, urls: { ...term.urls, extra: 1 } })).toEqual(['.urls.extra']);
    expectDocumented(Term, (await call(api('ca', `/tags/${ids.tag}`))).body);
    expectDocumented(CategoryList, (await call(api('ca', '/categories?hide_empty=false'))).body);
    expectDocumented(TagList, (await call(api('ca', '/tags?hide_empty=false'))).body);
  });
});
