import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../src/db/schema';
import type { Lang } from '../../../src/i18n/languages';
import { searchDocMatches } from '../../../src/resources/posts/posts.search';

/**
 * The one search row per post (`post_search`, migrations/0012_post_search.sql) kept by triggers from `posts` and
 * `post_texts`, and the exact test a list runs on it (`searchDocMatches`): the text the reader sees (its
 * language, else the original one), protected bodies for readers of them only (docs/search.md).
 */

const db = env.DB;
const orm = drizzle(env.DB);

interface SearchRow {
  protected: number;
  original_lang: string;
  title_ca: string | null;
  body_ca: string | null;
  title_en: string | null;
  body_en: string | null;
  title_es: string | null;
  body_es: string | null;
  type: string | null;
  status: string | null;
  hidden: number | null;
  start_utc: string | null;
  end_utc: string | null;
  venue_id: number | null;
  series_id: number | null;
  category_ids: string;
  tag_ids: string;
  organizer_ids: string;
  featured: number | null;
  ticketed: number | null;
  modified_utc: string | null;
}

const searchRow = (id: number) =>
  db.prepare('select * from post_search where post_id = ?').bind(id).first<SearchRow & { post_id: number }>();

let nextId = 95_000;
/** A post with texts `{ lang: [title, excerpt, description] }` written straight into the tables. */
async function post(texts: Record<string, [string, string, string]>, password: string | null = null): Promise<number> {
  const id = ++nextId;
  const [original] = Object.keys(texts);
  await db.batch([
    db
      .prepare(
        `insert into posts (id, type, status, date_utc, modified_utc, original_lang, password)
         values (?, 'event', 'publish', '2030-01-01 00:00:00', '2030-01-01 00:00:00', ?, ?)`,
      )
      .bind(id, original, password),
    ...Object.entries(texts).map(([lang, [title, excerpt, description]]) =>
      db
        .prepare(
          `insert into post_texts (post_id, lang, type, title, excerpt, description, slug) values (?, ?, 'event', ?, ?, ?, ?)`,
        )
        .bind(id, lang, title, excerpt, description, `search-doc-${id}-${lang}`),
    ),
  ]);
  return id;
}

/** Whether post `id` matches every word of `words` for a reader of `lang`. */
async function matches(id: number, words: string[], lang: Lang, seesHidden = false): Promise<boolean> {
  const rows = await orm
    .select({ id: posts.id })
    .from(posts)
    .where(sql`${posts.id} = ${id} and ${searchDocMatches(posts.id, words, lang, seesHidden)}`);
  return rows.length === 1;
}

