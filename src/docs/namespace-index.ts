import { NAMESPACE, routeRegExp, writeParams } from '../http/path';
import type { ApiRoute } from '../http/routes/route';
import { docTexts } from '../i18n/catalogues/docs';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { localize } from './localize';
import { cachedKeyedDocument, type OpenApiDocument } from './openapi';

/**
 * The WordPress-style namespace index (docs/original.md#namespace-index), derived from the same route list (`src/endpoints.ts`) and the same generated
 * parameter schemas as `/doc`: one entry per path in registration order, its methods, and per endpoint the
 * arguments reduced to JSON-schema keywords plus `required`.
 */

/** JSON-schema keywords an index argument keeps (WordPress's `rest_get_allowed_schema_keywords`, in short). */
const KEYWORDS = [
  'type',
  'format',
  'enum',
  'items',
  'oneOf',
  'anyOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'default',
] as const;

type Arg = Record<string, unknown>;
interface Endpoint {
  methods: string[];
  /** PHP's empty array (`[]`) when the endpoint declares no argument. */
  args: Record<string, Arg> | [];
}
export interface IndexEntry {
  namespace: string;
  methods: string[];
  endpoints: Endpoint[];
  _links?: { self: { href: string }[] };
}

interface PathEntry {
  /** OpenAPI path relative to the namespace (`/events/{id}`). */
  path: string;
  entry: IndexEntry;
}

/** `/events/{id}` → `/calendar/events/v1/events/(?P<id>\d+)`: the route key of the original. */
export function wordpressRoute(path: string, namespace = NAMESPACE): string {
  const relative = path === '/' ? '' : path;
  return `/${namespace}${writeParams(relative, (name, pattern) => `(?P<${name}>${pattern ?? '[^/]+'})`)}`;
}

function keywordsOf(schema: unknown): Arg {
  const out: Arg = {};
  if (schema === null || typeof schema !== 'object') return out;
  for (const keyword of KEYWORDS) {
    const value = (schema as Arg)[keyword];
    if (value !== undefined) out[keyword] = value;
  }
  return out;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
interface BodySchema {
  properties?: Record<string, Arg>;
  required?: string[];
}

/** The arguments of one operation: path parameters, query parameters, then body fields. */
function argsOf(document: OpenApiDocument, route: ApiRoute): Endpoint['args'] {
  const operation = document.paths?.[route.path]?.[route.method];
  const args: Record<string, Arg> = {};
  const parameters = ((operation?.parameters ?? []) as Parameter[]).filter((p) => 'name' in p);
  const ordered = [...parameters.filter((p) => p.in === 'path'), ...parameters.filter((p) => p.in !== 'path')];
  for (const p of ordered) {
    args[p.name] ??= { ...keywordsOf(p.schema), description: p.description, required: Boolean(p.required) };
  }
  const body = (operation?.requestBody as { content?: Record<string, { schema?: BodySchema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    args[name] ??= {
      ...keywordsOf(schema),
      description: schema.description,
      required: body?.required?.includes(name) ?? false,
    };
  }
  return Object.keys(args).length > 0 ? args : [];
}

const WRITES = new Set(['post', 'put', 'patch']);

/** The keyed index entries, one per path, in registration order. */
export function keyedIndex(routes: readonly ApiRoute[], document: OpenApiDocument): PathEntry[] {
  const byPath = new Map<string, { entry: IndexEntry; last?: { method: string; args: string } }>();
  for (const route of routes) {
    let group = byPath.get(route.path);
    if (!group) {
      group = { entry: { namespace: NAMESPACE, methods: [], endpoints: [] } };
      byPath.set(route.path, group);
    }
    const method = route.method.toUpperCase();
    const args = argsOf(document, route);
    const signature = JSON.stringify(args);
    group.entry.methods.push(method);
    // POST, PUT and PATCH of one item share an endpoint, as WordPress's EDITABLE.
    const previous = group.entry.endpoints.at(-1);
    if (previous && group.last && WRITES.has(group.last.method) && WRITES.has(route.method)) {
      if (group.last.args === signature) {
        previous.methods.push(method);
        continue;
      }
    }
    group.entry.endpoints.push({ methods: [method], args });
    group.last = { method: route.method, args: signature };
  }
  return [...byPath].map(([path, { entry }]) => ({ path, entry }));
}

let cache: { document: OpenApiDocument; keyed: PathEntry[]; localized: Map<Lang, PathEntry[]> } | undefined;

/** The index entries of `routes` with texts in `lang` (cached per language; no URLs yet). */
export function indexEntries(routes: readonly ApiRoute[], lang: Lang): PathEntry[] {
  const document = cachedKeyedDocument(routes);
  if (cache?.document !== document) cache = { document, keyed: keyedIndex(routes, document), localized: new Map() };
  let entries = cache.localized.get(lang);
  if (!entries) {
    entries = localize(cache.keyed, lang);
    cache.localized.set(lang, entries);
  }
  return entries;
}

/**
 * An entry with its `_links.self` under `apiBase` (only for paths without placeholders, as WordPress), named by the
 * namespace the request used: through the WordPress paths the index's own `namespace` argument defaults to
 * `tribe/events/v1`, the name that request answers to (as the original's index).
 */
export function withLinks({ path, entry }: PathEntry, apiBase: string, namespace = NAMESPACE): IndexEntry {
  const named = namespace === entry.namespace ? entry : { ...entry, namespace, endpoints: renamed(entry, namespace) };
  if (path.includes('{')) return named;
  return { ...named, _links: { self: [{ href: `${apiBase}${path === '/' ? '' : path}` }] } };
}

/** `entry`'s endpoints with the default of a `namespace` argument (the index's own) set to `namespace`. */
function renamed(entry: IndexEntry, namespace: string): Endpoint[] {
  return entry.endpoints.map((endpoint) => {
    const args = endpoint.args;
    if (Array.isArray(args) || args.namespace?.default !== entry.namespace) return endpoint;
    return { ...endpoint, args: { ...args, namespace: { ...args.namespace, default: namespace } } };
  });
}

/** The routes of the namespace keyed as WordPress keys them, with links under `apiBase`. */
export function indexRoutes(routes: readonly ApiRoute[], lang: Lang, apiBase: string, namespace = NAMESPACE) {
  return Object.fromEntries(
    indexEntries(routes, lang).map((item) => [
      wordpressRoute(item.path, namespace),
      withLinks(item, apiBase, namespace),
    ]),
  );
}

/**
 * The whole index under a root: `apiBase` is the namespace URL, `upUrl` the service root, `namespace` the
 * namespace name the request used (`tribe/events/v1` through the WordPress paths), `mcpUrl` the root's MCP server
 * (a link of its own beside `up`: docs/mcp.md).
 */
export function namespaceIndex(
  routes: readonly ApiRoute[],
  lang: Lang,
  apiBase: string,
  upUrl: string,
  namespace = NAMESPACE,
  mcpUrl?: string,
) {
  const mcp = mcpUrl ? { mcp: [{ href: mcpUrl, title: lookup(docTexts, lang, 'mcp.server') }] } : {};
  return {
    namespace,
    routes: indexRoutes(routes, lang, apiBase, namespace),
    _links: { up: [{ href: upUrl }], ...mcp },
  };
}

/** The entry whose route matches `relativePath` (a path under the namespace, lowercased), for `OPTIONS`. */
export function entryForPath(routes: readonly ApiRoute[], lang: Lang, relativePath: string): PathEntry | undefined {
  return indexEntries(routes, lang).find(({ path }) => routeRegExp(path).test(relativePath));
}
