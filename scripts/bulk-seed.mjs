/**
 * Bulk seed (`npm run seed -- --events N [--persist-to DIR]`): N realistic trilingual events, with their venues,
 * organizers, categories (with parents), tags and images, written straight into the SQLite file of the local D1
 * that `wrangler dev --persist-to DIR` uses, in ONE transaction of prepared statements (100,000 events in
 * seconds; through the API it would take hours). Rows hold exactly what the API writes for the same input: the
 * service's own slug, date, sanitizer and venue functions compute them (`bulk-seed.helpers.ts`). The data
 * version is bumped so no cached read predates the seed. Deterministic for a given `--seed` and day.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { generateCalendar } from './bulk-seed.generate.mjs';
import { CommandError } from './lib/cli.mjs';
import { localStateDir, PROJECT_ROOT } from './lib/database.mjs';

/** Bumped whenever the generated data changes shape, so benchmark state directories are re-seeded. */
export const BULK_SEED_VERSION = 2;

/** The manifest the seed leaves in the state directory (read by the benchmark to reuse a dataset). */
export const MANIFEST = 'bulk-seed.json';

const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve('wrangler/package.json');
const WRANGLER_BIN = path.join(path.dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

/** A digest of the migrations: a dataset seeded under other migrations is stale. */
export function migrationsDigest() {
  const dir = path.join(PROJECT_ROOT, 'migrations');
  const hash = crypto.createHash('sha256');
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** `wrangler d1 migrations apply DB --local --persist-to <dir>`; its output only on failure. */
export async function applyMigrations(stateDir) {
  const child = spawn(
    process.execPath,
    [WRANGLER_BIN, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir],
    { cwd: PROJECT_ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: 'pipe' },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(output);
    throw new CommandError(`applying the migrations to ${stateDir} failed (exit code ${code})`);
  }
}

/** The SQLite file of the local D1 database under a state directory (Miniflare's Durable Object storage). */
export function d1File(stateDir) {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /^[0-9a-f]{64}\.sqlite$/.test(n)) : [];
  if (files.length !== 1) {
    throw new CommandError(`expected one D1 database file in ${dir}, found ${files.length}: apply the migrations`);
  }
  return path.join(dir, files[0]);
}

/** A progress bar on stderr (a line every 10% when stderr is not a terminal). */
function progressBar(total, label) {
  const started = performance.now();
  let shown = -1;
  return (done) => {
    const percent = Math.floor((done / total) * 100);
    const tty = process.stderr.isTTY;
    if (percent === shown || (!tty && percent % 10 !== 0 && done !== total)) return;
    shown = percent;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const line = `${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${percent}% ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${seconds}s`;
    process.stderr.write(tty ? `\r${line}${done === total ? '\n' : ''}` : `${line}\n`);
  };
}

/** Prepared inserts, one per table and row shape. */
function statements(db) {
  const insert = (table, columns) =>
    db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  return {
    user: insert('users', ['id', 'name', 'role', 'created_at']),
    image: insert('images', ['id', 'url', 'extension', 'created_at']),
    term: insert('terms', ['id', 'taxonomy', 'parent_id', 'original_lang', 'created_at']),
    termText: insert('term_texts', ['term_id', 'lang', 'taxonomy', 'name', 'description', 'slug']),
    post: insert('posts', POST_COLUMNS),
    postText: insert('post_texts', ['post_id', 'lang', 'type', 'title', 'description', 'excerpt', 'slug']),
    eventTerm: insert('event_terms', ['event_id', 'term_id']),
    eventOrganizer: insert('event_organizers', ['event_id', 'organizer_id', 'position']),
    bump: db.prepare(
      'insert into site_state (id, data_version) values (1, 1) on conflict(id) do update set data_version = data_version + 1',
    ),
  };
}

/** Columns of a `posts` insert; the generator produces rows with these keys (camelCase → snake_case). */
const POST_COLUMNS = [
  'id',
  'type',
  'status',
  'status_before_trash',
  'author_id',
  'date_utc',
  'modified_utc',
  'password',
  'image_id',
  'original_lang',
  'start_utc',
  'end_utc',
  'start_local',
  'end_local',
  'timezone',
  'all_day',
  'hide_from_listings',
  'sticky',
  'featured',
  'ticketed',
  'cost',
  'parent_id',
  'venue_id',
  'show_map',
  'show_map_link',
  'website',
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'stateprovince',
  'geo_lat',
  'geo_lng',
  'phone',
  'email',
];

const camel = (column) => column.replace(/_([a-z])/g, (_, ch) => ch.toUpperCase());
const POST_KEYS = POST_COLUMNS.map(camel);
const sqlValue = (value) => (value === undefined ? null : typeof value === 'boolean' ? Number(value) : value);

/** The tables the seed fills in bulk: their secondary indexes and triggers are set aside while it writes. */
const BULK_TABLES = ['posts', 'post_texts', 'event_terms', 'event_organizers'];

/**
 * Triggers that stay in place during the load: those of the search index of post texts
 * (`migrations/0002_post_texts_search.sql`) fill it as the texts go in, with the key the migration defines.
 */
const LIVE_TRIGGERS = /^post_texts_search_/;

/** The statement of `migrations/<file>` that starts with `prefix` (a migration's own backfill or recount). */
function migrationStatement(file, prefix) {
  const migration = fs.readFileSync(path.join(PROJECT_ROOT, 'migrations', file), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^(\s*--.*\n)+/, '').trim())
    .find((part) => part.startsWith(prefix));
  if (!statement) throw new Error(`migrations/${file} has no statement starting with ${prefix}`);
  return statement;
}

