import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { MAX_BODY_BYTES, readLimited } from '../http/input/input';
import { restCaller } from '../http/rest-call';
import type { ApiRoute } from '../http/routes/route';
import { LANGUAGES } from '../i18n/languages';

/**
 * The MCP server (docs/mcp.md): `/mcp` and `/{lang}/mcp` speak the Streamable HTTP transport of the current MCP
 * specification, and its 2025 revisions, statelessly — every request gets a new server from the factory, nothing is
 * kept between requests. `routes` is the list `/doc` documents (`src/endpoints.ts`): the tools' schemas derive from
 * its document.
 */

/** Messages one POST may carry (2025-03-26 clients may send JSON-RPC batches): each tool call is a REST request. */
export const MAX_BATCH = 10;

/**
 * The request with its body read under the namespace's limits (1 MiB, the body timeout: 413, 408), refused when it
 * is a batch of more than {@link MAX_BATCH} messages; the SDK parses and answers everything else.
 */
async function boundedRequest(c: Context<AppEnv>): Promise<Request | Response> {
  const request = c.req.raw;
  if (request.method !== 'POST' || request.body === null) return request;
  const bytes = await readLimited(request, c.var.config.bodyTimeoutSeconds);
  const text = new TextDecoder().decode(bytes);
  let size = 1;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) size = parsed.length;
  } catch {
    // Not JSON: the SDK answers it (a JSON-RPC parse error).
  }
  if (size > MAX_BATCH) {
    const error = { code: -32600, message: `Invalid Request: at most ${MAX_BATCH} messages in one batch` };
    return Response.json({ jsonrpc: '2.0', error, id: null }, { status: 400 });
  }
  return new Request(request, { body: bytes });
}

export function registerMcp(app: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.all(`${prefix}/mcp`, async (c) => {
      const request = await boundedRequest(c);
      if (request instanceof Response) return request;
      const lang = c.get('rootLang');
      // The SDK (about 60 ms to load) and the document generator (once per isolate, shared with `/doc`) are loaded
      // by the first MCP request, not by the Worker's start.
      const [{ createMcpHandler }, { mcpServer }, { cachedKeyedDocument }, { localizedShapes }] = await Promise.all([
        import('@modelcontextprotocol/server'),
        import('./mcp.server'),
        import('../docs/openapi'),
        import('./mcp.schemas'),
      ]);
      const shapes = localizedShapes(cachedKeyedDocument(routes), routes, lang);
      const context = {
        lang,
        origin: c.get('origin'),
        siteTimezone: c.var.config.siteTimezone,
        hasToken: c.req.header('authorization') !== undefined,
        rest: restCaller(app, c),
        requestId: c.get('requestId'),
      };
      // The namespace's body limit (src/http/input/input.ts) for the MCP request too.
      const handler = createMcpHandler(() => mcpServer(shapes, context), { maxRequestBodySize: MAX_BODY_BYTES });
      return handler.fetch(request);
    });
  }
}
