import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';
import { captureStatements } from '../perf/capture';
import { connect, mcpPath } from './mcp-client';

/**
 * A tool call costs what its REST request costs, because it is that request: the same D1 statements with the same
 * parameters, the edge cache's hits included; listing the tools and the clock cost none. (Counts, never times.)
 */

let token: string;

beforeAll(async () => {
  token = (await userWithToken('administrator')).token;
  for (const title of ['Concert de jazz', 'Concert de rock', 'Taller de jazz'])
    await createEvent(token, { title }, 'ca');
  // The token's first use records it (src/auth/caller.ts): out of the way of the comparisons.
  await call(api('ca', '/events'), { token });
});

describe('the cost of a tool call', () => {
  it('is its REST request’s: the same statements, the same parameters', async () => {
    const mcp = await connect('ca', { token });
    const args = { search: 'jazz', per_page: 2, categories: [] };
    const viaMcp = await captureStatements(() => mcp.call('search_events', args));
    const viaRest = await captureStatements(() => call(api('ca', '/events?search=jazz&per_page=2'), { token }));
    expect(viaMcp.length).toBeGreaterThan(0);
    expect(viaMcp).toEqual(viaRest);

    let found = false;
    const one = await captureStatements(async () => {
      found = !(await mcp.call('get_event', { slug: 'concert-de-rock' })).isError;
    });
    expect(found).toBe(true);
    expect(one).toEqual(await captureStatements(() => call(api('ca', '/events/by-slug/concert-de-rock'), { token })));
    await mcp.close();
  });

  it('is nothing for tools/list, current_time and a cached answer (the isolate holds the data version)', async () => {
    const mcp = await connect('en');
    expect(await captureStatements(() => mcp.client.listTools())).toEqual([]);
    expect(await captureStatements(() => mcp.call('current_time'))).toEqual([]);
    await mcp.call('list_tags', { per_page: 3 });
    const cached = await captureStatements(() => mcp.call('list_tags', { per_page: 3 }));
    const restCached = await captureStatements(() => call(api('en', '/tags?per_page=3')));
    expect(cached).toHaveLength(0);
    expect(cached).toEqual(restCached);
    await mcp.close();
  });

  it('is reported in the MCP answer’s Server-Timing: the sum of its REST requests (it said db-rows 0)', async () => {
    const searches = ['jazz', 'rock', 'taller'];
    const batch = searches.map((search, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search_events', arguments: { search, per_page: 7 } },
    }));
    const answer = await call(mcpPath('ca'), {
      method: 'POST',
      body: JSON.stringify(batch),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-03-26',
      },
    });
    expect(answer.status).toBe(200);
    expect(String(answer.body).match(/event: message/g)).toHaveLength(3);
    const viaMcp = dbTiming(answer.headers);
    // The same three requests to REST, uncached (`_x` is a parameter REST ignores, so a key of its own).
    let rows = 0;
    let queries = 0;
    for (const search of searches) {
      const rest = dbTiming((await call(api('ca', `/events?search=${search}&per_page=7&_x=1`))).headers);
      rows += rest.rows;
      queries += rest.queries;
    }
    expect(rows).toBeGreaterThan(0);
    expect(viaMcp).toEqual({ queries, rows });
  });
});
