import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { getPlatformProxy } from 'wrangler';
import { cliDb, createToken, createUser } from '../../scripts/lib/accounts';
import { localExecutionContext } from '../../scripts/lib/execution-context';
import { buildApp } from '../../src/app';

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

/** A migrated local state directory. */
export async function prepareLocalState(state: string): Promise<void> {
  const { d1, dispose } = await openLocalD1(state);
  try {
    await migrate(d1);
  } finally {
    await dispose();
  }
}

/** A migrated local state directory with an administrator named `admin`; that administrator's token. */
export async function prepareLocalAdmin(state: string, admin: string): Promise<string> {
  const { d1, dispose } = await openLocalD1(state);
  try {
    await migrate(d1);
    const db = cliDb(d1);
    const userId = await createUser(db, { name: admin, role: 'administrator' });
    return (await createToken(db, { userId, name: 'first token' })).token;
  } finally {
    await dispose();
  }
}

/**
 * Runs `requests` through the service's app in this process, on the local database under `state`, one after the
 * other; the status and JSON body of each. A Node test's way to read what a CLI wrote, and to use its tokens.
 */
export async function fetchLocal(
  state: string,
  requests: Request[],
  // biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the tests check the shapes
): Promise<{ status: number; body: any }[]> {
  const { d1, dispose } = await openLocalD1(state);
  try {
    const app = buildApp();
    // Work a request leaves in the background (a write's hooks) ends before the database closes.
    const background: Promise<unknown>[] = [];
    const ctx = localExecutionContext(background);
    const answers = [];
    for (const request of requests) {
      const response = await app.fetch(request, { DB: d1 }, ctx);
      answers.push({ status: response.status, body: await response.json().catch(() => null) });
    }
    await Promise.allSettled(background);
    return answers;
  } finally {
    await dispose();
  }
}
