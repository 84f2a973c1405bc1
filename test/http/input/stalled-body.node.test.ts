import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../helpers/dev-server';

/**
 * A client that declares a body and never sends it, over a real socket (`wrangler dev`): the service answers at once,
 * with 413 when the declared length is over 1 MiB and with the route's answer when nothing reads the body. Before,
 * neither got any answer: the unread body was awaited forever. Each test's timeout is its hang guard.
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

describe('bodies that never arrive', () => {
  it('answers 413 to a declared Content-Length over 1 MiB', { timeout: 120_000 }, async () => {
    expect(await stalledRequest('/en/calendar/events/v1/events', 2_000_000, '{"title":')).toMatch(/^HTTP\/1\.1 413/);
    expect(await stalledRequest('/calendar/events/v1/venues', 1024 * 1024 + 1, '')).toMatch(/^HTTP\/1\.1 413/);
  });

  it('answers a route that reads no body', { timeout: 120_000 }, async () => {
    expect(await stalledRequest('/nowhere', 20, 'x')).toMatch(/^HTTP\/1\.1 404/);
  });
});
