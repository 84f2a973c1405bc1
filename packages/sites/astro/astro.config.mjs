import { defineConfig } from 'astro/config';

// A static site of the calendar (test/packages/sites.node.test.ts builds it against a local instance).
export default defineConfig({ output: 'static', telemetry: false });
