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
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // `expect.poll` waits 1 s by default, which a page on that machine can take just to draw: the same hang guard
    // as the browser tests' UI_WAIT (test/helpers/chromium.ts) for any poll that does not name its own.
    expect: { poll: { timeout: 120_000 } },
    fileParallelism: false,
  },
});
