/**
 * Load and measurement: autocannon for throughput and latency percentiles at N connections, a sequential
 * keep-alive client for sub-millisecond p50 at one connection, and a sampler that reads what the service says
 * about each response (`Server-Timing` D1 round trips and rows read, `X-Cache`, status, body bytes).
 */
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * A scenario's request source: `next()` returns `{ method, path, headers, body }` for the next request (paths
 * may vary per request to defeat the cache honestly).
 */

/** Runs autocannon for `duration` seconds at `connections`; returns req/s, latency percentiles and statuses. */
export async function load(origin, scenario, { connections, duration }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    pipelining: 1,
    requests: [
      {
        setupRequest: (request) => {
          const next = scenario.next();
          return { ...request, ...next, headers: { ...(next.headers ?? {}) } };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over the keep-alive agent: status, headers, body bytes and wall time (ms, sub-millisecond). A
 * kept-alive socket the server closed meanwhile is retried once on a new one.
 */
export async function request(origin, options) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestOnce(origin, options);
    } catch (error) {
      // wrangler dev reloads when a source file changes (others editing the tree): wait for it, up to 30 s.
      const retriable = error?.code === 'ECONNRESET' || error?.code === 'ECONNREFUSED';
      if (!retriable || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 500));
    }
  }
}

function requestOnce(origin, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(`${origin}${path}`, { method, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes, ms: performance.now() - started }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** D1 round trips and rows read of one response, from `Server-Timing` (docs/api.md#caching-cors-and-headers). */
export function serverTiming(headers) {
  const value = String(headers['server-timing'] ?? '');
  return {
    queries: Number(/db-queries;desc="(\d+)"/.exec(value)?.[1] ?? Number.NaN),
    rows: Number(/db-rows;desc="(\d+)"/.exec(value)?.[1] ?? Number.NaN),
    /** The series expansions' work (docs/recurrence.md, "Cost of a rule"); 0 when the request expanded none. */
    work: Number(/recurrence;desc="(\d+)"/.exec(value)?.[1] ?? 0),
  };
}

/**
 * `count` sequential requests of a scenario: medians of D1 queries, rows read and body bytes, the share of
 * `X-Cache: HIT`, the statuses seen, and the latency p50 at one connection.
 */
export async function sample(origin, scenario, count) {
  const seen = [];
  for (let i = 0; i < count; i++) seen.push(await request(origin, scenario.next()));
  const timings = seen.map((r) => serverTiming(r.headers));
  return {
    queries: median(timings.map((t) => t.queries)),
    rows: median(timings.map((t) => t.rows)),
    maxRows: Math.max(...timings.map((t) => t.rows)),
    work: Math.max(...timings.map((t) => t.work)),
    bytes: median(seen.map((r) => r.bytes)),
    hits: seen.filter((r) => r.headers['x-cache'] === 'HIT').length / count,
    statuses: [...new Set(seen.map((r) => r.status))],
    p50: median(seen.map((r) => r.ms)),
    last: seen[seen.length - 1],
  };
}
