import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The strict (3 a minute) rate limiter of vitest.config.ts (test/http/rate-limit.test.ts). */
      RATE_LIMIT_STRICT: RateLimit;
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
