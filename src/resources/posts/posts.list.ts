import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, type ErrorCode } from '../../http/errors';
import { effectivePerPage, listLinks, setListHeaders, totalPages } from '../../http/routes/pagination';
import { fieldSelector } from '../../http/routes/select-fields';

/** Paging of a post archive: the page asked for and the page size used (default 10, clamped to 50). */
export function paging(input: { page: number; per_page?: number }) {
  const perPage = effectivePerPage(input.per_page);
  return { page: input.page, perPage, offset: (input.page - 1) * perPage, perPageSent: input.per_page !== undefined };
}

/**
 * The response of a post archive (events, venues, organizers): body keys in the original's order
 * (`<key>`, `rest_url`, `next_rest_url`, `previous_rest_url`, `total`, `total_pages`), `X-TEC-*` and `Link`
 * headers, links keeping every filter in `keys`. An empty page past the first is a 404 `notFoundCode`.
 */
export function archiveResponse<T>(
  c: Context<AppEnv>,
  options: {
    key: string;
    path: string;
    keys: readonly string[];
    paging: ReturnType<typeof paging>;
    total: number;
    items: T[];
    notFoundCode: ErrorCode;
    /** `_fields`: the fields kept of each item (src/http/routes/select-fields.ts). */
    fields?: readonly string[];
    /** The validated input: its list parameters' values are sorted in the links. */
    input: object;
  },
): Response {
  const { page, perPage, perPageSent } = options.paging;
  if (options.items.length === 0 && page > 1) throw new ApiError(options.notFoundCode);
  const pages = totalPages(options.total, perPage);
  const links = listLinks(c, options.path, options.keys, { page, perPage, pages, perPageSent }, options.input);
  setListHeaders(c, options.total, pages, links);
  return c.json({
    [options.key]: options.items.map(fieldSelector(options.fields)),
    rest_url: links.restUrl,
    ...(links.nextUrl ? { next_rest_url: links.nextUrl } : {}),
    ...(links.previousUrl ? { previous_rest_url: links.previousUrl } : {}),
    total: options.total,
    total_pages: pages,
  });
}
