import { defineConfig } from 'vitest/config';

/**
 * Tests that cannot run inside workerd, in Node, chosen by suffix wherever they live under `test/`:
 * `*.node.test.ts` (e.g. the OpenAPI validation, whose validator compiles JSON schemas with `new Function`, which
 * workerd forbids; the import CLI against a fake TEC site) and `*.browser.test.ts` (Debian's Chromium against
 * `wrangler dev`). See docs/ARCHITECTURE.md, "Tests".
 */
export default defineConfig({
  test: {
    include: ['test/**/*.node.test.ts', 'test/**/*.browser.test.ts'],
    environment: 'node',
    // Hang guards, not speed targets: a CI machine was seen running ten times slower than usual (docs/tests.md).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
