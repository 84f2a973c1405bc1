/**
 * Opens the service's D1 database for the scripts: the local one (wrangler's `getPlatformProxy` on the same
 * state directory `wrangler dev` uses) or, with `--remote`, the deployed one over the D1 HTTP API. Both give
 * the same Drizzle database, so the scripts run the same statements on either. Nothing is migrated here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CommandError } from './cli.mjs';
import { startLocalD1Server } from './local-d1-server.mjs';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WRANGLER_CONFIG = path.join(PROJECT_ROOT, 'wrangler.toml');
const BINDING = 'DB';

/**
 * The local state directory, as wrangler resolves `--persist-to`: relative to the working directory, by default
 * `.wrangler/state` next to wrangler.toml. Wrangler keeps its data under `<dir>/v3`.
 */
export function localStateDir(persistTo) {
  return persistTo ? path.resolve(process.cwd(), persistTo) : path.join(PROJECT_ROOT, '.wrangler', 'state');
}

/** The service's TypeScript functions the scripts use (`scripts/lib/accounts.ts`), loaded through tsx. */
export function loadAccounts() {
  return tsImport('./accounts.ts', import.meta.url);
}

/**
 * The service's configuration as the Worker reads it (`src/config.ts`, `configOf`): wrangler.toml's `[vars]`, each
 * overridden by the environment variable of the same name (`names`), then by `overrides` (`npm start`'s `--var`),
 * so the CLIs follow what the Worker follows (`INVITE_TTL_HOURS`, `DEFAULT_LANGUAGE`). An invalid var stops the
 * command with the Worker's own message.
 */
export async function serviceConfig(names, overrides = {}) {
  const { unstable_readConfig } = await import('wrangler');
  const vars = { ...(unstable_readConfig({ config: WRANGLER_CONFIG }).vars ?? {}) };
  for (const name of names) if (process.env[name] !== undefined) vars[name] = process.env[name];
  Object.assign(vars, overrides);
  const { configOf } = await loadAccounts();
  try {
    return configOf(Object.fromEntries(Object.entries(vars).filter(([, value]) => typeof value === 'string')));
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error));
  }
}

/** The command that applies the migrations to the local database at `persistTo`. */
export function migrateCommand(persistTo) {
  return `npx wrangler d1 migrations apply ${BINDING} --local${persistTo ? ` --persist-to ${persistTo}` : ''}`;
}

async function remoteD1() {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: WRANGLER_CONFIG });
  const binding = config.d1_databases.find((d) => d.binding === BINDING);
  const databaseId = binding?.database_id;
  if (!databaseId || /^0{8}-/.test(databaseId)) {
    throw new CommandError(
      `wrangler.toml has no database_id for ${BINDING}: run \`npx wrangler d1 create calendar-events\` and put its id there`,
    );
  }
  const accountId = process.env.CLOUDFLARE_ACCOUNT_ID || config.account_id;
  const apiToken = process.env.CLOUDFLARE_API_TOKEN;
  if (!accountId || !apiToken) {
    throw new CommandError('--remote needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with D1 Edit)');
  }
  const { d1OverHttp } = await tsImport('./d1-http.ts', import.meta.url);
  return { d1: d1OverHttp({ accountId, databaseId, apiToken }), where: `remote D1 database ${databaseId}` };
}

/**
 * Opens the database: `{ db, d1, accounts, where, close }` (`d1` the binding itself, for the importer). `where`
 * describes it for messages; `close()` must be awaited when done (it stops the local workerd).
 *
 * `concurrent` (the importer): the local database is reached over HTTP (local-d1-server.mjs) rather than through
 * wrangler's platform proxy, whose synchronous calls let only one D1 call run at a time.
 */
export async function openDatabase({ persistTo, remote = false, concurrent = false }) {
  if (remote && persistTo) throw new CommandError('--persist-to and --remote exclude each other');
  const accounts = await loadAccounts();
  if (remote) {
    const { d1, where } = await remoteD1();
    return { db: accounts.cliDb(d1), d1, accounts, where, close: async () => {} };
  }
  const stateDir = localStateDir(persistTo);
  const relative = path.relative(process.cwd(), stateDir);
  const where = `local D1 in ${relative && !relative.startsWith('..') ? relative : stateDir}`;
  if (concurrent) {
    const server = await startLocalD1Server(stateDir, WRANGLER_CONFIG);
    const { d1OverHttp } = await tsImport('./d1-http.ts', import.meta.url);
    const d1 = d1OverHttp(server);
    return { db: accounts.cliDb(d1), d1, accounts, where, close: () => server.dispose() };
  }
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy({
    configPath: WRANGLER_CONFIG,
    persist: { path: path.join(stateDir, 'v3') },
    remoteBindings: false,
  });
  const d1 = proxy.env[BINDING];
  return { db: accounts.cliDb(d1), d1, accounts, where, close: () => proxy.dispose() };
}

/** Rewrites "no such table" from an unmigrated local database into what to do about it. */
export function explainDatabaseError(error, { persistTo, remote }) {
  const message =
    error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : '';
  if (/no such table/i.test(message)) {
    const apply = remote ? 'npx wrangler d1 migrations apply DB --remote' : migrateCommand(persistTo);
    return new CommandError(`the database has no tables yet: apply the migrations first (${apply}), or run npm start`);
  }
  return error;
}

/** Opens the database, runs `work(database)`, closes it; explains an unmigrated database. */
export async function withDatabase(options, work) {
  const database = await openDatabase(options);
  try {
    return await work(database);
  } catch (error) {
    throw explainDatabaseError(error, options);
  } finally {
    await database.close();
  }
}
