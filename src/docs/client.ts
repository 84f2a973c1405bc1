import type { z } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { type ClientRequestOptions, hc } from 'hono/client';
import type { endpoints } from '../endpoints';
import type { AppEnv } from '../env';
import type { ApiRoute } from '../http/routes/route';
import type { Lang } from '../i18n/languages';
import type { ApiErrorBody, ResponseName, ResponseSchemas } from './components';

/**
 * The API's types for Hono's `hc` client. Routes are registered at run time (`mountEndpoints`), so the Hono
 * schema is derived here, at the type level, from the same list (`src/endpoints.ts`): each route under each of the four roots, path
 * `/events/{id}` → `/events/:id`, method → `$get`…, input from the route's zod schemas, output from its response
 * component. A static-site build imports only types from here (plus `hono/client` if it uses `calendarClient`).
 *
 * @example
 * const api = calendarClient('https://calendar.example');
 * const res = await api.ca.calendar.events.v1.events.$get({ query: { start_date: '2026-06-01', per_page: 50 } });
 * if (res.ok) for (const event of (await res.json()).events) console.log(event.title);
 */

type TypedRoute = (typeof endpoints)[number]['route'];

/** `/events/{id}` → `/events/:id`. */
type HonoPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${HonoPath<Tail>}`
  : P;

/** The path under every root: `''` (default language), `/ca`, `/en`, `/es`. */
type RootedPath<P extends string> = `${'' | `/${Lang}`}/calendar/events/v1${P extends '/' ? '' : HonoPath<P>}`;

type Scalar = string | number | boolean;
/** What a query value may be sent as: the parsed type or its text; lists as arrays or comma strings. */
type QueryValue<T> = T extends readonly (infer Item)[]
  ? (Item extends Scalar ? Item : string)[] | string
  : T extends Scalar
    ? T | `${T}`
    : string;
/** What a JSON body field may be sent as (the API also reads numbers and booleans from strings). */
type JsonValue<T> = T extends readonly (infer Item)[]
  ? readonly (Item | (Item extends number ? string : never))[] | string
  : T extends number | boolean
    ? T | string
    : T extends string
      ? T
      : unknown;

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyObject = z.ZodObject<any>;
/** Keys and optionality of the input, value types of the validated output. */
type Fields<S, As extends 'query' | 'json'> = S extends AnyObject
  ? {
      [K in keyof z.input<S>]: K extends keyof z.output<S>
        ? As extends 'query'
          ? QueryValue<z.output<S>[K]>
          : JsonValue<z.output<S>[K]>
        : never;
    }
  : never;
type Part<Key extends string, T> = [T] extends [never]
  ? unknown
  : Record<never, never> extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

type InputOf<R> =
  R extends ApiRoute<infer P, infer Q, infer B>
    ? Part<'param', P extends AnyObject ? { [K in keyof z.output<P>]: string | number } : never> &
        Part<'query', Fields<Q, 'query'>> &
        Part<'json', Fields<B, 'json'>>
    : never;

type OutputOf<R> = R extends { response?: infer N }
  ? [N] extends [ResponseName]
    ? z.output<ResponseSchemas[N]>
    : unknown
  : unknown;

type SuccessStatus<R> = R extends { method: 'post'; path: infer P extends string }
  ? P extends `${string}{${string}`
    ? 200
    : 201
  : 200;

type Endpoints<R> =
  | { input: InputOf<R>; output: OutputOf<R>; outputFormat: 'json'; status: SuccessStatus<R> }
  | {
      input: InputOf<R>;
      output: z.output<typeof ApiErrorBody>;
      outputFormat: 'json';
      status: 400 | 401 | 403 | 404 | 408 | 410 | 413 | 500;
    };

/** One route's part of the schema; a route whose path is not a literal type cannot be addressed, so has none. */
type SchemaOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? string extends P
    ? never
    : { [Path in RootedPath<P>]: { [Method in `$${M}`]: Endpoints<R> } }
  : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The Hono schema of the whole API. */
export type CalendarSchema = UnionToIntersection<SchemaOf<TypedRoute>>;

/** The app's type for `hc<AppType>(baseUrl)`. */
export type AppType = Hono<AppEnv, CalendarSchema, '/'>;

/** A typed client of the service at `baseUrl` (e.g. `https://calendar.example`). */
export function calendarClient(baseUrl: string, options?: ClientRequestOptions) {
  return hc<AppType>(baseUrl, options);
}
