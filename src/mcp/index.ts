import { createMcpHandler } from '@modelcontextprotocol/server';
import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { MAX_BODY_BYTES } from '../http/input';
import type { ApiRoute } from '../http/route';
import { LANGUAGES } from '../i18n/languages';
import { restCaller } from './mcp.rest';
import { mcpServer } from './mcp.server';

/**
 * The MCP server (docs/mcp.md): `/mcp` and `/{lang}/mcp` speak the Streamable HTTP transport of the current MCP
 * specification, and its 2025 revisions, statelessly — every request gets a new server from the factory, nothing is
 * kept between requests. `routes` is the list `/doc` documents (`src/endpoints.ts`): the tools' schemas derive from
 * its document.
 */
export function registerMcp(app: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.all(`${prefix}/mcp`, async (c) => {
      const lang = c.get('rootLang');
      // Generated once per isolate and shared with `/doc`; loaded on the first MCP request only.
      const [{ cachedKeyedDocument }, { localizedShapes }] = await Promise.all([
        import('../docs/openapi'),
        import('./mcp.schemas'),
      ]);
      const shapes = localizedShapes(cachedKeyedDocument(routes), routes, lang);
      const handler = createMcpHandler(
        () =>
          mcpServer(shapes, {
            lang,
            origin: c.get('origin'),
            siteTimezone: c.var.config.siteTimezone,
            hasToken: c.req.header('authorization') !== undefined,
            rest: restCaller(app, c),
            requestId: c.get('requestId'),
          }),
        // The namespace's body limit (src/http/input.ts) for the MCP request too.
        { maxRequestBodySize: MAX_BODY_BYTES },
      );
      return handler.fetch(c.req.raw);
    });
  }
}
