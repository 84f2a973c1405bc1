import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { withQuery } from '../path';
import { toList } from './fields';

/** The original's page size limit: larger `per_page` values are clamped, not rejected. */
export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 10;

/** `per_page` as used: default 10, at most 50. */
export function effectivePerPage(perPage: number | undefined): number {
  return Math.min(perPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
}

/** Number of pages of `total` items (0 when there are none). */
export function totalPages(total: number, perPage: number): number {
  return total === 0 ? 0 : Math.ceil(total / perPage);
}

function encode(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Numbers in numeric order, before words in code-point order: list values sorted so their order does not matter. */
function byValue(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  const numeric = (s: string, n: number) => s !== '' && Number.isFinite(n);
  if (numeric(a, x) && numeric(b, y)) return x - y;
  if (numeric(a, x) !== numeric(b, y)) return numeric(a, x) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A parameter's value in a URL: a list (`isList`) split as the list parameters are, sorted, comma-separated. */
function flatten(value: unknown, isList: boolean): string | null {
  if (value === undefined || value === null) return null;
  if (isList) {
    const items = toList(value) as unknown[];
    return items.every(scalar) ? items.map(String).sort(byValue).join(',') : null;
  }
  if (Array.isArray(value)) {
    const items = value.filter(scalar);
    return items.length === value.length ? items.join(',') : null;
  }
  if (scalar(value)) return String(value);
  return null;
}

/**
 * The query string of a list URL: every filter the request sent (among `keys`), with `page` and `per_page`
 * replaced by the values used, sorted by name, lists comma-separated with their values sorted
 * (docs/api.md#requests-and-responses). Equal queries in any order of their parameters and of their list values
 * give the same string. `input` is the validated input: a parameter it holds as an array is a list.
 */
export function canonicalQuery(
  raw: Record<string, unknown>,
  keys: readonly string[],
  overrides: Record<string, string | number | undefined>,
  input: object = {},
): string {
  const validated = input as Record<string, unknown>;
  const pairs: [string, string][] = [];
  for (const key of keys) {
    if (key in overrides) {
      const value = overrides[key];
      if (value !== undefined) pairs.push([key, String(value)]);
      continue;
    }
    const value = flatten(raw[key], Array.isArray(validated[key]));
    if (value !== null) pairs.push([key, value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

export interface ListLinks {
  restUrl: string;
  nextUrl?: string;
  previousUrl?: string;
}

/**
 * `rest_url`, `next_rest_url` and `previous_rest_url` of a list page, keeping every filter. The previous page of
 * page 2 carries no `page` parameter, as the original.
 */
export function listLinks(
  c: Context<AppEnv>,
  path: string,
  keys: readonly string[],
  state: { page: number; perPage: number; pages: number; perPageSent: boolean; previousPastEnd?: boolean },
  input: object = {},
): ListLinks {
  const raw = c.get('rawInput');
  const base = `${c.get('apiBase')}${path}/`;
  const url = (page: number | undefined) => {
    const query = canonicalQuery(
      raw,
      keys,
      {
        page: page === 1 ? undefined : page,
        per_page: state.perPageSent ? state.perPage : undefined,
      },
      input,
    );
    return withQuery(base, query);
  };
  const links: ListLinks = { restUrl: url(raw.page === undefined ? undefined : state.page) };
  if (state.page < state.pages) links.nextUrl = url(state.page + 1);
  if (state.page > 1 && state.page - 1 <= state.pages) links.previousUrl = url(state.page - 1);
  // Term lists answer a page past the end with 200 and a way back, as the original (docs/original.md#term-objects): the
  // previous page is the last one that exists (the first when there are none), not an empty page again.
  else if (state.page > 1 && state.previousPastEnd) links.previousUrl = url(Math.max(1, state.pages));
  return links;
}

/** Sets `X-TEC-Total`, `X-TEC-TotalPages` and the RFC 8288 `Link` header of a list response. */
export function setListHeaders(c: Context<AppEnv>, total: number, pages: number, links: ListLinks): void {
  c.header('X-TEC-Total', String(total));
  c.header('X-TEC-TotalPages', String(pages));
  const link = [
    links.nextUrl ? `<${links.nextUrl}>; rel="next"` : null,
    links.previousUrl ? `<${links.previousUrl}>; rel="prev"` : null,
  ].filter(Boolean);
  if (link.length > 0) c.header('Link', link.join(', '));
}
