/**
 * `npm run bench:plan -- [--events 100000] [--sql] '<query>' ['<query>' …]`: what an anonymous `GET /events?<query>`
 * reads, on a bulk-seeded dataset (bench/README.md, "Reading a list's plan"). Each query string is parsed as the
 * namespace parses it (`src/http/input/input.ts`, then the list's own schema), planned and read by the list's own
 * pipeline against a copy of the dataset's local D1 (wrangler's `getPlatformProxy`), and reported with its total,
 * D1 round trips and rows read; `--sql` adds every statement with SQLite's query plan. Nothing is served.
 */
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { getPlatformProxy } from 'wrangler';
import { parseOptions, out as print, runCommand, UsageError } from '../scripts/lib/cli.mjs';
import { ensureDataset, runCopy } from './lib/dataset.mjs';

const log = (line) => console.error(line);

/** A D1 binding that remembers the SQL of every statement it prepares. */
function recording(db, seen) {
  return {
    prepare: (query) => {
      seen.push(query);
      return db.prepare(query);
    },
    batch: (statements) => db.batch(statements),
    exec: (query) => db.exec(query),
  };
}

/** SQLite's plan of `query` (its parameters bound as null: the plan does not depend on them). */
async function planOf(db, query) {
  const count = (query.match(/\?/g) ?? []).length;
  const { results } = await db
    .prepare(`explain query plan ${query}`)
    .bind(...Array.from({ length: count }, () => null))
    .all();
  const depth = new Map([[0, 0]]);
  return results
    .map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `  ${'  '.repeat(level)}${row.detail}`;
    })
    .join('\n');
}

async function main() {
  const { values, positionals } = parseOptions(
    process.argv.slice(2),
    {
      events: { type: 'string', default: '100000' },
      sql: { type: 'boolean', default: false },
      'state-dir': { type: 'string' },
      // A calendar kept by `bench:series --keep <dir>` (its series included) instead of the bulk-seeded dataset.
      from: { type: 'string' },
    },
    20,
  );
  if (positionals.length === 0) throw new UsageError("name a query string, e.g. 'categories=music&search=jazz'");
  const root = values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-bench');
  const copy = values.from
    ? runCopy({ dir: values.from })
    : runCopy(await ensureDataset(root, Number(values.events), log));
  const proxy = await getPlatformProxy({ persist: { path: path.join(copy.dir, 'v3') } });
  try {
    const load = (file) => tsImport(file, import.meta.url);
    const { configOf } = await load('../src/config.ts');
    const { createDb, newMeter } = await load('../src/db/client.ts');
    const { parseQueryString } = await load('../src/http/input/input.ts');
    const { eventListQuery } = await load('../src/resources/events/list/list.query.ts');
    const { planEventList } = await load('../src/resources/events/list/list.plan.ts');
    const { readPage } = await load('../src/resources/events/list/list.read.ts');
    const config = configOf(proxy.env);
    const lines = [];
    for (const query of positionals) {
      const input = eventListQuery().parse(parseQueryString(query));
      const seen = [];
      const meter = newMeter();
      const db = createDb(recording(proxy.env.DB, seen), meter);
      const scope = {
        db,
        lang: 'en',
        config,
        caller: null,
        urls: { origin: 'http://x', apiBase: '', namespaceUrl: () => '' },
      };
      const plan = planEventList(scope, { ...input, page: input.page ?? 1 }, 'list');
      const perPage = input.per_page ?? 10;
      const { total } = await readPage(db, plan, { perPage, offset: ((input.page ?? 1) - 1) * perPage });
      lines.push(`${query}: total ${total}, ${meter.queries} D1 round trips, ${meter.rowsRead} rows read`);
      if (values.sql) {
        for (const statement of seen) lines.push(`  ${statement}`, await planOf(proxy.env.DB, statement));
      }
    }
    print(lines.join('\n'));
  } finally {
    await proxy.dispose();
    copy.remove();
  }
}

runCommand(main);
