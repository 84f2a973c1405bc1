import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('migrations'),
          // Thousands of requests from one address: limits are tested through the strict binding instead.
          RATE_LIMITS: 'off',
        },
        // Declared for the tests only (never in wrangler.toml): test/http/rate-limit.test.ts passes it in place of
        // RATE_LIMIT_ANONYMOUS and RATE_LIMIT_TOKEN (docs/tests.md, "Seams").
        ratelimits: {
          RATE_LIMIT_STRICT: { namespace_id: '1003', simple: { limit: 3, period: 60 } },
        },
      },
    }),
  ],
  test: {
    setupFiles: ['./test/helpers/apply-migrations.ts', './test/helpers/check-columns.ts'],
    // One workerd per worker, reused file after file: a fresh workerd per file (the default) spent most of the
    // suite's time starting and loading modules. Each file still starts on a freshly migrated database
    // (test/helpers/apply-migrations.ts).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, where the other core sat idle (the
    // tests run in workerd, not in Vitest's own process).
    maxWorkers: '100%',
    // Hang guards, not speed targets: a CI machine was seen running ten times slower than usual (docs/tests.md).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The runner is chosen by the file's suffix (docs/ARCHITECTURE.md, "Tests"): `*.node.test.ts` and
    // `*.browser.test.ts` run in Node (vitest.node.config.ts); every other `*.test.ts` runs here, in workerd.
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.node.test.ts', 'test/**/*.browser.test.ts'],
  },
}));
