import { invalidParam } from '../../../http/errors';
import {
  dateProblemKey,
  endOfDay,
  type Instant,
  inZone,
  parseDateInput,
  SUPPORTED_RANGE,
  startOfDay,
  utcAt,
  utcWallRounded,
} from '../../../time';

/**
 * The date window of `GET /events` (docs/original.md#event-date-window, docs/api.md#events-dates-times-and-fields), as pure functions of the parameters, the site
 * time zone and `now`:
 * - `start_date` → start ≥ v, `end_date` → end ≤ v, `starts_before` → start < v, `starts_after` → start > v,
 *   `ends_before` → end < v, `ends_after` → end > v, all ANDed.
 * - Defaults: `start_date` = the instant "yesterday 23:59 UTC", `end_date` = now + 24 months. Sending any of the
 *   four relative parameters drops both defaults (an explicit `start_date`/`end_date` stays).
 * - Inclusive mode (default): `start_date` snaps to 00:00:00 of its day, the five others to 23:59:59 of theirs,
 *   days being those of the site time zone.
 * - Strict mode (`strict_dates` truthy): exact instants. Values without an offset are wall times of the site
 *   zone in both modes (docs/differences.md#strict-dates-site-zone; the original reads them as UTC in strict
 *   mode only, which makes the same string mean two instants).
 * Bounds come out as UTC wall strings, compared with `posts.start_utc`/`posts.end_utc`.
 */

/** The date parameters of the list, as sent (validated as dates by the route schema). */
export interface DateWindowParams {
  start_date?: unknown;
  end_date?: unknown;
  starts_before?: unknown;
  starts_after?: unknown;
  ends_before?: unknown;
  ends_after?: unknown;
  strict_dates?: boolean;
}

export type DateParam = Exclude<keyof DateWindowParams, 'strict_dates'>;

/** One comparison of the window: `<column> <op> <utc>`. */
export interface DateBound {
  param: DateParam;
  column: 'start' | 'end';
  op: '>=' | '<=' | '<' | '>';
  /** UTC wall string `YYYY-MM-DD HH:MM:SS`. */
  utc: string;
}

const RULES: Record<DateParam, Pick<DateBound, 'column' | 'op'> & { snap: 'start' | 'end' }> = {
  start_date: { column: 'start', op: '>=', snap: 'start' },
  end_date: { column: 'end', op: '<=', snap: 'end' },
  starts_before: { column: 'start', op: '<', snap: 'end' },
  starts_after: { column: 'start', op: '>', snap: 'end' },
  ends_before: { column: 'end', op: '<', snap: 'end' },
  ends_after: { column: 'end', op: '>', snap: 'end' },
};

const RELATIVE: readonly DateParam[] = ['starts_before', 'starts_after', 'ends_before', 'ends_after'];

/** `tribe_is_truthy` (docs/original.md#truthy-words): the words that switch `strict_dates` on; any other string is false. */
const TRUTHY = new Set(['1', 'enable', 'enabled', 'on', 'y', 'yes', 'true']);

/** Whether a `strict_dates` value asks for strict mode (JSON booleans and numbers accepted, docs/differences.md#json-booleans-and-numbers). */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' && TRUTHY.has(value.trim().toLowerCase());
}

/**
 * The default lower bound: the instant "yesterday 23:59 UTC" (docs/original.md#event-date-window item 1), one minute
 * before today's UTC midnight. Computed, not parsed: `parseDateInput('yesterday 23:59')` reads its time of day with
 * chrono-node, whose regular expressions V8 recompiles once they go cold: tens of milliseconds once a second per
 * isolate in the uncached list's profile (bench/README.md, "Run of 2026-12-07 15:30");
 * `test/resources/events/list/window.test.ts` holds both equal.
 */
export function defaultStart(now: Date, zone: string): Instant {
  return inZone(utcAt(now).startOf('day').minus({ minutes: 1 }), zone);
}

/** The default upper bound: now + 24 months (`+24 months` in UTC: the day clamped to the month's last). */
export function defaultEnd(now: Date, zone: string): Instant {
  return inZone(utcAt(now).plus({ months: 24 }), zone);
}

/**
 * A UTC wall string (whole seconds) equivalent to `dt` for `op`: storage has whole seconds, so a fractional
 * lower bound `>=` and an upper bound `<` round up, `<=` and `>` round down, without changing the result set.
 */