describe('the search row of a post', () => {
  it('holds each language of the post lowercased, with its password flag and original language', async () => {
    const id = await post({ ca: ['Nit de JAZZ', 'Swing', '<p>Big Band</p>'], es: ['Noche', '', 'Orquesta'] });
    expect(await searchRow(id)).toEqual({
      post_id: id,
      protected: 0,
      original_lang: 'ca',
      title_ca: 'nit de jazz',
      body_ca: 'swing\u0001<p>big band</p>',
      title_en: null,
      body_en: null,
      title_es: 'noche',
      body_es: '\u0001orquesta',
      // Copies of the listing columns, for the walk of the window (migrations/0017_search_walk.sql).
      type: 'event',
      status: 'publish',
      hidden: 0,
      start_utc: null,
      end_utc: null,
      venue_id: null,
      // A date's series, for `collapse=series` on the walk (migrations/0020_recurrence.sql).
      series_id: null,
      // Its links and flags, for the filters a walk tests on the row (migrations/0028_post_search_links.sql).
      category_ids: '',
      tag_ids: '',
      organizer_ids: '',
      featured: null,
      ticketed: null,
      modified_utc: '2030-01-01 00:00:00',
    });
  });

  it("follows the event's links (any number, ids of any width) and its flags, as the walk tests them", async () => {
    const id = await post({ en: ['Linked', '', ''] });
    const term = async (taxonomy: 'category' | 'tag', termId?: number) => {
      const row = await db
        .prepare(`insert into terms (id, taxonomy, original_lang) values (?, ?, 'en') returning id`)
        .bind(termId ?? null, taxonomy)
        .first<{ id: number }>();
      return row!.id;
    };
    const link = (termId: number) =>
      db.prepare('insert into event_terms (event_id, term_id) values (?, ?)').bind(id, termId).run();
    const music = await term('category');
    const free = await term('tag');
    await link(music);
    await link(free);
    const padded = (n: number) => String(n).padStart(8, '0');
    expect(await searchRow(id)).toMatchObject({ category_ids: padded(music), tag_ids: padded(free) });
    // More than eight of a kind, or an id of more than eight digits: the row says so, and the list probes.
    const more = [];
    for (let i = 0; i < 8; i++) more.push(await term('tag'));
    for (const tag of more) await link(tag);
    expect(await searchRow(id)).toMatchObject({ category_ids: padded(music), tag_ids: '+' });
    for (const tag of more) {
      await db.prepare('delete from event_terms where event_id = ? and term_id = ?').bind(id, tag).run();
    }
    expect((await searchRow(id))?.tag_ids).toBe(padded(free));
    const wide = await term('category', 123_456_789);
    await link(wide);
    expect((await searchRow(id))?.category_ids).toBe('+');
    // A term deleted leaves its events' rows (the cascade runs the link triggers).
    await db.prepare('delete from terms where id = ?').bind(wide).run();
    expect((await searchRow(id))?.category_ids).toBe(padded(music));
    await db.prepare('delete from terms where id = ?').bind(free).run();
    expect((await searchRow(id))?.tag_ids).toBe('');
    await db
      .prepare(`update posts set featured = 1, ticketed = 1, modified_utc = '2031-02-03 04:05:06' where id = ?`)
      .bind(id)
      .run();
    expect(await searchRow(id)).toMatchObject({ featured: 1, ticketed: 1, modified_utc: '2031-02-03 04:05:06' });
  });

  it('follows the listing columns the window walk reads (status, listing, dates, venue)', async () => {
    const id = await post({ en: ['Walked', '', ''] });
    await db
      .prepare(
        `update posts set status = 'draft', hide_from_listings = 1, start_utc = '2031-01-01 10:00:00', end_utc = '2031-01-01 12:00:00' where id = ?`,
      )
      .bind(id)
      .run();
    expect(await searchRow(id)).toMatchObject({
      status: 'draft',
      hidden: 1,
      start_utc: '2031-01-01 10:00:00',
      end_utc: '2031-01-01 12:00:00',
    });
    await db.prepare(`update posts set status = 'publish', hide_from_listings = 0 where id = ?`).bind(id).run();
    expect(await searchRow(id)).toMatchObject({ status: 'publish', hidden: 0 });
  });

  it('follows text updates, removed and replaced texts, password and language changes, and deleted posts', async () => {
    const id = await post({ en: ['Concert', 'Intro', 'Body'], es: ['Concierto', '', ''] });
    await db
      .prepare(`update post_texts set title = 'Recital', description = 'Piano' where post_id = ? and lang = 'en'`)
      .bind(id)
      .run();
    expect(await searchRow(id)).toMatchObject({ title_en: 'recital', body_en: 'intro\u0001piano' });
    await db.prepare(`delete from post_texts where post_id = ? and lang = 'es'`).bind(id).run();
    expect(await searchRow(id)).toMatchObject({ title_es: null, body_es: null, title_en: 'recital' });
    // An outer conflict clause does not turn the triggers' upsert into a no-op.
    await db
      .prepare(
        `insert or replace into post_texts (post_id, lang, type, title, slug) values (?, 'en', 'event', 'Ópera', 'search-doc-replaced')`,
      )
      .bind(id)
      .run();
    expect(await searchRow(id)).toMatchObject({ title_en: 'Ópera', body_en: '\u0001' });
    await db.prepare(`update posts set password = 'secret', original_lang = 'es' where id = ?`).bind(id).run();
    expect(await searchRow(id)).toMatchObject({ protected: 1, original_lang: 'es' });
    await db.prepare(`update posts set password = '' where id = ?`).bind(id).run();
    expect(await searchRow(id)).toMatchObject({ protected: 0 });
    await db.prepare('delete from posts where id = ?').bind(id).run();
    expect(await searchRow(id)).toBeNull();
  });
});

describe('the exact test on the search row', () => {
  it('tests the text the reader sees: its language, else the original one', async () => {
    const id = await post({ ca: ['Festa major', '', 'Castellers'], es: ['Fiesta mayor', '', 'Torres humanas'] });
    expect(await matches(id, ['festa', 'castellers'], 'ca')).toBe(true);
    expect(await matches(id, ['festa'], 'es')).toBe(false);
    expect(await matches(id, ['fiesta', 'torres'], 'es')).toBe(true);
    // No English text: an English reader sees the original (Catalan) one.
    expect(await matches(id, ['festa', 'castellers'], 'en')).toBe(true);
    expect(await matches(id, ['fiesta'], 'en')).toBe(false);
    // Every word must match, each in the title or the body.
    expect(await matches(id, ['festa', 'fiesta'], 'ca')).toBe(false);
  });

  it('never matches a word across the excerpt and the description', async () => {
    const id = await post({ en: ['Talk', 'Opening', 'Keynote'] });
    expect(await matches(id, ['opening'], 'en')).toBe(true);
    expect(await matches(id, ['keynote'], 'en')).toBe(true);
    expect(await matches(id, ['ingkey'], 'en')).toBe(false);
    expect(await matches(id, ['opening\nkeynote'], 'en')).toBe(false);
  });

  it("matches a protected post's excerpt and description only for readers who may see them", async () => {
    const id = await post({ en: ['Private rehearsal', 'Backstage', 'Secret setlist'] }, 'pw');
    expect(await matches(id, ['rehearsal'], 'en')).toBe(true);
    expect(await matches(id, ['setlist'], 'en')).toBe(false);
    expect(await matches(id, ['backstage'], 'en')).toBe(false);
    expect(await matches(id, ['setlist', 'backstage'], 'en', true)).toBe(true);
  });
});
