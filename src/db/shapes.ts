/**
 * @module Statements built once per shape. Building a statement (Drizzle's query builder writing its SQL text and
 * parameter list) cost the uncached default list more of its CPU than reading its rows (bench/README.md, "Run of
 * 2026-12-07"); its text is the same for every request of the same shape, only the bound values differ. A shape
 * is built once per isolate with named placeholders where the values go (`sql.placeholder`), and each request
 * binds its own values to the SQL text built then: values are always bound parameters, never written into SQL.
 *
 * A shape's statements run as ONE statement (packed): each statement's rows come back as one JSON cell, an array
 * of value arrays in select order, mapped here with each field's decoder. D1 (and the local runtime's simulation
 * of it) pays per statement and per value returned: preparing each statement, converting every value of every row
 * and writing it to JSON, then the binding turning every row into an object; one statement with five cells costs
 * a default list's batch about a sixth less than five statements of ~1,100 values (docs/performance.md, "The
 * uncached list's own work").
 */
import { Column, fillPlaceholders, is, SQL, Subquery } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { type Named, type ResultsOf, readBatch, type Statement } from './batch';
import { type Db, markReused } from './client';

/** What a batch needs of a statement: its built query, its prepared statement, and how its rows are mapped. */
interface Prepared {
  getQuery(): { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

/** One row's values in select order, as a flat selection's object (each field's decoder applied). */
type RowMapper = (values: unknown[]) => Record<string, unknown>;

/**
 * A statement as a shape keeps it: the SQL text, its parameters (placeholders among them), its row mapping, and
 * for a flat selection how many fields it selects and the mapping of one row's values (what packing needs).
 */
interface Built {
  sql: string;
  params: unknown[];
  mapResult: Prepared['mapResult'];
  row?: { width: number; map: RowMapper };
}

/**
 * A database that builds statements and never runs one: shapes are built on it, so nothing of the request that
 * first asked for a shape (its D1 session, its meter) is kept by the isolate.
 */
const detached: Db = drizzle({ prepare: () => ({}) } as unknown as D1Database);

/** Shapes an isolate keeps, at most: a shape's key names its filter, so a few dozen cover the usual lists. */
const MAX_SHAPES = 64;

const shapes = new Map<string, Shape>();

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
function rowMapping(prepared: Prepared): Pick<Built, 'mapResult' | 'row'> {
  const { fields, customResultMapper, executeMethod } = prepared as unknown as Selection;
  if (!fields || customResultMapper || executeMethod !== 'all' || fields.some(({ path }) => path.length !== 1)) {
    return { mapResult: prepared.mapResult.bind(prepared) };
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
  const mapResult = (result: unknown, isFromBatch?: boolean) => {
    if (!isFromBatch) return (result as unknown[][]).map(mapRow);
    return (result as { results: Record<string, unknown>[] }).results.map(mapObject);
  };
  return { mapResult, row: { width: names.length, map: mapRow } };
}

function built(statements: Named): Map<string, Built> {
  const out = new Map<string, Built>();
  for (const [name, statement] of Object.entries(statements)) {
    const prepared = (statement as unknown as { _prepare(): Prepared })._prepare();
    const query = prepared.getQuery();
    out.set(name, { sql: query.sql, params: query.params, ...rowMapping(prepared) });
  }
  return out;
}

/** D1 binds at most 100 parameters to a statement; SQLite's functions take at most 127 arguments (json_array). */
const MAX_PARAMS = 100;
const MAX_FIELDS = 100;

/** A shape's statements as ONE statement (see the module's comment), and how its cells become each one's rows. */
interface Packed {
  sql: string;
  params: unknown[];
  names: string[];
  maps: RowMapper[];
}

/** A shape with its statements, and their packing when they can be packed. */
interface Shape {
  statements: Map<string, Built>;
  packed?: Packed;
}

/**
 * Values of a packed row as the statement's own rows would have them: a text a JSON function made (a slug map, a
 * list of ids) may come back embedded as JSON rather than as text, depending on SQLite's version and plan (a JSON
 * subtype kept through a subquery); it is written back as text, which its reader parses.
 */
function unpackedValues(values: unknown[]): unknown[] {
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value === 'object' && value !== null) values[i] = JSON.stringify(value);
  }
  return values;
}

/**
 * The statements of a shape as one: `select (…) as "events", (…) as "terms", …`, each cell the JSON array of its
 * statement's rows (`json_array` of the values in select order, the columns renamed positionally by the common
 * table expression, so no name needs to be known). The rows keep their statement's order: SQLite keeps the
 * `ORDER BY` of a FROM subquery whose outer query is an aggregate like `json_group_array` (it drops it only under
 * an outer `ORDER BY` or a join), and does not flatten such a subquery. Undefined when a statement is not a flat
 * selection or the whole would bind too many parameters.
 */
function packedOf(statements: Map<string, Built>): Packed | undefined {
  const cells: string[] = [];
  const params: unknown[] = [];
  const maps: RowMapper[] = [];
  for (const [name, { sql, params: own, row }] of statements) {
    if (!row || row.width > MAX_FIELDS || !/^[A-Za-z_]\w*$/.test(name)) return undefined;
    const columns = Array.from({ length: row.width }, (_, i) => `c${i}`).join(', ');
    cells.push(`(with q(${columns}) as (${sql}) select json_group_array(json_array(${columns})) from q) as "${name}"`);
    params.push(...own);
    maps.push((values) => row.map(unpackedValues(values)));
  }
  if (params.length > MAX_PARAMS) return undefined;
  return { sql: `select ${cells.join(', ')}`, params, names: [...statements.keys()], maps };
}

/** The shape `key`, built by `build` on this isolate's first request for it. */
function shapeOf(key: string, build: (db: Db) => Named): { shape: Shape; reused: boolean } {
  const known = shapes.get(key);
  if (known) return { shape: known, reused: true };
  const statements = built(build(detached));
  const shape: Shape = { statements, packed: packedOf(statements) };
  if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
  shapes.set(key, shape);
  return { shape, reused: false };
}

/** A statement for a batch (`readBatch`) on `db`'s D1 session, with the SQL built for a shape and its values bound. */
function statementOn(
  db: Db,
  query: { sql: string; params: unknown[] },
  mapResult: Prepared['mapResult'],
  reused: boolean,
) {
  const client = (db as unknown as { $client: D1Database }).$client;
  const stmt = client.prepare(query.sql);
  if (reused) markReused(stmt);
  const prepared: Prepared = { getQuery: () => query, stmt, mapResult };
  return { _prepare: () => prepared } as unknown as Statement;
}

/**
 * Runs the statements `build` makes for the shape `key`, with `values` bound to their placeholders, in ONE D1
 * call on `db` (packed into one statement when they can be), and returns each one's rows under its name, as
 * `readBatch` does. They are built on the shape's first request in this isolate, then reused. `build` must write
 * every value that varies between requests of one `key` as a placeholder named in `values`
 * (`sql.placeholder(name)`), and `key` must name everything else its SQL depends on. Reused statements are not
 * counted as built in the request's meter (`Server-Timing` `db-built`).
 */
export async function readShaped<R extends Named>(
  db: Db,
  key: string,
  build: (db: Db) => R,
  values: Record<string, unknown>,
): Promise<ResultsOf<R>> {
  const { shape, reused } = shapeOf(key, build);
  const { packed } = shape;
  if (packed) {
    const unpack = (result: unknown) => {
      const cells = (result as { results: Record<string, string>[] }).results[0] ?? {};
      const out: Record<string, unknown> = {};
      packed.names.forEach((name, i) => {
        out[name] = (JSON.parse(cells[name] ?? '[]') as unknown[][]).map(packed.maps[i] as RowMapper);
      });
      return out;
    };
    const query = { sql: packed.sql, params: fillPlaceholders(packed.params, values) };
    const { rows } = await readBatch(db, { rows: statementOn(db, query, unpack, reused) });
    return rows as unknown as ResultsOf<R>;
  }
  const out: Record<string, Statement> = {};
  for (const [name, { sql, params, mapResult }] of shape.statements) {
    out[name] = statementOn(db, { sql, params: fillPlaceholders(params, values) }, mapResult, reused);
  }
  return readBatch(db, out as R);
}
