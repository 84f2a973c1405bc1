import { defineConfig } from 'vitest/config';

/**
 * Tests that cannot run inside workerd, in Node: the OpenAPI validation (the validator compiles JSON schemas
 * with `new Function`, which workerd forbids) and the docs page in a real browser against `wrangler dev`.
 */
export default defineConfig({
  test: {
    include: ['test/node/**/*.test.ts', 'test/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
