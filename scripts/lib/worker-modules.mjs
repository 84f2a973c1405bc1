/**
 * What the Worker build (scripts/worker-build.mjs) uploads, split by when workerd evaluates it: the main module and
 * every module it imports statically (evaluated by every isolate before its first answer), and the modules only a
 * dynamic `import()` reaches (evaluated by the first request that needs them). Read by the bundle budget test
 * (test/app/bundle.node.test.ts) and `npm run bench` (bench/README.md, "Startup").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** esbuild's metafile names files relative to the build's working directory, the project root. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** gzip (level 9) of the files as one stream, as wrangler measures an upload. */
function gzipOf(files) {
  if (files.length === 0) return 0;
  return zlib.gzipSync(Buffer.concat(files.map((file) => fs.readFileSync(file))), { level: 9 }).length;
}

/** The package (or `src/<folder>`) an input file of the metafile belongs to. */
function ownerOf(input) {
  const inPackage = input.split('node_modules/').pop();
  if (inPackage !== input) {
    const parts = inPackage.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return input.split('/').slice(0, 2).join('/');
}

/**
 * The build in `outdir` (its metafile at `<outdir>.meta.json`): `startup` (the main module and its static
 * imports) and `onDemand` (the rest), each `{ files, raw, gzip, owners, inputs }` (`owners`: bytes by package or
 * source folder, largest first; `inputs`: the source and package files it holds).
 */
export function workerModules(outdir) {
  const meta = JSON.parse(fs.readFileSync(`${outdir}.meta.json`, 'utf8'));
  const cwd = ROOT;
  const outputs = new Map(
    Object.entries(meta.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [path.resolve(cwd, file), output]),
  );
  const main = path.join(outdir, 'index.js');
  const startup = new Set();
  const pending = [main];
  while (pending.length > 0) {
    const file = pending.pop();
    if (startup.has(file)) continue;
    startup.add(file);
    for (const imported of outputs.get(file)?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(path.resolve(cwd, imported.path));
    }
  }
  const describe = (files) => {
    const owners = new Map();
    const inputs = new Set();
    for (const file of files) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs.get(file).inputs)) {
        owners.set(ownerOf(input), (owners.get(ownerOf(input)) ?? 0) + bytesInOutput);
        inputs.add(input);
      }
    }
    return {
      files: files.map((file) => path.relative(outdir, file)),
      raw: files.reduce((sum, file) => sum + outputs.get(file).bytes, 0),
      gzip: gzipOf(files),
      owners: [...owners].sort((a, b) => b[1] - a[1]),
      inputs: [...inputs].sort(),
    };
  };
  const all = [...outputs.keys()];
  return { startup: describe([...startup]), onDemand: describe(all.filter((file) => !startup.has(file))) };
}
