import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizer, makeTerm, makeVenue } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { captureStatements, planOf } from './capture';

/**
 * Query plans of every statement the service runs for each read scenario of the benchmark (bench/README.md),
 * captured from the worker itself: no full scan of a table that grows with the number of events, the default
 * window read from its covering index, slug look-ups through the (type, slug) index, term counts read from
 * their column.
 */

const GROWING =
  /\bSCAN (posts|post_texts|event_terms|event_organizers|pt|x|s|st|sp|pe|po|et|eo)\b(?! (VIRTUAL|CONSTANT))/;

const future = (day: number) => `2031-03-${String(day).padStart(2, '0')} 18:00:00`;
let slug = '';
let eventId = 0;
let venue = 0;
let organizer = 0;
let category = 0;

beforeAll(async () => {
  venue = (await makeVenue({ geoLat: 41.39, geoLng: 2.17 })).id;
  organizer = (await makeOrganizer()).id;
  category = await makeTerm('category', 'perf-plans-music');
  const tag = await makeTerm('tag', 'perf-plans-free');
  const ids = await makeEvents(
    Array.from({ length: 60 }, (_, i) => ({
      start: future(1 + (i % 28)),
      texts: { es: { title: `Concierto de jazz ${i}` }, en: { title: `Jazz concert ${i}` } },
      venueId: i % 2 ? venue : undefined,
      organizerIds: i % 3 ? [organizer] : [],
      termIds: i % 2 ? [category, tag] : [tag],
    })),
  );
  eventId = ids[0]!;
  const read = await call(api('es', `/events/${eventId}`));
  slug = read.body.slug;
});

const window = 'start_date=2031-03-01&end_date=2031-03-31';
const scenarios: Record<string, () => string> = {
  'events default': () => api('en', '/events'),
  'events, 50 per page': () => api('en', '/events?per_page=50'),
  'events, category and date range': () => api('en', `/events?categories=${category}&${window}`),
  'events, search': () => api('en', `/events?search=jazz&${window}`),
  'events, geoloc': () => api('en', `/events?geoloc_lat=41.39&geoloc_lng=2.17&geoloc_radius=10&${window}`),
  'events, venue filter': () => api('en', `/events?venue=${venue}&${window}`),
  'events, organizer filter': () => api('en', `/events?organizer=${organizer}&${window}`),
  'single event by id': () => api('en', `/events/${eventId}`),
  'single event by slug': () => api('es', `/events/by-slug/${slug}`),
  'venues list': () => api('en', '/venues'),
  'organizers list': () => api('en', '/organizers'),
  'categories list': () => api('en', '/categories'),
  'tags list': () => api('en', '/tags'),
};

