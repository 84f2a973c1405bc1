import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, run, startDevServer } from '../helpers/dev-server';

/**
 * Build hooks end to end: the service under `wrangler dev` (real local D1 and Queue), a hook registered with the
 * CLI, and a real HTTP endpoint (a Node server) that fails the first POST and accepts the retry.
 */

const HOOKS = path.join(fileURLToPath(new URL('../../', import.meta.url).href), 'scripts', 'hooks.mjs');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

const received: Received[] = [];
let endpoint: Server;
let endpointUrl = '';
let server: DevServer;
let state = '';
let secret = '';

/** Standard Webhooks verification, written independently of the service's signing code. */
function verify(message: Received): boolean {
  const id = message.headers['webhook-id'] as string;
  const timestamp = message.headers['webhook-timestamp'] as string;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest();
  const signatures = String(message.headers['webhook-signature'])
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  return signatures.some((sig) => sig.length === expected.length && timingSafeEqual(sig, expected));
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; received ${received.length} POSTs`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      // The first delivery fails: the queue must retry it.
      const status = received.length === 0 ? 500 : 204;
      received.push({ headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const address = endpoint.address();
  endpointUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/deploy`;
  server = await startDevServer({
    vars: { HOOK_DEBOUNCE_SECONDS: '10', HOOK_RETRY_BASE_SECONDS: '1' },
    setup: async (dir) => {
      state = dir;
      const created = await run([
        HOOKS,
        'create',
        '--url',
        endpointUrl,
        '--allow-private',
        '--json',
        '--persist-to',
        dir,
      ]);
      const line = JSON.parse(created.trim().split('\n').at(-1)!) as { id: number; secret: string };
      expect(line.id).toBeGreaterThan(0);
      expect(line.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      secret = line.secret;
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => endpoint?.close(resolve));
});

describe('build hooks', () => {
  it('sends one signed POST per burst of writes, retried after a failure, and records the deliveries', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/en/calendar/events/v1/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Burst ${i}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 11:00:00',
        }),
      });
      expect(response.status).toBe(201);
    }
    await waitFor(() => received.length >= 2, 90_000);
    // Nothing more arrives for this burst.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(received).toHaveLength(2);
    const [failed, retried] = received as [Received, Received];
    expect(failed.status).toBe(500);
    expect(retried.status).toBe(204);
    expect(retried.headers['webhook-id']).toBe(failed.headers['webhook-id']);
    for (const message of received) expect(verify(message)).toBe(true);
    const body = JSON.parse(retried.body) as { type: string; sync_token: string; changed: Record<string, number> };
    expect(body.type).toBe('content.changed');
    expect(body.changed.events).toBe(3);
    // The token is a valid sync token: nothing changed since.
    const changes = await fetch(`${server.url}/calendar/events/v1/changes?sync_token=${body.sync_token}`);
    expect(((await changes.json()) as { changes: unknown[] }).changes).toEqual([]);
  });

  it('lists the deliveries; refuses a URL that is not http(s)', async () => {
    const listed = JSON.parse((await run([HOOKS, 'list', '--json', '--persist-to', state])).trim().split('\n').at(-1)!);
    expect(listed[0].url).toBe(endpointUrl);
    expect(listed[0].deliveries.map((d: { status: number; ok: boolean }) => [d.status, d.ok])).toEqual([
      [204, true],
      [500, false],
    ]);
    await expect(run([HOOKS, 'create', '--url', 'ftp://example.com/x', '--persist-to', state])).rejects.toThrow(
      /http or https/,
    );
  });
});
