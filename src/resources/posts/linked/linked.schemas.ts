import { z } from '@hono/zod-openapi';
import { booleanParam, htmlText, plainText, positiveInt, searchText, text } from '../../../http/routes/fields';
import { DEFAULT_PER_PAGE } from '../../../http/routes/pagination';
import { fieldsParam } from '../../../http/routes/select-fields';
import {
  authorParam,
  contextParam,
  dateParam,
  imageParam,
  langParam,
  passwordRead,
  passwordWrite,
  statusListParam,
  statusParam,
  urlOrEmpty,
} from '../posts.schemas';
import type { LinkedType } from './linked.rows';

/** Largest `description` (docs/api.md#requests-and-responses); every other text field is limited to 1 KiB by `text()`. */
const DESCRIPTION_BYTES = 64 * 1024;

/** The required name of a linked post (`venue`, `organizer`): a non-empty text. */
export const linkedName = () => plainText({ allowEmpty: false });

/**
 * Body fields venues and organizers share on create and update (all optional; the name is added by each type).
 * `description` and `excerpt` are HTML, sanitised on write; `""` clears a field.
 */
export function linkedWriteFields(type: LinkedType) {
  return {
    author: authorParam().optional().describe('param.author'),
    date: dateParam().optional().describe('param.post_date'),
    date_utc: dateParam().optional().describe('param.post_date_utc'),
    description: htmlText({ maxBytes: DESCRIPTION_BYTES, paragraphs: true })
      .optional()
      .describe(`param.${type}_description`),
    excerpt: htmlText({ paragraphs: true }).optional().describe(`param.${type}_excerpt`),
    slug: plainText({ allowEmpty: false, maxBytes: 200 }).optional().describe(`param.${type}_slug_write`),
    status: statusParam().optional().describe('param.post_status'),
    image: imageParam().optional().describe('param.image'),
    password: passwordWrite().optional().describe('param.password_write'),
    phone: plainText().optional().describe(`param.${type}_phone`),
    website: urlOrEmpty().optional().describe(`param.${type}_website`),
    i18n_language: langParam(),
  };
}

/** Query of `GET /venues` and `GET /organizers`. */
export function linkedListQuery(type: LinkedType) {
  return z.object({
    page: positiveInt().default(1).describe('param.page'),
    // The default the handler applies (effectivePerPage), shown in the index and the OpenAPI document.
    per_page: positiveInt().optional().openapi({ default: DEFAULT_PER_PAGE }).describe('param.per_page'),
    search: searchText().optional().describe(`param.${type}_search`),
    event: positiveInt().optional().describe(`param.${type}_event`),
    has_events: booleanParam().optional().describe('param.has_events'),
    only_with_upcoming: booleanParam().default(false).describe('param.only_with_upcoming'),
    status: statusListParam().optional().describe('param.status_list'),
    password: passwordRead().optional().describe('param.password_read'),
    context: contextParam().optional().describe('param.context'),
    _fields: fieldsParam().optional().describe('param._fields'),
    i18n_language: langParam(),
  });
}

/** Path of the by-id routes. */
export const linkedIdParams = (type: LinkedType) => z.object({ id: positiveInt().describe(`param.${type}_id`) });

/** Path of the by-slug routes (the slug in the request's language first, then in any language). */
export const linkedSlugParams = (type: LinkedType) =>
  z.object({ slug: text({ allowEmpty: false, maxBytes: 200 }).describe(`param.${type}_slug`) });
