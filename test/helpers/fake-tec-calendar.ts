import { readdirSync, readFileSync } from 'node:fs';
import type { Kind } from './fake-tec-site';

/**
 * The calendar of the fake The Events Calendar site (fake-tec-site.ts): items built from real responses of the
 * original recorded on a live instance (`fixtures/tec/`), with the quirks of a real WordPress site.
 */

const RECORDINGS = new URL('./fixtures/tec/', import.meta.url).pathname;

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON bodies are read loosely
type Json = any;

function recorded(prefix: string): { status: number; body: Json } {
  const file = readFileSync(`${RECORDINGS}${prefix}`, 'utf8');
  const at = file.search(/\r?\n\r?\n/);
  const status = Number(/^HTTP\/\S+ (\d+)/.exec(file)?.[1]);
  return { status, body: JSON.parse(file.slice(at).trim()) };
}

export function recordedFile(start: string): { status: number; body: Json } {
  const name = readdirSync(RECORDINGS).find((file) => file.startsWith(start) && file.endsWith('.http'));
  if (!name) throw new Error(`no recording ${start}`);
  return recorded(name);
}

/** The template items, straight from the recordings. */
const templates = {
  events: recordedFile('006_').body.events[0],
  venues: recordedFile('057_').body,
  organizers: recordedFile('066_').body,
  categories: recordedFile('074_').body,
  tags: recordedFile('082_').body,
};

/** WordPress's GMT date of an item that was never published. */
export const ZERO_DATE = '0000-00-00 00:00:00';

/** The cost shapes of a real site (recorded): the site's default `$` shown without one of the event's own, etc. */
export const COSTS = [
  { cost: '$25', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['25'] } },
  {
    cost: '$10 – $30',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['10', '30'] },
  },
  {
    cost: '10€ – 30€',
    cost_details: { currency_symbol: '€', currency_code: '', currency_position: 'postfix', values: ['10', '30'] },
  },
  { cost: 'Free', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['free'] } },
  { cost: '', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } },
  {
    cost: 'Free – $30',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['0', '30'] },
  },
  {
    cost: '$5 – $50',
    cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['5', '50'] },
  },
];

/** Fields WordPress gives an item that was never published: a zero GMT date and, for posts, no slug yet. */
function unpublished(item: Json): Json {
  return { ...item, status: 'draft', slug: '', date_utc: ZERO_DATE };
}

/**
 * A calendar shaped like a real site's: `n` events linked to venues, organizers and terms, some drafts (with
 * WordPress's zero GMT dates and empty slugs, an event, a venue and an organizer titled like a published one listed
 * after them), titles with entities, costs in every recorded shape, categories whose children sort before their
 * parents, a tag and a category whose numeric slugs are other terms' ids (`21+` → `21`), more tags than a page
 * holds with an unused one past the first page, events whose organizers are not in id order.
 */
