/**
 * The floor: the SQL of an uncached default `GET /events` page (built by the service's own query builders,
 * `page-sql.ts`) run directly on the dataset's SQLite file with better-sqlite3, statements prepared once. No
 * HTTP, no runtime, no D1 round trip: what the same page costs SQLite alone. The service's time over it is the
 * price of everything else.
 */
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';

/** p50 (ms) over `rounds` of running every statement of the default page, after a warm-up. */
export async function floorOfDefaultPage(file, { lang = 'en', siteZone = 'Europe/Madrid', rounds = 200 } = {}) {
  const { defaultEventPage } = await tsImport('./page-sql.ts', import.meta.url);
  const statements = defaultEventPage(lang, new Date(), siteZone);
  const db = new Database(file, { readonly: true });
  try {
    const prepared = statements.map((s) => ({
      stmt: db.prepare(s.sql),
      params: s.params.map((p) => (typeof p === 'boolean' ? Number(p) : p)),
    }));
    const runAll = () => {
      for (const { stmt, params } of prepared) stmt.all(...params);
    };
    for (let i = 0; i < 10; i++) runAll();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      runAll();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], statements: statements.length };
  } finally {
    db.close();
  }
}
