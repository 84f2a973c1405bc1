import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from './errors';

/**
 * Rate limits (docs/security.md, README "Security and limits"): anonymous requests that miss the edge cache are
 * counted per client address (`CF-Connecting-IP`), authenticated ones per token, through the Workers Rate
 * Limiting bindings of wrangler.toml. Cached answers and 304s are served before `rateLimit` runs, so they never
 * count. Every response carries the IETF `RateLimit-Policy` and `RateLimit` headers of its budget.
 */

/** The budgets: binding, policy name, and the limit and period configured for it in wrangler.toml. */
interface Budget {
  name: 'anonymous' | 'token';
  binding: RateLimit | undefined;
  limit: number;
  period: number;
}

/** The budget of a request: its binding and the policy `src/config.ts` read from the `RATE_LIMIT_*` vars. */
function budgetOf(c: Context<AppEnv>, authenticated: boolean): Budget {
  const env = c.env;
  // `RATE_LIMITS = "off"` (the unit tests and `npm run bench`, which send thousands of requests from one
  // address) stops counting; the headers still report the configured policy.
  const { enabled, anonymousLimit, tokenLimit, period } = c.var.config.rateLimits;
  return authenticated
    ? { name: 'token', binding: enabled ? env.RATE_LIMIT_TOKEN : undefined, limit: tokenLimit, period }
    : { name: 'anonymous', binding: enabled ? env.RATE_LIMIT_ANONYMOUS : undefined, limit: anonymousLimit, period };
}

/**
 * Requests this isolate counted per key in the current window: the binding answers only "over or not", so the
 * `RateLimit` header's remaining quota is this isolate's estimate (the limit itself is enforced by the binding).
 */
const windows = new Map<string, { start: number; used: number }>();
const MAX_TRACKED_KEYS = 10_000;

function usage(key: string, period: number, now: number): { start: number; used: number } {
  const windowStart = Math.floor(now / 1000 / period) * period;
  let entry = windows.get(key);
  if (!entry || entry.start !== windowStart) {
    if (windows.size >= MAX_TRACKED_KEYS) windows.clear();
    entry = { start: windowStart, used: 0 };
    windows.set(key, entry);
  }
  return entry;
}

type KeyOf = (c: Context<AppEnv>) => Promise<{ key: string; authenticated: boolean }>;

/** The anonymous budget of the client's address. */
const addressKey: KeyOf = async (c) => ({
  key: `ip:${c.req.header('cf-connecting-ip') ?? 'unknown'}`,
  authenticated: false,
});

const clientKey: KeyOf = async (c) => {
  const authorization = c.req.header('authorization');
  if (authorization) {
    // The token itself never leaves the Worker: the limiter sees a digest of it.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return { key: `token:${hex}`, authenticated: true };
  }
  return addressKey(c);
};

function setHeaders(headers: Headers, budget: Budget, used: number, windowStart: number, now: number): void {
  const reset = Math.max(1, Math.ceil(windowStart + budget.period - now / 1000));
  headers.set('RateLimit-Policy', `"${budget.name}";q=${budget.limit};w=${budget.period}`);
  headers.set('RateLimit', `"${budget.name}";r=${Math.max(0, budget.limit - used)};t=${reset}`);
}

/**
 * Outer part: the headers on every response, cached ones included (a cache hit reports the budget without
 * spending it).
 */
const headersBy =
  (keyOf: KeyOf): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const { key, authenticated } = await keyOf(c);
    const budget = budgetOf(c, authenticated);
    const now = Date.now();
    const entry = usage(key, budget.period, now);
    let res = c.res;
    try {
      setHeaders(res.headers, budget, entry.used, entry.start, now);
    } catch {
      // Immutable headers (a response straight from the cache): copy it.
      res = new Response(res.body, res);
      setHeaders(res.headers, budget, entry.used, entry.start, now);
      c.res = undefined;
      c.res = res;
    }
  };

/** Inner part, after the edge cache: counts the request, 429 `rest_rate_limited` over the budget. */
const limitBy =
  (keyOf: KeyOf): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { key, authenticated } = await keyOf(c);
    const budget = budgetOf(c, authenticated);
    const now = Date.now();
    const entry = usage(key, budget.period, now);
    entry.used += 1;
    if (budget.binding) {
      const { success } = await budget.binding.limit({ key });
      if (!success) {
        entry.used = Math.max(entry.used, budget.limit);
        const retryAfter = Math.max(1, Math.ceil(entry.start + budget.period - now / 1000));
        throw new ApiError('rest_rate_limited', { vars: { retryAfter }, data: { retry_after: retryAfter } });
      }
    }
    await next();
  };

export const rateLimitHeaders = headersBy(clientKey);
export const rateLimit = limitBy(clientKey);

/**
 * The public pages (src/pages/) read as anonymous visitors whatever a request carries, so they spend the budget
 * of the visitor's address, never a token's.
 */
export const pageRateLimitHeaders = headersBy(addressKey);
export const pageRateLimit = limitBy(addressKey);
