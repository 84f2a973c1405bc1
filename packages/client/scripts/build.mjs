import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Builds dist/: the three entry points (`.`, `./astro`, `./eleventy`) as ES modules with the code they share in
 * one chunk (one `CalendarApiError` class for all), by the repository's esbuild; the declarations by TypeScript.
 * No bundling of dependencies: `openapi-fetch` is the package's one, `astro` the loader's peer.
 */

const here = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts', 'src/astro.ts', 'src/eleventy.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['openapi-fetch', 'astro', 'astro/*', 'node:*'],
  chunkNames: 'shared-[hash]',
  logLevel: 'warning',
});
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: here, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
