/**
 * @module Statements built once per shape. Building a statement (Drizzle's query builder writing its SQL text and
 * parameter list) cost the uncached default list more of its CPU than reading its rows (bench/README.md, "Run of
 * 2026-12-07"); its text is the same for every request of the same shape, only the bound values differ. A shape
 * is built once per isolate with named placeholders where the values go (`sql.placeholder`), and each request
 * binds its own values to the SQL text built then: values are always bound parameters, never written into SQL.
 */
import { Column, fillPlaceholders, is, SQL, Subquery } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Named, Statement } from './batch';
import { type Db, markReused } from './client';

/** What a batch needs of a statement: its built query, its prepared statement, and how its rows are mapped. */
interface Prepared {
  getQuery(): { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

/** A statement as a shape keeps it: the SQL text, its parameters (placeholders among them), its row mapping. */
interface Built {
  sql: string;
  params: unknown[];
  mapResult: Prepared['mapResult'];
}

/**
 * A database that builds statements and never runs one: shapes are built on it, so nothing of the request that
 * first asked for a shape (its D1 session, its meter) is kept by the isolate. Made by the first shape built, not
 * when the service loads (docs/performance.md, "What loads when").
 */
let detached: Db | undefined;

/** Shapes an isolate keeps, at most: a shape's key names its filter, so a few dozen cover the usual lists. */
const MAX_SHAPES = 64;

const shapes = new Map<string, Map<string, Built>>();

/** What Drizzle's prepared select holds of its selection (internal fields, read once per shape). */
interface Selection {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  executeMethod?: string;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The decoder Drizzle's `mapResultRow` picks for a selected field (a column, an SQL expression, a subquery). */
function decoderOf(field: unknown): Decoder {
  // `decoder` is internal to Drizzle's SQL: the same properties `mapResultRow` reads.
  const decoded = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoded(field);
  if (is(field, Subquery)) return decoded((field as unknown as { _: { sql: SQL } })._.sql);
  return decoded((field as { sql: SQL }).sql);
}

/**
 * The row mapping of a prepared statement: for a flat selection (every field at the top level, as the list's
 * statements select), Drizzle's `mapResultRow` with each field's decoder found once per shape instead of by type
 * tests of every value of every row; otherwise Drizzle's own.
 */
function rowMapping(prepared: Prepared): Prepared['mapResult'] {
  const { fields, customResultMapper, executeMethod } = prepared as unknown as Selection;
  if (!fields || customResultMapper || executeMethod !== 'all' || fields.some(({ path }) => path.length !== 1)) {
    return prepared.mapResult.bind(prepared);
  }
  const names = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const mapRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = values[i];
      row[names[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return row;
  };
  // D1's rows are objects in column order (as Drizzle's batch reads them: `d1ToRawMapping`), read in that order
  // without an `Object.values` array per row: about a third of the page's mapping (bench/README.md, "Run of
  // 2026-12-07 15:30").
  const mapObject = (values: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    let i = 0;
    for (const column in values) {
      const value = values[column];
      row[names[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      i++;
    }
    return row;
  };
  return (result: unknown, isFromBatch?: boolean) => {
    if (!isFromBatch) return (result as unknown[][]).map(mapRow);
    return (result as { results: Record<string, unknown>[] }).results.map(mapObject);
  };
}

function built(statements: Named): Map<string, Built> {
  const out = new Map<string, Built>();
  for (const [name, statement] of Object.entries(statements)) {
    const prepared = (statement as unknown as { _prepare(): Prepared })._prepare();
    const query = prepared.getQuery();
    out.set(name, { sql: query.sql, params: query.params, mapResult: rowMapping(prepared) });
  }
  return out;
}

/**
 * The statements `build` makes for the shape `key`, with `values` bound to their placeholders, to run on `db`
 * (`readBatch`): built on the shape's first request in this isolate, then reused. `build` must write every value
 * that varies between requests of one `key` as a placeholder named in `values` (`sql.placeholder(name)`), and
 * `key` must name everything else its SQL depends on. Reused statements are not counted as built in the request's
 * meter (`Server-Timing` `db-built`).
 */
export function shapedStatements<R extends Named>(
  db: Db,
  key: string,
  build: (db: Db) => R,
  values: Record<string, unknown>,
): R {
  let shape = shapes.get(key);
  const reused = shape !== undefined;
  if (!shape) {
    detached ??= drizzle({ prepare: () => ({}) } as unknown as D1Database);
    shape = built(build(detached));
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
    shapes.set(key, shape);
  }
  const client = (db as unknown as { $client: D1Database }).$client;
  const out: Record<string, Statement> = {};
  for (const [name, { sql, params, mapResult }] of shape) {
    const bound = fillPlaceholders(params, values);
    const stmt = client.prepare(sql);
    if (reused) markReused(stmt);
    const prepared: Prepared = { getQuery: () => ({ sql, params: bound }), stmt, mapResult };
    out[name] = { _prepare: () => prepared } as unknown as Statement;
  }
  return out as R;
}
