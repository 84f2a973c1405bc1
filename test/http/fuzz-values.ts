/**
 * Values for the fuzz run (fuzz.test.ts): a seeded generator, hostile values of every kind, and plausible values
 * per parameter name so that writes get past validation often enough to store odd values for the reads to meet.
 */

import { mulberry32 } from '../../scripts/lib/seeded.mjs';

/** A seeded generator (mulberry32, scripts/lib/seeded.mjs), so a failing case can be replayed from its seed. */
export function rng(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

const TYPES = [true, false, null, 0, 1, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, 'NaN', 'Infinity', '-0', '', ' '];
const NUMBERS = [
  '99999999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '1e3',
  '0x10',
  '0b11',
  '1.0',
  '١٢',
  '１２',
  '+1',
];
const NESTED = [
  { a: { b: { c: 1 } } },
  { 0: 'x' },
  [],
  [[]],
  [1, [2, [3]]],
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  [{ id: 1 }, { id: 'x' }],
  { id: 1, name: 'x' },
];
const CONTROL = ['\u0000', 'a\u0007b', '\u001b[31mred', '\u007f', '\r\n\r\nX-Injected: 1', 'line\nbreak', '\t'];
const UNICODE = ['\ud800', 'x\udc00', '💥🎷', 'e\u0301', '\u202eevil', '\ufeffbom', '\u2028\u2029', 'ﬁ', 'İ', 'ß', 'Ǆ'];
const LONG = [
  'a'.repeat(201),
  'a'.repeat(1025),
  'b'.repeat(70_000),
  'word '.repeat(11),
  '"quoted phrase" '.repeat(12),
  'x,'.repeat(600),
];
const SQL = ["' OR 1=1 --", '1; DROP TABLE posts', '%', '_', '\\', '"', '`', "')--", '1 UNION SELECT 1', '%%%_\\'];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</script><!--',
  '<![CDATA[x]]>',
  '&amp;&#0;&#x110000;',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '<svg><style>x</style></svg>',
  'X a<b "q\' &lt;',
];
const DATES = [
  '0000-00-00',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '9999-12-30 23:59:59',
  '1000-01-01',
  '1000-01-02 00:00:00',
  '0999-12-31',
  '10000-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-02-29 24:00:00',
  '+100000 years',
  '-62167219200',
  253402300800,
  -62167219200,
  '1970-01-01T00:00:00Z',
  '2027-03-28 02:30:00',
  '2027-10-31 02:30:00',
  'now',
  'tomorrow',
  'last day of february',
  'next monday 25:00',
  '1e10',
  '2027-01-01T10:00:00+14:00',
  '2027-01-01T10:00:00-12:00',
  '9999-12-31 23:30:00-12:00',
];
const ZONES = [
  'UTC+14',
  'UTC-12',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'Mars/Olympus',
  'UTC+99',
  '+05:45',
  'utc',
  'Europe/Madrid',
];
const URLS = [
  'http://',
  'https://a',
  'javascript:alert(1)',
  'http://example.com/<script>',
  'http://[::1]/',
  '//evil.example',
  'data:text/html,x',
  'http://ex ample.com',
  'https://例え.jp/パス',
  'http://example.com',
  'https://user:pw@example.com/x',
];

const KINDS: readonly (readonly unknown[])[] = [
  TYPES,
  NUMBERS,
  NESTED,
  CONTROL,
  UNICODE,
  LONG,
  SQL,
  HTML,
  DATES,
  ZONES,
  URLS,
];

/** A hostile value of any kind. */
export function hostile(r: Rng): unknown {
  return r.pick(r.pick(KINDS));
}

/** The ids the fuzz run created, by kind (path ids and references pick from them). */
export interface Known {
  event: number[];
  venue: number[];
  organizer: number[];
  category: number[];
  tag: number[];
  user: number[];
  slugs: Record<'event' | 'venue' | 'organizer', string[]>;
}

const DATE_PARAMS = /(^|_)(date|before|after|modified_after|date_utc)$|^(start|end)_date$/;

