import type { Context, MiddlewareHandler } from 'hono';
import { actingCaller } from '../auth/caller';
import { bearerSecret, hashToken } from '../auth/tokens';
import type { Config } from '../config';
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

/** The budget key of the client's address (`CF-Connecting-IP`). */
const addressOf = (request: Request) => `ip:${request.headers.get('cf-connecting-ip') ?? 'unknown'}`;

/** The anonymous budget of the client's address. */
const addressKey: KeyOf = async (c) => ({ key: addressOf(c.req.raw), authenticated: false });

/**
 * Digests of tokens that authenticated in this isolate lately (up to 10 minutes ago). A request with such a token
 * is counted on its token's budget before the token is looked up; a request with any other token (unknown,
 * invalid, malformed, or valid but not seen here yet) is counted on its address's anonymous budget before the
 * look-up, so a flood of random tokens is limited like anonymous requests, without a D1 query each. Revocation
 * is unaffected: every request still looks its token up.
 */
const verified = new Map<string, number>();
const VERIFIED_MS = 10 * 60 * 1000;

/** Keys each request has been counted under (a valid token met for the first time is counted on both budgets). */
const spent = new WeakMap<Request, Set<string>>();
const tokenKeys = new WeakMap<Request, string | null>();

/**
 * The budget key of a request's bearer token: a digest of the secret itself, so `Bearer`/`bearer`, extra spaces
 * and anything else around the token count as the same token (the token never leaves the Worker). An editor's
 * in-process request (src/http/rest-call.ts) spends its user's budget. `null` without a well-formed bearer token.
 */
async function tokenKey(c: Context<AppEnv>): Promise<string | null> {
  const request = c.req.raw;
  const known = tokenKeys.get(request);
  if (known !== undefined) return known;
  const editor = actingCaller(request);
  const secret = bearerSecret(c.req.header('authorization'));
  const key = editor
    ? `user:${editor.id}`
    : typeof secret === 'string'
      ? `token:${(await hashToken(secret)).slice(0, 32)}`
      : null;
  tokenKeys.set(request, key);
  return key;
}

function isVerified(key: string, now: number): boolean {
  const until = verified.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  verified.delete(key);
  return false;
}

/** The budget a request spends: its token's once the token is known valid, else its address's. */
const clientKey: KeyOf = async (c) => {
  const token = await tokenKey(c);
  const known = c.get('caller') || isVerified(token ?? '', Date.now()) || actingCaller(c.req.raw);
  if (token !== null && known) return { key: token, authenticated: true };
  return addressKey(c);
};

/** Counts the request under `key` once; 429 `rest_rate_limited` with `Retry-After` over the budget. */
async function spend(c: Context<AppEnv>, key: string, authenticated: boolean): Promise<void> {
  const keys = spent.get(c.req.raw) ?? new Set<string>();
  spent.set(c.req.raw, keys);
  if (keys.has(key)) return;
  keys.add(key);
  await charge(c, key, authenticated);
}

/**
 * The MCP server's messages (docs/mcp.md, "Rate limits"): `count` of them counted on the budget REST would count
 * the request on (its token's once this isolate has seen the token valid, else its address's), one each, as
 * `count` REST requests; 429 `rest_rate_limited` with `Retry-After` as soon as one is over the budget.
 */
export async function spendMessages(c: Context<AppEnv>, count: number): Promise<void> {
  const { key, authenticated } = await clientKey(c);
  for (let i = 0; i < count; i++) await charge(c, key, authenticated);
}

/** One more request on `key`'s budget. */
async function charge(c: Context<AppEnv>, key: string, authenticated: boolean): Promise<void> {
  const budget = budgetOf(c, authenticated);
  const now = Date.now();
  const entry = usage(key, budget.period, now);
  entry.used += 1;
  if (!budget.binding) return;
  const { success } = await budget.binding.limit({ key });
  if (!success) {
    entry.used = Math.max(entry.used, budget.limit);
    const retryAfter = Math.max(1, Math.ceil(entry.start + budget.period - now / 1000));
    throw new ApiError('rest_rate_limited', { vars: { retryAfter }, data: { retry_after: retryAfter } });
  }
}

function setHeaders(headers: Headers, budget: Budget, used: number, windowStart: number, now: number): void {
  const reset = Math.max(1, Math.ceil(windowStart + budget.period - now / 1000));
  headers.set('RateLimit-Policy', `"${budget.name}";q=${budget.limit};w=${budget.period}`);
  headers.set('RateLimit', `"${budget.name}";r=${Math.max(0, budget.limit - used)};t=${reset}`);
}

/**
 * Sets on `headers` the budget of an anonymous request without credentials (its address's), as `rateLimitHeaders`
 * reports it without spending it: for the isolate's hot answers (src/http/cache/hot-answers.ts), which answer
 * before the middleware runs.
 */
export function setAddressBudgetHeaders(config: Config, request: Request, headers: Headers): void {
  const { anonymousLimit, period } = config.rateLimits;
  const budget: Budget = { name: 'anonymous', binding: undefined, limit: anonymousLimit, period };
  const now = Date.now();
  const entry = usage(addressOf(request), period, now);
  setHeaders(headers, budget, entry.used, entry.start, now);
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

/**
 * Inner part, after the edge cache: counts the request on its budget (anonymous: its address; authenticated: its
 * token), unless it was already counted there before authentication.
 */
const limitBy =
  (keyOf: KeyOf): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { key, authenticated } = await keyOf(c);
    await spend(c, key, authenticated);
    await next();
  };

/**
 * Before authentication: a request that carries credentials is counted now, before its token is looked up (on
 * its token's budget when this isolate has seen the token valid, else on its address's anonymous budget); once
 * authenticated, the token is remembered as valid, and forgotten when it fails.
 */
export const rateLimitCredentials: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('authorization') === undefined) return next();
  const { key, authenticated } = await clientKey(c);
  await spend(c, key, authenticated);
  await next();
  const token = await tokenKey(c);
  if (token === null) return;
  if (c.get('caller')) {
    if (verified.size >= MAX_TRACKED_KEYS) verified.clear();
    verified.set(token, Date.now() + VERIFIED_MS);
  } else verified.delete(token);
};

export const rateLimitHeaders = headersBy(clientKey);
export const rateLimit = limitBy(clientKey);

/**
 * The public pages (src/pages/) read as anonymous visitors whatever a request carries, so they spend the budget
 * of the visitor's address, never a token's.
 */
export const pageRateLimitHeaders = headersBy(addressKey);
export const pageRateLimit = limitBy(addressKey);
