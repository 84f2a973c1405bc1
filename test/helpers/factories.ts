import { sql } from 'drizzle-orm';
import { eventOrganizers, type PostType, posts, postTexts } from '../../src/db/schema';
import { bumpDataVersion } from '../../src/db/version';
import type { Lang } from '../../src/i18n/languages';
import { slugFromText } from '../../src/resources/shared/slugs';
import { testDb } from './http';

/**
 * Direct-to-D1 factories for the venue and organizer tests: items in states the API takes several calls to reach
 * (someone else's drafts, trashed, protected, old publication dates, several languages), and minimal events for
 * the `event`, `has_events` and `only_with_upcoming` filters. Each factory is one batch that also bumps the data
 * version, as every write of the API does (edge-cached reads would go stale otherwise). Names are unique.
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

function linkedStatements(db: Db, type: Exclude<PostType, 'event'>, seed: LinkedSeed) {
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

async function makeLinked(type: Exclude<PostType, 'event'>, seeds: LinkedSeed[]): Promise<Made[]> {
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

/** A minimal event: enough for the venue and organizer filters (the events API is tested on its own). */
export interface EventSeed {
  status?: string;
  /** UTC start, `YYYY-MM-DD HH:MM:SS`; default tomorrow. The event lasts an hour, in UTC. */
  startUtc?: string;
  hidden?: boolean;
  venueId?: number | null;
  organizerIds?: number[];
}

function wallPlusHours(wall: string, hours: number): string {
  const ms = Date.parse(`${wall.replace(' ', 'T')}Z`) + hours * 3_600_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Hours from now as a UTC wall string (negative: in the past). */
export const hoursFromNow = (hours: number) => wallPlusHours(nowWall(), hours);

/** Inserts an event with an English title, its venue and its organizers (in order); returns its id. */
export async function makeEvent(seed: EventSeed = {}): Promise<number> {
  const db = testDb();
  const now = nowWall();
  const start = seed.startUtc ?? hoursFromNow(24);
  const end = wallPlusHours(start, 1);
  const title = uniqueName('Event');
  const [id] = await runBatch(db, [
    db
      .insert(posts)
      .values({
        type: 'event',
        status: seed.status ?? 'publish',
        dateUtc: now,
        modifiedUtc: now,
        originalLang: 'en',
        startUtc: start,
        endUtc: end,
        startLocal: start,
        endLocal: end,
        timezone: 'UTC',
        hideFromListings: seed.hidden ?? false,
        venueId: seed.venueId ?? null,
      })
      .returning({ id: posts.id }),
    db
      .insert(postTexts)
      .values({ postId: insertedId, lang: 'en', type: 'event', title, slug: slugFromText(title, 'event') }),
    ...(seed.organizerIds ?? []).map((organizerId, position) =>
      db.insert(eventOrganizers).values({ eventId: insertedId, organizerId, position }),
    ),
  ]);
  return id!;
}
