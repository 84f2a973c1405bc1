import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createToken, revokeToken } from '../../src/auth/users';
import { tokens } from '../../src/db/schema';
import { api, call, testDb, userWithToken } from '../helpers/http';

const post = (token: string | undefined, headers: Record<string, string> = {}) =>
  call(api('en', '/categories'), { method: 'POST', body: { name: `Auth ${crypto.randomUUID()}` }, token, headers });

describe('bearer tokens', () => {
  it('accepts a valid token and records its last use', async () => {
    const author = await userWithToken('author');
    expect((await post(author.token)).status).toBe(201);
    const [row] = await testDb().select().from(tokens).where(eq(tokens.userId, author.id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it.each([
    ['an unknown token', { authorization: 'Bearer cal_unknown' }],
    ['a malformed header', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer' }],
  ])('answers %s with 401 rest_forbidden, even on public reads', async (_, headers) => {
    expect((await post(undefined, headers)).status).toBe(401);
    const read = await call(api('en', '/tags'), { headers });
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('rest_forbidden');
  });

  it('stops a revoked token at once', async () => {
    const editor = await userWithToken('editor');
    const [row] = await testDb().select().from(tokens).where(eq(tokens.userId, editor.id));
    expect(await revokeToken(testDb(), row!.id)).toBe(true);
    expect((await post(editor.token)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const editor = await userWithToken('editor');
    const expired = await createToken(testDb(), { userId: editor.id, name: 'old', expiresAt: '2000-01-01 00:00:00' });
    expect((await post(expired.token)).status).toBe(401);
    const future = await createToken(testDb(), { userId: editor.id, name: 'new', expiresAt: '2999-01-01 00:00:00' });
    expect((await post(future.token)).status).toBe(201);
  });

  it('stores only a hash of the secret', async () => {
    const editor = await userWithToken('editor');
    const rows = await testDb().select().from(tokens).where(eq(tokens.userId, editor.id));
    expect(JSON.stringify(rows)).not.toContain(editor.token);
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('token listing', () => {
  it('lists tokens with their user, never the secret', async () => {
    const { listTokens } = await import('../../src/auth/users');
    const editor = await userWithToken('editor');
    const rows = await listTokens(testDb());
    const mine = rows.find((row) => row.userId === editor.id);
    expect(mine).toMatchObject({ name: 'test', role: 'editor' });
    expect(mine?.userName).toMatch(/^editor \d+$/);
    expect(JSON.stringify(rows)).not.toContain(editor.token);
  });
});
