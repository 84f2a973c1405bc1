import { z } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { MAX_BODY_BYTES, readLimited } from '../http/input/input';
import { rateLimitHeaders, spendMessages } from '../http/rate-limit';
import { restCaller } from '../http/rest-call';
import type { ApiRoute } from '../http/routes/route';
import { messageTexts } from '../i18n/catalogues/messages';
import { LANGUAGES } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { classify, originAllowed, rpcError } from './mcp.request';

/**
 * The MCP server (docs/mcp.md): `/mcp` and `/{lang}/mcp` speak the Streamable HTTP transport of the current MCP
 * specification, and its 2025 revisions, statelessly — every request gets a new server from the factory, nothing is
 * kept between requests. `routes` is the list `/doc` documents (`src/endpoints.ts`): the tools' schemas derive from
 * its document.
 */

export { MAX_BATCH } from './mcp.request';

/**
 * The request with its body read under the namespace's limits (1 MiB, the body timeout: 413, 408) and classified
 * (`classify`: a batch too large or repeating a message, a listen stream, and the messages the rate limit counts),
 * or the answer that refuses it; the SDK parses and answers everything else.
 */
async function boundedRequest(c: Context<AppEnv>): Promise<{ request: Request; counted: number } | Response> {
  const request = c.req.raw;
  if (request.method !== 'POST' || request.body === null) return { request, counted: 0 };
  const bytes = await readLimited(request, c.var.config.bodyTimeoutSeconds);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // Not JSON: the SDK answers it (a JSON-RPC parse error).
    return { request: new Request(request, { body: bytes }), counted: 0 };
  }
  const classified = classify(parsed, c.get('rootLang'));
  if ('refusal' in classified) return classified.refusal;
  return { request: new Request(request, { body: bytes }), counted: classified.counted };
}

export function registerMcp(app: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.use(`${prefix}/mcp`, rateLimitHeaders);
    app.all(`${prefix}/mcp`, async (c) => {
      if (!originAllowed(c)) {
        const origin = c.req.header('origin') ?? '';
        return rpcError(403, -32000, lookup(messageTexts, c.get('rootLang'), 'mcp.origin_forbidden', { origin }));
      }
      const bounded = await boundedRequest(c);
      if (bounded instanceof Response) return bounded;
      // Every message but the tool calls, which REST counts (docs/mcp.md, "Rate limits").
      await spendMessages(c, bounded.counted);
      const lang = c.get('rootLang');
      // The SDK's modules build schemas of zod's own when they load, while the Worker's build evaluates zod by the
      // first use of the source's `z` (docs/performance.md, "What loads when"): that use comes first.
      if (z.ZodType === undefined) throw new Error('zod is not evaluated');
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
      const answer = await handler.fetch(bounded.request);
      // Read whole before it is returned, so that `Server-Timing` (written on the way out, src/http/context.ts)
      // counts every REST request the tools made: a legacy answer is an SSE stream the tools write as they end.
      // Finite: a request's answers end with its last message (a listen stream, which never ends, is refused).
      return new Response(await answer.arrayBuffer(), answer);
    });
  }
}
