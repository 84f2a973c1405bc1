import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('migrations'),
          CHECK_SQL_COLUMNS: 'true',
          TEST_FAULTS: 'true',
          // Thousands of requests from one address: limits are tested through the strict binding instead.
          RATE_LIMITS: 'off',
        },
      },
    }),
  ],
  test: {
    setupFiles: ['./test/helpers/apply-migrations.ts'],
    // The runner is chosen by the file's suffix (docs/ARCHITECTURE.md, "Tests"): `*.node.test.ts` and
    // `*.browser.test.ts` run in Node (vitest.node.config.ts); every other `*.test.ts` runs here, in workerd.
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.node.test.ts', 'test/**/*.browser.test.ts'],
  },
}));
