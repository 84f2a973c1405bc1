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
import localD1Server, { answerD1Query } from '../../scripts/lib/d1-http-server.mjs';
import { localExecutionContext } from '../../scripts/lib/execution-context';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { api, call } from '../helpers/http';

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Cloudflare's D1 HTTP API, played by the test's own D1 through the importer's local server
 * (scripts/lib/d1-http-server.mjs); records every request it answers.
 */
function fakeCloudflareApi(options: { fail?: boolean } = {}) {
  const requests: { url: string; authorization: string | null; body: { batch?: Statement[] } & Partial<Statement> }[] =
    [];
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
    return answerD1Query(new Request(url, init), env.DB);
  };
  const d1 = d1OverHttp({
    accountId: 'acc',
    databaseId: 'db-id',
    apiToken: 'cf-secret',
    fetch: fakeFetch as typeof fetch,
  });
  return { d1, db: cliDb(d1), requests };
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

  it("serves the service's own writes, which open a D1 session per request (the importer's path)", async () => {
    const { d1, db, requests } = fakeCloudflareApi();
    const userId = await createUser(db, { name: 'Importer', role: 'administrator' });
    const { token } = await createToken(db, { userId, name: 'import' });
    const before = requests.length;
    const response = await buildApp().fetch(
      new Request('http://import.internal/en/calendar/events/v1/tags', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Over HTTP' }),
      }),
      { DB: d1 },
      localExecutionContext(),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; name: string };
    expect(created.name).toBe('Over HTTP');
    expect(response.headers.get('x-d1-bookmark')).toBeNull();
    // The write and its read-back went over HTTP, as one batch.
    expect(requests.slice(before).some((r) => (r.body.batch?.length ?? 0) > 1)).toBe(true);
    const read = await call(api('en', `/tags/${created.id}`));
    expect(read.status).toBe(200);
  });
});

describe('the local D1 server (scripts/lib/d1-http-server.mjs)', () => {
  const endpoint = 'http://127.0.0.1/accounts/local/d1/database/DB';
  const post = (path: string, body: unknown, key = 'k') =>
    localD1Server.fetch(
      new Request(`${endpoint}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { KEY: 'k', DB: env.DB },
    );

  it('answers only requests bearing its key', async () => {
    const refused = await post('/query', { sql: 'SELECT 1 AS one' }, 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false });
  });

  it('runs a batch atomically: a failing statement leaves nothing of the others', async () => {
    const name = 'Atomic batch user';
    const answer = await post('/query', {
      batch: [
        { sql: "INSERT INTO users (name, role) VALUES (?, 'editor')", params: [name] },
        { sql: 'INSERT INTO no_such_table (x) VALUES (1)', params: [] },
      ],
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { success: boolean; errors: { message: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.message).toMatch(/no such table/);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE name = ?').bind(name).first('n');
    expect(left).toBe(0);
  });

  it('answers raw rows with the column names apart, and refuses a body without sql', async () => {
    const raw = await post('/raw', { sql: 'SELECT 1 AS a, 2 AS a', params: [] });
    expect(await raw.json()).toMatchObject({
      success: true,
      result: [{ results: { columns: ['a', 'a'], rows: [[1, 2]] } }],
    });
    const empty = await post('/query', { batch: [] });
    expect(empty.status).toBe(400);
  });
});