/**
 * Drops the secondary indexes and the triggers of the bulk tables (inside the seed's transaction) and returns
 * what restores them exactly as the migrations made them: building an index once over sorted keys is several
 * times faster than growing it row by row; the term-count triggers are replaced by one recount and the search-row
 * triggers (one search row per post, docs/search.md) by one fill and the fill of its link columns, the very
 * statements their migrations hold.
 * The search index's triggers are kept ({@link LIVE_TRIGGERS}).
 */
function setAside(db) {
  const recount = migrationStatement('0007_term_count_listed.sql', 'UPDATE `terms` SET `published_count` = (');
  const fill = migrationStatement('0012_post_search.sql', 'INSERT INTO `post_search`');
  const listing = migrationStatement('0017_search_walk.sql', 'UPDATE `post_search` SET');
  const flags = migrationStatement('0028_post_search_links.sql', 'UPDATE `post_search` SET (`featured`');
  const links = migrationStatement('0028_post_search_links.sql', 'UPDATE `post_search` SET `category_ids`');
  const saved = db
    .prepare(
      `select type, name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null
       and tbl_name in (${BULK_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...BULK_TABLES)
    .filter(({ type, name }) => type !== 'trigger' || !LIVE_TRIGGERS.test(name));
  for (const { type, name } of saved) db.exec(`drop ${type} "${name}"`);
  return () => {
    const indexesFirst = (a, b) => (a.type === b.type ? 0 : a.type === 'index' ? -1 : 1);
    for (const { sql } of [...saved].sort(indexesFirst)) db.exec(sql);
    db.exec(recount);
    db.exec(fill);
    db.exec(listing);
    db.exec(flags);
    db.exec(links);
    // The change log as the triggers would have left it (docs/sync.md): every item an anonymous reader can read,
    // in the order they were written, so that sync tokens of any position cost what they cost in production.
    db.exec(
      `insert into change_log (type, item_id, at) select type, id, cast(strftime('%s', 'now') as integer) from posts
       where status = 'publish' and coalesce(password, '') = '' order by id`,
    );
  };
}

/** Writes everything the generator yields, in one transaction. */
function write(db, calendar, progress) {
  const st = statements(db);
  const counts = { users: 0, images: 0, terms: 0, venues: 0, organizers: 0, events: 0, texts: 0, links: 0 };
  const run = db.transaction(() => {
    const restore = setAside(db);
    for (const item of calendar) {
      switch (item.kind) {
        case 'user':
          st.user.run(item.id, item.name, item.role, item.createdAt);
          counts.users++;
          break;
        case 'image':
          st.image.run(item.id, item.url, item.extension, item.createdAt);
          counts.images++;
          break;
        case 'term':
          st.term.run(item.id, item.taxonomy, item.parentId, item.originalLang, item.createdAt);
          for (const t of item.texts) st.termText.run(item.id, t.lang, item.taxonomy, t.name, t.description, t.slug);
          counts.terms++;
          break;
        case 'post': {
          const { row } = item;
          st.post.run(POST_KEYS.map((key) => sqlValue(row[key])));
          for (const t of item.texts)
            st.postText.run(row.id, t.lang, row.type, t.title, t.description, t.excerpt, t.slug);
          counts.texts += item.texts.length;
          for (const termId of item.termIds ?? []) st.eventTerm.run(row.id, termId);
          for (const [position, organizerId] of (item.organizerIds ?? []).entries())
            st.eventOrganizer.run(row.id, organizerId, position);
          counts.links += (item.termIds?.length ?? 0) + (item.organizerIds?.length ?? 0);
          counts[`${row.type}s`]++;
          if (row.type === 'event') progress(counts.events);
          break;
        }
        default:
          throw new Error(`unknown item ${item.kind}`);
      }
    }
    restore();
    st.bump.run();
  });
  run();
  return counts;
}

/**
 * Seeds `events` events into the local D1 at `persistTo` (migrated first). Refuses a database that already holds
 * events, venues, organizers or terms: slugs and names are generated unique within one seed. Returns what it
 * wrote; leaves `bulk-seed.json` in the state directory.
 */
export async function bulkSeed({ events, persistTo, seed = 1, now = new Date(), log = (line) => console.error(line) }) {
  const started = performance.now();
  const stateDir = localStateDir(persistTo);
  log(`Applying migrations to ${stateDir}…`);
  await applyMigrations(stateDir);
  const file = d1File(stateDir);
  const helpers = await tsImport('./bulk-seed.helpers.ts', import.meta.url);
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = ON');
    // One big transaction: keep its pages in memory (no spilling into the WAL mid-way) and skip fsyncs; a seed
    // interrupted by a crash is simply redone in a new directory.
    db.pragma('cache_size = -262144');
    db.pragma('synchronous = OFF');
    const { n } = db.prepare('select (select count(*) from posts) + (select count(*) from terms) as n').get();
    if (n > 0) {
      throw new CommandError(
        `the database in ${stateDir} already holds ${n} posts and terms: bulk-seed into a new --persist-to directory`,
      );
    }
    const next = (table) => db.prepare(`select coalesce(max(id), 0) + 1 as id from ${table}`).get().id;
    const firstIds = { user: next('users'), image: next('images'), term: next('terms'), post: next('posts') };
    const calendar = generateCalendar({ events, seed, now, helpers, firstIds });
    const counts = write(db, calendar, progressBar(events, 'events'));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const seconds = (performance.now() - started) / 1000;
    const manifest = {
      version: BULK_SEED_VERSION,
      events,
      seed,
      migrations: migrationsDigest(),
      created_at: now.toISOString(),
      seconds: Number(seconds.toFixed(1)),
      counts,
    };
    fs.writeFileSync(path.join(stateDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { ...manifest, stateDir, file };
  } finally {
    db.close();
  }
}
