import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventOrganizers, eventTerms, posts, postTexts, terms, termTexts } from '../../src/db/schema';
import { bumpDataVersion } from '../../src/db/version';
import type { Lang } from '../../src/i18n/languages';
import { slugFromText } from '../../src/resources/shared/slugs';
import { api, call, type Root, testDb } from './http';

/**
 * The one factories module of the tests (docs/ARCHITECTURE.md, "Tests").
 *
 * Direct to D1 (`make*`): venues, organizers, events and terms in states the API takes several calls to reach
 * (someone else's drafts, trashed, protected, hidden, old publication dates, several languages), and events in
 * volume (hundreds, for paging, budgets and query plans). Each call is one batch (events: one per 100) that also
 * bumps the data version, as every write of the API does (edge-cached reads would go stale otherwise). Dates are
 * UTC wall strings `YYYY-MM-DD HH:MM:SS`. Names are unique.
 *
 * Through the API (`createEvent`, `eventBody`, `updateEvent`): events made and changed over HTTP, when the test is
 * about what the API does with them.
 */

type Db = ReturnType<typeof testDb>;
type PostValues = typeof posts.$inferInsert;

let sequence = 0;
/** A name no other factory call of this test file uses. */
export const uniqueName = (prefix: string) => `${prefix} ${++sequence} ${Math.random().toString(36).slice(2, 7)}`;

/** One language's text; `slug` defaults to one derived from the title. */
export interface TextSeed {
  title: string;
  description?: string;
  excerpt?: string;
  slug?: string;
}

/** A venue or organizer: core fields, texts (the first language is the original), and any `posts` columns. */
export interface LinkedSeed extends Partial<Omit<PostValues, 'id' | 'type' | 'originalLang'>> {
  texts?: Partial<Record<Lang, TextSeed>>;
}

/** What a factory made: the id, and the original language's title and slug. */
export interface Made {
  id: number;
  title: string;
  slug: string;
}

const insertedId = sql<number>`(select max(id) from ${posts})`;
const nowWall = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

async function runBatch(db: Db, statements: unknown[]): Promise<number[]> {
  // biome-ignore lint/suspicious/noExplicitAny: a heterogeneous batch built above
  const results = (await db.batch([...statements, bumpDataVersion(db)] as any)) as unknown[];
  return results.flatMap((result) =>
    Array.isArray(result) && typeof result[0]?.id === 'number' ? [(result[0] as { id: number }).id] : [],
  );
}

/** Derived (not explicit) slugs the factories gave so far in this test file, per type, language and base. */
const derivedSlugCounts = new Map<string, number>();

function linkedStatements(db: Db, type: 'venue' | 'organizer', seed: LinkedSeed) {
  const { texts = { en: { title: uniqueName(type === 'venue' ? 'Venue' : 'Organizer') } }, ...core } = seed;
  const entries = Object.entries(texts) as [Lang, TextSeed][];
  const now = nowWall();
  // Live slugs are unique per type and language in the database (migrations/0004_integrity.sql): a title used
  // again gets `-2`, `-3`… as the API would give it. Explicit slugs are taken as they are.
  const derived = new Map<TextSeed, string>();
  const slugOf = (text: TextSeed, lang: Lang) => {
    if (text.slug !== undefined) return text.slug;
    let slug = derived.get(text);
    if (slug === undefined) {
      const base = slugFromText(text.title, type);
      const key = `${type}/${lang}/${base}`;
      const n = (derivedSlugCounts.get(key) ?? 0) + 1;
      derivedSlugCounts.set(key, n);
      slug = n === 1 ? base : `${base}-${n}`;
      derived.set(text, slug);
    }
    return slug;
  };
  const statements = [
    db
      .insert(posts)
      .values({ status: 'publish', dateUtc: now, modifiedUtc: now, ...core, type, originalLang: entries[0]![0] })
      .returning({ id: posts.id }),
    ...entries.map(([lang, text]) =>
      db.insert(postTexts).values({
        postId: insertedId,
        lang,
        type,
        title: text.title,
        description: text.description ?? '',
        excerpt: text.excerpt ?? '',
        slug: slugOf(text, lang),
      }),
    ),
  ];
  const [firstLang, first] = entries[0]!;
  return { statements, title: first.title, slug: slugOf(first, firstLang) };
}

async function makeLinked(type: 'venue' | 'organizer', seeds: LinkedSeed[]): Promise<Made[]> {
  const db = testDb();
  const planned = seeds.map((seed) => linkedStatements(db, type, seed));
  const ids = await runBatch(
    db,
    planned.flatMap((p) => p.statements),
  );
  return planned.map((p, i) => ({ id: ids[i]!, title: p.title, slug: p.slug }));
}

/** Inserts a venue (published, now, English, `show_map*` unset unless given); see {@link LinkedSeed}. */
export async function makeVenue(seed: LinkedSeed = {}): Promise<Made> {
  const [made] = await makeLinked('venue', [seed]);
  return made!;
}

/** Inserts several venues in one batch, in order (ids ascending). */
export function makeVenues(seeds: LinkedSeed[]): Promise<Made[]> {
  return makeLinked('venue', seeds);
}

/** Inserts an organizer (published, now, English); see {@link LinkedSeed}. */
export async function makeOrganizer(seed: LinkedSeed = {}): Promise<Made> {
  const [made] = await makeLinked('organizer', [seed]);
  return made!;
}

