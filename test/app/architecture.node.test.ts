import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import config, { forbiddenRules, KNOWN_EXCEPTIONS, LAYERS, pathsPattern } from '../../.dependency-cruiser';

/**
 * The architecture rules of `src/` (docs/tests.md, "Architecture rules"), checked on every `npm test`: the
 * import rules by dependency-cruiser (`.dependency-cruiser.ts`), the rules about a file's text here. A broken
 * rule fails with its name and its reason.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = resolve(import.meta.dirname, 'architecture-fixture');

interface Broken {
  rule: string;
  from: string;
  to: string;
}

/** The dependency rules broken under `baseDir/src`, with `exceptions` exempt. */
async function brokenImports(
  baseDir: string,
  exceptions = KNOWN_EXCEPTIONS,
): Promise<{ broken: Broken[]; modules: number }> {
  const forbidden = forbiddenRules(exceptions);
  const { output } = await cruise(['src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  });
  const result = output as ICruiseResult;
  const broken = result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to,
  }));
  return { broken, modules: result.summary.totalCruised };
}

/** What a reader of a failed run needs: each rule broken, why it exists, and where. */
function report(broken: { rule: string; where: string }[], reasons: Record<string, string>): string {
  const rules = [...new Set(broken.map((b) => b.rule))];
  return rules
    .map((rule) => {
      const where = broken.filter((b) => b.rule === rule).map((b) => `  - ${b.where}`);
      return `rule ${rule} broken: ${reasons[rule] ?? ''}\n${where.join('\n')}`;
    })
    .join('\n\n');
}

