import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { getPlatformProxy } from 'wrangler';
import { cliDb, createToken, createUser } from '../../scripts/lib/accounts';

/**
 * A local D1 state directory prepared in this process, through one `getPlatformProxy` (one workerd), instead of
 * spawning `wrangler d1 migrations apply` and `npm run users` (a Node, wrangler's CLI and a workerd each): on a
 * slow CI machine those spawns were most of a Node test file's start. The result is the same directory wrangler
 * would leave: the migrations applied and recorded in `d1_migrations`, and an administrator with a token.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url).href);

/** Opens the D1 database wrangler keeps under `state` (its `--persist-to`); `dispose` stops the workerd. */
export async function openLocalD1(state: string): Promise<{ d1: D1Database; dispose: () => Promise<void> }> {
  const proxy = await getPlatformProxy({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(state, 'v3') },
    remoteBindings: false,
  });
  return { d1: proxy.env.DB as D1Database, dispose: () => proxy.dispose() };
}

/** Applies every migration, as `wrangler d1 migrations apply DB --local --persist-to <state>` does. */
export async function migrate(d1: D1Database): Promise<void> {
  await d1
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  for (const migration of await readD1Migrations(path.join(ROOT, 'migrations'))) {
    await d1.batch([
      ...migration.queries.map((query) => d1.prepare(query)),
      d1.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
    ]);
  }
}

/** A migrated local state directory; with `admin`, an administrator's token too. */
export async function prepareLocalState(state: string, options: { admin?: string } = {}): Promise<{ token?: string }> {
  const { d1, dispose } = await openLocalD1(state);
  try {
    await migrate(d1);
    if (options.admin === undefined) return {};
    const db = cliDb(d1);
    const userId = await createUser(db, { name: options.admin, role: 'administrator' });
    const { token } = await createToken(db, { userId, name: 'first token' });
    return { token };
  } finally {
    await dispose();
  }
}
