import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The strict (3 a minute) rate limiter of vitest.config.ts (test/http/rate-limit.test.ts). */
      RATE_LIMIT_STRICT: RateLimit;
      /** Size and seed of the fuzz run (test/http/fuzz.test.ts); empty for its defaults. */
      FUZZ_CASES: string;
      FUZZ_SEED: string;
      /** The instant the suite's clock starts at (test/helpers/clock.ts); empty for the real clock. */
      TEST_CLOCK: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
