/**
 * The local D1 database (the one `wrangler dev` uses under `<state>/v3/d1`) served over HTTP in the shape of
 * Cloudflare's D1 HTTP API (`/query`, `/raw`), by a minimal Worker (d1-http-server.mjs) in a workerd of its own,
 * for the importer (docs/migration.md#measured). Node then reaches D1 with plain asynchronous requests (scripts/lib/d1-http.ts),
 * many at once. Wrangler's platform proxy (`getPlatformProxy`) answers `prepare` and `bind` synchronously,
 * blocking Node's event loop on each call, so concurrent writes through it ran one D1 call at a time.
 *
 * The server listens on 127.0.0.1 on a free port and takes only requests bearing the random key of this run.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the server on the local state directory `stateDir` (wrangler's `--persist-to`), for the D1 binding of
 * `configPath` (wrangler.toml). Returns the options of `d1OverHttp` and `dispose()`, which stops it.
 */
export async function startLocalD1Server(stateDir, configPath) {
  const require = createRequire(import.meta.resolve('wrangler'));
  const { Miniflare, convertV4MiniflareOptions } = require('miniflare');
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
  const key = randomBytes(24).toString('hex');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: fileURLToPath(new URL('./d1-http-server.mjs', import.meta.url)),
      compatibilityDate: workerOptions.compatibilityDate,
      d1Databases: workerOptions.d1Databases,
      // As `wrangler dev --persist-to <stateDir>` and `wrangler d1 execute --local` keep their data.
      resourcePersistencePath: path.join(stateDir, 'v3'),
      bindings: { KEY: key },
      host: '127.0.0.1',
      port: 0,
    }),
  );
  const url = await mf.ready;
  return {
    baseUrl: url.href.replace(/\/$/, ''),
    apiToken: key,
    accountId: 'local',
    databaseId: 'DB',
    dispose: () => mf.dispose(),
  };
}
