/**
 * `npm start`: the service on http://localhost:8787 over a local D1 database. Applies the local migrations,
 * starts `wrangler dev`, and on a database without users seeds the trilingual demo calendar: an administrator
 * (created with the same code as `npm run users`) whose token then creates the demo content through the public
 * HTTP API. Ctrl-C stops wrangler. Options: `--persist-to <dir>` (as wrangler's), `--port <n>`, `--var KEY:VALUE`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import * as demoData from './demo-data.mjs';
import { CommandError, parseOptions, UsageError, varArgs } from './lib/cli.mjs';
import { localStateDir, PROJECT_ROOT, serviceConfig, withDatabase } from './lib/database.mjs';
import { docsUrls, exampleCommands, mcpUrls } from './lib/welcome.mjs';

const HELP = `Usage: npm start [-- --persist-to <dir>] [-- --port <port>] [-- --var KEY:VALUE …]

Applies the local D1 migrations, starts wrangler dev on http://localhost:<port>/ (default 8787) and, when the
local database has no users, seeds the demo calendar and prints an administrator token. Ctrl-C stops it.

  --persist-to <dir>   local D1 state directory, as wrangler's flag (default .wrangler/state)
  --port <port>        port of wrangler dev (default 8787)
  --var KEY:VALUE      a wrangler var for this run, over wrangler.toml's (repeatable), e.g. RATE_LIMITS:off for a
                       local test harness that sends many anonymous requests from one address`;

const ADMIN_NAME = 'Demo administrator';
const ADMIN_TOKEN_NAME = 'demo seed';

const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve('wrangler/package.json');
const WRANGLER_BIN = path.join(path.dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

/** Runs the wrangler CLI on this Node (22, from node_modules when run by npm). */
function wrangler(args, options) {
  return spawn(process.execPath, [WRANGLER_BIN, ...args], {
    cwd: PROJECT_ROOT,
    // CLOUDFLARE_CF_FETCH_ENABLED=false: wrangler dev otherwise downloads a sample `request.cf` object from
    // Cloudflare on each start and prints a stack trace when offline; the service reads nothing from `cf`.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    ...options,
  });
}

function persistArgs(persistTo) {
  return persistTo ? ['--persist-to', persistTo] : [];
}

/** `wrangler d1 migrations apply DB --local`: quiet on success, its whole output on failure. */
async function applyMigrations(persistTo) {
  const child = wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(output);
    throw new CommandError(`applying the local migrations failed (exit code ${code})`);
  }
  if (/no migrations to apply/i.test(output)) console.log('Local migrations: up to date.');
  else console.log(`Applied ${(output.match(/✅/g) ?? []).length} local migration(s).`);
}

/**
 * Creates the demo administrator, its token and an invitation to the editor (docs/editor.md) when the database has
 * no users; `null` otherwise. `vars`: the run's `--var` values over wrangler.toml's (the invitation's lifetime and
 * language follow them, as the Worker does).
 */
async function prepareAdministrator(persistTo, base, vars) {
  const names = ['DEFAULT_LANGUAGE', 'INVITE_TTL_HOURS'];
  const config = await serviceConfig(names, vars);
  return withDatabase({ persistTo }, async ({ db, accounts }) => {
    if ((await accounts.countUsers(db)) > 0) return null;
    const userId = await accounts.createUser(db, { name: ADMIN_NAME, role: 'administrator' });
    const { token } = await accounts.createToken(db, { userId, name: ADMIN_TOKEN_NAME });
    const ttlHours = config.signIn.inviteTtlHours;
    const invite = await accounts.createInvite(db, { userId, createdBy: null, ttlHours, now: Date.now() });
    return { userId, token, invite: `${base}/${config.defaultLanguage}/admin/invite/${invite.code}`, ttlHours };
  });
}

