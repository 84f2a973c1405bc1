import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';

/**
 * The inboxes' guards (docs/federation.md, "Inbox"): a request without a valid signature is a 401, a body over
 * 256 KiB a 413 (while it is read), and a remote host gets at least 60 requests a minute before a 429. The signed
 * exchanges are tested against a real server in federation.node.test.ts.
 */

const follow = JSON.stringify({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: 'https://remote.example/follows/1',
  type: 'Follow',
  actor: 'https://remote.example/users/alice',
  object: 'http://calendar.test/ap/actors/en',
});
const headers = { 'content-type': 'application/activity+json' };

// The first federation request loads Fedify (in the pool, its modules are transformed on first import): done once
// here under a hang guard sized for the slow machine (docs/tests.md), so no test's own guard pays for it.
beforeAll(async () => {
  await call('/.well-known/nodeinfo');
}, 300_000);

describe('inbox', () => {
  it.each(['/ap/inbox', '/ap/actors/en/inbox', '/ap/actors/ca/inbox'])(
    'refuses an unsigned activity at %s (401)',
    async (path) => {
      const response = await call(path, { method: 'POST', body: follow, headers });
      expect(response.status).toBe(401);
      const followers = await call('/ap/actors/en/followers', { headers: { accept: 'application/activity+json' } });
      expect(followers.body.totalItems).toBe(0);
    },
  );

  it('refuses a signature whose key cannot be fetched (401)', async () => {
    const response = await call('/ap/actors/en/inbox', {
      method: 'POST',
      body: follow,
      headers: {
        ...headers,
        date: new Date().toUTCString(),
        signature:
          'keyId="https://remote.example/users/alice#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="Zm9yZ2Vk"',
      },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a body over 256 KiB with a 413, declared or not', async () => {
    const big = JSON.stringify({ type: 'Note', content: 'x'.repeat(256 * 1024) });
    const declared = await call('/ap/inbox', { method: 'POST', body: big, headers });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('rest_request_too_large');
    // Streamed without a length: cut off once past the limit.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const { default: worker } = await import('../../src/index');
    const request = new Request('http://calendar.test/ap/inbox', {
      method: 'POST',
      body: stream,
      headers,
      duplex: 'half',
    } as RequestInit);
    const response = await worker.fetch(request, env, {
      waitUntil: () => {},
      passThroughOnException: () => {},
    } as unknown as ExecutionContext);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(6);
  });

  it('serves 60 inbox requests a minute from one remote host, then 429', async () => {
    const from = (ip: string) => ({
      method: 'POST',
      body: follow,
      headers: { ...headers, 'cf-connecting-ip': ip },
      env: { RATE_LIMITS: 'on' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call('/ap/inbox', from('203.0.113.7'))).status);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another host has its own budget.
    expect((await call('/ap/inbox', from('203.0.113.8'))).status).toBe(401);
  });
});
