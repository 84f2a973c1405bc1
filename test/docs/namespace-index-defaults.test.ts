import { describe, expect, it } from 'vitest';
import { api, call } from '../helpers/http';

/** One of the smaller contract gaps (docs/security.md, "Smaller contract gaps"). */

describe('the namespace index', () => {
  it('lists the defaults of list arguments, as WordPress does', async () => {
    const res = await call(api('en'));
    expect(res.status).toBe(200);
    const args = (path: string) =>
      res.body.routes[`/calendar/events/v1${path}`].endpoints[0].args as Record<string, { default?: unknown }>;
    for (const path of ['/events', '/venues', '/organizers', '/categories', '/tags']) {
      expect(args(path).per_page?.default, path).toBe(10);
      expect(args(path).page?.default, path).toBe(1);
    }
    expect(args('/events').strict_dates?.default).toBe(false);
    expect(args('/venues').only_with_upcoming?.default).toBe(false);
    expect(args('/categories').hide_empty?.default).toBe(true);
    expect(args('/categories').orderby?.default).toBe('name');
    expect(args('/tags').order?.default).toBe('asc');
  });
});
