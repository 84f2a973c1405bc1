import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type MessageKey, messageTexts } from '../i18n/catalogues/messages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/**
 * @module What the MCP endpoint checks of a request before the SDK sees it (docs/mcp.md, "Bounded cost", "Rate
 * limits", "Origins"): where it comes from, how many messages it carries and which, and how many of them the rate
 * limit counts.
 */

/** Messages one POST may carry (2025-03-26 clients may send JSON-RPC batches). */
export const MAX_BATCH = 10;

/** The one method whose cost REST counts itself: a tool call is (at most) one request to the namespace. */
const TOOL_CALL = 'tools/call';

/** A JSON-RPC error for the whole request (no id), in the root's language. */
export function rpcError(status: number, code: number, message: string, id: unknown = null): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id }, { status });
}

/**
 * Whether the request may come from its `Origin` (the MCP specification's defence against DNS rebinding: a page
 * of another site, or of a host name rebound to a local address, driving the server through a visitor's browser):
 * no `Origin` (a client that is no browser: every desktop and hosted assistant), the service's own origin, or one
 * of `CORS_ALLOWED_ORIGINS`. Anything else, `null` included, is refused with 403.
 */
export function originAllowed(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  return origin === new URL(c.req.url).origin || c.var.config.corsAllowedOrigins.has(origin);
}

/** The requests (messages with a method and an id) of a parsed body: one object or a batch. */
function requestsOf(parsed: unknown): { method: string; id: unknown }[] {
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return messages.flatMap((message) => {
    if (message === null || typeof message !== 'object') return [];
    const { method, id } = message as { method?: unknown; id?: unknown };
    return typeof method === 'string' && id !== undefined ? [{ method, id }] : [];
  });
}

/** What the endpoint makes of a body: a refusal to answer, or how many of its messages the rate limit counts. */
export type Classified = { refusal: Response } | { counted: number };

/**
 * Classifies a POST's parsed body (`undefined` when it is no JSON: the SDK answers that one):
 * - more than {@link MAX_BATCH} messages: 400, `-32600`;
 * - a method other than `tools/call` twice in one batch: 400, `-32600`. Each such message answers the same
 *   document (ten `tools/list` in 1 KB were 1.26 MB of answer): once is all a client needs;
 * - `subscriptions/listen`: `-32601`. The server publishes no change (`tools.listChanged: false`), and a listen
 *   stream is a response that never ends;
 * - otherwise the messages the rate limit counts: every request but the tool calls, which REST counts (a cache
 *   miss each, as any REST request), so that a protocol message costs what a REST request does.
 */
export function classify(parsed: unknown, lang: Lang): Classified {
  const size = Array.isArray(parsed) ? parsed.length : 1;
  const text = (key: MessageKey, vars?: Record<string, string>) => lookup(messageTexts, lang, key, vars);
  if (size > MAX_BATCH) {
    return { refusal: rpcError(400, -32600, text('mcp.batch_too_large', { max: String(MAX_BATCH) })) };
  }
  const requests = requestsOf(parsed);
  const listen = requests.find((request) => request.method === 'subscriptions/listen');
  if (listen) return { refusal: rpcError(200, -32601, text('mcp.listen_unsupported'), listen.id) };
  const others = requests.filter((request) => request.method !== TOOL_CALL).map((request) => request.method);
  const repeated = others.find((method, i) => others.indexOf(method) !== i);
  if (repeated !== undefined)
    return { refusal: rpcError(400, -32600, text('mcp.batch_repeated', { method: repeated })) };
  return { counted: others.length };
}
