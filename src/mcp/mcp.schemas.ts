import type { ResponseName } from '../docs/components';
import { localize, withRootLanguage } from '../docs/localize';
import type { OpenApiDocument } from '../docs/openapi';
import { MAX_PER_PAGE } from '../http/routes/pagination';
import type { ApiRoute } from '../http/routes/route';
import type { Lang } from '../i18n/languages';
import { LOCAL_OUTPUTS } from './mcp.local';
import { TOOLS, type Tool } from './mcp.tools';

/**
 * The tools' JSON Schemas, derived from the OpenAPI document of `/doc` (itself generated from the routes' zod
 * schemas, `src/docs/openapi.ts`): a tool's input is its operations' parameters and body fields, its output the
 * component schema of their success response. Nothing is declared twice, so a parameter or field added to a route
 * appears in its tool. Descriptions are catalogue keys until `localize` swaps them, as in `/doc`.
 */

export type JsonSchema = Record<string, unknown>;

/** What a tool call needs to know of its operations: their routes and the arguments the tool takes. */
export interface ToolShape {
  tool: Tool;
  /** The tool's operations' routes, in the tool's order. */
  routes: ApiRoute[];
  /** The JSON Schema of the arguments (texts are keys). */
  input: JsonSchema & { properties: Record<string, JsonSchema>; required: string[] };
  /** The JSON Schema of the structured result (texts are keys). */
  output: JsonSchema;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

/** The REST limits a tool declares where REST clamps instead of refusing (docs/mcp.md, "Arguments"). */
export const MAXIMUM = { per_page: MAX_PER_PAGE } as const;

function operationOf(document: OpenApiDocument, route: ApiRoute): Record<string, unknown> {
  const operation = document.paths?.[route.path]?.[route.method] as Record<string, unknown> | undefined;
  if (!operation) throw new Error(`${route.operationId} is not in the document`);
  return operation;
}

/** The arguments of `routes` (path parameters, query parameters, then body fields), less `omit`. */
function inputOf(document: OpenApiDocument, routes: ApiRoute[], omit: readonly string[]): ToolShape['input'] {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(document, route);
    const parameters = ((operation.parameters ?? []) as Parameter[]).filter((p) => 'name' in p);
    const ordered = [...parameters.filter((p) => p.in === 'path'), ...parameters.filter((p) => p.in !== 'path')];
    for (const p of ordered) {
      if (omit.includes(p.name) || properties[p.name]) continue;
      properties[p.name] = { ...p.schema, ...(p.description ? { description: p.description } : {}) };
      // With several operations (by id or by slug), either address will do: none of them is required.
      if (p.required && (p.in !== 'path' || routes.length === 1)) required.add(p.name);
    }
    const body = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
      ?.content?.['application/json']?.schema as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(body?.properties ?? {})) {
      if (omit.includes(name) || properties[name]) continue;
      properties[name] = schema;
      if (body.required?.includes(name)) required.add(name);
    }
  }
  for (const [name, maximum] of Object.entries(MAXIMUM)) {
    if (properties[name]) properties[name] = { ...properties[name], maximum };
  }
  return { type: 'object', properties, required: [...required], additionalProperties: false };
}

/**
 * A component schema as a standalone JSON Schema: its own keywords at the root (MCP clients read `type` there),
 * the components it refers to, transitively, under `$defs`.
 */
export function componentSchema(document: OpenApiDocument, name: ResponseName): JsonSchema {
  const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const defs: Record<string, unknown> = {};
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        const target = inner.slice('#/components/schemas/'.length);
        if (!(target in defs)) {
          defs[target] = {};
          defs[target] = rewrite(components[target]);
        }
        out[key] = `#/$defs/${target}`;
      } else {
        out[key] = rewrite(inner);
      }
    }
    return out;
  };
  const root = rewrite(components[name]) as JsonSchema;
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}

/** The keyed shapes of every tool, from the document and the routes of `/doc`. */
export function toolShapes(document: OpenApiDocument, routes: readonly ApiRoute[]): ToolShape[] {
  const byId = new Map(routes.map((route) => [route.operationId, route]));
  return TOOLS.map((tool) => {
    const own = tool.operations.map((id) => {
      const route = byId.get(id);
      if (!route) throw new Error(`The ${tool.name} tool names an unknown operation: ${id}`);
      return route;
    });
    const output = tool.kind === 'rest' ? componentSchema(document, tool.output) : LOCAL_OUTPUTS[tool.kind];
    return { tool, routes: own, input: inputOf(document, own, tool.omit), output };
  });
}

let cache: { document: OpenApiDocument; keyed: ToolShape[]; localized: Map<Lang, ToolShape[]> } | undefined;

/** The tools' shapes with texts in `lang` (derived once per document, localized once per language). */
export function localizedShapes(document: OpenApiDocument, routes: readonly ApiRoute[], lang: Lang): ToolShape[] {
  if (cache?.document !== document) cache = { document, keyed: toolShapes(document, routes), localized: new Map() };
  let shapes = cache.localized.get(lang);
  if (!shapes) {
    // As `/doc` of the root: texts in its language, `i18n_language` defaulting to it.
    const texts = <T>(value: T) => withRootLanguage(localize(value, lang), lang);
    shapes = cache.keyed.map((shape) => ({ ...shape, input: texts(shape.input), output: texts(shape.output) }));
    cache.localized.set(lang, shapes);
  }
  return shapes;
}