/** Whether something answers HTTP at `url`. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilUp(url, dev, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null || dev.signalCode !== null)
      throw new CommandError('wrangler dev exited before answering');
    if (await answers(url)) return;
    await sleep(300);
  }
  throw new CommandError(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function printSeedSummary(summary) {
  const parts = Object.entries(summary.created)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`);
  console.log(`Demo calendar: ${parts.join(', ') || 'nothing'} created (${summary.texts} texts in ca/es/en).`);
  if (summary.skipped.length > 0) console.log(`Not seeded yet (no API routes): ${summary.skipped.join(', ')}.`);
}

function printWelcome(base, admin, persistTo) {
  const stateDir = localStateDir(persistTo);
  const token = admin?.token ?? '<token>';
  const lines = ['', `Calendar Events API on ${base}/  (local D1 in ${stateDir})`, ''];
  if (admin) {
    lines.push(
      `Administrator token ("${ADMIN_NAME}", user ${admin.userId}), printed only this once:`,
      '',
      `    ${admin.token}`,
      '',
      `The editor (${base}/admin/): open this link to create the administrator's passkey (it works once, within ${admin.ttlHours} hours):`,
      '',
      `    ${admin.invite}`,
      '',
    );
  } else {
    lines.push(
      'The database already had users: the demo administrator token was printed when it was first seeded.',
      'Create a new user and token with:  npm run users -- create --name "<name>" --role administrator' +
        (persistTo ? ` --persist-to ${persistTo}` : ''),
      'A new sign-in link to the editor:  npm run users -- invite --user <id>' +
        (persistTo ? ` --persist-to ${persistTo}` : ''),
      '',
    );
  }
  lines.push(
    `Interactive reference:  ${docsUrls(base).join('  ')}`,
    `MCP server (AI assistants, README "AI assistants (MCP)"):  ${mcpUrls(base).join('  ')}`,
    '',
    'Try:',
    ...exampleCommands(base, token).map((command) => `  ${command}`),
    '',
    'Ready. Press Ctrl-C to stop.',
  );
  console.log(lines.join('\n'));
}

async function main() {
  const { values } = parseOptions(process.argv.slice(2), {
    'persist-to': { type: 'string' },
    port: { type: 'string', default: '8787' },
    var: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(HELP);
  const vars = varArgs(values.var);
  if (!/^\d{2,5}$/.test(values.port) || Number(values.port) > 65535)
    throw new UsageError(`invalid --port ${values.port}`);
  const persistTo = values['persist-to'];
  const base = `http://localhost:${values.port}`;
  if (await answers(`${base}/`)) {
    throw new CommandError(`something already answers on ${base}/: stop it, or choose another --port`);
  }

  await applyMigrations(persistTo);
  const runVars = Object.fromEntries(
    (values.var ?? []).map((entry) => [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)]),
  );
  const admin = await prepareAdministrator(persistTo, base, runVars);

  const dev = wrangler(
    [
      'dev',
      '--port',
      values.port,
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
      ...persistArgs(persistTo),
      ...vars,
    ],
    // Its own process group: Ctrl-C reaches this script only, which stops wrangler once and waits for it.
    { stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  let stopping = false;
  const exited = new Promise((resolve) => dev.on('exit', (code, signal) => resolve({ code, signal })));
  const stop = (signal) => {
    if (stopping || dev.exitCode !== null) return;
    stopping = true;
    console.log('\nStopping wrangler…');
    dev.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    setTimeout(() => {
      try {
        process.kill(-dev.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

  try {
    console.log(`Starting wrangler dev on ${base}/ …`);
    await waitUntilUp(`${base}/`, dev);
    if (admin) {
      console.log(
        'Seeding the demo calendar through the API… Until "Ready" is printed below, lists may still be empty.',
      );
      const { seedDemo } = await tsImport('./lib/demo-seed.ts', import.meta.url);
      try {
        printSeedSummary(await seedDemo(demoData, { baseUrl: base, token: admin.token, log: console.log }));
      } catch (error) {
        console.error(`Seeding the demo calendar failed: ${error instanceof Error ? error.message : error}`);
        console.error(`To start over, stop and delete ${localStateDir(persistTo)}.`);
      }
    }
    printWelcome(base, admin, persistTo);
  } catch (error) {
    if (admin) console.error(`The demo administrator (user ${admin.userId}) was created; its token: ${admin.token}`);
    stop('SIGTERM');
    await exited;
    throw error;
  }

  const { code, signal } = await exited;
  if (!stopping) console.error(`wrangler dev exited (${signal ?? `code ${code}`})`);
  process.exitCode = stopping ? 0 : (code ?? 1);
}

try {
  await main();
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : error}`);
  if (!(error instanceof CommandError) && process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
