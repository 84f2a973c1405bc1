import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  cliDb,
  countUsers,
  createToken,
  createUser,
  listTokens,
  listUsers,
  revokeToken,
  userExists,
} from '../../scripts/lib/accounts';
import { d1OverHttp } from '../../scripts/lib/d1-http';
import { users } from '../../src/db/schema';
import { api, call } from '../helpers/http';

interface Statement {
  sql: string;
  params: unknown[];
}

/** Cloudflare's D1 HTTP API, played by the test's own D1; records every request it answers. */
function fakeCloudflareApi(options: { fail?: boolean } = {}) {
  const requests: { url: string; authorization: string | null; body: { batch?: Statement[] } & Partial<Statement> }[] =
    [];
  const execute = async (endpoint: string, { sql, params }: Statement) => {
    const stmt = env.DB.prepare(sql).bind(...params);
    if (endpoint === 'query') return stmt.all();
    const [columns = [], ...rows] = await stmt.raw<unknown[]>({ columnNames: true });
    return { results: { columns, rows }, success: true, meta: {} };
  };
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body = JSON.parse(String(init?.body));
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization'), body });
    if (options.fail) {
      return Response.json(
        { success: false, errors: [{ code: 7500, message: 'no such table: users' }] },
        { status: 400 },
      );
    }
    const endpoint = url.endsWith('/raw') ? 'raw' : 'query';
    const statements: Statement[] = body.batch ?? [body];
    const result = [];
    for (const statement of statements) result.push(await execute(endpoint, statement));
    return Response.json({ success: true, errors: [], messages: [], result });
  };
  const d1 = d1OverHttp({
    accountId: 'acc',
    databaseId: 'db-id',
    apiToken: 'cf-secret',
    fetch: fakeFetch as typeof fetch,
  });
  return { db: cliDb(d1), requests };
}

describe('d1OverHttp (users CLI --remote)', () => {
  it('creates a user and a token that the API accepts, with bound parameters only', async () => {
    const { db, requests } = fakeCloudflareApi();
    const id = await createUser(db, { name: 'Remote Ann', role: 'editor' });
    const { token } = await createToken(db, { userId: id, name: 'remote first' });
    expect(await userExists(db, id)).toBe(true);

    const created = await call(api('es', '/tags'), { method: 'POST', body: { name: 'Remoto' }, token });
    expect(created.status).toBe(201);

    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.url).toMatch(
        /^https:\/\/api\.cloudflare\.com\/client\/v4\/accounts\/acc\/d1\/database\/db-id\/(query|raw)$/,
      );
      expect(request.authorization).toBe('Bearer cf-secret');
      expect(request.body.sql).not.toContain('Remote Ann');
    }
  });

  it('lists tokens with the token name and the user name apart, and revokes at once', async () => {
    const { db } = fakeCloudflareApi();
    const id = await createUser(db, { name: 'Remote Bob', role: 'author' });
    const { id: tokenId, token } = await createToken(db, {
      userId: id,
      name: 'laptop',
      expiresAt: '2099-01-01 00:00:00',
    });
    const listed = (await listTokens(db)).find((t) => t.id === tokenId);
    expect(listed).toMatchObject({
      name: 'laptop',
      userId: id,
      userName: 'Remote Bob',
      role: 'author',
      revokedAt: null,
    });
    expect(listed?.expiresAt).toBe('2099-01-01 00:00:00');
    expect((await listUsers(db)).map((u) => u.name)).toContain('Remote Bob');
    expect(await countUsers(db)).toBeGreaterThan(0);

    expect(await revokeToken(db, tokenId)).toBe(true);
    expect(await revokeToken(db, tokenId)).toBe(false);
    const refused = await call(api('ca', '/tags'), { method: 'POST', body: { name: 'Revocat' }, token });
    expect(refused.status).toBe(401);
  });

  it('sends a batch as one request', async () => {
    const { db, requests } = fakeCloudflareApi();
    const before = requests.length;
    const [first, second] = await db.batch([db.select().from(users).limit(1), db.select().from(users).limit(2)]);
    expect(Array.isArray(first)).toBe(true);
    expect(Array.isArray(second)).toBe(true);
    expect(requests.length).toBe(before + 1);
    expect(requests.at(-1)?.body.batch).toHaveLength(2);
  });

  it("reports the API's errors", async () => {
    const { db } = fakeCloudflareApi({ fail: true });
    const error = await countUsers(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // Drizzle wraps the driver's error: the API's own message is the cause.
    expect(String((error as Error).cause)).toMatch(/HTTP 400: no such table: users \(7500\)/);
  });
});
