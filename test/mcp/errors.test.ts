import { beforeAll, describe, expect, it } from 'vitest';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import type { Lang } from '../../src/i18n/languages';
import { lookup } from '../../src/i18n/lookup';
import { MAX_BATCH } from '../../src/mcp';
import { createEvent } from '../helpers/factories';
import { api, call, STRICT_LIMITS, userWithToken } from '../helpers/http';
import { connect, errorOf, mcpPath, textOf } from './mcp-client';

/**
 * Bad arguments are tool results (`isError: true`) naming the argument in the root's language — REST's own errors
 * where REST decides —, never JSON-RPC errors and never a 500; the MCP request itself is bounded; the rate limits
 * are REST's, spent by the tool calls.
 */

type ErrorContent = {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> | string[] };
};

/** The names an error body blames. */
const blamed = (error: ErrorContent) =>
  Array.isArray(error.data.params) ? error.data.params : Object.keys(error.data.params ?? {});

beforeAll(async () => {
  await createEvent((await userWithToken('administrator')).token, { title: 'Something on' }, 'en');
});

describe('bad arguments', () => {
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    // tool, arguments, the argument blamed, the REST request that gives the same error (null: the tool's own check)
    ['search_events', { per_page: 51 }, 'per_page', null],
    ['search_events', { per_page: '500' }, 'per_page', null],
    ['search_events', { per_page: 0 }, 'per_page', '/events?per_page=0'],
    ['search_events', { page: 'two' }, 'page', '/events?page=two'],
    [
      'search_events',
      { start_date: 'the day after never' },
      'start_date',
      '/events?start_date=the%20day%20after%20never',
    ],
    ['search_events', { categories: ['no-such-category'] }, 'categories', '/events?categories[]=no-such-category'],
    ['search_events', { geoloc_lat: 100, geoloc_lng: 2 }, 'geoloc_lat', '/events?geoloc_lat=100&geoloc_lng=2'],
    ['search_events', { search: 'x'.repeat(201) }, 'search', `/events?search=${'x'.repeat(201)}`],
    ['search_events', { search: 'a\u0000b' }, 'search', '/events?search=a%00b'],
    ['search_events', { search: { nested: 'object' } }, 'search', '/events?search[nested]=object'],
    ['search_events', { context: 'everything' }, 'context', '/events?context=everything'],
    ['search_events', { sarch: 'typo' }, 'sarch', null],
    ['search_events', { i18n_language: 'es' }, 'i18n_language', null],
    ['get_event', {}, 'id', null],
    ['get_event', { id: 'abc' }, 'id', null],
    ['get_event', { id: -3 }, 'id', null],
    ['get_event', { id: 2.5 }, 'id', null],
    ['list_tags', { per_page: 1000 }, 'per_page', null],
    ['list_tags', { orderby: 'colour' }, 'orderby', '/tags?orderby=colour'],
    ['list_venues', { has_events: 'perhaps' }, 'has_events', '/venues?has_events=perhaps'],
    ['calendar_links', { page: 2 }, 'page', null],
    ['calendar_links', { end_date: 'someday' }, 'end_date', '/events?end_date=someday'],
    ['current_time', { zone: 'UTC' }, 'zone', null],
  ];

  it.each(cases)('%s %j: a tool error naming %s', async (tool, args, name, restPath) => {
    const mcp = await connect('ca');
    const result = await mcp.call(tool, args);
    expect(result.isError).toBe(true);
    const error = errorOf(result) as ErrorContent;
    expect(error.data.status).toBe(400);
    expect(blamed(error)).toContain(name);
    expect(error.message).toContain(name);
    expect(textOf(result)).toContain(error.message);
    if (restPath) expect(error).toEqual((await call(api('ca', restPath))).body);
    await mcp.close();
  });

  it.each([
    ['ca', 'Paràmetre(s) no vàlid(s): per_page'],
    ['en', 'Invalid parameter(s): per_page'],
    ['es', 'Parámetro(s) no válido(s): per_page'],
  ] as [Lang, string][])('in %s, in the root’s language', async (lang, message) => {
    const mcp = await connect(lang);
    const result = await mcp.call('search_events', { per_page: 60 });
    expect(errorOf(result)).toEqual({
      code: 'rest_invalid_param',
      message,
      data: {
        status: 400,
        params: { per_page: lookup(messageTexts, lang, 'param.at_most', { param: 'per_page', max: 50 }) },
        details: [],
      },
    });
    await mcp.close();
  });
});

/** A raw POST to an MCP endpoint. */
function post(path: string, body: string, headers: Record<string, string> = {}, env?: Partial<Cloudflare.Env>) {
  return call(path, {
    env,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });
}