const importReasons = Object.fromEntries(forbiddenRules().map((rule) => [rule.name, rule.comment ?? '']));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** `src/` files by their path from the repository root (`src/http/routes/route.ts`). */
const sources = () =>
  files(join(ROOT, 'src'))
    .map((path) => relative(ROOT, path).replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.ts'));

/** The bindings of wrangler.toml (D1, assets, queues, rate limiters): every name outside `[vars]`. */
function bindingNames(toml: string): Set<string> {
  const names = new Set<string>();
  for (const section of toml.split(/^(?=\[)/m).slice(1)) {
    if (/^\[vars\]/.test(section)) continue;
    for (const match of section.matchAll(/^\s*(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]*)"/gm)) names.add(match[1]!);
  }
  return names;
}

/** The upper-case names a source text reads from an `env` object: `env.X`, `env?.X`, `env['X']`, `{ X } = env`. */
function envReads(text: string): string[] {
  const reads = [
    ...text.matchAll(/\benv\s*\??\.\s*([A-Z][A-Z0-9_]*)\b|\benv\s*\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g),
  ].map((match) => match[1] ?? match[2]!);
  for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*(?:[\w.]+\.)?env\b/g)) {
    reads.push(...(match[1]!.match(/\b[A-Z][A-Z0-9_]*\b/g) ?? []));
  }
  return reads;
}

/**
 * Module-level tables declared as plain objects keyed by any text: `const X: Record<string, …> = {`,
 * `const X: Readonly<Record<string, …>> = {`, `const X: { [key: string]: … } = {`.
 */
function textKeyedTables(text: string): string[] {
  const declaration =
    /^(?:export )?const (\w+)\s*:\s*(?:Readonly<|Partial<)*(?:Record<\s*string\s*,|\{\s*(?:readonly\s+)?\[\w+:\s*string\])(?:=>|[^=])*=\s*\{/gm;
  return [...text.matchAll(declaration)].map((match) => match[1]!);
}

/** Strings that only a test seam puts in production code (docs/tests.md, "Seams"). */
const SEAMS = ['TEST_FAULTS', 'x-test-fault', 'CHECK_SQL_COLUMNS', 'RATE_LIMIT_STRICT', 'x-test-rate-limit'];
const MAX_LINES = 300;
const MAX_FILES_PER_FOLDER = 16;

const textReasons = {
  'config-read-once':
    'wrangler vars are parsed and validated once, in src/config.ts, and read from c.var.config (or configOf(env)); ' +
    'only bindings are read from env',
  'no-file-over-300-lines': `a file of src/ stays under ${MAX_LINES} lines (the catalogues of src/i18n/ excepted): split it by concern`,
  'no-folder-over-16-files': `a folder of src/ holds at most ${MAX_FILES_PER_FOLDER} source files side by side: one that grows past that gets rooms by role, subfolders (docs/ARCHITECTURE.md, "Folder map")`,
  'no-test-seam-in-src':
    'production code has no switch for the tests: they wrap the bindings instead (test/helpers/d1.ts, ' +
    'vitest.config.ts; docs/tests.md "Seams")',
  'no-text-keyed-object-table':
    'a table looked up by text is a Map (or a typed `as const` object indexed only by its own keys): looked up in a ' +
    'plain object, a word such as `constructor` finds the member of Object.prototype (docs/security.md, "Words that ' +
    'name a member of Object.prototype")',
  'every-file-on-a-layer': `every file of src/ belongs to one layer of .dependency-cruiser.ts (${LAYERS.map((l) => l.name).join(' < ')}): add a new folder to one`,
};

describe('architecture of src/', () => {
  it('keeps the import rules: no cycle, no value import up the layers, resources through their doors, the database through resources, luxon in time/, no Hono below the handlers', async () => {
    const { broken, modules } = await brokenImports(ROOT);
    // The parser saw the sources (a cruise that read nothing would break no rule either).
    expect(modules).toBeGreaterThan(150);
    const where = broken.map((b) => ({ rule: b.rule, where: `${b.from} → ${b.to}` }));
    expect(report(where, importReasons), 'architecture rules broken').toBe('');
  });

  it('lists only known exceptions that still break their rule', async () => {
    const { broken } = await brokenImports(ROOT, []);
    const stale = KNOWN_EXCEPTIONS.filter(
      (exception) => !broken.some((b) => b.rule === exception.rule && b.from === exception.path),
    ).map((exception) => ({
      rule: exception.rule,
      where: `${exception.path} no longer breaks it: remove it from KNOWN_EXCEPTIONS (.dependency-cruiser.ts)`,
    }));
    expect(report(stale, importReasons), 'stale known exceptions').toBe('');
  });

  it('puts every file on a layer', () => {
    const layered = new RegExp(pathsPattern(LAYERS.flatMap((layer) => layer.paths)));
    const where = sources()
      .filter((path) => !layered.test(path))
      .map((path) => ({ rule: 'every-file-on-a-layer', where: path }));
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });

  it('reads wrangler vars only in src/config.ts', () => {
    const bindings = bindingNames(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'));
    expect([...bindings].sort()).toEqual([
      'ASSETS',
      'DB',
      'FEDERATION_QUEUE',
      'HOOKS_QUEUE',
      'RATE_LIMIT_ANONYMOUS',
      'RATE_LIMIT_FEDERATION',
      'RATE_LIMIT_SIGN_IN',
      'RATE_LIMIT_TOKEN',
    ]);
    let bindingReads = 0;
    const where = sources()
      .filter((path) => path !== 'src/config.ts')
      .flatMap((path) => {
        const reads = envReads(readFileSync(join(ROOT, path), 'utf8'));
        bindingReads += reads.filter((name) => bindings.has(name)).length;
        return reads
          .filter((name) => !bindings.has(name))
          .map((name) => ({ rule: 'config-read-once', where: `${path}: env.${name}` }));
      });
    // The scan sees the bindings' reads (a pattern that matched nothing would find no var either).
    expect(bindingReads).toBeGreaterThan(2);
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });

  it(`keeps every file of src/ under ${MAX_LINES} lines, the catalogues excepted`, () => {
    const where = sources()
      .filter((path) => !path.startsWith('src/i18n/'))
      .map((path) => ({ path, lines: readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => ({ rule: 'no-file-over-300-lines', where: `${path}: ${lines} lines` }));
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });

  it(`keeps every folder of src/ at ${MAX_FILES_PER_FOLDER} source files side by side or fewer`, () => {
    const perFolder = new Map<string, number>();
    for (const path of sources()) {
      const folder = path.slice(0, path.lastIndexOf('/'));
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    // The scan saw the folders (a pattern that matched nothing would find no crowded folder either).
    expect(perFolder.get('src/resources/events/list')).toBeGreaterThan(5);
    const where = [...perFolder]
      .filter(([, count]) => count > MAX_FILES_PER_FOLDER)
      .map(([folder, count]) => ({ rule: 'no-folder-over-16-files', where: `${folder}/: ${count} files` }));
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });

  it('keeps no table keyed by text in a plain object', () => {
    const where = sources()
      .filter((path) => !path.startsWith('src/i18n/catalogues/'))
      .flatMap((path) =>
        textKeyedTables(readFileSync(join(ROOT, path), 'utf8')).map((name) => ({
          rule: 'no-text-keyed-object-table',
          where: `${path}: ${name}`,
        })),
      );
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });

  it('has no test seam in src/ or wrangler.toml', () => {
    const where = [...files(join(ROOT, 'src')).map((path) => relative(ROOT, path)), 'wrangler.toml'].flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8').toLowerCase();
      return SEAMS.filter((seam) => text.includes(seam.toLowerCase())).map((seam) => ({
        rule: 'no-test-seam-in-src',
        where: `${path}: ${seam}`,
      }));
    });
    expect(report(where, textReasons), 'architecture rules broken').toBe('');
  });
});

describe('the architecture rules catch what they forbid', () => {
  it('finds each broken import rule of a small tree, naming the rule and why', async () => {
    const { broken } = await brokenImports(FIXTURE, []);
    // A package by its name: which of its files resolves depends on its `exports`.
    const found = broken.map((b) => `${b.rule}: ${b.from} → ${b.to.replace(/^.*node_modules\/([^/]+)\/.*$/, '$1')}`);
    expect(found.sort()).toEqual(
      [
        'luxon-only-in-time: src/resources/thing/thing.writes.ts → luxon',
        'no-cycle: src/resources/thing/a.ts → src/resources/thing/b.ts → src/resources/thing/a.ts',
        'no-hono-below-handlers: src/resources/thing/thing.writes.ts → hono',
        'no-value-import-up-from-db: src/db/client.ts → src/http/errors.ts',
        'features-reach-the-database-through-resources: src/pages/page.ts → src/db/client.ts',
        'resources-through-their-doors: src/pages/page.ts → src/resources/thing/thing.writes.ts',
        'resources-through-their-doors: src/federation/federation.heavy.ts → src/resources/thing/thing.writes.ts',
        'federation-loaded-lazily: src/app.ts → src/federation/federation.heavy.ts',
        'federation-keeps-to-its-tables: src/federation/federation.heavy.ts → src/db/schema/posts.ts',
        'features-reach-the-database-through-resources: src/federation/federation.heavy.ts → src/db/schema/posts.ts',
        'editor-loaded-on-demand: src/editor/index.ts → src/editor/editor.app.ts',
        'features-reach-the-database-through-resources: src/editor/editor.app.ts → src/db/client.ts',
        'resources-through-their-doors: src/editor/editor.app.ts → src/resources/thing/thing.writes.ts',
        'webauthn-only-in-editor: src/http/passkeys.ts → @simplewebauthn',
      ].sort(),
    );
    const text = report(
      broken.map((b) => ({ rule: b.rule, where: `${b.from} → ${b.to}` })),
      importReasons,
    );
    expect(text).toContain('rule no-value-import-up-from-db broken: src/ is built in layers (ground < config < db');
    expect(text).toContain('rule luxon-only-in-time broken: time-zone arithmetic lives in src/time/ only');
    expect(text).toContain('rule resources-through-their-doors broken: outside src/resources/, a resource is imported');
  });

  it('finds tables keyed by text in any spelling, and leaves Maps and typed tables alone', () => {
    const text = [
      'const A: Record<string, number> = { a: 1 };',
      'export const B: Readonly<Record<string, string>> = {',
      'const C: { [key: string]: number } = {};',
      'const D: Partial<Record<string, () => boolean>> = { x: () => true };',
      'const E: ReadonlyMap<string, number> = new Map(Object.entries({ a: 1 }));',
      "const F: Record<Lang, string> = { ca: 'x', en: 'y', es: 'z' };",
      'const G = { a: 1 } as const;',
      '  const local: Record<string, number> = {};',
    ].join('\n');
    expect(textKeyedTables(text)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('finds wrangler var reads in any spelling', () => {
    expect(
      envReads(
        'c.env.ICS_MAX_EVENTS; env?.RATE_LIMITS; c.env["SYNC_RETENTION_DAYS"]; const { HOOK_DEBOUNCE_SECONDS, DB } = c.env; env.DB; c.var.config.x',
      ),
    ).toEqual(['ICS_MAX_EVENTS', 'RATE_LIMITS', 'SYNC_RETENTION_DAYS', 'DB', 'HOOK_DEBOUNCE_SECONDS', 'DB']);
  });
});
