/**
 * Bundles the `<calendar-events>` widget (TypeScript in `widget/`) with esbuild into `public/widget.js`, served by
 * Workers static assets (headers in `public/_headers`). Runs with the docs assets on `npm install`, `npm test`,
 * `npm start` and `npm run dev`. Without esbuild (a production-only install) it says so and leaves `public/` as is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.warn('widget-build: esbuild is not installed; /widget.js will not be built');
  process.exit(0);
}
await esbuild.build({
  entryPoints: [path.join(root, 'widget', 'calendar-events.ts')],
  outfile: path.join(root, 'public', 'widget.js'),
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2022'],
  legalComments: 'none',
  logLevel: 'warning',
});
