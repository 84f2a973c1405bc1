import { z } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { messageTexts } from '../../i18n/catalogues/messages';
import { isTextKey } from '../../i18n/lookup';
import { MAX_SEARCH_WORDS, searchTerms } from '../../text';
import { ApiError, invalidParam, type ParamProblem } from '../errors';
import { writeParams } from '../path';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The names of the API's response schemas, which a route's `response` names. The schemas are the resources' wire
 * schemas, registered as OpenAPI components by `src/docs/components.ts` (`responseSchemas`, whose keys the compiler
 * holds to exactly these names); named here so that the routes do not import the resources they describe.
 */
export type ResponseName =
  | 'Event'
  | 'EventList'
  | 'Venue'
  | 'VenueList'
  | 'Organizer'
  | 'OrganizerList'
  | 'Term'
  | 'CategoryList'
  | 'TagList'
  | 'NamespaceIndex'
  | 'OpenApiDocument'
  | 'Calendar'
  | 'Export'
  | 'Changes';
// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyObject = z.ZodObject<any>;

/**
 * One operation of the API: the single source of truth for its path, method, parameters (which validate the
 * request), documentation keys and security. `register` turns it into a Hono route; the OpenAPI document and
 * the namespace index are generated from the same objects.
 */
export interface ApiRoute<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
  Res extends ResponseName = ResponseName,
  Path extends string = string,
  M extends Method = Method,
> {
  method: M;
  /** OpenAPI-style path relative to the namespace, e.g. `/events/{id}`. */
  path: Path;
  /** Unique, stable operation id. */
  operationId: string;
  /** Catalogue key of the one-line summary. */
  summary: string;
  /** OpenAPI tag (resource name). */
  tag: string;
  /** Whether the operation always needs a bearer token. */
  auth: boolean;
  /** Path parameters. */
  params?: P;
  /** Query-string parameters (GET, DELETE; `i18n_language` on writes). */
  query?: Q;
  /** Body parameters of writes (JSON or form-encoded; the query string may carry them too). */
  body?: B;
  /** Error responses the operation really produces (status → catalogue key of the description). */
  errors?: Record<number, string>;
  /**
   * Component schema of the success response (`src/docs/components.ts`): documents it in `/doc` and types the
   * output of the typed client. 201 for a POST on a collection, 200 otherwise.
   */
  response?: Res;
}

/** Whether `S` is the unspecific object schema `defineRoute` infers for a part the route does not declare. */
type Undeclared<S> = S extends z.ZodObject<infer Shape> ? (0 extends 1 & Shape ? true : false) : true;
type OutputOf<S> = S extends AnyObject ? (Undeclared<S> extends true ? Record<never, never> : z.output<S>) : never;

/** The validated parameters of a route: path, query and body merged. */
export type RouteInput<R> =
  R extends ApiRoute<infer P, infer Q, infer B> ? OutputOf<P> & OutputOf<Q> & OutputOf<B> : never;

/**
 * Builds a value on the first call and returns the same value after (docs/performance.md, "What loads when"): the
 * routes' schemas are built by the first request that needs them, not when the service loads, and a schema shared
 * by several routes stays one object.
 */
export function lazy<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

/** A route as declared: its parameter schemas given as builders ({@link lazy}), called on the route's first use. */
export type RouteSpec<
  P extends AnyObject,
  Q extends AnyObject,
  B extends AnyObject,
  Res extends ResponseName,
  Path extends string,
  M extends Method,
> = Omit<ApiRoute<P, Q, B, Res, Path, M>, 'params' | 'query' | 'body'> & {
  params?: () => P;
  query?: () => Q;
  body?: () => B;
};

const SCHEMA_KEYS: ReadonlySet<string> = new Set(['params', 'query', 'body']);

/**
 * Declares a route, keeping its precise schema, response, path and method types. Its `params`, `query` and `body`
 * are built when first read (by the route's first request, `/doc`, the namespace index…), once: loading the
 * service builds no schema (docs/performance.md).
 */
export function defineRoute<
  P extends AnyObject,
  Q extends AnyObject,
  B extends AnyObject,
  Res extends ResponseName = never,
  Path extends string = string,
  M extends Method = Method,
>(spec: RouteSpec<P, Q, B, Res, Path, M>): ApiRoute<P, Q, B, Res, Path, M> {
  const route = {};
  // In the declaration's order: whatever lists a route's properties sees them as before.
  for (const [key, value] of Object.entries(spec)) {
    const property = SCHEMA_KEYS.has(key)
      ? { get: lazy(value as () => AnyObject), enumerable: true }
      : { value, enumerable: true, writable: false };
    Object.defineProperty(route, key, property);
  }
  return route as ApiRoute<P, Q, B, Res, Path, M>;
}

const inputSchemas = new WeakMap<ApiRoute, AnyObject>();
const requiredByRoute = new WeakMap<ApiRoute, string[]>();

/** The merged parameter schema of a route (built once per route: this runs on every request). */
export function inputSchema(route: ApiRoute): AnyObject {
  let schema = inputSchemas.get(route);
  if (!schema) {
    schema = z.object({ ...route.body?.shape, ...route.query?.shape, ...route.params?.shape });
    inputSchemas.set(route, schema);
  }
  return schema;
}

