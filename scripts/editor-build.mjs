/**
 * Bundles the editor's browser code (`editor-browser/`: the passkey ceremonies through @simplewebauthn/browser, and
 * the enhancements of pages that work without it) with esbuild into `public/editor.js` and `public/editor.css`,
 * served by Workers static assets from the service's own origin (headers in `public/_headers`). Runs with the
 * widget's build on `npm install`, `npm test`, `npm start` and `npm run dev`. Without esbuild (a production-only
 * install) it says so and leaves `public/` as is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.warn('editor-build: esbuild is not installed; /editor.js will not be built');
  process.exit(0);
}
await esbuild.build({
  entryPoints: [path.join(root, 'editor-browser', 'editor.ts'), path.join(root, 'editor-browser', 'editor.css')],
  outdir: path.join(root, 'public'),
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2022'],
  legalComments: 'none',
  logLevel: 'warning',
});
