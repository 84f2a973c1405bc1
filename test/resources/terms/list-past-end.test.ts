import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

/** One of the smaller contract gaps (docs/security.md, "Smaller contract gaps"). */

describe('a terms page past the end', () => {
  it('answers 200 with real totals and a previous_rest_url to the last page', async () => {
    const admin = await userWithToken('administrator');
    const word = `gap${Math.random().toString(36).slice(2, 8)}`;
    for (const n of [1, 2, 3]) {
      const res = await call(api('en', '/tags'), {
        method: 'POST',
        token: admin.token,
        body: { name: `${word} ${n}` },
      });
      expect(res.status).toBe(201);
    }
    const page = await call(`${api('en', '/tags')}?search=${word}&hide_empty=0&per_page=2&page=5`);
    expect(page.status).toBe(200);
    expect(page.body.tags).toEqual([]);
    expect([page.body.total, page.body.total_pages]).toEqual([3, 2]);
    expect(page.body.next_rest_url).toBeUndefined();
    const previous = new URL(page.body.previous_rest_url);
    expect(previous.searchParams.get('page')).toBe('2');
    expect(previous.searchParams.get('search')).toBe(word);
    expect(page.headers.get('link')).toContain('rel="prev"');
    // With no match at all, the way back is the first page (no `page` parameter).
    const empty = await call(`${api('en', '/categories')}?search=${word}nomatch&page=3`);
    expect(empty.status).toBe(200);
    expect(new URL(empty.body.previous_rest_url).searchParams.has('page')).toBe(false);
    // Page 2 of 2 keeps the usual previous link to page 1.
    const last = await call(`${api('en', '/tags')}?search=${word}&hide_empty=0&per_page=2&page=2`);
    expect(last.body.tags).toHaveLength(1);
    expect(new URL(last.body.previous_rest_url).searchParams.has('page')).toBe(false);
  }, 60_000);
});
