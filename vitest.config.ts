import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Two Vitest projects, the runner chosen by the file's suffix (docs/ARCHITECTURE.md, "Tests"; docs/tests.md):
 * `workerd` runs every `*.test.ts` inside workerd against the real local D1 (`npm run test:unit`, i.e.
 * `vitest run --project workerd`); `node` runs `*.node.test.ts` and `*.browser.test.ts` in Node
 * (`npm run test:node`, `--project node`). `npx vitest run <file>` picks the project by the file's name.
 */
export default defineConfig(async () => ({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // The source, not wrangler.toml's built `dist/worker/index.js` (scripts/worker-build.mjs): the tests run
            // the code as it is, Vite resolving its dynamic imports.
            main: './src/index.ts',
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                // Thousands of requests from one address: limits are tested through the strict binding instead.
                RATE_LIMITS: 'off',
                // The isolate never re-reads the data version on its own (src/db/version.ts): every write a test
                // makes (through the API, the factories or the setup file) must reach its next read by being
                // learnt, which is read-your-writes; test/http/cache/cache.test.ts passes other values where it tests them.
                CACHE_VERSION_TTL_MS: '86400000',
                // A longer or another fuzz run by hand: FUZZ_CASES=5000 FUZZ_SEED=7 npx vitest run test/http/fuzz.test.ts
                FUZZ_CASES: process.env.FUZZ_CASES ?? '',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
                // The instant every file's clock starts at (test/helpers/clock.ts), so that the suite answers the
                // same on any day; `npm run test:clocks` moves it, `TEST_CLOCK=` (empty) runs on the real clock.
                TEST_CLOCK: process.env.TEST_CLOCK ?? '2026-12-10T10:00:00Z',
              },
              // Declared for the tests only (never in wrangler.toml): test/http/rate-limit.test.ts passes it in
              // place of RATE_LIMIT_ANONYMOUS and RATE_LIMIT_TOKEN (docs/tests.md, "Seams").
              ratelimits: {
                RATE_LIMIT_STRICT: { namespace_id: '1003', simple: { limit: 3, period: 60 } },
              },
            },
          }),
        ],
        test: {
          name: 'workerd',
          // The data of each file (test/helpers/apply-migrations.ts) and the column check of every D1 session
          // the Worker opens (test/helpers/check-columns.ts).
          setupFiles: [
            './test/helpers/clock.ts',
            './test/helpers/apply-migrations.ts',
            './test/helpers/check-columns.ts',
          ],
          // One workerd per worker, reused file after file: a fresh workerd per file (the default) spent most of
          // the suite's time starting and loading modules. Each file still starts on a freshly migrated database
          // (test/helpers/apply-migrations.ts).
          isolate: false,
          // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, where the other core sat
          // idle (the tests run in workerd, not in Vitest's own process).
          maxWorkers: '100%',
          // Hang guards, not speed targets: a CI machine was seen running ten times slower than usual
          // (docs/tests.md).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.node.test.ts', 'test/**/*.browser.test.ts'],
        },
      },
      {
        /**
         * Tests that cannot run inside workerd, in Node: `*.node.test.ts` (e.g. the OpenAPI validation, whose
         * validator compiles JSON schemas with `new Function`, which workerd forbids; the import CLI against a
         * fake TEC site; the architecture rules) and `*.browser.test.ts` (Debian's Chromium against
         * `wrangler dev`).
         */
        test: {
          name: 'node',
          include: ['test/**/*.node.test.ts', 'test/**/*.browser.test.ts'],
          environment: 'node',
          // Hang guards, not speed targets: a CI machine was seen running ten times slower than usual
          // (docs/tests.md).
          testTimeout: 600_000,
          hookTimeout: 600_000,
          // `expect.poll` waits 1 s by default, which a page on that machine can take just to draw: the same hang
          // guard as the browser tests' UI_WAIT (test/helpers/chromium.ts) for any poll that does not name its own.
          expect: { poll: { timeout: 120_000 } },
          // Two files at once: these files mostly wait (on wrangler dev starting, a browser drawing, a child CLI), so
          // two of them share two cores without slowing each other much; each starts its own servers on free ports
          // over its own temporary state (test/helpers/dev-server.ts), and the builds they trigger are atomic
          // (scripts/worker-build.mjs), so nothing is shared between them.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
}));
