import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PASSWORD, type FakeSite, LOGIN, startFakeSite, ZERO_DATE } from '../helpers/fake-tec-site';
import { fetchLocal, prepareLocalAdmin } from '../helpers/local-d1';
import { importCli, importedItems, linkedIds, mappingOf } from './import-run';

/**
 * `npm run import` end to end: a fake site shaped like a real WordPress + The Events Calendar install
 * (fake-tec-site.ts: drafts with zero GMT dates and no slugs, some titled like a published item, children
 * categories listed before their parents, terms whose numeric slug is another term's id, an unused tag past the
 * first page of tags, costs in every recorded shape, organizers out of id order) into a fresh local D1, read back
 * through this service's API and compared field by field with the source, links and slugs included; then a second
 * run that writes nothing, a third that writes exactly the items its changes touch (a new event taking the slug a
 * draft imported earlier held), a deletion at the source.
 */

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the assertions check the shapes
type Json = any;

const N = 30;
const VENUE_FIELDS = [
  'address',
  'city',
  'country',
  'state',
  'province',
  'zip',
  'phone',
  'website',
  'show_map',
  'show_map_link',
];
const ORGANIZER_FIELDS = ['phone', 'website', 'email'];
const RICH = [
  '<p>Rock &#038; Roll &#8220;live&#8221;, 2&#215;2</p>',
  '<p>Doors at 8<br />',
  'Show at 9</p>',
  '<ul>',
  '<li><strong>Bar</strong> open</li>',
  '<li><a href="https://example.org/tickets">Tickets</a></li>',
  '</ul>',
  '<h3>Line-up</h3>',
  '<blockquote><p>Quoted</p></blockquote>',
].join('\n');
const KINDS = ['categories', 'tags', 'venues', 'organizers', 'events'] as const;
let site: FakeSite;
let dir: string;
let token: string;
const auth = () => ['--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir];

beforeAll(async () => {
  site = await startFakeSite(N);
  dir = mkdtempSync(path.join(tmpdir(), 'import-'));
  token = await prepareLocalAdmin(dir, 'admin');
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The UTC publication date the source's item should have here: its own, or its local date in the site's zone. */
function expectedDateUtc(item: Json): string {
  if (item.date_utc !== ZERO_DATE) return item.date_utc;
  // The fake site's zone is Europe/Madrid: its drafts' local dates are in CEST (May) or CET (January).
  const offset = item.date.slice(5, 7) === '05' ? 2 : 1;
  const ms = Date.parse(`${item.date.replace(' ', 'T')}Z`) - offset * 3_600_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Slugs: an item with a slug at the source has it here; one without (a draft WordPress has not given one yet) has
 * one that no item of the source holds, so that none of them loses its own to it.
 */
function expectSourceSlugs(kind: (typeof KINDS)[number], local: Map<number, Json>): void {
  const held = new Set(site.items[kind].map((item) => item.slug).filter(Boolean));
  for (const source of site.items[kind]) {
    const slug = local.get(source.id).slug;
    if (source.slug) expect(slug, `${kind} ${source.id}`).toBe(source.slug);
    else expect(held.has(slug) || slug === '', `${kind} ${source.id}: ${slug}`).toBe(false);
  }
}

/** Every item of the source, compared field by field with what the service answers for it. */
async function expectSameAsSource(): Promise<void> {
  const local = await importedItems(dir, site, token);
  for (const kind of KINDS) {
    expect([...(local[kind]?.keys() ?? [])].sort(), kind).toEqual(site.items[kind].map((i) => i.id).sort());
    if (kind !== 'categories' && kind !== 'tags') expectSourceSlugs(kind, local[kind]!);
  }
  for (const source of site.items.categories) {
    const item = local.categories!.get(source.id);
    expect([item.id, item.name, item.slug, item.parent, item.description], `category ${source.id}`).toEqual([
      source.id,
      decodeHTML(source.name),
      source.slug,
      source.parent,
      source.description,
    ]);
  }
  for (const source of site.items.tags) {
    const item = local.tags!.get(source.id);
    expect([item.id, item.name, item.slug], `tag ${source.id}`).toEqual([source.id, source.name, source.slug]);
  }
  for (const kind of ['venues', 'organizers'] as const) {
    const name = kind === 'venues' ? 'venue' : 'organizer';
    for (const source of site.items[kind]) {
      const item = local[kind]!.get(source.id);
      expect(item, `${kind} ${source.id}`).toMatchObject({
        id: source.id,
        [name]: decodeHTML(source[name]),
        status: source.status,
        date_utc: expectedDateUtc(source),
        modified_utc: source.modified_utc,
      });
      // The original's rendered paragraphs (wpautop) read back as they were: set in paragraphs again, unchanged.
      expect(item.description, `${kind} ${source.id}`).toBe(source.description);
      const fields = kind === 'venues' ? VENUE_FIELDS : ORGANIZER_FIELDS;
      for (const field of fields) expect(item[field], `${kind} ${source.id} ${field}`).toEqual(source[field]);
    }
  }
  for (const source of site.items.events) {
    const event = local.events!.get(source.id);
    const label = `event ${source.id}`;
    expect(event, label).toMatchObject({
      id: source.id,
      title: decodeHTML(source.title),
      status: source.status,
      date_utc: expectedDateUtc(source),
      modified_utc: source.modified_utc,
      start_date: source.start_date,
      end_date: source.end_date,
      utc_start_date: source.utc_start_date,
      utc_end_date: source.utc_end_date,
      timezone: source.timezone,
      featured: source.featured,
      hide_from_listings: source.hide_from_listings === true,
      cost: source.cost,
      cost_details: source.cost_details,
      description: source.description,
      excerpt: source.excerpt,
      all_day: source.all_day,
      sticky: source.sticky,
      show_map: source.show_map,
      show_map_link: source.show_map_link,
      website: source.website,
    });
    expect(linkedIds(event.venue), label).toEqual(linkedIds(source.venue));
    expect(linkedIds(event.organizer), `${label} organizers`).toEqual(linkedIds(source.organizer));
    expect(linkedIds(event.categories), label).toEqual(linkedIds(source.categories));
    expect(linkedIds(event.tags), label).toEqual(linkedIds(source.tags));
    if (source.image) {
      expect(event.image, label).toMatchObject({ url: source.image.url, width: 1200, height: 800, filesize: 51234 });
    } else {
      expect(event.image, label).toBe(false);
    }
  }
}

describe('npm run import into an empty database', () => {
  it('imports every item of every kind and status with its id, slug, links, cost and dates', async () => {
    // An event hidden from TEC's lists: found through the site's wp/v2 route.
    site.items.events[4].hide_from_listings = true;
    // Descriptions as the original renders them (wpautop, wptexturize): paragraphs, line breaks, lists, entities.
    site.items.events[1].description = RICH;
    // An all-day event as the original stores it: the whole local day, to 23:59:59.
    Object.assign(site.items.events[3], {
      all_day: true,
      sticky: true,
      show_map: true,
      show_map_link: true,
      start_date: '2031-03-04 00:00:00',
      end_date: '2031-03-04 23:59:59',
      utc_start_date: '2031-03-03 23:00:00',
      utc_end_date: '2031-03-04 22:59:59',
    });
    site.items.events[1].excerpt = '<p>Doors at 8 &#8211; show at 9</p>';
    // A zone given as WordPress's UTC offset, and another named zone (the site's is Europe/Madrid).
    expect([site.items.events[5].start_date, site.items.events[2].start_date]).toEqual([
      '2031-03-06 20:00:00',
      '2019-03-03 20:00:00',
    ]);
    Object.assign(site.items.events[5], {
      timezone: 'UTC+5:30',
      utc_start_date: '2031-03-06 14:30:00',
      utc_end_date: '2031-03-06 17:30:00',
    });
    Object.assign(site.items.events[2], {
      timezone: 'America/New_York',
      utc_start_date: '2019-03-04 01:00:00',
      utc_end_date: '2019-03-04 04:00:00',
    });
    site.items.venues[0].description = '<p>Upstairs<br />\nSecond door on the left</p>\n<p>Step-free access</p>';
    const result = await importCli([...auth(), '--json']);
    expect(result.stderr).not.toMatch(/^error:/m);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.ids_kept).toBe(true);
    for (const kind of KINDS) {
      expect(summary.written[kind], kind).toMatchObject({
        created: site.items[kind].length,
        updated: 0,
        skipped: [],
        partial: [],
      });
    }
    expect(summary.kinds.tags.read).toBe(site.items.tags.length);
    expect(summary.kinds.events.unlisted).toBe(1);
    await expectSameAsSource();
    // Drafts titled like a published item listed after them: WordPress gave the published one the slug the title
    // makes; the draft gets the next, as WordPress does when it publishes it (whatever order they were written in).
    const drafts = await fetchLocal(
      dir,
      [
        ['venues', 105],
        ['organizers', 54],
        ['events', 2009],
      ].map(
        ([route, id]) =>
          new Request(`http://calendar.test/en/calendar/events/v1/${route}/${id}`, {
            headers: { authorization: `Bearer ${token}` },
          }),
      ),
    );
    expect(drafts.map((answer) => answer.body.slug)).toEqual(['hidden-hall-2', 'backstage-crew-2', 'grand-concert-2']);
  });

  it('a second run with nothing changed at the source writes nothing and says so', async () => {
    const result = await importCli(auth());
    expect(result.code).toBe(0);
    for (const kind of KINDS) {
      const count = site.items[kind].length;
      expect(result.stdout).toContain(`${kind.padEnd(10)} created 0, updated 0, unchanged ${count}`);
    }
    expect(result.stdout).toContain('No change at the source since the last import: nothing written.');
  });

  it('after changes at the source, the next run writes exactly the items they touch', async () => {
    site.items.events[7].title = 'Renamed &#8211; night';
    site.items.categories[2].parent = 0;
    // Another event published with the title of the draft imported earlier: WordPress gives it the next slug the
    // title makes (the first is the published namesake's), which the draft held here. The draft moves on; the new
    // event has its own.
    const draft = site.items.events[9];
    expect([draft.title, draft.status, draft.slug]).toEqual(['Grand Concert', 'draft', '']);
    site.items.events.push({ ...site.items.events[0], id: 2999, title: draft.title, slug: 'grand-concert-2' });
    const result = await importCli([...auth(), '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.written.events).toMatchObject({ created: 1, updated: 2, unchanged: N - 2, partial: [] });
    expect(summary.written.categories).toMatchObject({ created: 0, updated: 1 });
    for (const kind of ['tags', 'venues', 'organizers']) {
      expect(summary.written[kind]).toMatchObject({ created: 0, updated: 0 });
    }
    await expectSameAsSource();
    const [moved] = await fetchLocal(dir, [
      new Request(`http://calendar.test/en/calendar/events/v1/events/${draft.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    ]);
    expect(moved!.body.slug).toBe('grand-concert-3');
  });

  it('after a deletion at the source, reports the item and leaves it here', async () => {
    const [removed] = site.items.events.splice(11, 1);
    try {
      const result = await importCli([...auth(), '--json']);
      expect(result.code).toBe(0);
      const summary = JSON.parse(result.stdout);
      expect(summary.written.events).toMatchObject({ created: 0, updated: 0, gone: [removed.id] });
      const [still] = await fetchLocal(dir, [
        new Request(`http://calendar.test/en/calendar/events/v1/events/${removed.id}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ]);
      expect(still).toMatchObject({ status: 200, body: { id: removed.id, title: decodeHTML(removed.title) } });
    } finally {
      site.items.events.splice(11, 0, removed);
    }
  });

  it('into a database holding other items, gives new ids and records the mapping', async () => {
    // A second language's run is another source for the mapping, and the database is no longer empty.
    const result = await importCli([...auth(), '--lang', 'es', '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.ids_kept).toBe(false);
    expect(summary.written.events).toMatchObject({ created: site.items.events.length, skipped: [] });
    const mapping = await mappingOf(dir, site, 'es');
    const localIds = [...mapping.events!.values()];
    expect(localIds.some((id) => site.items.events.some((e) => e.id === id))).toBe(false);
    const first = site.items.events[0];
    const [copy] = await fetchLocal(dir, [
      new Request(`http://calendar.test/es/calendar/events/v1/events/${mapping.events!.get(first.id)}`),
    ]);
    expect(copy!.body).toMatchObject({ title: 'Rock & Roll Night #0', date_utc: first.date_utc, cost: '$25' });
    expect(linkedIds(copy!.body.venue)).toEqual([mapping.venues!.get(104)]);
  });
});
