// Breaks no-hono-below-handlers (even type-only) and luxon-only-in-time.
import type { Context } from 'hono';
import { DateTime } from 'luxon';

export interface Thing {
  context?: Context;
  at: string;
}

export const now = (): Thing => ({ at: DateTime.utc().toISO() ?? '' });