describe('query plans of the benchmark scenarios', () => {
  it.each(Object.entries(scenarios))('%s: no scan of a table that grows with events', async (_name, path) => {
    const ran = await captureStatements(async () => {
      const res = await call(`${path()}${path().includes('?') ? '&' : '?'}_plan=${Math.random()}`);
      expect(res.status).toBe(200);
    });
    const selects = ran.filter((r) => /^\s*(select|with)\b/i.test(r.sql));
    expect(selects.length).toBeGreaterThan(0);
    for (const statement of selects) {
      const plan = (await planOf(statement)).join('\n');
      expect(plan, statement.sql).not.toMatch(GROWING);
    }
  });

  it('reads the default window from the covering start index, count included', async () => {
    const ran = await captureStatements(() => call(api('en', `/events?_plan=cover`)));
    const count = ran.find((r) => /^select count\(\*\) from "posts"/.test(r.sql));
    expect(count).toBeDefined();
    expect(await planOf(count!)).toEqual([
      'SEARCH posts USING COVERING INDEX posts_event_start (status=? AND start_utc>? AND start_utc<?)',
    ]);
  });

  it('reads a search of a rare word from the search index and looks its candidates up by id, never walking the window', async () => {
    await makeEvents([{ start: future(3), texts: { en: { title: 'Theremin recital' } } }]);
    const ran = await captureStatements(() => call(api('en', `/events?search=theremin+de&${window}&_plan=search`)));
    const searching = ran.filter((r) => r.sql.includes('post_texts_search match ?'));
    // The count and the page ids in one walk of the candidates; the page itself is then read by its ids.
    expect(new Set(searching.map((r) => r.sql)).size).toBe(1);
    for (const statement of searching) {
      expect(statement.params).toContain('"theremin"');
      const plan = (await planOf(statement)).join('\n');
      expect(plan, statement.sql).toMatch(/^SEARCH (posts|pe) USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
      expect(plan, statement.sql).toMatch(/^SCAN post_texts_search VIRTUAL TABLE INDEX \d+:M/m);
      expect(plan, statement.sql).not.toMatch(/posts_event_start|SCAN (posts|pt|x)\b(?! VIRTUAL)/);
    }
  });

  it("walks the window for a word in most texts, after reading its trigrams' document counts", async () => {
    const ran = await captureStatements(() => call(api('en', `/events?search=jazz&${window}&_plan=common`)));
    expect(ran.some((r) => r.sql.includes('post_texts_search_vocab'))).toBe(true);
    expect(ran.some((r) => r.sql.includes('post_texts_search match'))).toBe(false);
    // One walk of the window's search rows in start order (count and page ids), one row per event.
    const walk = ran.find((r) => /^select count\(\*\)/.test(r.sql) && r.sql.includes('post_search_walk'));
    expect(await planOf(walk!)).toContain(
      'SEARCH s USING COVERING INDEX post_search_walk (status=? AND start_utc>? AND start_utc<?)',
    );
  });

  it('walks the window for a search of words under three characters (no trigram to look up)', async () => {
    const ran = await captureStatements(() => call(api('en', `/events?search=de&${window}&_plan=short`)));
    expect(ran.some((r) => r.sql.includes('post_texts_search'))).toBe(false);
    // The window's search rows walked in start order, the words tested on each (migrations/0017_search_walk.sql):
    // one row per event, no look-up of `posts` or of another search row.
    const walk = ran.find((r) => /^select count\(\*\)/.test(r.sql) && r.sql.includes('post_search_walk'));
    const plan = (await planOf(walk!)).join('\n');
    expect(plan).toContain('SEARCH s USING COVERING INDEX post_search_walk (status=? AND start_utc>? AND start_utc<?)');
    expect(plan).not.toMatch(/SEARCH posts|posts_event_(start|export)|USING INTEGER PRIMARY KEY/);
  });

  it('reads the items of a page of changes by id, never through the status index (any token position)', async () => {
    const tokenAt = (seq: number) =>
      btoa(`${seq}.${Math.floor(Date.now() / 1000)}`)
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    for (const seq of [0, 30]) {
      const ran = await captureStatements(() => call(api('en', `/changes?sync_token=${tokenAt(seq)}&_plan=${seq}`)));
      const reads = ran.filter((r) => /^\s*(select|with)\b/i.test(r.sql) && r.sql.includes('"posts"'));
      expect(reads.length).toBeGreaterThan(0);
      for (const statement of reads) {
        expect((await planOf(statement)).join('\n'), statement.sql).not.toMatch(
          /posts_type_status_date|posts_event_(start|export)/,
        );
      }
    }
  });

  it('looks slugs up through (type, slug) whatever the language', async () => {
    const ran = await captureStatements(() => call(api('ca', `/events/by-slug/${slug}?_plan=slug`)));
    const plans = (await Promise.all(ran.map(planOf))).flat().join('\n');
    expect(plans).toMatch(/SEARCH st USING (COVERING )?INDEX post_texts_type_slug \(type=\? AND slug=\?\)/);
  });

  it('creates an event without scanning every slug of its language', async () => {
    const admin = await userWithToken('administrator');
    const ran = await captureStatements(async () => {
      const body = { title: 'Concierto de jazz 1', start_date: '2031-03-10 20:00', end_date: '2031-03-10 22:00' };
      const res = await call(api('es', '/events'), { method: 'POST', token: admin.token, body });
      expect(res.status).toBe(201);
    });
    const family = ran.filter((r) => /"slug" collate nocase >= \?/.test(r.sql));
    expect(family.length).toBeGreaterThan(0);
    for (const statement of family) {
      expect((await planOf(statement)).join('\n')).toMatch(
        /INDEX post_texts_slug \(type=\? AND lang=\? AND slug>\? AND slug<\?\)/,
      );
    }
    for (const statement of ran.filter((r) => /^\s*(select|with)\b/i.test(r.sql))) {
      expect((await planOf(statement)).join('\n'), statement.sql).not.toMatch(GROWING);
    }
  });

  it('reads term counts from their column, never counting events', async () => {
    const ran = await captureStatements(() => call(api('en', `/categories?_plan=counts`)));
    for (const statement of ran.filter((r) => /from "terms"/.test(r.sql))) {
      expect(statement.sql).not.toMatch(/count\(\*\) from "event_terms"/);
    }
  });
});
