import { z } from '@hono/zod-openapi';
import {
  booleanParam,
  idList,
  idOrSlugList,
  numberParam,
  oneOf,
  positiveInt,
  searchText,
  text,
} from '../../../http/routes/fields';
import { DEFAULT_PER_PAGE } from '../../../http/routes/pagination';
import { lazy } from '../../../http/routes/route';
import { fieldsParam } from '../../../http/routes/select-fields';
import { contextParam, dateParam, langParam, passwordRead, statusListParam } from '../../posts';
import { isTruthy } from './list.window';

/** `series`: the series whose dates a list shows (docs/recurrence.md, "Reading"). */
const seriesParam = () => idList();

/** `collapse`: `series` lists each series once, as its first date in the window. */
const collapseParam = () => oneOf(['series'] as const);

/** `strict_dates`: a non-empty string (docs/original.md#truthy-words), truthy words switch strict mode on; JSON booleans too. */
const strictDates = () =>
  z
    .union([z.boolean(), z.number(), text({ allowEmpty: false, maxBytes: 32 })], { error: 'param.invalid' })
    .transform(isTruthy)
    .openapi({ type: 'string' });

/** A number within `[min, max]`. */
const within = (min: number, max: number) =>
  numberParam().refine((v) => v >= min && v <= max, { error: 'param.range' });

/** Query parameters of `GET /events` (docs/original.md#event-list-parameters and this API's extensions, docs/api.md#other-event-fields-and-filters). */
export const eventListQuery = lazy(() =>
  z.object({
    page: positiveInt().default(1).describe('param.page'),
    // The default the handler applies (effectivePerPage), shown in the index and the OpenAPI document.
    per_page: positiveInt().optional().openapi({ default: DEFAULT_PER_PAGE }).describe('param.per_page'),
    start_date: dateParam().optional().describe('param.events_start_date'),
    end_date: dateParam().optional().describe('param.events_end_date'),
    starts_before: dateParam().optional().describe('param.starts_before'),
    starts_after: dateParam().optional().describe('param.starts_after'),
    ends_before: dateParam().optional().describe('param.ends_before'),
    ends_after: dateParam().optional().describe('param.ends_after'),
    strict_dates: strictDates().optional().openapi({ default: false }).describe('param.strict_dates'),
    // At most `MAX_SEARCH_WORDS` terms too, checked for every list by `assertSearchBounded` (docs/search.md).
    search: searchText().optional().describe('param.events_search'),
    categories: idOrSlugList().optional().describe('param.events_categories'),
    tags: idOrSlugList().optional().describe('param.events_tags'),
    venue: idList().optional().describe('param.events_venue'),
    organizer: idList().optional().describe('param.events_organizer'),
    featured: booleanParam().optional().describe('param.events_featured'),
    status: statusListParam().optional().describe('param.events_status'),
    geoloc: booleanParam().optional().describe('param.geoloc'),
    geoloc_lat: within(-90, 90).optional().describe('param.geoloc_lat'),
    geoloc_lng: within(-180, 180).optional().describe('param.geoloc_lng'),
    geoloc_radius: numberParam()
      .refine((v) => v > 0 && v <= 40_075, { error: 'param.range' })
      .optional()
      .describe('param.geoloc_radius'),
    include: idList().optional().describe('param.events_include'),
    post_parent: positiveInt().optional().describe('param.events_post_parent'),
    ticketed: booleanParam().optional().describe('param.events_ticketed'),
    modified_after: dateParam().optional().describe('param.modified_after'),
    series: seriesParam().optional().describe('param.events_series'),
    collapse: collapseParam().optional().describe('param.events_collapse'),
    password: passwordRead().optional().describe('param.password_read'),
    context: contextParam().optional().describe('param.context'),
    _fields: fieldsParam().optional().describe('param._fields'),
    i18n_language: langParam(),
  }),
);

/** The validated input of `GET /events` (and of the feeds and the export that share its filters). */
export type ListInput = z.output<ReturnType<typeof eventListQuery>>;

/** Parameters carried into `rest_url` and the page links (every filter; never `password`). */
export const linkKeys = lazy(() => Object.keys(eventListQuery().shape).filter((key) => key !== 'password'));
