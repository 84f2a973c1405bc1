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
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'test/node/**'],
  },
}));
