/**
 * Writes the API reference renderer (Scalar's standalone bundle, from the `@scalar/api-reference` package) into
 * `public/docs-assets/`, which Workers static assets serve to the `/{lang}/docs` pages: no CDN, works offline.
 * Runs on `npm install`, `npm test`, `npm start` and `npm run dev`. Without the package (a production-only
 * install) it says so and leaves the directory as it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const target = path.join(root, 'public', 'docs-assets', 'scalar', 'standalone.js');
const require = createRequire(import.meta.url);

let packageDir;
try {
  packageDir = path.resolve(path.dirname(require.resolve('@scalar/api-reference')), '..');
} catch {
  console.warn('docs-assets: @scalar/api-reference is not installed; the /docs pages will not render');
  process.exit(0);
}

const source = path.join(packageDir, 'dist', 'browser', 'standalone.js');
if (!existsSync(source)) {
  console.error(`docs-assets: ${source} is missing`);
  process.exit(1);
}

// The bundle declares its web fonts with @font-face rules on Scalar's font CDN, and the browser fetches them even
// with `withDefaultFonts: false`. Without those rules the page uses system fonts and requests nothing elsewhere.
const bundle = readFileSync(source, 'utf8').replace(/@font-face \{[^}]*https:\/\/fonts\.scalar\.com\/[^}]*\}/g, '');
if (bundle.includes('fonts.scalar.com/')) {
  console.error('docs-assets: could not strip the web fonts of the renderer');
  process.exit(1);
}

mkdirSync(path.dirname(target), { recursive: true });
if (!existsSync(target) || readFileSync(target, 'utf8') !== bundle) {
  writeFileSync(target, bundle);
  console.log(`docs-assets: wrote the Scalar renderer to ${path.relative(root, target)}`);
}
