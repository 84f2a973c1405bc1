import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_TAG } from '../../../src/http/cache/workers-cache';
import worker from '../../../src/index';
import { api, ORIGIN, userWithToken } from '../../helpers/http';

/**
 * Workers Cache readiness (src/http/cache/workers-cache.ts, docs/performance.md "Workers Cache"). The local runtime
 * has no Workers Cache (`ctx.cache` is undefined, workers-sdk discussion 14734), so the Worker gets an execution
 * context whose `cache` records every purge, as the platform's would receive it.
 */

type Recorder = { ctx: ExecutionContext; base: ExecutionContext; purges: CachePurgeOptions[] };

/** An execution context whose `cache.purge` records its calls (and fails when `fail`). */
function recording(fail = false): Recorder {
  const base = createExecutionContext();
  const purges: CachePurgeOptions[] = [];
  const purge = async (options: CachePurgeOptions): Promise<CachePurgeResult> => {
    purges.push(options);
    if (fail) throw new Error('purge refused');
    return { success: true, errors: [] };
  };
  const cache: CacheContext = { purge, invalidate: purge };
  const ctx = new Proxy(base, {
    get(target, prop) {
      if (prop === 'cache') return cache;
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ctx, base, purges };
}

/** The Worker's answer through `recorder`'s context, its background work done. */
async function send(recorder: Recorder, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, recorder.ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(recorder.base);
  return response;
}

const vary = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim());

const newEvent = (title: string) => ({
  title,
  status: 'publish',
  start_date: '2031-05-02 20:00:00',
  end_date: '2031-05-02 22:00:00',
});

describe('Workers Cache readiness', () => {
  it('tags public answers and varies them on Host and X-D1-Bookmark; nothing is purged by reads', async () => {
    const recorder = recording();
    for (const path of ['/', api('ca', '/events'), api('', '/categories?hide_empty=false'), api('en', '/events.ics')]) {
      const response = await send(recorder, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^public/);
      expect(response.headers.get('cache-tag'), path).toBe(PUBLIC_CACHE_TAG);
      expect(vary(response), path).toEqual(expect.arrayContaining(['Host', 'X-D1-Bookmark']));
    }
    expect(recorder.purges).toEqual([]);
  });

  it('never tags an answer to a request with credentials, nor an error; reads with a token purge nothing', async () => {
    const { token } = await userWithToken('editor');
    const recorder = recording();
    const authenticated = await send(recorder, api('', '/events'), { headers: { authorization: `Bearer ${token}` } });
    expect(authenticated.status).toBe(200);
    expect(authenticated.headers.get('cache-control')).toBe('private, no-store');
    expect(authenticated.headers.has('cache-tag')).toBe(false);
    const missing = await send(recorder, api('', '/events/999999'));
    expect(missing.status).toBe(404);
    expect(missing.headers.has('cache-tag')).toBe(false);
    // The token's last use may be written (src/auth/caller.ts): that changes no public answer.
    expect(recorder.purges).toEqual([]);
  });

  it('purges every public answer once per write that changed data, before answering it; not for refused writes', async () => {
    const { token } = await userWithToken('editor');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const recorder = recording();
    const created = await send(recorder, api('', '/events'), {
      method: 'POST',
      headers,
      body: JSON.stringify(newEvent('Purged concert')),
    });
    expect(created.status).toBe(201);
    expect(recorder.purges).toEqual([{ tags: [PUBLIC_CACHE_TAG] }]);
    const refused = await send(recorder, api('', '/events'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...newEvent('Refused'), end_date: '2031-05-01 20:00:00' }),
    });
    expect(refused.status).toBe(400);
    expect(recorder.purges).toHaveLength(1);
  });

  it('answers the write when the purge fails (the entries then expire with their max-age)', async () => {
    const { token } = await userWithToken('editor');
    const recorder = recording(true);
    const created = await send(recorder, api('', '/events'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(newEvent('Concert whose purge fails')),
    });
    expect(created.status).toBe(201);
    expect(recorder.purges).toHaveLength(1);
  });
});
