import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { isIndexable, trigramQuery } from '../../../src/resources/posts/posts.search';

/**
 * The search index of post texts (migrations/0002_post_texts_search.sql) on the local D1 inside workerd: the
 * trigram tokenizer and the options the migration relies on, the triggers that keep the index in step with
 * `post_texts` (rowid `post_id * 4 + language`), and the FTS5 query the searches bind.
 */

const db = env.DB;

async function column<T>(query: string, ...params: unknown[]): Promise<T[]> {
  const rows = await db
    .prepare(query)
    .bind(...params)
    .raw<[T]>();
  return rows.map((row) => row[0]);
}

/** Post ids whose indexed texts match the FTS5 query `match`. */
const indexed = (match: string) =>
  column<number>('select distinct rowid / 4 from post_texts_search where post_texts_search match ? order by 1', match);

let nextId = 90_000;
/** A post with texts `{ lang: title }` written straight into the tables (the triggers under test do the rest). */
async function postWithTexts(texts: Record<string, string>): Promise<number> {
  const id = ++nextId;
  const [original] = Object.keys(texts);
  await db.batch([
    db
      .prepare(
        `insert into posts (id, type, status, date_utc, modified_utc, original_lang)
         values (?, 'event', 'publish', '2030-01-01 00:00:00', '2030-01-01 00:00:00', ?)`,
      )
      .bind(id, original),
    ...Object.entries(texts).map(([lang, title]) =>
      db
        .prepare(`insert into post_texts (post_id, lang, type, title, slug) values (?, ?, 'event', ?, ?)`)
        .bind(id, lang, title, `search-index-${id}-${lang}`),
    ),
  ]);
  return id;
}

describe('trigram FTS5 on local D1', () => {
  it.each([
    'trigram',
    'trigram case_sensitive 0',
    'trigram case_sensitive 1',
    'trigram remove_diacritics 1',
    'trigram case_sensitive 0 remove_diacritics 1',
  ])('accepts tokenize = %s', async (tokenize) => {
    const table = `probe_${tokenize.replace(/\W+/g, '_')}`;
    await db.prepare(`create virtual table ${table} using fts5(t, content = '', tokenize = '${tokenize}')`).run();
    await db.prepare(`insert into ${table} (rowid, t) values (1, 'Nit a GRÀCIA')`).run();
    const found = (match: string) =>
      column<number>(`select rowid from ${table} where ${table} match ?`, match).then((rows) => rows.length);
    expect(await found('"t a G"')).toBe(1);
    expect(await found('"gràcia"')).toBe(tokenize.includes('case_sensitive 1') ? 0 : 1);
    expect(await found('"gracia"')).toBe(tokenize.includes('remove_diacritics') ? 1 : 0);
    // Under three characters there is no trigram to look up: nothing matches.
    expect(await found('"gr"')).toBe(0);
  });
});

describe('the search index of post texts', () => {
  it('indexes title, description and excerpt of every text, keyed by post and language', async () => {
    const id = await postWithTexts({ ca: 'Nit de jazz a Gràcia', es: 'Noche de jazz' });
    await db
      .prepare(`update post_texts set description = '<p>Swing</p>', excerpt = 'Big band' where post_id = ?`)
      .bind(id)
      .run();
    expect(await indexed('"gràcia"')).toEqual([id]);
    expect(await indexed('"noche" AND "swing" AND "big band"')).toEqual([id]);
    const keys = await column<number>('select rowid from post_texts_search where post_texts_search match ?', '"jazz"');
    expect(keys.sort()).toEqual([id * 4 + 1, id * 4 + 3]);
  });

  it('follows title updates, removed texts and deleted posts', async () => {
    const id = await postWithTexts({ en: 'Open air cinema', ca: 'Cinema a la fresca' });
    await db.prepare(`update post_texts set title = 'Film club' where post_id = ? and lang = 'en'`).bind(id).run();
    expect(await indexed('"open air"')).toEqual([]);
    expect(await indexed('"film club"')).toEqual([id]);
    // A slug change does not touch the index (the trigger watches the indexed columns and the key only).
    await db.prepare(`update post_texts set slug = slug || '-x' where post_id = ?`).bind(id).run();
    expect(await indexed('"film club"')).toEqual([id]);
    await db.prepare(`delete from post_texts where post_id = ? and lang = 'en'`).bind(id).run();
    expect(await indexed('"film club"')).toEqual([]);
    expect(await indexed('"fresca"')).toEqual([id]);
    // Deleting the post cascades to its texts, whose trigger empties the index.
    await db.prepare('delete from posts where id = ?').bind(id).run();
    expect(await indexed('"fresca"')).toEqual([]);
  });

  it('refuses a text in a language without a search key', async () => {
    await expect(postWithTexts({ fr: 'Soirée jazz' })).rejects.toThrow(/no search key for this language/);
    expect(await indexed('"soirée"')).toEqual([]);
  });
});

describe('trigramQuery', () => {
  it.each([
    [['jazz'], '"jazz"'],
    [['jazz', 'big band'], '"jazz" AND "big band"'],
    [['de', 'jazz', 'a'], '"jazz"'],
    [['say "hi"'], '"say ""hi"""'],
    [['NEAR(jazz', 'OR', 'AND', '-x*'], '"NEAR(jazz" AND "AND" AND "-x*"'],
    [['de', 'a'], undefined],
    [[], undefined],
  ])('%j → %s', (words, expected) => {
    expect(trigramQuery(words)).toBe(expected);
  });

  it('counts characters as code points, as the tokenizer does', () => {
    expect(isIndexable('àèò')).toBe(true);
    expect(isIndexable('𝄞𝄞')).toBe(false);
    expect(isIndexable('ab')).toBe(false);
  });

  it('binds safely: a query with search syntax or quotes is a valid FTS5 query', async () => {
    for (const words of [['say "hi"'], ['NEAR(jazz', 'AND', '-x*'], ["l'Hospitalet", 'title:x', '^a{b}']]) {
      await expect(indexed(trigramQuery(words)!)).resolves.toEqual([]);
    }
  });
});
