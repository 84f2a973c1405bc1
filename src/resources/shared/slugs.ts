import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import slugify from 'slugify';

const MAX_SLUG_LENGTH = 190;

/**
 * The slug of a title or name: accents folded, lowercase, words joined by hyphens
 * (`Festa Major de Gràcia` → `festa-major-de-gracia`). `fallback` is used when nothing is left (e.g. emoji only).
 * A slug WordPress stored percent-encoded (`gr%c3%a0cia`, as its REST API answers non-ASCII slugs) is read as the
 * text it encodes (`gracia`), not as letters and digits (`grc3a0cia`).
 */
export function slugFromText(text: string, fallback: string): string {
  const slug = slugify(
    decodeOctets(text)
      .replace(/·/g, '')
      .replace(/[_/\\.]+/g, ' '),
    { lower: true, strict: true, trim: true },
  )
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-$/, '');
  return slug === '' ? fallback : slug;
}

/** `text` with each run of percent-encoded UTF-8 octets decoded; a run that is not UTF-8 is kept as it is. */
function decodeOctets(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** `base` if free, else the first free `base-2`, `base-3`… among `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * SQL condition: `column` holds `base` or one of its numbered variants (`base-2`…), as a range rather than a
 * `LIKE 'base%'` (D1 refuses LIKE patterns over 50 bytes, and slugs reach 190 characters). The range
 * [`base`, `base.`) holds exactly the strings starting with `base` followed by nothing or by a character sorting
 * before `.`, which for slugs means `-`.
 */
export function slugFamily(column: SQLiteColumn | SQL, base: string): SQL {
  return sql`(${column} >= ${base} and ${column} < ${`${base}.`})`;
}
