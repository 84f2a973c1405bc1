import { z } from '@hono/zod-openapi';
import { languageParam, oneOf, positiveInt, secretText, text, withPolicy, wordList } from '../../http/routes/fields';
import { lazy } from '../../http/routes/route';
import { isHttpUrl, normalizedUrl } from '../../text';
import { dateProblemKey, isDateInput, SUPPORTED_RANGE } from '../../time';
import { REGISTERED_STATUSES } from './posts.status';

/** Parameter schemas shared by events, venues and organizers. */

/** A URL as stored: its WHATWG serialization (quotes, spaces and angle brackets percent-encoded). */
const stored = (value: string) => normalizedUrl(value) ?? value;

/** An `http(s)` URL, or `""` (empty: no website); stored normalized (docs/security.md, "Text safety"). */
export const urlOrEmpty = () =>
  withPolicy(
    text({ maxBytes: 2048 })
      .refine((value) => value === '' || isHttpUrl(value), { error: 'param.url' })
      .transform((value) => (value === '' ? value : stored(value)))
      .openapi({ type: 'string' }),
    'url',
  );

/** `image`: an `http(s)` URL or a known image id; `""`, `0`, `false` or `null` remove it. */
export const imageParam = () =>
  withPolicy(
    z
      .preprocess(
        (v) => {
          if (v === '' || v === 0 || v === '0' || v === false || v === 'false' || v === null) return null;
          if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
          return v;
        },
        z.union([z.number().int().positive(), z.string().refine(isHttpUrl).transform(stored), z.null()], {
          error: 'param.image',
        }),
      )
      .openapi({ oneOf: [{ type: 'string', format: 'uri' }, { type: 'integer' }] }),
    'url',
  );

/**
 * A date parameter: anything the date parser reads (docs/api.md#events-dates-times-and-fields), within the
 * supported range (`param.date_range` otherwise: docs/security.md, "Dates that can be stored are readable
 * everywhere"). What it means (a wall time in which zone, an instant) is decided where it is used.
 */
export const dateParam = () =>
  withPolicy(
    z
      .union([z.string(), z.number()], { error: 'param.date' })
      .superRefine((value, ctx) => {
        if (isDateInput(value)) return;
        ctx.addIssue({ code: 'custom', message: dateProblemKey(value), params: { ...SUPPORTED_RANGE } });
      })
      .openapi({ type: 'string', description: 'param.date' }),
    'value',
  );

/** `author`: an existing user id (existence is checked by the handler). */
export const authorParam = () => positiveInt();

/** `status` of a write: a registered status (scaled back by role). */
export const statusParam = () => oneOf(REGISTERED_STATUSES);

/** `password` of a write: sets it, or `""` clears it. */
export const passwordWrite = () => secretText({ maxBytes: 255 });

/** `status` of a list: one status or a list (visitors: only `publish`). */
export const statusListParam = () => wordList();

/** `context`: `view` (default) or `edit` (needs a token that may edit the item). */
export const contextParam = () => oneOf(['view', 'edit']);

/** `i18n_language`. */
export const langParam = () => languageParam().optional().describe('param.i18n_language');

/** `password` on reads: unlocks a protected item. */
export const passwordRead = () => text({ allowEmpty: false, maxBytes: 255 });

/** Query of the single reads of events, venues and organizers (`password` unlocks, `context=edit` for editors). */
export const postGetQuery = lazy(() =>
  z.object({
    password: passwordRead().optional().describe('param.password_read'),
    context: contextParam().optional().describe('param.context'),
    i18n_language: langParam(),
  }),
);

/** Query of their deletes: `translation` removes only that language's text instead of trashing the item. */
export const postDeleteQuery = lazy(() =>
  z.object({
    translation: languageParam().optional().describe('param.translation'),
    i18n_language: langParam(),
  }),
);