describe('the MCP request itself', () => {
  it('answers protocol errors, never a 500', async () => {
    expect((await post(mcpPath('en'), 'not json')).status).toBe(400);
    expect((await post(mcpPath('en'), '{"jsonrpc":"2.0","id":1,"method":"no/such/method"}')).status).toBeLessThan(500);
    for (const method of ['GET', 'DELETE']) {
      const res = await call(mcpPath('ca'), { method, headers: { accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
    }
    // An unknown tool is a protocol error (the tool list is fixed), not a 500.
    const mcp = await connect('en');
    await expect(mcp.client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(/drop_tables/);
    await mcp.close();
  });

  it(`refuses a batch of more than ${MAX_BATCH} messages, and a body over 1 MiB`, async () => {
    const message = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'current_time', arguments: {} },
    });
    const legacy = { 'mcp-protocol-version': '2025-03-26' };
    const small = await post(
      mcpPath('en'),
      JSON.stringify(Array.from({ length: MAX_BATCH }, (_, i) => message(i))),
      legacy,
    );
    expect(small.status).toBe(200);
    expect(String(small.body).match(/event: message/g)).toHaveLength(MAX_BATCH);
    const big = await post(
      mcpPath('en'),
      JSON.stringify(Array.from({ length: MAX_BATCH + 1 }, (_, i) => message(i))),
      legacy,
    );
    expect(big.status).toBe(400);
    expect(big.body.error.code).toBe(-32600);
    const huge = await post(mcpPath('en'), JSON.stringify({ ...message(1), pad: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('answers one tools/list per batch: ten in 1 KB were 1.26 MB of answer', async () => {
    const legacy = { 'mcp-protocol-version': '2025-03-26' };
    const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
    const body = JSON.stringify(Array.from({ length: MAX_BATCH }, (_, i) => list(i)));
    expect(body.length).toBeLessThan(1024);
    const repeated = await post(mcpPath('ca'), body, legacy);
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toEqual({
      code: -32600,
      message: lookup(messageTexts, 'ca', 'mcp.batch_repeated', { method: 'tools/list' }),
    });
    expect(JSON.stringify(repeated.body).length).toBeLessThan(1024);
    // Once, beside tool calls, it is answered.
    const call = { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'current_time', arguments: {} } };
    const once = await post(mcpPath('ca'), JSON.stringify([list(1), call, { ...call, id: 10 }]), legacy);
    expect(once.status).toBe(200);
    expect(String(once.body).match(/event: message/g)).toHaveLength(3);
  });

  it('refuses subscriptions/listen: nothing is ever published, and its answer would never end', async () => {
    const listen = { jsonrpc: '2.0', id: 7, method: 'subscriptions/listen', params: {} };
    const answer = await post(mcpPath('es'), JSON.stringify(listen), { 'mcp-protocol-version': '2026-07-28' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: lookup(messageTexts, 'es', 'mcp.listen_unsupported') },
    });
  });
});

describe('rate limits', () => {
  const strict = STRICT_LIMITS;

  it('spends the REST budget of the client’s address: one per protocol message, one per tool call that reads', async () => {
    const ip = '203.0.113.77';
    // The connection's `server/discover` and `tools/list` count one each (3 a minute here).
    const mcp = await connect('es', { env: strict, headers: { 'cf-connecting-ip': ip } });
    // The clock touches no data and asks REST nothing: not counted.
    expect((await mcp.call('current_time')).isError ?? false).toBe(false);
    // Distinct filters: the call misses the edge cache, and REST counts it on the same budget as a REST request.
    expect((await mcp.call('search_events', { per_page: 4 })).isError ?? false).toBe(false);
    const limited = await mcp.call('search_events', { per_page: 5 });
    expect(limited.isError).toBe(true);
    expect(errorOf(limited)).toMatchObject({ code: 'rest_rate_limited', data: { status: 429 } });
    expect(textOf(limited)).toMatch(/^Demasiadas peticiones/);
    // A protocol message over the budget: the HTTP answer is REST's 429, with Retry-After.
    const listed = await post(
      mcpPath('es'),
      '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      {
        'cf-connecting-ip': ip,
        'mcp-protocol-version': '2025-06-18',
      },
      strict,
    );
    expect(listed.status).toBe(429);
    expect(listed.body.code).toBe('rest_rate_limited');
    expect(Number(listed.headers.get('retry-after'))).toBeGreaterThan(0);
    await mcp.close();
    // Another address has its own budget.
    const other = await connect('es', { env: strict, headers: { 'cf-connecting-ip': '203.0.113.78' } });
    expect((await other.call('search_events', { per_page: 6 })).isError ?? false).toBe(false);
    await other.close();
  });

  it('counts each tools/list: ten in a row from one address are limited (they were never counted)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const listed = await post(
        mcpPath('en'),
        `{"jsonrpc":"2.0","id":${i},"method":"tools/list"}`,
        {
          'cf-connecting-ip': '203.0.113.79',
          'mcp-protocol-version': '2025-06-18',
        },
        strict,
      );
      statuses.push(listed.status);
      expect(listed.headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
