import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The Worker as it is deployed: `wrangler dev` runs the build of `wrangler.toml` (`[build]`, scripts/worker-build.mjs:
 * a main module and modules loaded on demand, docs/performance.md), which the workerd tests do not (they run the
 * source). Each request below loads a different part of it on its first use: the core, the feeds, the docs page, the
 * public pages, the OpenAPI document, the MCP server.
 */

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer();
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

describe('the built Worker', () => {
  it('answers the core and every part loaded on demand', async () => {
    const checks: [string, number, RegExp][] = [
      ['/', 200, /application\/json/],
      ['/calendar/events/v1/events', 200, /application\/json/],
      ['/calendar/events/v1/events?per_page=abc', 400, /application\/json/],
      ['/en/calendar/events/v1/events.ics', 200, /text\/calendar/],
      ['/ca/docs', 200, /text\/html/],
      ['/en/events/', 200, /text\/html/],
      ['/pages.css', 200, /text\/css/],
      ['/calendar/events/v1/doc', 200, /application\/json/],
      ['/wp-json/', 200, /application\/json/],
    ];
    for (const [path, status, type] of checks) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
    const mcp = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'build test', version: '1' } },
      }),
    });
    expect(mcp.status).toBe(200);
    expect(await mcp.text()).toContain('"serverInfo"');
  });
});
