import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as demoData from '../../scripts/demo-data.mjs';
import { type DemoData, seedDemo } from '../../scripts/lib/demo-seed';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';

const worker = (request: Request) => exports.default.fetch(request);
const noItems: DemoData = { categories: [], tags: [], venues: [], organizers: [], events: [] };

describe('seedDemo', () => {
  it('creates the demo categories and tags through the API, in ca, es and en', async () => {
    const admin = await userWithToken('administrator');
    const summary = await seedDemo(demoData, { baseUrl: ORIGIN, token: admin.token, fetch: worker });
    expect(summary.created.categories).toBe(demoData.categories.length);
    expect(summary.created.tags).toBe(demoData.tags.length);

    for (const lang of ['ca', 'es', 'en'] as const) {
      const categories = await call(api(lang, '/categories?hide_empty=false&per_page=50'));
      const names = categories.body.categories.map((c: { name: string }) => c.name).sort();
      expect(names).toEqual(demoData.categories.map((c) => c.texts[lang]?.name).sort());
      const tags = await call(api(lang, '/tags?hide_empty=false&per_page=50'));
      expect(tags.body.tags.map((t: { name: string }) => t.name).sort()).toEqual(
        demoData.tags.map((t) => t.texts[lang]?.name).sort(),
      );
    }
    const jazz = await call(api('ca', `/categories/${summary.ids.categories.jazz}`));
    expect(jazz.body.parent).toBe(summary.ids.categories.music);
    expect(Object.keys(jazz.body.translations).sort()).toEqual(['ca', 'en', 'es']);
  }, 90_000); // about forty writes through the worker: slow on a busy machine

  it('skips a kind whose routes do not exist yet', async () => {
    const admin = await userWithToken('administrator');
    const withoutVenues = async (request: Request) =>
      new URL(request.url).pathname.includes('/venues')
        ? Response.json({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }, { status: 404 })
        : worker(request);
    const data: DemoData = {
      ...noItems,
      tags: [{ key: 'solo', texts: { ca: { name: 'Sol' }, en: { name: 'Alone' } } }],
      venues: [{ key: 'hall', texts: { ca: { venue: 'Sala' } } }],
    };
    const summary = await seedDemo(data, { baseUrl: ORIGIN, token: admin.token, fetch: withoutVenues });
    expect(summary.skipped).toEqual(['venues']);
    expect(summary.created.tags).toBe(1);
    expect(summary.texts).toBe(2);
  });

  it('refuses a reference to an unknown key, and reports API errors', async () => {
    const admin = await userWithToken('administrator');
    const orphan: DemoData = { ...noItems, categories: [{ key: 'x', parent: 'nope', texts: { ca: { name: 'X' } } }] };
    await expect(seedDemo(orphan, { baseUrl: ORIGIN, token: admin.token, fetch: worker })).rejects.toThrow(
      /unknown categories key "nope"/,
    );
    const data: DemoData = { ...noItems, tags: [{ key: 't', texts: { ca: { name: 'T' } } }] };
    await expect(seedDemo(data, { baseUrl: ORIGIN, token: 'cal_wrong', fetch: worker })).rejects.toThrow(
      /creating tags "t": HTTP 401 rest_forbidden/,
    );
  });
});
