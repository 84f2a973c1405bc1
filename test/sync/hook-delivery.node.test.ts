import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliDb } from '../../scripts/lib/accounts';
import { createHook } from '../../scripts/lib/hooks';
import { type DevServer, run, startDevServer } from '../helpers/dev-server';
import { openLocalD1 } from '../helpers/local-d1';

/**
 * Build hook deliveries through the real local Queue (`wrangler dev`), against a local endpoint with four paths:
 * one that never answers, one that fails once, one that redirects to a fourth. Hooks whose destination is not
 * public are refused by the CLI, and deliveries never follow redirects nor wait on one hook to serve another.
 */

const HOOKS = path.join(fileURLToPath(new URL('../../', import.meta.url).href), 'scripts', 'hooks.mjs');

/** One request the endpoint received: which path, and what the other paths had seen at that moment. */
interface Arrival {
  path: string;
  stallOpen: number;
  stallSeen: number;
}

const arrivals: Arrival[] = [];
const stalled: IncomingMessage[] = [];
/** Requests of the stalling path whose connection is still open. */
let stallOpen = 0;
let endpoint: Server;
let base = '';
let server: DevServer;
let state = '';

const seen = (p: string) => arrivals.filter((a) => a.path === p);

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(arrivals)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  let flaky = 0;
  endpoint = createServer((req, res) => {
    arrivals.push({ path: req.url ?? '', stallOpen, stallSeen: stalled.length });
    req.resume();
    if (req.url === '/stall') {
      // Never answers: the delivery must give up on its own, and nobody else may wait for it.
      stalled.push(req);
      stallOpen += 1;
      res.on('close', () => {
        stallOpen -= 1;
      });
      return;
    }
    if (req.url === '/flaky') return void res.writeHead(flaky++ === 0 ? 500 : 204).end();
    if (req.url === '/redirect') return void res.writeHead(307, { location: `${base}/stolen` }).end();
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const address = endpoint.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startDevServer({
    // A 3 s first retry: deliveries time out after 3 s (never longer than the first retry interval).
    vars: { HOOK_DEBOUNCE_SECONDS: '1', HOOK_RETRY_BASE_SECONDS: '3' },
    setup: async (dir) => {
      state = dir;
      const { d1, dispose } = await openLocalD1(dir);
      try {
        const db = cliDb(d1);
        // In this order: a delivery one at a time would POST to the stalling hook first and wait for it.
        for (const p of ['/stall', '/flaky', '/redirect'])
          await createHook(db, { url: `${base}${p}`, allowPrivate: true });
        // A hook stored before destinations were checked (no --allow-private): never delivered.
        await createHook(db, { url: `${base}/unchecked` });
      } finally {
        await dispose();
      }
    },
  });
});

afterAll(async () => {
  for (const req of stalled) req.socket.destroy();
  await server?.stop();
  await new Promise((resolve) => endpoint?.close(resolve));
});

describe('build hook deliveries', () => {
  it('delivers every hook of a batch at once: one that never answers delays nobody, nor their retries', async () => {
    const response = await fetch(`${server.url}/en/calendar/events/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Hooked', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 11:00:00' }),
    });
    expect(response.status).toBe(201);
    await waitFor(() => seen('/flaky').length >= 2 && seen('/stall').length >= 2, 'the retries');
    const [first, retry] = seen('/flaky') as [Arrival, Arrival];
    // The failing hook got its POST while the stalling one was still waiting for its answer…
    expect(first.stallSeen).toBe(1);
    expect(first.stallOpen).toBe(1);
    // …and its retry before the stalling hook's own retry: its backoff was not stretched by the other's timeout.
    expect(retry.stallSeen).toBe(1);
  });

  it('does not follow a redirect: the signed body never reaches where it points', async () => {
    await waitFor(() => seen('/redirect').length >= 2, 'the redirect retry');
    expect(seen('/stolen')).toEqual([]);
    const listed = JSON.parse((await run([HOOKS, 'list', '--json', '--persist-to', state])).trim().split('\n').at(-1)!);
    const redirect = listed.find((h: { url: string }) => h.url.endsWith('/redirect'));
    expect(redirect.deliveries[0]).toMatchObject({ status: 307, ok: false });
    expect(redirect.deliveries[0].error).toBe(`redirect not followed (to ${base}/stolen)`);
    const stall = listed.find((h: { url: string }) => h.url.endsWith('/stall'));
    expect(stall.deliveries[0]).toMatchObject({ status: null, ok: false });
    // The hook stored without the check is recorded as not delivered, and nothing reached its URL.
    const unchecked = listed.find((h: { url: string }) => h.url.endsWith('/unchecked'));
    expect(unchecked.deliveries[0].error).toMatch(/^not delivered: the URL points at a non-public address/);
    expect(seen('/unchecked')).toEqual([]);
  });

  it('refuses non-public destinations in the CLI, with a message and a non-zero exit', async () => {
    const refused = [
      ['http://127.0.0.1:9/x', /non-public address \(127\.0\.0\.1\).*--allow-private/],
      ['http://[::1]/x', /non-public address \(\[::1\]\)/],
      ['http://localhost:8080/x', /not public \(localhost\)/],
      ['http://10.0.0.8/x', /non-public address/],
      ['http://169.254.169.254/latest/meta-data/', /non-public address \(169\.254\.169\.254\)/],
      ['http://0x7f.1/x', /non-public address \(127\.0\.0\.1\)/],
      ['http://2130706433/x', /non-public address \(127\.0\.0\.1\)/],
      ['http://[::ffff:127.0.0.1]/x', /non-public address/],
      ['https://user:pw@deploy.example.com/x', /user name or password/],
      ['ftp://deploy.example.com/x', /http or https/],
    ] as const;
    await Promise.all(
      refused.map(([url, message]) =>
        expect(run([HOOKS, 'create', '--url', url, '--persist-to', state]), url).rejects.toThrow(message),
      ),
    );
    // --allow-private lifts only the destination rule.
    await expect(
      run([HOOKS, 'create', '--url', 'https://user:pw@127.0.0.1/x', '--allow-private', '--persist-to', state]),
    ).rejects.toThrow(/user name or password/);
    const listed = JSON.parse((await run([HOOKS, 'list', '--json', '--persist-to', state])).trim().split('\n').at(-1)!);
    expect(listed).toHaveLength(4);
  });
});
