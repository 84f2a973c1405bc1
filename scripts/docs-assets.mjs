/**
 * Copies the API reference renderer (Scalar's standalone bundle, from the `@scalar/api-reference` package) into
 * `public/docs-assets/`, which Workers static assets serve to the `/{lang}/docs` pages: no CDN, works offline.
 * Runs on `npm install`, `npm test`, `npm start` and `npm run dev`. Without the package (a production-only
 * install) it says so and leaves the directory as it is.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const target = path.join(root, 'public', 'docs-assets', 'scalar');
const require = createRequire(import.meta.url);

let packageDir;
try {
  packageDir = path.resolve(path.dirname(require.resolve('@scalar/api-reference')), '..');
} catch {
  console.warn('docs-assets: @scalar/api-reference is not installed; the /docs pages will not render');
  process.exit(0);
}

const files = [[path.join(packageDir, 'dist', 'browser', 'standalone.js'), 'standalone.js']];
mkdirSync(target, { recursive: true });
let copied = 0;
for (const [from, name] of files) {
  if (!existsSync(from)) continue;
  const to = path.join(target, name);
  if (existsSync(to) && statSync(to).size === statSync(from).size && readFileSync(to).equals(readFileSync(from)))
    continue;
  copyFileSync(from, to);
  copied += 1;
}
if (!existsSync(path.join(target, 'standalone.js'))) {
  console.error(`docs-assets: ${files[0][0]} is missing`);
  process.exit(1);
}
if (copied > 0) console.log(`docs-assets: copied the Scalar renderer to ${path.relative(root, target)}/`);
