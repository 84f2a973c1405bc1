/**
 * The architecture rules of `src/` that dependency-cruiser checks (docs/tests.md, "Architecture rules").
 * `test/app/architecture.node.test.ts` runs them in `npm test` and fails naming the rule and its reason; the
 * rules that are about a file's text rather than its imports (vars, lengths, test seams) are in that test.
 * `npx depcruise src` runs the same rules from the command line.
 */
import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';

/** A floor of the house: what its files are for, and the `src/` paths that belong to it. */
export interface Layer {
  name: string;
  holds: string;
  paths: string[];
}

/** The features: what the service does above the resources, each a folder of its own (docs/ARCHITECTURE.md). */
const FEATURES = ['src/pages/', 'src/sync/', 'src/docs/', 'src/mcp/', 'src/editor/', 'src/federation/'];

/**
 * The named modules of the sync log: the only files of the features that reach `src/db/` themselves. The change
 * log, the build hooks and their deliveries (`src/sync/sync.log.ts`), and federation's part of it, its store
 * (`src/federation/store/`: where its runs stand in the change log, what it sent of each item, its followers, and
 * what Fedify keeps: keys and cache), which no resource owns. Every other read or write of the database goes through
 * a resource's door (docs/ARCHITECTURE.md, "Rooms and doors").
 */
export const SYNC_LOG_MODULES = ['src/sync/sync.log.ts', 'src/federation/store/'];

/**
 * The layers, from the ground up. A file may import values from its own layer and the ones below, never from a
 * layer above; `import type` may point anywhere (it leaves no trace at run time).
 */
export const LAYERS: Layer[] = [
  {
    name: 'ground',
    holds: 'dates and zones, languages and catalogues, text safety and words',
    paths: ['src/time/', 'src/i18n/', 'src/text/'],
  },
  {
    name: 'config',
    holds: 'the parsed vars (env.ts: types only)',
    paths: ['src/config.ts', 'src/config.values.ts', 'src/env.ts'],
  },
  { name: 'db', holds: 'the schema, the metered D1 client and its own errors', paths: ['src/db/'] },
  {
    name: 'http',
    holds: "request plumbing, callers and tokens, the importer's overrides",
    paths: ['src/http/', 'src/auth/', 'src/import/'],
  },
  { name: 'resources', holds: 'events, venues, organizers, terms', paths: ['src/resources/'] },
  {
    name: 'features',
    holds: 'public pages, sync, the API documents, MCP, the editor, federation',
    paths: FEATURES,
  },
  { name: 'app', holds: 'the composition', paths: ['src/endpoints.ts', 'src/app.ts', 'src/index.ts'] },
];

/** The rule that keeps the features' hands off the database (see {@link forbiddenRules}). */
const DATABASE_RULE = 'features-reach-the-database-through-resources';

/**
 * Known breaches of a rule, each with the change that removes it. A listed file is exempt from that one rule only,
 * and the architecture test fails when a listed file no longer breaks its rule, so the list cannot outlive its
 * reasons; a new breach is fixed rather than listed. None today: federation's statements (issue 36, landed while the
 * database rule was written) gathered in its store, a named module of the sync log ({@link SYNC_LOG_MODULES}).
 */
export const KNOWN_EXCEPTIONS: { rule: string; path: string }[] = [];

/** The regular expression of exactly one file. */
const exactPath = (path: string) => `^${path.replaceAll('.', '[.]')}$`;

/** The regular expression of a layer's paths: a folder and everything in it, or one file. */
export const pathsPattern = (paths: string[]) =>
  paths.map((path) => (path.endsWith('/') ? `^${path}` : exactPath(path))).join('|');

/** The files exempt from `rule` (see {@link KNOWN_EXCEPTIONS}). */
function exempt(rule: string, exceptions: typeof KNOWN_EXCEPTIONS): string[] {
  return exceptions.filter((exception) => exception.rule === rule).map((exception) => exactPath(exception.path));
}

