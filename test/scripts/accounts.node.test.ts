import { mkdtempSync, rmSync } from 'node:fs';
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

const SCRIPTS = path.join(fileURLToPath(new URL('../../', import.meta.url).href), 'scripts');
let state = '';

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
});
