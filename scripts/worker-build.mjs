/**
 * Builds the Worker (`src/index.ts`) into `dist/worker/`: one main module and the modules it loads on demand
 * (docs/builds.md is about the client packages; this build is described in bench/README.md, "Startup").
 *
 * esbuild with `splitting`: every dynamic `import()` of the source (the MCP server, the docs page, the public pages,
 * federation…) becomes a module of its own, uploaded beside the main one by wrangler (`no_bundle`,
 * `find_additional_modules` and the `rules` of wrangler.toml) and evaluated by workerd only when a request first
 * imports it. What the main module imports statically is what every isolate evaluates before its first answer;
 * `test/app/bundle.node.test.ts` holds it to a budget.
 *
 * Two things wrangler's own bundler did, done here:
 * - Node's built-ins (`util`, `node:crypto`…) stay imports of the runtime's `node:` modules (nodejs_compat); a
 *   CommonJS `require()` of one gets an ES module that re-exports it (esbuild's own `require` shim cannot).
 * - `process.env.NODE_ENV` is "production" (libraries drop their development checks).
 * Five more: `qs`'s `side-channel` on the runtime's own maps (`sideChannelOnBuiltIns`, which also leaves out
 * `object-inspect`); zod's 63 error-message locales (`z.locales`, ~280 KiB minified) are replaced by English alone,
 * the locale zod configures by default (the service translates its own messages, src/i18n/catalogues/messages); zod's
 * `fromJSONSchema`, which the service never calls, by a function that throws (`zodWithoutFromJsonSchema`); `xss`,
 * `slugify` and `qs` evaluated by their first call rather than at load (`commonJsOnFirstCall`); and the
 * source's `z` is zod extended with `.openapi()` before any schema uses it (`zodExtendedFirst`: code splitting
 * would otherwise break that order).
 *
 * Usage: `node scripts/worker-build.mjs [--outdir DIR] [--no-minify] [--force]` (`--force`: build even when the
 * output's stamp says it is current). wrangler runs it (`[build]` in
 * wrangler.toml) before `wrangler dev` and `wrangler deploy`; `npm install` and `npm test` run it too. The
 * esbuild metafile goes to `<outdir>.meta.json` and the inputs' hash to `<outdir>.stamp` (beside the folder, so
 * they are not uploaded).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SCRIPT = fileURLToPath(import.meta.url);
const BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/** `util`, `node:util`, `node:dns/promises` → the runtime's `node:` module. */
const nodeBuiltins = {
  name: 'node-builtins',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_]+(\/[a-z_]+)?$/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      if (!BUILTINS.has(name)) return undefined;
      if (args.kind === 'require-call') return { path: name, namespace: 'node-require' };
      return { path: `node:${name}`, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'node-require' }, (args) => ({
      contents: `export * from "node:${args.path}"; export { default } from "node:${args.path}";`,
      loader: 'js',
    }));
  },
};

/** zod's `locales/index.js` (every language) → a module with English only. */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: path.join(path.dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};

/**
 * zod's `fromJSONSchema` (JSON Schema → zod, `classic/from-json-schema.js`) → a function that says it is not built
 * in. Nothing in the service converts JSON Schema into zod, but zod re-exports it from `z`, so its module was in
 * the core and evaluated at every start (a copy of zod's whole API into one object, about 1 ms, and 12 KiB).
 */
const zodWithoutFromJsonSchema = {
  name: 'zod-without-from-json-schema',
  setup(build) {
    build.onResolve({ filter: /\/from-json-schema\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: 'from-json-schema', namespace: 'zod-from-json-schema' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-from-json-schema' }, () => ({
      contents:
        'export function fromJSONSchema() { throw new Error("z.fromJSONSchema is left out of the Worker build ' +
        '(scripts/worker-build.mjs)"); }',
      loader: 'js',
    }));
  },
};

/**
 * `side-channel`, which `qs` keeps its cycle markers in → scripts/lib/side-channel.cjs, the same API on the runtime's
 * own `WeakMap` and `Map`, without the forty-odd modules (`get-intrinsic`, `call-bound`…) the package evaluates at
 * every isolate's start to guard against replaced built-ins.
 */
const SIDE_CHANNEL = path.join(ROOT, 'scripts', 'lib', 'side-channel.cjs');
const sideChannelOnBuiltIns = {
  name: 'side-channel-on-built-ins',
  setup(build) {
    build.onResolve({ filter: /^side-channel$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]qs[\\/]/.test(args.importer)) return undefined;
      return { path: SIDE_CHANNEL };
    });
  },
};

