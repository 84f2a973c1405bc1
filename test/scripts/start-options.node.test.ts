import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm start`'s options, checked before anything starts (scripts/start.mjs): `--var KEY:VALUE` passes a wrangler var
 * for the run (a local test harness turns rate limits off with `--var RATE_LIMITS:off`).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url).href);

function start(args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/start.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('npm start options', () => {
  it('names --var in its help', () => {
    const help = start(['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toContain('--var KEY:VALUE');
    expect(help.out).toContain('RATE_LIMITS:off');
  });

  it('takes --var KEY:VALUE, repeated, and refuses another form before starting anything', () => {
    // The vars are read first: valid ones pass on to the next check (here a bad port, so nothing starts).
    const valid = start(['--var', 'RATE_LIMITS:off', '--var', 'CACHE_MAX_AGE:5', '--port', '999999']);
    expect(valid.status).not.toBe(0);
    expect(valid.out).toContain('invalid --port 999999');
    for (const bad of ['rate_limits:off', 'RATE_LIMITS=off', 'RATE_LIMITS']) {
      const refused = start(['--var', bad, '--port', '999999']);
      expect(refused.status).not.toBe(0);
      expect(refused.out).toContain(`invalid --var ${bad}`);
    }
  });
});
