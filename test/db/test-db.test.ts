import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { terms, termTexts } from '../../src/db/schema';
import { readDataVersion } from '../../src/db/version';
import { testDb } from '../helpers/http';

describe('test factories', () => {
  it('bump the data version on every write, single or batched, so cached reads stay honest', async () => {
    const db = testDb();
    const before = await readDataVersion(db);
    await db.insert(terms).values({ taxonomy: 'tag', originalLang: 'en' });
    expect(await readDataVersion(db)).toBe(before + 1);
    await db.batch([
      db.insert(terms).values({ taxonomy: 'tag', originalLang: 'en' }),
      db
        .insert(termTexts)
        .values({ termId: sql`(select max(id) from ${terms})`, lang: 'en', taxonomy: 'tag', name: 'x', slug: 'x' }),
    ]);
    expect(await readDataVersion(db)).toBe(before + 2);
  });
});
