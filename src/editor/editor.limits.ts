import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * @module Rate limits of the editor's doors (docs/editor.md, "Safety"): sign-in attempts and invitation codes are
 * counted per client address (`CF-Connecting-IP`) by the `RATE_LIMIT_SIGN_IN` binding (10 a minute,
 * wrangler.toml), apart from the API's budgets, so guessing codes or flooding the ceremonies is cut short.
 * `RATE_LIMITS = "off"` stops counting, as for the API (src/http/rate-limit.ts).
 */

/** The binding's period, in seconds: a refused request is told to come back after it. */
const PERIOD_SECONDS = 60;

/**
 * Counts one attempt of `door` from the request's address: null within the limit, else the seconds to wait.
 */
export async function overSignInLimit(c: Context<AppEnv>, door: 'sign-in' | 'invite'): Promise<number | null> {
  const binding = c.var.config.rateLimits.enabled ? c.env.RATE_LIMIT_SIGN_IN : undefined;
  if (!binding) return null;
  const { success } = await binding.limit({ key: `${door}:${c.req.header('cf-connecting-ip') ?? 'unknown'}` });
  return success ? null : PERIOD_SECONDS;
}
