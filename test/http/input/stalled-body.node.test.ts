import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../helpers/dev-server';

/**
 * Bodies the service answers before reading them whole, over a real socket (`wrangler dev`).
 *
 * A client that declares a body and never sends it gets an answer: 413 when the declared length is over 1 MiB, the
 * route's answer when nothing reads the body (after `BODY_TIMEOUT_SECONDS` at most, the time the service gives the
 * body to arrive). Before, neither got any answer: the unread body was awaited forever.
 *
 * Clients that send a body over the limit, or a body no route reads, get the service's answer whole: the unread rest
 * is drained, not cancelled under them (src/http/input/body-drain.ts). Cancelled, it made `wrangler dev`'s front answer 500
 * text/plain with a stack trace (`Network connection lost`) and reset the connection of clients still sending.
 * Each test's timeout is its hang guard.
 */

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Sends the request head and `sent` of the body, then stalls; resolves with the status line of the answer. */
function stalledRequest(path: string, declared: number, sent: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${declared}\r\n\r\n${sent}`,
      );
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk;
      if (head.includes('\r\n')) {
        socket.destroy();
        resolve(head.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(head.split('\r\n')[0] ?? ''));
  });
}

/** What a client sees of one POST: the status and type of the answer, or the network error that replaced it. */
async function post(path: string, body: string, type: string, token = 'invalid'): Promise<string> {
  try {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    const code = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text).code : text;
    return `${response.status} ${String(code).slice(0, 80)}`;
  } catch (error) {
    return `network error ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`;
  }
}

describe('bodies answered before they are read whole', () => {
  const big = 'a'.repeat(1_500_000);
  const bodies: [string, string][] = [
    [JSON.stringify({ name: 'x', description: big }), 'application/json'],
    [`name=x&description=${big}`, 'application/x-www-form-urlencoded'],
  ];

  // Three bursts: the first, on fresh connections, often passed even before; the later ones, on connections kept
  // alive, failed most of their requests.
  it('answers 413 to every client sending 1.5 MiB at once, with a token or not', { timeout: 600_000 }, async () => {
    const paths = ['/ca/calendar/events/v1/categories/21', '/calendar/events/v1/venues', '/en/mcp'];
    for (let burst = 0; burst < 3; burst++) {
      const sent = paths.flatMap((path) =>
        bodies.flatMap(([body, type]) =>
          Array.from({ length: 6 }, (_, i) => post(path, body, type, i % 2 ? 'invalid' : server.adminToken)),
        ),
      );
      const answers = await Promise.all(sent);
      expect(answers).toEqual(answers.map(() => '413 rest_request_too_large'));
    }
  });

  it('answers a body no route reads, and a refused token, to clients sending at once', {
    timeout: 600_000,
  }, async () => {
    const half = 'b'.repeat(500_000);
    for (let burst = 0; burst < 3; burst++) {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => post('/nowhere', half, 'text/plain')),
        ...Array.from({ length: 10 }, () =>
          post('/ca/calendar/events/v1/categories/21', JSON.stringify({ name: half }), 'application/json'),
        ),
      ]);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill('404 rest_no_route'));
      expect(answers.slice(10)).toEqual(Array(10).fill('401 rest_forbidden'));
    }
  });
});

describe('bodies that never arrive', () => {
  it('answers 413 to a declared Content-Length over 1 MiB', { timeout: 120_000 }, async () => {
    expect(await stalledRequest('/en/calendar/events/v1/events', 2_000_000, '{"title":')).toMatch(/^HTTP\/1\.1 413/);
    expect(await stalledRequest('/calendar/events/v1/venues', 1024 * 1024 + 1, '')).toMatch(/^HTTP\/1\.1 413/);
  });

  it('answers a route that reads no body', { timeout: 120_000 }, async () => {
    expect(await stalledRequest('/nowhere', 20, 'x')).toMatch(/^HTTP\/1\.1 404/);
  });
});