/**
 * `import { z } from '@hono/zod-openapi'` in the source → a module whose `z` is zod's (the package's own `z`) extended
 * with `.openapi()` by @asteasolutions/zod-to-openapi (as the package does), zod evaluated and extended by the first
 * use of `z` (a property read: `z.object`, `z.string`…).
 * - Extended first: with code splitting, esbuild points a re-exported binding straight at the chunk that defines it
 *   (zod's): a chunk that built schemas at load then did not import the chunk where @hono/zod-openapi runs
 *   `extendZodWithOpenApi(z)`, and `.openapi` was undefined there (every request of the built Worker answered 500).
 *   Here the extension runs before the first schema is built from this `z`.
 * - On first use: the source builds its schemas on first use (docs/performance.md, "What loads when"), but zod's
 *   modules defined its ~300 classes and @asteasolutions/zod-to-openapi its own when the core loaded, for requests
 *   that validate nothing (the service root, the hot answers). `require()` of a bundled ES module makes esbuild wrap
 *   it (and what it imports) in a function that the `require()` calls: zod's bytes stay in the core, zod is
 *   evaluated by the first read of a property of `z`. Any read does it, so no use can see zod unevaluated.
 */
const zodExtendedFirst = {
  name: 'zod-extended-first',
  setup(build) {
    build.onResolve({ filter: /^@hono\/zod-openapi$/ }, (args) => {
      if (!args.importer.startsWith(path.join(ROOT, 'src') + path.sep)) return undefined;
      return { path: '@hono/zod-openapi', namespace: 'zod-extended' };
    });
    // The packages' ES modules (their `import` condition), which the on-demand chunks' packages import: not their
    // CommonJS builds, a second copy of zod.
    build.onResolve({ filter: /^(zod|@asteasolutions\/zod-to-openapi)$/ }, async (args) => {
      if (args.namespace !== 'zod-extended') return undefined;
      const { path: file, errors } = await build.resolve(args.path, { kind: 'import-statement', resolveDir: ROOT });
      return errors.length > 0 ? { errors } : { path: file };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-extended' }, () => ({
      contents: [
        'let zod;',
        'function extended() {',
        '  if (zod === undefined) {',
        "    const { z } = require('zod');",
        "    require('@asteasolutions/zod-to-openapi').extendZodWithOpenApi(z);",
        '    zod = z;',
        '  }',
        '  return zod;',
        '}',
        'export const z = new Proxy({}, {',
        '  get: (_, key) => Reflect.get(extended(), key),',
        '  has: (_, key) => Reflect.has(extended(), key),',
        '  ownKeys: () => Reflect.ownKeys(extended()),',
        '  getOwnPropertyDescriptor: (_, key) => {',
        '    const descriptor = Reflect.getOwnPropertyDescriptor(extended(), key);',
        '    return descriptor && { ...descriptor, configurable: true };',
        '  },',
        '});',
      ].join('\n'),
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

/**
 * CommonJS packages the source imports (`xss`, `slugify`, `qs`) → modules with the same exports that evaluate the
 * package on their first call. esbuild wraps a CommonJS package in a function, and `import`ing it called that
 * function when the core loaded: `xss`'s and `cssfilter`'s tables (the CSS properties, the tags and their
 * attributes), `slugify`'s character maps (parsed twice) and `qs` with its dependencies were evaluated at every
 * isolate's start, for requests that sanitize, slug or parse nothing. A `require()` of a bundled CommonJS module is
 * that function's call where it stands: here, inside the first call. Only the exports the source uses are given
 * (a `FilterXSS` to build, `slugify` itself, `qs.parse` and `qs.stringify`): another import is a build error.
 */
const ON_FIRST_CALL = {
  xss: [
    'let xss;',
    'export class FilterXSS {',
    "  constructor(options) { xss ??= require('xss'); return new xss.FilterXSS(options); }",
    '}',
    'export default { FilterXSS };',
  ],
  slugify: [
    'let slugify;',
    "export default function (text, options) { slugify ??= require('slugify'); return slugify(text, options); }",
  ],
  qs: [
    'let qs;',
    "const lib = () => (qs ??= require('qs'));",
    'export default {',
    '  parse: (text, options) => lib().parse(text, options),',
    '  stringify: (value, options) => lib().stringify(value, options),',
    '};',
  ],
};
const commonJsOnFirstCall = {
  name: 'commonjs-on-first-call',
  setup(build) {
    const names = new RegExp(`^(${Object.keys(ON_FIRST_CALL).join('|')})$`);
    build.onResolve({ filter: names }, (args) => {
      if (args.namespace === 'on-first-call' || !args.importer.startsWith(path.join(ROOT, 'src') + path.sep)) {
        return undefined;
      }
      return { path: args.path, namespace: 'on-first-call' };
    });
    build.onLoad({ filter: /.*/, namespace: 'on-first-call' }, (args) => ({
      contents: ON_FIRST_CALL[args.path].join('\n'),
      loader: 'js',
      resolveDir: ROOT,
    }));
  },
};

/** Every file under `dir`, sorted (the build's inputs). */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A hash of what the build reads: the source, the locked dependencies and this script. An output stamped with it
 * is not built again: several `wrangler dev` of the test suite start at once, each running `[build]`.
 */
function inputsHash(options) {
  const hash = createHash('sha256').update(options);
  const sources = [...filesUnder(path.join(ROOT, 'src')), ...filesUnder(path.join(ROOT, 'bench', 'startup'))];
  for (const file of [...sources, path.join(ROOT, 'package-lock.json'), SCRIPT, SIDE_CHANNEL]) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Writes `contents` to `file` through a temporary file and a rename: a reader never sees half a module. */
function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** A chunk this build did not write is removed unless written this recently (by a concurrent build of other inputs). */
const STALE_CHUNK_MS = 60_000;

/**
 * Builds the Worker (`entry`: src/index.ts, or the bench's bench/startup/core.ts) into `outdir` unless its stamp
 * says it is built from the same inputs; returns esbuild's
 * metafile (read back from `<outdir>.meta.json` when nothing was built). Files are written one by one atomically
 * and the chunks' names are hashes of their contents, so two builds at once write the same files; the old chunks
 * are removed unless another build wrote them within the last minute. `plugins`: more esbuild plugins, after this
 * build's own (bench/startup/profile.mjs marks each module's top level; such a build must `force`, the stamp does
 * not know them).
 */
export async function buildWorker({
  outdir = path.join(ROOT, 'dist', 'worker'),
  entry = path.join(ROOT, 'src', 'index.ts'),
  minify = true,
  force = false,
  plugins = [],
} = {}) {
  const stamp = inputsHash(`${minify} ${path.relative(ROOT, entry)}`);
  const stampFile = `${outdir}.stamp`;
  const metaFile = `${outdir}.meta.json`;
  const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (built && !force && fs.existsSync(path.join(outdir, 'index.js')) && fs.existsSync(metaFile)) {
    return JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  }
  const esbuild = await import('esbuild');
  const production = JSON.stringify('production');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { index: entry },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*'],
    define: {
      'process.env.NODE_ENV': production,
      'global.process.env.NODE_ENV': production,
      'globalThis.process.env.NODE_ENV': production,
    },
    plugins: [
      nodeBuiltins,
      zodEnglishOnly,
      zodWithoutFromJsonSchema,
      sideChannelOnBuiltIns,
      commonJsOnFirstCall,
      zodExtendedFirst,
      ...plugins,
    ],
    minify,
    keepNames: false,
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    write: false,
  });
  const written = new Set();
  // The chunks first, the main module last: a `wrangler dev` that reloads meanwhile finds what it imports.
  const isMain = (file) => Number(!file.path.includes(`${path.sep}chunks${path.sep}`));
  const files = [...result.outputFiles].sort((a, b) => isMain(a) - isMain(b));
  for (const file of files) {
    writeAtomically(file.path, file.contents);
    written.add(file.path);
  }
  const chunks = path.join(outdir, 'chunks');
  for (const name of fs.existsSync(chunks) ? fs.readdirSync(chunks) : []) {
    const file = path.join(chunks, name);
    if (!written.has(file) && Date.now() - fs.statSync(file).mtimeMs > STALE_CHUNK_MS) fs.rmSync(file, { force: true });
  }
  writeAtomically(metaFile, JSON.stringify(result.metafile));
  writeAtomically(stampFile, stamp);
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      outdir: { type: 'string' },
      'no-minify': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  await buildWorker({
    outdir: values.outdir ? path.resolve(values.outdir) : undefined,
    minify: !values['no-minify'],
    force: values.force,
  });
}