function boundWall(dt: Instant, op: DateBound['op']): string {
  return utcWallRounded(dt, op === '>=' || op === '<');
}

/** The instant a bound stands for, after day snapping in inclusive mode. */
function snapped(dt: Instant, param: DateParam, strict: boolean, zone: string): Instant {
  if (strict) return dt;
  const local = inZone(dt, zone);
  return RULES[param].snap === 'start' ? startOfDay(local) : endOfDay(local);
}

/**
 * The default window of the latest second a list asked for it, and that second's key: every list without date
 * parameters (the default list) asks for it, and working it out (parsing "yesterday 23:59" and "+24 months",
 * snapping to days in the site zone) cost the uncached list more than mapping its page (bench/README.md). Its
 * bounds are whole seconds of `now`, so within one second they are the same.
 */
let defaultWindow: { key: string; bounds: readonly DateBound[] } | undefined;

/**
 * The comparisons of the window for `params`, in the site `zone`, at `now`.
 * @throws ApiError 400 `rest_invalid_param` naming the first value that is not a date.
 */
export function dateWindow(params: DateWindowParams, zone: string, now: Date): DateBound[] {
  const strict = params.strict_dates === true;
  if ((Object.keys(RULES) as DateParam[]).every((param) => params[param] === undefined)) {
    const key = `${zone} ${strict} ${Math.floor(now.getTime() / 1000)}`;
    if (defaultWindow?.key !== key) defaultWindow = { key, bounds: windowOf(params, zone, now) };
    return defaultWindow.bounds.map((bound) => ({ ...bound }));
  }
  return windowOf(params, zone, now);
}

/** {@link dateWindow}, worked out. */
function windowOf(params: DateWindowParams, zone: string, now: Date): DateBound[] {
  const strict = params.strict_dates === true;
  const relative = RELATIVE.some((name) => params[name] !== undefined);
  const bounds: DateBound[] = [];
  for (const param of Object.keys(RULES) as DateParam[]) {
    let dt: Instant | undefined;
    if (params[param] !== undefined) {
      const parsed = parseDateInput(params[param], zone, now);
      if (!parsed) throw invalidParam(param, dateProblemKey(params[param], now), { ...SUPPORTED_RANGE });
      dt = parsed.dt;
    } else if (!relative && param === 'start_date') {
      dt = defaultStart(now, zone);
    } else if (!relative && param === 'end_date') {
      dt = defaultEnd(now, zone);
    }
    if (!dt) continue;
    const { column, op } = RULES[param];
    bounds.push({ param, column, op, utc: boundWall(snapped(dt, param, strict, zone), op) });
  }
  return bounds;
}

/**
 * The window of the public pages, the embed and the widget's list ("what is on", docs/pages.md): the events that
 * overlap the days asked, so an event that started earlier and has not ended is listed. Its start is `start_date`
 * (00:00:00 of that day in the site zone, the exact instant with `strict_dates`), else now; its end `end_date`
 * (23:59:59 of that day), else 24 months after its start. An event is in it when it ends after the start and
 * starts at or before the end. The relative parameters (`starts_before`…) add their own comparisons, as in the list.
 * @throws ApiError 400 `rest_invalid_param` naming the first value that is not a date.
 */
export function overlapWindow(params: DateWindowParams, zone: string, now: Date): DateBound[] {
  const strict = params.strict_dates === true;
  const instant = (param: 'start_date' | 'end_date'): Instant | undefined => {
    if (params[param] === undefined) return undefined;
    const parsed = parseDateInput(params[param], zone, now);
    if (!parsed) throw invalidParam(param, dateProblemKey(params[param], now), { ...SUPPORTED_RANGE });
    return snapped(parsed.dt, param, strict, zone);
  };
  const from = instant('start_date') ?? inZone(parseDateInput('now', zone, now)!.dt, zone);
  const to = instant('end_date') ?? from.plus({ months: 24 });
  const relative = dateWindow({ ...params, start_date: undefined, end_date: undefined }, zone, now).filter((b) =>
    RELATIVE.includes(b.param),
  );
  return [
    { param: 'start_date', column: 'end', op: '>', utc: boundWall(from, '>') },
    { param: 'end_date', column: 'start', op: '<=', utc: boundWall(to, '<=') },
    ...relative,
  ];
}
