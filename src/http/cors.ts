import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { editHeaders } from './headers';
import { rootOf } from './language-root';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXPOSED =
  'X-TEC-Total, X-TEC-TotalPages, Link, ETag, X-Request-Id, Server-Timing, Content-Language, X-D1-Bookmark';
/**
 * Besides ours, the headers the original allows (`X-WP-Nonce`, `Content-Disposition`, `Content-MD5`): WordPress's
 * browser clients (`wp.apiFetch`) send `X-WP-Nonce` with every read, and their preflight must not fail here. They
 * mean nothing to this API and are ignored.
 */
const READ_HEADERS =
  'Content-Type, If-None-Match, X-Request-Id, X-D1-Bookmark, X-WP-Nonce, Content-Disposition, Content-MD5';
/**
 * Writes may also tunnel PUT/PATCH/DELETE through POST (`X-HTTP-Method-Override`, src/http/path.ts), and name the
 * version they were made from (`If-Match`, docs/api.md "No lost work").
 */
const WRITE_HEADERS = `Authorization, X-HTTP-Method-Override, If-Match, ${READ_HEADERS}`;
/**
 * The MCP server (src/mcp/, docs/mcp.md, "Origins"): only the allowed origins (and the service's own, which sends
 * no preflight) may call it from a browser; the server itself refuses other origins (403), as the MCP specification
 * requires against DNS rebinding.
 */
const MCP_PATH = /^\/(?:(?:ca|en|es)\/)?mcp$/;
const MCP_HEADERS = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Mcp-Method, Mcp-Name, Last-Event-ID';
const MCP_METHODS = 'GET, POST, DELETE, OPTIONS';

/**
 * CORS (docs/api.md#caching-cors-and-headers): reads are open to every origin without credentials; writes and credentialed requests from
 * browsers only from `CORS_ALLOWED_ORIGINS`. Preflights are answered here with 204.
 */
export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  const trusted = origin !== undefined && c.var.config.corsAllowedOrigins.has(origin);
  const mcp = MCP_PATH.test(c.req.path);
  if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('access-control-request-method')) {
    const requested = (c.req.header('access-control-request-method') ?? '').toUpperCase();
    // Answered before the security headers and the language root run: the headers every response carries.
    const headers = new Headers({
      'Access-Control-Max-Age': '86400',
      Vary: 'Origin',
      'Content-Language': rootOf(c.req.path, c.var.config.defaultLanguage).lang,
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    if (mcp) {
      if (trusted) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', MCP_METHODS);
        headers.set('Access-Control-Allow-Headers', `Authorization, ${MCP_HEADERS}`);
      }
    } else if (trusted) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      headers.set('Access-Control-Allow-Headers', WRITE_HEADERS);
    } else if (READ_METHODS.has(requested)) {
      headers.set('Access-Control-Allow-Origin', '*');
      headers.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      headers.set('Access-Control-Allow-Headers', READ_HEADERS);
    }
    return new Response(null, { status: 204, headers });
  }
  await next();
  // `*` is for reads without credentials (docs/api.md#caching-cors-and-headers): a browser's read with a token is answered to the allowed
  // origins only (a request without `Origin` is no browser's cross-origin read: nothing to allow or refuse).
  const credentialed = origin !== undefined && c.req.header('authorization') !== undefined;
  const read = READ_METHODS.has(c.req.method) && !mcp && !credentialed;
  editHeaders(c, (headers) => {
    if (trusted) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.append('Vary', 'Origin');
    } else if (read) {
      headers.set('Access-Control-Allow-Origin', '*');
    }
    headers.set('Access-Control-Expose-Headers', EXPOSED);
  });
};
