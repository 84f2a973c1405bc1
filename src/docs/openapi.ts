import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from '@hono/zod-openapi';
import type { ApiRoute } from '../http/routes/route';
import { type DocKey, docTexts } from '../i18n/catalogues/docs';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import {
  ApiErrorBody,
  CostDetails,
  DateDetails,
  EventTerm,
  Image,
  type ResponseName,
  responseSchemas,
  Translations,
} from './components';
import { localize, withRootLanguage } from './localize';

/**
 * The OpenAPI 3.1 document, generated from the route list (`src/endpoints.ts`): the same zod schemas that validate requests
 * give every parameter's type, default and enum; descriptions are catalogue keys until `localize` turns them
 * into one language's texts. Generated once per isolate (keyed), localized once per language.
 */

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyObject = z.ZodObject<any>;

/** The status of a route's success response: 201 for a POST on a collection (create), else 200. */
export function successStatus(route: Pick<ApiRoute, 'method' | 'path'>): 200 | 201 {
  return route.method === 'post' && !route.path.includes('{') ? 201 : 200;
}

/** A JSON-able default: what the schema yields for a missing value (`page` → 1), if anything. */
function defaultOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const value = parsed.data;
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value)
    ? value
    : undefined;
}

/**
 * `object` with each field's default written into its OpenAPI metadata: fields whose schema is declared with
 * `.openapi({ type })` lose zod's `.default()` in the generator otherwise.
 */
function withDefaults(object: AnyObject | undefined): AnyObject | undefined {
  if (!object) return undefined;
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const value = defaultOf(field);
    shape[name] = value === undefined ? field : (field as z.ZodType & { openapi: Openapi }).openapi({ default: value });
  }
  return z.object(shape);
}
type Openapi = (metadata: { default: unknown }) => z.ZodType;

function hasRequired(object: AnyObject): boolean {
  return Object.values(object.shape as Record<string, z.ZodType>).some((field) => !field.safeParse(undefined).success);
}

/** Media types of the responses that are not JSON. */
const MEDIA_TYPES: Partial<Record<ResponseName, string>> = {
  Calendar: 'text/calendar',
  Export: 'application/x-ndjson',
};

function registerRoute(registry: OpenAPIRegistry, route: ApiRoute): void {
  const name: ResponseName | undefined = route.response;
  const body = withDefaults(route.body);
  const errorResponses = Object.fromEntries(
    Object.entries(route.errors ?? {}).map(([status, key]) => [
      status,
      { description: key, content: { 'application/json': { schema: ApiErrorBody } } },
    ]),
  );
  registry.registerPath({
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    // Optional credentials on public operations (they unlock drafts and `context=edit`).
    security: route.auth ? [{ bearer: [] }] : [{}, { bearer: [] }],
    request: {
      params: withDefaults(route.params),
      query: withDefaults(route.query),
      body: body && {
        required: hasRequired(body),
        content: {
          'application/json': { schema: body },
          'application/x-www-form-urlencoded': { schema: body },
        },
      },
    },
    responses: {
      [successStatus(route)]: name
        ? {
            description: `response.${name}`,
            // Calendar feeds (src/resources/events/ical) are iCalendar documents, the export (src/sync) NDJSON,
            // everything else JSON.
            content: { [MEDIA_TYPES[name] ?? 'application/json']: { schema: responseSchemas[name] } },
          }
        : // Not a catalogue key: the documentation test names the route until it declares its response.
          { description: `response.undeclared.${route.operationId}` },
      ...errorResponses,
    },
  });
}

/** The document with catalogue keys as texts and no `servers` (they depend on the request's host). */
export function keyedDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  for (const [name, schema] of Object.entries({
    ...responseSchemas,
    EventTerm,
    Image,
    DateDetails,
    CostDetails,
    Translations,
    Error: ApiErrorBody,
  })) {
    registry.register(name, schema);
  }
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'doc.security.bearer',
  });
  for (const route of routes) registerRoute(registry, route);
  const tags = [...new Set(routes.map((route) => route.tag))].map((tag) => ({
    name: tag,
    'x-displayName': `tagname.${tag}`,
    description: `tag.${tag}`,
  }));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'doc.title', version: '1.0.0', description: 'doc.description' },
    tags,
  });
  if (document.webhooks && Object.keys(document.webhooks).length === 0) delete document.webhooks;
  preferDeclaredOneOf(document);
  return document;
}

/**
 * A parameter declared with `.openapi({ oneOf })` over a zod union gets both the declared `oneOf` and the generated
 * `anyOf`; the declaration states the intent, so the generated alternative goes.
 */
function preferDeclaredOneOf(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) preferDeclaredOneOf(item);
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object.oneOf && object.anyOf) delete object.anyOf;
    for (const inner of Object.values(object)) preferDeclaredOneOf(inner);
  }
}

let keyed: { routes: readonly ApiRoute[]; document: OpenApiDocument } | undefined;
const localized = new Map<Lang, OpenApiDocument>();

/** The keyed document of `routes` (the list of `src/endpoints.ts`), generated on first use. */
export function cachedKeyedDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  if (keyed?.routes !== routes) {
    keyed = { routes, document: keyedDocument(routes) };
    localized.clear();
  }
  return keyed.document;
}

/** A `servers` entry: a namespace URL (+ `/`) and the catalogue key of its description. */
export interface ServerEntry {
  url: string;
  description: DocKey;
}

/**
 * The document of a language root: texts in `lang`, `servers[0]` = the namespace URL (+ `/`) the request came
 * through, then the same namespace under the other layout (one document for every path, see
 * docs/wordpress-paths.md).
 */
export function openApiDocument(
  routes: readonly ApiRoute[],
  lang: Lang,
  servers: ServerEntry[],
  mcpUrl?: string,
): OpenApiDocument {
  const document = cachedKeyedDocument(routes);
  let texts = localized.get(lang);
  if (!texts) {
    texts = withRootLanguage(localize(document, lang), lang);
    localized.set(lang, texts);
  }
  const { openapi, info, ...rest } = texts;
  const described = servers.map(({ url, description }) => ({ url, description: lookup(docTexts, lang, description) }));
  return { openapi, info: mcpUrl ? withMcp(info, lang, mcpUrl) : info, servers: described, ...rest };
}

/**
 * The root's MCP server (src/mcp/, docs/mcp.md) in the document: how to add it to a client, after the description
 * (the docs page shows it), and its URL in `x-mcp-server`.
 */
function withMcp(info: OpenApiDocument['info'], lang: Lang, url: string): OpenApiDocument['info'] {
  return {
    ...info,
    description: `${info.description ?? ''}\n\n${lookup(docTexts, lang, 'mcp.guide', { url })}`,
    'x-mcp-server': { url, transport: 'streamable-http', description: lookup(docTexts, lang, 'mcp.server') },
  };
}
