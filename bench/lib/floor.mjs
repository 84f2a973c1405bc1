/**
 * The floor: the SQL of an uncached default `GET /events` page (built by the service's own query builders,
 * `page-sql.ts`) run directly on the dataset's SQLite file with better-sqlite3, statements prepared once. No
 * HTTP, no runtime, no D1 round trip: what the same page costs SQLite alone. The service's time over it is the
 * price of everything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';

/** p50 (ms) over `rounds` of running every statement of the default page, after a warm-up. */
export async function floorOfDefaultPage(file, { lang = 'en', siteZone = 'Europe/Madrid', rounds = 200 } = {}) {
  const { defaultEventPage } = await tsImport('./page-sql.ts', import.meta.url);
  const statements = defaultEventPage(lang, new Date(), siteZone);
  const db = new Database(file, { readonly: true });
  try {
    const prepared = statements.map((s) => ({
      stmt: db.prepare(s.sql),
      params: s.params.map((p) => (typeof p === 'boolean' ? Number(p) : p)),
    }));
    const runAll = () => {
      for (const { stmt, params } of prepared) stmt.all(...params);
    };
    for (let i = 0; i < 10; i++) runAll();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      runAll();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], statements: statements.length };
  } finally {
    db.close();
  }
}

/** The Worker bundle as `wrangler deploy --dry-run` builds it: total and gzipped sizes of its JS modules. */
export async function bundleSize(wranglerBin, projectRoot, outdir, extraArgs = []) {
  const { spawn } = await import('node:child_process');
  fs.rmSync(outdir, { recursive: true, force: true });
  const child = spawn(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--outdir', outdir, ...extraArgs], {
    cwd: projectRoot,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`wrangler deploy --dry-run failed (${code}): ${output.slice(-2000)}`);
  let raw = 0;
  let gzip = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(m?js|wasm)$/.test(entry.name)) {
        const bytes = fs.readFileSync(full);
        raw += bytes.length;
        gzip += zlib.gzipSync(bytes, { level: 9 }).length;
      }
    }
  };
  walk(outdir);
  fs.rmSync(outdir, { recursive: true, force: true });
  return { raw, gzip };
}
