import { env } from 'cloudflare:workers';
import { afterAll, vi } from 'vitest';

/**
 * Workerd setup file: the suite's clock. Unset (`npm test`), the tests run on the real clock, and each one holds on
 * any day it runs (docs/tests.md, "The date a test runs on"). `TEST_CLOCK=<ISO instant>` starts every file's clock at
 * that instant, advancing in real time from there, for the Worker and the tests alike (they share one isolate):
 * `npm run test:clocks` runs the suite at the first, middle and last day of a month and across a year end.
 */
if (env.TEST_CLOCK) {
  const now = new Date(env.TEST_CLOCK);
  if (Number.isNaN(now.getTime())) throw new Error(`TEST_CLOCK is not an instant: ${env.TEST_CLOCK}`);
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
}
