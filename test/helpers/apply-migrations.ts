import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { learnDataVersion } from '../../src/db/version';

/**
 * Every test file starts from the real migrations on an empty database.
 *
 * Files run one after another in a shared workerd (`isolate: false` in vitest.config.ts: starting a workerd and
 * loading the Worker's modules for each of 80 files cost most of the suite's time). So a file that finds the
 * previous file's schema drops it whole (virtual tables first, which take their shadow tables with them; foreign
 * keys checked only at the end of the batch) and migrates again. The data version then starts a million past the
 * previous file's, and the isolate learns it: the Cache API is shared too, and cached responses are keyed by data
 * version.
 */

async function names(type: 'table' | 'view' | 'virtual'): Promise<string[]> {
  const where =
    type === 'virtual'
      ? `type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`
      : `type = '${type}' AND (sql IS NULL OR sql NOT LIKE 'CREATE VIRTUAL TABLE%')`;
  const { results } = await env.DB.prepare(
    `SELECT name, sql FROM sqlite_master WHERE ${where} AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`,
  ).all<{ name: string; sql: string | null }>();
  return childrenFirst(results);
}

/**
 * Tables ordered so that each comes before the tables its foreign keys reference: dropping a table with rows
 * deletes them, and SQLite looks up the parent table of each deleted row's foreign key, which must still exist.
 * The references are read from each table's `CREATE TABLE` text (D1 does not authorize `pragma_foreign_key_list`).
 */
function childrenFirst(tables: { name: string; sql: string | null }[]): string[] {
  const parents = new Map(
    tables.map(({ name, sql }) => [
      name,
      [...(sql ?? '').matchAll(/REFERENCES\s+[`"]?(\w+)[`"]?/gi)].map((m) => m[1]!).filter((p) => p !== name),
    ]),
  );
  const dependents = (parent: string) => tables.filter((t) => parents.get(t.name)?.includes(parent)).map((t) => t.name);
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    ordered.push(name);
  };
  // A table is dropped after every table that references it: visit dependents (recursively) first.
  const place = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const child of dependents(name)) place(child, seen);
    visit(name);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

async function dropAll(names: string[], kind: 'TABLE' | 'VIEW'): Promise<void> {
  if (names.length === 0) return;
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...names.map((name) => env.DB.prepare(`DROP ${kind} IF EXISTS "${name.replaceAll('"', '""')}"`)),
  ]);
}

const previous = await env.DB.prepare(
  `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'site_state'`,
).first<{ name: string }>();
let version = 0;
if (previous) {
  const row = await env.DB.prepare('SELECT data_version AS version FROM site_state WHERE id = 1').first<{
    version: number;
  }>();
  version = (Math.floor((row?.version ?? 0) / 1_000_000) + 1) * 1_000_000;
  await dropAll(await names('view'), 'VIEW');
  await dropAll(await names('virtual'), 'TABLE');
  await dropAll(await names('table'), 'TABLE');
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (version > 0) {
  await env.DB.prepare('INSERT INTO site_state (id, data_version) VALUES (1, ?)').bind(version).run();
}
// The Worker runs in this isolate and keys its cached reads by the version it holds: it must not keep the previous
// file's (src/db/version.ts).
learnDataVersion(version);