export function makeCalendar(site: string, n: number): Record<Kind, Json[]> {
  const rest = `${site}/wp-json/tribe/events/v1`;
  const categories = [
    { ...templates.categories, id: 7, name: 'Music &amp; Dance', slug: 'music', parent: 0 },
    { ...templates.categories, id: 8, name: 'Jazz', slug: 'jazz-music', parent: 7 },
    { ...templates.categories, id: 9, name: 'Blues', slug: 'blues', parent: 7 },
    { ...templates.categories, id: 10, name: 'Acoustic Blues', slug: 'acoustic-blues', parent: 9 },
    { ...templates.categories, id: 11, name: 'Workshops', slug: 'workshops', parent: 0, count: 0 },
    // WordPress makes the slug `8` of the name `8+`: a number equal to another category's id (Jazz's).
    { ...templates.categories, id: 12, name: '8+', slug: '8', parent: 0 },
  ].map((c) => ({ ...c, urls: { self: `${rest}/categories/${c.id}`, collection: `${rest}/categories` } }));
  const tags = [
    { ...templates.tags, id: 28, name: 'open air', slug: 'open-air' },
    // `21+` has the slug `21`: a number equal to another tag's id (`Kids`).
    { ...templates.tags, id: 21, name: 'Kids', slug: 'kids' },
    { ...templates.tags, id: 301, name: '21+', slug: '21' },
    ...Array.from({ length: 52 }, (_, i) => ({
      ...templates.tags,
      id: 200 + i,
      name: `Series ${String(i).padStart(2, '0')}`,
      slug: `series-${i}`,
    })),
    // Used by no event: listed only with hide_empty=false, and past the first page of 50.
    { ...templates.tags, id: 299, name: 'Zz unused', slug: 'zz-unused', count: 0 },
  ];
  // Dates in the site's zone (Europe/Madrid): CEST in May, CET in January.
  const dated = {
    date: '2017-05-02 12:00:00',
    date_utc: '2017-05-02 10:00:00',
    modified: '2024-01-15 10:00:00',
    modified_utc: '2024-01-15 09:00:00',
  };
  const venues = [
    {
      ...templates.venues,
      ...dated,
      id: 104,
      venue: 'Caf&#233; Sol',
      slug: 'cafe-sol',
      geo_lat: 41.3851,
      geo_lng: 2.1734,
    },
    unpublished({ ...templates.venues, ...dated, id: 105, venue: 'Hidden Hall', slug: 'hidden-hall' }),
    // A published namesake of the draft before it: it has the slug the draft's title would make.
    { ...templates.venues, ...dated, id: 106, venue: 'Hidden Hall', slug: 'hidden-hall' },
  ];
  const organizers = [
    { ...templates.organizers, ...dated, id: 53, organizer: 'O&#8217;Brien &#038; Co', slug: 'obrien-co' },
    unpublished({ ...templates.organizers, ...dated, id: 54, organizer: 'Backstage Crew', slug: 'backstage-crew' }),
    { ...templates.organizers, ...dated, id: 55, organizer: 'Backstage Crew', slug: 'backstage-crew' },
  ];
  const events = Array.from({ length: n }, (_, i) => {
    const id = 2000 + i;
    const day = String((i % 27) + 1).padStart(2, '0');
    const year = i % 2 === 0 ? 2019 : 2031;
    const event = {
      ...templates.events,
      id,
      status: 'publish',
      // Publication and modification dates of their own, far from any import's time.
      date: `2018-01-${day} 09:00:00`,
      date_utc: `2018-01-${day} 08:00:00`,
      modified: `2024-06-${day} 11:30:00`,
      modified_utc: `2024-06-${day} 09:30:00`,
      title: `Rock &#038; Roll Night #${i}`,
      slug: `rock-roll-night-${i}`,
      rest_url: `${rest}/events/${id}`,
      start_date: `${year}-03-${day} 20:00:00`,
      end_date: `${year}-03-${day} 23:00:00`,
      utc_start_date: `${year}-03-${day} 19:00:00`,
      utc_end_date: `${year}-03-${day} 22:00:00`,
      timezone: 'Europe/Madrid',
      all_day: false,
      featured: i % 3 === 0,
      sticky: false,
      ...COSTS[i % COSTS.length],
      image:
        i % 4 === 0
          ? {
              url: `${site}/wp-content/uploads/poster-${i}.jpg`,
              id: 9000 + i,
              extension: 'jpg',
              width: 1200,
              height: 800,
              filesize: 51234,
              sizes: {
                medium: { width: 300, height: 200, 'mime-type': 'image/jpeg', url: `${site}/p-${i}-300x200.jpg` },
              },
            }
          : false,
      venue: i % 2 === 0 ? { ...venues[0] } : i % 7 === 3 ? { ...venues[1] } : i % 7 === 5 ? { ...venues[2] } : [],
      // Organizers in the site's order, not by id; the draft one only for readers with credentials.
      organizer:
        i % 3 === 1
          ? [{ ...organizers[1] }, { ...organizers[0] }]
          : i % 3 === 2
            ? [{ ...organizers[2] }, { ...organizers[0] }]
            : [{ ...organizers[0] }],
      // Terms by name, as WordPress gives them: `8+` (slug `8`) beside Jazz (id 8), `21+` (slug `21`) beside Kids
      // (id 21), each also alone.
      categories: [...(i % 4 === 1 ? [categories[5]] : []), categories[i % 3 === 2 ? 3 : 1]].map((c) => ({ ...c })),
      tags: [
        ...(i % 4 === 1 || i % 8 === 2 ? [tags[2]] : []),
        ...(i % 4 === 1 || i % 4 === 3 ? [tags[1]] : []),
        ...(i % 5 === 0 ? [tags[0]] : []),
      ].map((t) => ({ ...t })),
    };
    // Every status a site has: drafts and pending items never published (zero GMT dates, no slug), private ones,
    // scheduled ones.
    if (i % 10 === 9) return unpublished(event);
    if (i % 10 === 8) return { ...unpublished(event), status: 'pending' };
    if (i % 10 === 7) return { ...event, status: 'private' };
    if (i % 10 === 6)
      return { ...event, status: 'future', date: '2031-01-01 09:00:00', date_utc: '2031-01-01 08:00:00' };
    return event;
  });
  // A draft never published (no slug) sharing the title of a published event listed after it: WordPress gave the
  // published one the slug the title makes, as the draft holds none.
  if (n > 10) {
    events[9].title = 'Grand Concert';
    Object.assign(events[10], { title: 'Grand Concert', slug: 'grand-concert' });
  }
  return { categories, tags, venues, organizers, events };
}
