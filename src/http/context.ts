import type { MiddlewareHandler } from 'hono';
import { createDb, newMeter } from '../db/client';
import type { AppEnv } from '../env';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Per-request context: a request id (echoed in `X-Request-Id`), a metered Drizzle database, and the
 * `Server-Timing` header reporting D1 time, round trips and rows read (API.md §6).
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  c.set('requestId', incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID());
  const meter = newMeter();
  c.set('meter', meter);
  c.set('db', createDb(c.env.DB, meter, c.env.CHECK_SQL_COLUMNS === 'true'));
  c.set('caller', undefined);
  c.set('rawInput', {});
  await next();
  c.header('X-Request-Id', c.get('requestId'));
  c.header(
    'Server-Timing',
    `db;dur=${meter.durationMs.toFixed(1)}, db-queries;desc="${meter.queries}", db-rows;desc="${meter.rowsRead}"`,
  );
};