/** The rules, with `exceptions` exempt (the test also runs them with none, to check each exception still holds). */
export function forbiddenRules(exceptions = KNOWN_EXCEPTIONS): IForbiddenRuleType[] {
  const upward = LAYERS.slice(0, -1).map((layer, index): IForbiddenRuleType => {
    const name = `no-value-import-up-from-${layer.name}`;
    const below = LAYERS.slice(0, index + 1);
    return {
      name,
      comment:
        `src/ is built in layers (${LAYERS.map((l) => l.name).join(' < ')}): ${layer.paths.join(', ')} ` +
        `(${layer.holds}) may import values only from ${below.map((l) => l.name).join(', ')}, ` +
        'never from a layer above it (an `import type` may point anywhere)',
      severity: 'error',
      from: { path: pathsPattern(layer.paths), pathNot: exempt(name, exceptions) },
      to: {
        path: '^src/',
        pathNot: pathsPattern(below.flatMap((l) => l.paths)),
        dependencyTypesNot: ['type-only'],
      },
    };
  });
  return [
    {
      name: 'no-cycle',
      comment: 'src/ has no import cycle (type-only imports included): each module reads on its own, bottom up',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...upward,
    {
      name: 'luxon-only-in-time',
      comment: 'time-zone arithmetic lives in src/time/ only: nothing else imports luxon',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/time/', ...exempt('luxon-only-in-time', exceptions)] },
      to: { path: '(^|/)node_modules/(@types/)?luxon/|^luxon$' },
    },
    {
      name: 'resources-through-their-doors',
      comment:
        'outside src/resources/, a resource is imported only through its door, src/resources/<resource>/index.ts ' +
        '(types included): what it exports is what other folders may use, and its rooms stay free to change',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/resources/', ...exempt('resources-through-their-doors', exceptions)] },
      to: { path: '^src/resources/[^/]+/.', pathNot: '^src/resources/[^/]+/index[.]ts$' },
    },
    {
      name: DATABASE_RULE,
      comment:
        `the features (${FEATURES.join(', ')}) read and write through the resources' doors (their public reads use ` +
        `one visibility rule), never src/db/ or SQL of their own; only the named modules of the sync log ` +
        `(${SYNC_LOG_MODULES.join(', ')}) reach the database themselves`,
      severity: 'error',
      from: {
        path: pathsPattern(FEATURES),
        pathNot: [pathsPattern(SYNC_LOG_MODULES), ...exempt(DATABASE_RULE, exceptions)],
      },
      // A type (the scope's `Db`) reaches nothing at run time.
      to: { path: '^src/db/|(^|/)node_modules/drizzle-orm/|^drizzle-orm(/|$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'federation-keeps-to-its-tables',
      comment:
        'of src/db/, src/federation/ (docs/federation.md) uses only its own tables, the change log, the client and ' +
        'the batch runner; its events come through the events door (an `import type` may point anywhere)',
      severity: 'error',
      from: { path: '^src/federation/', pathNot: exempt('federation-keeps-to-its-tables', exceptions) },
      to: {
        path: '^src/db/',
        pathNot: ['^src/db/schema/(federation|sync)[.]ts$', '^src/db/(client|batch)[.]ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'federation-loaded-lazily',
      comment:
        'Fedify and the federation code are loaded by import() on first use (docs/federation.md): outside ' +
        'src/federation/ only its door (index.ts) is imported statically, and the door imports nothing heavy',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/federation/(?!index[.]ts$)', ...exempt('federation-loaded-lazily', exceptions)],
      },
      to: {
        path: '(^|/)node_modules/@fedify/|^src/federation/(?!index[.]ts$|federation[.]message[.]ts$|store/store[.](run|followers)[.]ts$)',
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'no-hono-below-handlers',
      comment:
        'queries, writes and mappers (*.queries.ts, *.writes*.ts, *.mapper.ts, and the rooms below the handlers: ' +
        'list/, write/, wire/) are plain functions of an explicit scope (database, language, caller, URLs): they ' +
        "never import Hono or take a request's context",
      severity: 'error',
      from: {
        path: '^src/.+[.](queries|writes|mapper)[.]ts$|^src/.+[.]writes[.][a-z]+[.]ts$|^src/resources/[^/]+/(list|write|wire)/',
        pathNot: exempt('no-hono-below-handlers', exceptions),
      },
      to: { path: '(^|/)node_modules/hono/|^hono(/|$)' },
    },
    ...editorRules(exceptions),
  ];
}

/**
 * The editor's room (docs/editor.md, "Where the code is"): it is loaded on demand, so the API's startup never
 * evaluates it, nor the WebAuthn library. Like every feature it reaches the content through the resources' doors
 * and never the database (the rules above); its own tables are reached through src/auth/.
 */
function editorRules(exceptions: typeof KNOWN_EXCEPTIONS): IForbiddenRuleType[] {
  type Paths = { path: string; pathNot?: string };
  const rule = (name: string, comment: string, from: Paths, to: Paths & { dependencyTypesNot?: string[] }) =>
    ({
      name,
      comment,
      severity: 'error',
      from: { ...from, pathNot: [...(from.pathNot ? [from.pathNot] : []), ...exempt(name, exceptions)] },
      to,
    }) as IForbiddenRuleType;
  return [
    rule(
      'editor-loaded-on-demand',
      'src/editor/index.ts (the door the app registers) loads the rest of the editor with a dynamic import(), so ' +
        "the Worker's startup never evaluates it; nothing outside src/editor/ imports past that door",
      // The door itself, and every file outside the editor (the editor's own files import each other freely).
      { path: '^src/', pathNot: '^src/editor/(?!index[.]ts$)' },
      {
        path: '^src/editor/',
        pathNot: '^src/editor/index[.]ts$',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    ),
    rule(
      'webauthn-only-in-editor',
      'the WebAuthn library is loaded with the editor, on demand: no module the API loads at startup imports it',
      { path: '^src/', pathNot: '^src/editor/' },
      { path: '(^|/)node_modules/@simplewebauthn/' },
    ),
  ];
}

const config: IConfiguration = {
  forbidden: forbiddenRules(),
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet: swc parses the sources.
    parser: 'swc',
    // Type-only imports are dependencies too (the cycle rule counts them; the layer rules let them pass).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Packages' `exports` maps (`hono/secure-headers`, `chrono-node/en`), as the bundler resolves them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
    },
  },
};

export default config;