/** Parameters that must be present (their schema rejects `undefined`), computed once per route. */
export function requiredParams(route: ApiRoute): string[] {
  let required = requiredByRoute.get(route);
  if (!required) {
    const shape = inputSchema(route).shape as Record<string, z.ZodType>;
    required = Object.entries(shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name);
    requiredByRoute.set(route, required);
  }
  return required;
}

/** Turns zod issues into the contract's per-parameter problems (first issue of each top-level parameter wins). */
export function problemsOf(error: z.ZodError): Record<string, ParamProblem> {
  const problems: Record<string, ParamProblem> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'body');
    if (problems[name]) continue;
    const params = (issue as { params?: Record<string, string | number> }).params;
    if (issue.code === 'too_big' && (issue.origin === 'array' || !isTextKey(messageTexts, issue.message))) {
      // Length limits say so, whatever generic message the schema declares.
      problems[name] = {
        key: issue.origin === 'array' ? 'param.list_too_long' : 'param.too_long',
        vars: { max: Number(issue.maximum) },
      };
    } else if (isTextKey(messageTexts, issue.message)) {
      problems[name] = { key: issue.message, vars: params };
    } else {
      problems[name] = { key: 'param.invalid' };
    }
    if (problems[name]!.key === 'param.enum' && issue.code === 'invalid_value') {
      problems[name]!.vars = { values: issue.values.map(String).join(', ') };
    }
  }
  return problems;
}

/**
 * Validates the merged request parameters (`c.var.rawInput` plus path captures) against the route, as WordPress
 * does before any permission check: missing required parameters first (`rest_missing_callback_param`), then
 * every invalid one (`rest_invalid_param`).
 */
export function validateInput<R extends ApiRoute>(route: R, c: Context<AppEnv>): RouteInput<R> {
  return validateParams(route, { ...c.get('rawInput'), ...c.req.param() });
}

/** {@link validateInput} of given parameters (the public pages validate a view's query as its list's). */
export function validateParams<R extends ApiRoute>(route: R, raw: Record<string, unknown>): RouteInput<R> {
  const schema = inputSchema(route);
  const required = requiredParams(route);
  const missing = required.filter((name) => raw[name] === undefined || raw[name] === null);
  if (missing.length > 0) throw new ApiError('rest_missing_callback_param', { missing });
  assertSearchBounded(raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError('rest_invalid_param', { params: problemsOf(result.error) });
  // Every field of a write declares its text policy (src/http/routes/fields.ts): the parsed input is safe to store.
  return result.data as RouteInput<R>;
}

/**
 * 400 naming `search` when it has more than {@link MAX_SEARCH_WORDS} words as {@link searchTerms} splits them (every
 * list route: the one bound, whatever the list's own matching).
 */
function assertSearchBounded(raw: Record<string, unknown>): void {
  const search = raw.search;
  if (typeof search !== 'string') return;
  if (searchTerms(search).length > MAX_SEARCH_WORDS) {
    throw invalidParam('search', 'param.too_many_words', { max: MAX_SEARCH_WORDS });
  }
}

/** Hono path of an OpenAPI path: `{id}` → `:id{\d+}` (ids are digits), `{day}` a day, `{slug}` → `:slug` (no `/`). */
export function honoPath(path: string): string {
  return writeParams(path, (name, pattern) => (pattern === undefined ? `:${name}` : `:${name}{${pattern}}`));
}

/** A handler: the request context and the route's validated input (its type derived from the route). */
export type Handler<R extends ApiRoute> = (c: Context<AppEnv>, input: RouteInput<R>) => Response | Promise<Response>;

/** What registration and the generated documents need of any endpoint, whatever its route's precise type. */
export interface Mountable {
  readonly route: ApiRoute;
  /** The Hono path it is registered under (`honoPath(route.path)` unless overridden). */
  readonly path: string;
  /** Reads the input (validated, unless the endpoint reads it itself) and runs the handler. */
  readonly serve: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** One operation: its route object and the handler that serves it. */
export interface Endpoint<R extends ApiRoute> extends Mountable {
  readonly route: R;
  readonly handler: Handler<R>;
}

export interface EndpointOptions<R extends ApiRoute> {
  /** A Hono path for a route whose OpenAPI path Hono cannot route as written (`/events/{id}.ics`). */
  path?: string;
  /** The input read from the request instead of validated against the route (with `path`: its captures). */
  input?: (c: Context<AppEnv>) => RouteInput<R>;
}

/**
 * Pairs `route` with its `handler`; the handler's input type is the route's (`RouteInput<R>`), so a handler that
 * does not fit its route fails to compile. Validation runs before the handler, as WordPress validates before
 * any permission check.
 */
export function endpoint<R extends ApiRoute>(
  route: R,
  handler: Handler<NoInfer<R>>,
  options: EndpointOptions<NoInfer<R>> = {},
): Endpoint<R> {
  const read = options.input ?? ((c: Context<AppEnv>) => validateInput(route, c));
  return { route, handler, path: options.path ?? honoPath(route.path), serve: (c) => handler(c, read(c)) };
}

/** Registers every endpoint of `list` on `app`, in order. */
export function mountEndpoints(app: Hono<AppEnv>, list: readonly Mountable[]): void {
  for (const { route, path, serve } of list) app.on(route.method.toUpperCase(), path, serve);
}
