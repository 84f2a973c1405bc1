import { env } from 'cloudflare:workers';
import { afterAll, vi } from 'vitest';

/**
 * Workerd setup file: the suite's clock (docs/tests.md, "The date a test runs on"). Every file starts its clock at
 * `TEST_CLOCK` (vitest.config.ts: a fixed instant unless the environment gives another; empty for the real clock),
 * advancing in real time from there. Tests and the Worker share one isolate, so the fake `Date` moves both, and the
 * suite gives the same answers on any day it runs. `npm run test:clocks` runs it with the clock moved to the first,
 * middle and last day of a month and across a year end. The database's own clock (SQLite's `'now'`, which stamps
 * the change log and unpublishing times) is never moved: the code compares those stamps only with cuts the database
 * computes too.
 */
if (env.TEST_CLOCK) {
  const now = new Date(env.TEST_CLOCK);
  if (Number.isNaN(now.getTime())) throw new Error(`TEST_CLOCK is not an instant: ${env.TEST_CLOCK}`);
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
}
