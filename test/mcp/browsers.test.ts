import { describe, expect, it } from 'vitest';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import { lookup } from '../../src/i18n/lookup';
import { call, ORIGIN } from '../helpers/http';
import { connect, mcpPath } from './mcp-client';

/**
 * MCP clients in a browser (docs/mcp.md, "Origins"): the MCP specification requires a server to validate `Origin`
 * against DNS rebinding. Only the origins of `CORS_ALLOWED_ORIGINS` and the service's own may call it from a page;
 * clients that are no browser send no `Origin` and are unaffected. Any origin used to be accepted.
 */

const EDITOR = 'https://editor.example';
const env = { CORS_ALLOWED_ORIGINS: EDITOR };

const preflight = (path: string, origin: string, headers: string) =>
  call(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    env,
  });

const listTools = (path: string, headers: Record<string, string>) =>
  call(path, {
    method: 'POST',
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    env,
  });

describe('origins of the MCP server', () => {
  it('refuses any other origin with 403 and a JSON-RPC error in the root’s language, and grants it no preflight', async () => {
    for (const [root, lang] of [
      ['', 'en'],
      ['ca', 'ca'],
      ['es', 'es'],
    ] as const) {
      for (const origin of ['https://assistant.example', 'http://localhost:6274', 'null', `${ORIGIN}:8080`]) {
        const refused = await listTools(mcpPath(root), { origin });
        expect(refused.status, origin).toBe(403);
        expect(refused.body).toEqual({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32000, message: lookup(messageTexts, lang, 'mcp.origin_forbidden', { origin }) },
        });
        expect(refused.headers.get('access-control-allow-origin')).toBeNull();
        const pre = await preflight(mcpPath(root), origin, 'content-type, mcp-protocol-version');
        expect(pre.headers.get('access-control-allow-origin')).toBeNull();
        expect(pre.headers.get('access-control-allow-methods')).toBeNull();
      }
    }
  });

  it('serves clients without Origin, the service’s own pages and the allowed origins', async () => {
    expect((await listTools(mcpPath('en'), {})).status).toBe(200);
    const own = await listTools(mcpPath('en'), { origin: ORIGIN });
    expect(own.status).toBe(200);
    const allowed = await listTools(mcpPath('ca'), { origin: EDITOR });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(EDITOR);
    const pre = await preflight(mcpPath('ca'), EDITOR, 'authorization, content-type, mcp-protocol-version');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(EDITOR);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/^Authorization, .*MCP-Protocol-Version/);
  });

  it('lets the SDK’s client work from an allowed origin, and not from another', async () => {
    const mcp = await connect('es', { env, headers: { origin: EDITOR } });
    expect(mcp.tools.map((tool) => tool.name)).toContain('search_events');
    expect((await mcp.call('current_time')).isError ?? false).toBe(false);
    await mcp.close();
    await expect(connect('es', { env, headers: { origin: 'https://rebound.example' } })).rejects.toThrow(/403/);
  });
});
