import { describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { mcpPath } from './mcp-client';

/**
 * MCP clients in a browser: any origin may POST to the MCP server without credentials (it reads what the
 * namespace's GETs read); a token only from `CORS_ALLOWED_ORIGINS`, as for the namespace's writes.
 */

const preflight = (path: string, origin: string, headers: string, env?: Partial<Cloudflare.Env>) =>
  call(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    env,
  });

describe('CORS of the MCP server', () => {
  it('lets any origin send MCP requests without credentials', async () => {
    for (const root of ['', 'ca'] as const) {
      const res = await preflight(mcpPath(root), 'https://assistant.example', 'content-type, mcp-protocol-version');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/MCP-Protocol-Version/);
      expect(res.headers.get('access-control-allow-headers')).not.toMatch(/Authorization/);
    }
    const post = await call(mcpPath('en'), {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      headers: {
        origin: 'https://assistant.example',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets only the allowed origins send a token', async () => {
    const env = { CORS_ALLOWED_ORIGINS: 'https://editor.example' };
    const allowed = await preflight(mcpPath('ca'), 'https://editor.example', 'authorization, content-type', env);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://editor.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/^Authorization, /);
    const other = await preflight(mcpPath('ca'), 'https://elsewhere.example', 'authorization, content-type', env);
    expect(other.headers.get('access-control-allow-headers')).not.toMatch(/Authorization/);
  });
});
