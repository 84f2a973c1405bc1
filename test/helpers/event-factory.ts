import { sql } from 'drizzle-orm';
import { eventOrganizers, eventTerms, posts, postTexts, terms, termTexts } from '../../src/db/schema';
import { bumpDataVersion } from '../../src/db/version';
import type { Lang } from '../../src/i18n/languages';
import { testDb } from './http';

/**
 * Direct-to-D1 factories for volume (hundreds of events for paging and `include`) and for rows the API cannot
 * write in one call. Everything else goes through HTTP. Dates are UTC wall strings `YYYY-MM-DD HH:MM:SS`.
 */

/** The id of the post inserted earlier in the same batch. */
const insertedPostId = sql<number>`(select max(id) from ${posts})`;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;

/** Text of a post in one language. */
export interface SeedText {
  title: string;
  description?: string;
  excerpt?: string;
}

export interface EventSeed {
  start: string;
  /** Default: one hour after `start`. */
  end?: string;
  status?: string;
  /** Text per language; the first one is the original language. Default: an English title. */
  texts?: Partial<Record<Lang, SeedText>>;
  hidden?: boolean;
  featured?: boolean;
  ticketed?: boolean;
  parentId?: number;
  venueId?: number;
  organizerIds?: number[];
  termIds?: number[];
  password?: string;
  /** Publication date (UTC). Default: now. */
  dateUtc?: string;
  /** Last modification (UTC). Default: now. */
  modifiedUtc?: string;
  timezone?: string;
}

const nowWall = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

function plusHour(wall: string): string {
  return new Date(Date.parse(`${wall.replace(' ', 'T')}Z`) + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function textRows(type: 'event' | 'venue' | 'organizer', texts: Partial<Record<Lang, SeedText>>) {
  return Object.entries(texts).map(([lang, text]) => ({
    postId: insertedPostId,
    lang,
    type,
    title: text!.title,
    description: text!.description ?? '',
    excerpt: text!.excerpt ?? '',
    slug: `${type}-${unique()}`,
  }));
}

function eventStatements(db: ReturnType<typeof testDb>, seed: EventSeed) {
  const texts = seed.texts ?? { en: { title: `Event ${unique()}` } };
  const now = nowWall();
  const end = seed.end ?? plusHour(seed.start);
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
        startUtc: seed.start,
        endUtc: end,
        startLocal: seed.start,
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
    ...textRows('event', texts).map((row) => db.insert(postTexts).values(row)),
    ...(seed.organizerIds ?? []).map((organizerId, position) =>
      db.insert(eventOrganizers).values({ eventId: insertedPostId, organizerId, position }),
    ),
    ...(seed.termIds ?? []).map((termId) => db.insert(eventTerms).values({ eventId: insertedPostId, termId })),
  ];
}

/** Inserts events (in chunks of one batch each); returns their ids in order. */
export async function seedEvents(seeds: EventSeed[]): Promise<number[]> {
  const db = testDb();
  const ids: number[] = [];
  for (let i = 0; i < seeds.length; i += 100) {
    const chunk = seeds.slice(i, i + 100);
    const statements = chunk.flatMap((seed) => eventStatements(db, seed));
    // biome-ignore lint/suspicious/noExplicitAny: a heterogeneous batch
    const results = (await db.batch([bumpDataVersion(db), ...statements] as any)) as unknown[];
    for (const result of results) {
      if (Array.isArray(result) && result.length === 1 && typeof result[0]?.id === 'number') ids.push(result[0].id);
    }
  }
  return ids;
}

/** Inserts one event; returns its id. */
export async function seedEvent(seed: EventSeed): Promise<number> {
  const [id] = await seedEvents([seed]);
  return id!;
}

/** Inserts a published venue (optionally with coordinates); returns its id. */
export async function seedVenue(
  options: { title?: string; lat?: number; lng?: number; status?: string } = {},
): Promise<number> {
  const db = testDb();
  const now = nowWall();
  const [[row]] = await db.batch([
    db
      .insert(posts)
      .values({
        type: 'venue',
        status: options.status ?? 'publish',
        dateUtc: now,
        modifiedUtc: now,
        originalLang: 'en',
        geoLat: options.lat ?? null,
        geoLng: options.lng ?? null,
      })
      .returning({ id: posts.id }),
    ...textRows('venue', { en: { title: options.title ?? `Venue ${unique()}` } }).map((r) =>
      db.insert(postTexts).values(r),
    ),
    bumpDataVersion(db),
  ]);
  return row!.id;
}

/** Inserts a published organizer; returns its id. */
export async function seedOrganizer(title = `Organizer ${unique()}`): Promise<number> {
  const db = testDb();
  const now = nowWall();
  const [[row]] = await db.batch([
    db
      .insert(posts)
      .values({ type: 'organizer', status: 'publish', dateUtc: now, modifiedUtc: now, originalLang: 'en' })
      .returning({ id: posts.id }),
    ...textRows('organizer', { en: { title } }).map((r) => db.insert(postTexts).values(r)),
    bumpDataVersion(db),
  ]);
  return row!.id;
}

/** Inserts a category or tag with an English name and slug; returns its id. */
export async function seedTerm(taxonomy: 'category' | 'tag', slug = `term-${unique()}`): Promise<number> {
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
