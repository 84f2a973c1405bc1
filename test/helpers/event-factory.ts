import { sql } from 'drizzle-orm';
import { eventOrganizers, eventTerms, posts, postTexts, terms, termTexts } from '../../src/db/schema';
import { bumpDataVersion } from '../../src/db/version';
import type { Lang } from '../../src/i18n/languages';
import { uniqueName } from './factories';
import { testDb } from './http';

/**
 * Direct-to-D1 factories of the event list tests: events in volume (hundreds for paging and `include`) and in
 * states the API takes several calls to reach, and terms. Venues and organizers come from `factories.ts`.
 * Everything else goes through HTTP. Dates are UTC wall strings `YYYY-MM-DD HH:MM:SS`; each factory call bumps
 * the data version, as API writes do.
 */

/** The id of the post inserted earlier in the same batch. */
const insertedPostId = sql<number>`(select max(id) from ${posts})`;

const unique = () => uniqueName('x').replace(/\W+/g, '-');

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

function textRows(type: 'event', texts: Partial<Record<Lang, SeedText>>) {
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