/** A plausible value for `name`: valid often, at the edge of valid sometimes. */
export function plausible(name: string, r: Rng, known: Known): unknown {
  const id = (kind: keyof Omit<Known, 'slugs'>) => (known[kind].length ? r.pick(known[kind]) : 1);
  if (DATE_PARAMS.test(name)) return r.pick([...DATES.slice(0, 8), '2027-05-01 10:00:00', '2027-05-02', 'next friday']);
  if (name === 'venue' || (name === 'organizer' && r.chance(0.5))) {
    const kind = name;
    // Inline items carry their own fields, hostile ones included.
    const field = r.pick(
      kind === 'venue' ? ['city', 'geo_lat', 'website', 'status', 'zip'] : ['email', 'website', 'phone'],
    );
    const inline = { [kind]: `Inline ${r.int(1e6)}`, [field]: r.chance(0.5) ? hostile(r) : 'x' };
    return r.pick<unknown>([
      id(kind),
      [id(kind)],
      `${id(kind)}`,
      inline,
      [inline, { id: id(kind) }],
      { id: id(kind) },
      0,
    ]);
  }
  if (name === 'categories' || name === 'tags') {
    const kind = name === 'categories' ? 'category' : 'tag';
    const inline = {
      name: r.chance(0.5) ? hostile(r) : `Inline ${r.int(1e6)}`,
      ...(r.chance(0.3) ? { parent: hostile(r) } : {}),
    };
    const word = `Nou ${r.int(1e6)}`;
    // Names that are one term as the database compares them (accents, case, NFKC, spaces).
    if (r.chance(0.3))
      return [word, word.toUpperCase(), word.replace('o', 'ó'), word.replace(' ', '  '), `ﬁ ${word}`, `fi ${word}`];
    return r.pick<unknown>([
      [id(kind)],
      `${id(kind)},${id(kind)}`,
      [`New ${r.int(1e6)}`],
      [inline],
      'jazz',
      [{ id: id(kind) }],
    ]);
  }
  if (['title', 'name', 'organizer', 'description', 'excerpt', 'address', 'city', 'phone'].includes(name)) {
    return r.pick([`Fuzz ${r.int(1e6)}`, r.pick(HTML), r.pick(UNICODE.slice(2)), r.pick(SQL), 'Música & Jazz']);
  }
  if (['include', 'exclude', 'post_parent', 'parent', 'event', 'post', 'author'].includes(name)) {
    return r.pick<unknown>([id('event'), `${id('event')},${id('venue')}`, id('category'), id('user'), 0, [1, 2]]);
  }
  if (['page', 'per_page'].includes(name)) return r.pick<unknown>([1, 2, 50, 51, 100000, '3']);
  if (['geoloc_lat', 'geo_lat'].includes(name)) return r.pick<unknown>([41.38, 90, -90, 91, '1e400']);
  if (['geoloc_lng', 'geo_lng'].includes(name)) return r.pick<unknown>([2.17, 180, -181]);
  if (name === 'geoloc_radius') return r.pick<unknown>([1, 0, 20000, -5]);
  if (name === 'status')
    return r.pick(['publish', 'draft', 'pending', 'private', 'future', 'trash', 'any', 'publish,draft']);
  if (name === 'context') return r.pick(['view', 'edit', 'embed']);
  if (name === 'i18n_language') return r.pick(['ca', 'en', 'es', 'xx']);
  if (name === 'timezone') return r.pick(ZONES);
  if (['website', 'image'].includes(name)) return r.pick<unknown>([...URLS, 'https://example.com/a.png', 1]);
  if (name === 'email') return r.pick(['a@example.com', 'not an email', '<a@b>']);
  if (name === 'slug')
    return r.pick(['fuzz-slug', 'Fuzz Slug!', '', 'é', '..', 'a/b', '🎷-jazz', 'ñ'.repeat(150), '%2F', '-', '1234']);
  if (name === '_fields')
    return r.pick(['id,title', 'venue.id,categories.slug', '__proto__.x,id', 'a..b', 'id', 'nope']);
  if (name === 'types') return r.pick(['events,venues', 'categories', 'posts', 'events,events']);
  if (name === 'orderby') return r.pick(['name', 'count', 'id', 'slug', 'term_group']);
  if (name === 'order') return r.pick(['asc', 'desc', 'up']);
  if (name === 'translation') return r.pick(['ca', 'en', 'es', 'xx']);
  if (name === 'password') return r.pick(['secret', '']);
  if (name === 'cost')
    return r.pick(['0', 'free', '1e400', '-0', '€5', '1.000,50', '5 - 10', '∞', '9'.repeat(40), '$', '']);
  if (name === 'all_day') return r.pick<unknown>([true, false, 'yes']);
  if (name === 'search') return r.pick(['jazz', 'e', '"a b"', 'the the the', ...SQL]);
  return r.pick<unknown>([true, false, 'yes', 'off', 1, 0, 'maybe']);
}

const EDGE_STARTS = [
  '1000-01-02 00:00:00',
  '1000-01-01 23:00:00',
  '1000-01-02 13:00:00',
  '9999-12-30 22:00:00',
  '9999-12-31 20:00:00',
  '9999-12-31 23:30:00-12:00',
  '+100000 years',
  '2027-03-28 02:30:00',
  '2027-10-31 02:30:00',
  '1900-01-01 00:00:00',
  '1582-10-10 12:00:00',
];
const EDGE_INSTANTS = [253402300800, 253402214400, -30610224000, -62167219200, 0, 2 ** 31, '9999-12-30T23:59:59Z'];

/**
 * A coherent write at the edges of what can be stored (dates near the ends of the range, in extreme zones, all-day
 * or not, publication dates as Unix timestamps): values that get past validation and must still read back
 * everywhere. A shifted end keeps the event's end after its start.
 */
export function edgeWrite(path: string, r: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (r.chance(0.5)) out[r.pick(['date', 'date_utc'])] = r.pick<unknown>([...EDGE_INSTANTS, ...EDGE_STARTS]);
  if (!path.startsWith('/events')) return out;
  const start = r.pick(EDGE_STARTS);
  if (r.chance(0.7)) out.start_date = start;
  if (r.chance(0.7)) out.end_date = r.chance(0.5) ? start : r.pick(EDGE_STARTS);
  if (r.chance(0.5))
    out.timezone = r.pick([
      'UTC+14',
      'UTC-12',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
      'Europe/Madrid',
      'America/St_Johns',
    ]);
  if (r.chance(0.3)) out.all_day = r.pick([true, false]);
  return out;
}
