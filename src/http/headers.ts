import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Sets headers on the response a middleware got back from `next()`, in place. Hono's `c.header()` after the response
 * exists copies the whole response (body and every header) for each call, and a request crossed seven such calls on
 * its way out; this copies only a response whose headers are immutable (a `fetch` answer, such as a static asset),
 * and then once.
 */
export function editHeaders(c: Context<AppEnv>, edit: (headers: Headers) => void): void {
  const res = c.res;
  try {
    edit(res.headers);
  } catch {
    const copy = new Response(res.body, res);
    edit(copy.headers);
    // Unset first: assigning over a response merges the old one's headers into the new.
    c.res = undefined;
    c.res = copy;
  }
}