/** Inserts several organizers in one batch, in order (ids ascending). */
export function makeOrganizers(seeds: LinkedSeed[]): Promise<Made[]> {
  return makeLinked('organizer', seeds);
}

/** An event; every field is optional. */
export interface EventSeed {
  /** UTC start; default 24 hours from now. */
  start?: string;
  /** UTC end; default one hour after `start` (the event is in UTC unless `timezone` says otherwise). */
  end?: string;
  status?: string;
  /** Text per language; the first one is the original language. Default: a unique English title. */
  texts?: Partial<Record<Lang, TextSeed>>;
  hidden?: boolean;
  featured?: boolean;
  ticketed?: boolean;
  parentId?: number;
  venueId?: number | null;
  /** In order of position. */
  organizerIds?: number[];
  termIds?: number[];
  password?: string;
  /** Publication date (UTC). Default: now. */
  dateUtc?: string;
  /** Last modification (UTC). Default: now. */
  modifiedUtc?: string;
  timezone?: string;
}

function wallPlusHours(wall: string, hours: number): string {
  const ms = Date.parse(`${wall.replace(' ', 'T')}Z`) + hours * 3_600_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Hours from now as a UTC wall string (negative: in the past). */
export const hoursFromNow = (hours: number) => wallPlusHours(nowWall(), hours);

/** A slug-safe unique word. */
const uniqueWord = () => uniqueName('x').replace(/\W+/g, '-');

function eventStatements(db: Db, seed: EventSeed) {
  const texts = seed.texts ?? { en: { title: uniqueName('Event') } };
  const now = nowWall();
  const start = seed.start ?? hoursFromNow(24);
  const end = seed.end ?? wallPlusHours(start, 1);
  return [
    db
      .insert(posts)
      .values({
        type: 'event',
        status: seed.status ?? 'publish',
        dateUtc: seed.dateUtc ?? now,
        modifiedUtc: seed.modifiedUtc ?? now,
        originalLang: Object.keys(texts)[0]!,
        password: seed.password ?? null,
        startUtc: start,
        endUtc: end,
        startLocal: start,
        endLocal: end,
        timezone: seed.timezone ?? 'UTC',
        allDay: false,
        hideFromListings: seed.hidden ?? false,
        sticky: false,
        featured: seed.featured ?? false,
        ticketed: seed.ticketed ?? false,
        parentId: seed.parentId ?? null,
        venueId: seed.venueId ?? null,
        showMap: false,
        showMapLink: false,
      })
      .returning({ id: posts.id }),
    // Titles may repeat across events (search tests); slugs may not, so a derived one is a unique word.
    ...Object.entries(texts).map(([lang, text]) =>
      db.insert(postTexts).values({
        postId: insertedId,
        lang,
        type: 'event',
        title: text!.title,
        description: text!.description ?? '',
        excerpt: text!.excerpt ?? '',
        slug: text!.slug ?? `event-${uniqueWord()}`,
      }),
    ),
    ...(seed.organizerIds ?? []).map((organizerId, position) =>
      db.insert(eventOrganizers).values({ eventId: insertedId, organizerId, position }),
    ),
    ...(seed.termIds ?? []).map((termId) => db.insert(eventTerms).values({ eventId: insertedId, termId })),
  ];
}

/** Inserts events, 100 to a batch; returns their ids in order. */
export async function makeEvents(seeds: EventSeed[]): Promise<number[]> {
  const db = testDb();
  const ids: number[] = [];
  for (let i = 0; i < seeds.length; i += 100) {
    ids.push(
      ...(await runBatch(
        db,
        seeds.slice(i, i + 100).flatMap((seed) => eventStatements(db, seed)),
      )),
    );
  }
  return ids;
}

/** Inserts one event (its venue, organizers and terms with it); returns its id. */
export async function makeEvent(seed: EventSeed = {}): Promise<number> {
  const [id] = await makeEvents([seed]);
  return id!;
}

/** Inserts a category or tag with an English name and slug; returns its id. */
export async function makeTerm(taxonomy: 'category' | 'tag', slug = `term-${uniqueWord()}`): Promise<number> {
  const db = testDb();
  const [[row]] = await db.batch([
    db.insert(terms).values({ taxonomy, parentId: 0, originalLang: 'en' }).returning({ id: terms.id }),
    db
      .insert(termTexts)
      .values({ termId: sql`(select max(id) from ${terms})`, lang: 'en', taxonomy, name: slug, slug }),
    bumpDataVersion(db),
  ]);
  return row!.id;
}

/** A title no other item of the test file has. */
export const uniqueTitle = (prefix = 'Event') => uniqueName(prefix);

/** A minimal valid create body (a two-hour event in June 2027), with `overrides`. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: uniqueTitle(), start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00', ...overrides };
}

/** Creates an event through `POST /events` under `root`; fails the test unless it is a 201. */
export async function createEvent(
  token: string,
  overrides: Record<string, unknown> = {},
  root: Root = 'en',
  // biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely; `Event` checks their shape
): Promise<any> {
  const response = await call(api(root, '/events'), { method: 'POST', token, body: eventBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** `PATCH` (or another update method) of `path` with `body`. */
export function updateEvent(path: string, token: string | undefined, body: Record<string, unknown>, method = 'PATCH') {
  return call(path, { method, token, body });
}
