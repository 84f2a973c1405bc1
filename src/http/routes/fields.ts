import { z } from '@hono/zod-openapi';
import type { MessageKey } from '../../i18n/catalogues/messages';
import { autop, sanitizeHtml, stripTags } from '../../text';
import { lazy } from './route';

/**
 * Parameter schemas shared by every route. Each one accepts what a WordPress REST client sends (form strings,
 * JSON values, comma lists), normalises it, and fails with a message key of the i18n catalogue, which the
 * validation hook turns into the parameter's `data.params` text.
 */

/**
 * How a field of a write makes its value safe to store (docs/security.md, "Text safety"), declared where the field
 * is defined: `plain` text (tags removed), sanitized `html`, an absolute http(s) `url` (stored normalized), a
 * `secret` taken verbatim (passwords), or a `value` whose format the schema checks (numbers, booleans, dates,
 * enums, ids). Every field of every write body declares one: a test enumerates them
 * (test/http/routes/field-policies.test.ts), so a new field cannot skip text safety by being forgotten.
 */
export type FieldPolicy = 'plain' | 'html' | 'url' | 'secret' | 'value';

/**
 * The policies of write fields, by schema: made by the first field declared, not at load (zod itself is evaluated by
 * the first use of `z` in the Worker's build, docs/performance.md, "What loads when").
 */
const fieldPolicies = lazy(() => z.registry<{ policy: FieldPolicy }>());

/** Declares the policy of a field schema. */
export function withPolicy<T extends z.ZodType>(schema: T, policy: FieldPolicy): T {
  fieldPolicies().add(schema, { policy });
  return schema;
}

/** The policy a field declares: its own, or that of the schema it wraps (`optional`, `nullable`, `default`). */
export function fieldPolicyOf(schema: z.ZodType): FieldPolicy | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 5; depth++) {
    const declared = fieldPolicies().get(current);
    if (declared) return declared.policy;
    const inner: z.ZodType | undefined = (current as { def?: { innerType?: z.ZodType } }).def?.innerType;
    current = inner;
  }
  return undefined;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

/** Reads `true/false/1/0/yes/no/on/off` (any case), JSON booleans and the numbers 0 and 1; else unchanged. */
export function toBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return value;
}

/** Reads a positive integer from a JSON number or a string of digits; else unchanged. */
function toInteger(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value.trim());
  return value;
}

/** Splits a list parameter: a JSON array, repeated `key[]=`, or a comma-separated string; empty items dropped. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? (jsonArray(value) ?? value.split(','))
      : [value];
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

/**
 * A JSON array of texts or numbers written as a string (`?include=[1,2]`, `?categories=["rock","jazz"]`): the
 * only way to send a JSON array in a query string. Anything else (`[beta]`, `[1,{}]`) is not one.
 */
function jsonArray(value: string): unknown[] | undefined {
  const text = value.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return parsed;
    }
  } catch {
    // Not JSON: a comma-separated list.
  }
  return undefined;
}

const messageOf = (key: MessageKey) => ({ error: key });

/** A positive integer (`page`, ids…). */
export const positiveInt = () =>
  withPolicy(
    z
      .preprocess(
        toInteger,
        z
          .number(messageOf('param.positive_int'))
          .int(messageOf('param.positive_int'))
          .positive(messageOf('param.positive_int')),
      )
      .openapi({ type: 'integer', minimum: 1 }),
    'value',
  );

/** A boolean flag. */
export const booleanParam = () =>
  withPolicy(z.preprocess(toBoolean, z.boolean(messageOf('param.boolean'))).openapi({ type: 'boolean' }), 'value');

/** A number (coordinates, radius). */
export const numberParam = () =>
  withPolicy(
    z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
        z.number(messageOf('param.number')),
      )
      .openapi({ type: 'number' }),
    'value',
  );

const utf8 = new TextEncoder();

/**
 * A text: a string (JSON numbers are accepted and read as strings), at most `maxBytes` UTF-8 bytes;
 * `allowEmpty: false` (the original's `is_string`) rejects `""`.
 */
export const text = (options: { maxBytes?: number; allowEmpty?: boolean } = {}) => textOf(options);

/** {@link text}, its value then passed through `finish` (the field's policy) and checked again by `after`. */
function textOf(
  options: { maxBytes?: number; allowEmpty?: boolean },
  finish: (value: string) => string = (value) => value,
  after: (value: string) => boolean = () => true,
) {
  const { maxBytes = 1024, allowEmpty = true } = options;
  return z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
      z
        .string(messageOf('param.not_string'))
        .refine((s) => allowEmpty || s.trim() !== '', messageOf('param.empty'))
        .refine((s) => utf8.encode(s).length <= maxBytes, { error: 'param.too_many_bytes', params: { max: maxBytes } })
        .transform(finish)
        .refine(after, messageOf('param.empty')),
    )
    .openapi({ type: 'string' });
}

/** The most characters a `search` may have, on every list (docs/api.md#requests-and-responses). */
export const MAX_SEARCH_CHARACTERS = 200;

/**
 * `search` on every list: a non-empty text of at most {@link MAX_SEARCH_CHARACTERS} characters (code points, not
 * bytes: accented words count as what they look like). The word limit is checked by each list's search.
 */
export const searchText = () =>
  text({ allowEmpty: false, maxBytes: 64 * 1024 }).refine((s) => [...s].length <= MAX_SEARCH_CHARACTERS, {
    error: 'param.too_long',
    params: { max: MAX_SEARCH_CHARACTERS },
  });

/**
 * A plain-text field of a write (titles, names, address parts, phone, email, slugs…): every tag removed on write
 * (docs/security.md, "Text safety"); `allowEmpty: false` refuses a value that is empty after that
 * (`<script></script>` is no title).
 */
export const plainText = (options: { maxBytes?: number; allowEmpty?: boolean } = {}) =>
  withPolicy(
    textOf(options, stripTags, (s) => options.allowEmpty !== false || s.trim() !== ''),
    'plain',
  );

/**
 * An HTML field of a write (`description`, `excerpt`): sanitized on write (docs/security.md, "Text safety"); with
 * `paragraphs` (events, venues, organizers: the original's `the_content`), then set in paragraphs (`autop`).
 */
export const htmlText = (options: { maxBytes?: number; allowEmpty?: boolean; paragraphs?: boolean } = {}) =>
  withPolicy(textOf(options, options.paragraphs ? (value) => autop(sanitizeHtml(value)) : sanitizeHtml), 'html');

/** A secret of a write (a post's password): taken verbatim, never shown. */
export const secretText = (options: { maxBytes?: number } = {}) => withPolicy(text(options), 'secret');

/** A list of positive integer ids (array, `key[]=` or comma string), at most `max` items. */
export const idList = (max = 500) =>
  z
    .preprocess(
      (v) => (Array.isArray(toList(v)) ? (toList(v) as unknown[]).map(toInteger) : v),
      z
        .array(
          z
            .number(messageOf('param.positive_int'))
            .int(messageOf('param.positive_int'))
            .positive(messageOf('param.positive_int')),
          messageOf('param.invalid'),
        )
        .max(max),
    )
    .openapi({ type: 'array', items: { type: 'integer' } });

/** A list of ids or slugs (`categories`, `tags`, term `include`…), at most `max` items. */
export const idOrSlugList = (max = 500) =>
  z
    .preprocess(
      (v) =>
        Array.isArray(toList(v))
          ? (toList(v) as unknown[]).map((item) => (typeof item === 'number' ? String(item) : item))
          : v,
      z.array(z.string(messageOf('param.invalid')).min(1), messageOf('param.invalid')).max(max),
    )
    .openapi({ type: 'array', items: { type: 'string' } });

/** A list of plain words (`status`). */
export const wordList = () =>
  z
    .preprocess(toList, z.array(z.string(messageOf('param.invalid')), messageOf('param.invalid')).max(50))
    .openapi({ type: 'array', items: { type: 'string' } });

/** One of `values` (case-insensitive input). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  withPolicy(
    z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values, messageOf('param.enum'))),
    'value',
  );

/** `i18n_language`: one of the published languages. */
export const languageParam = () =>
  withPolicy(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['ca', 'en', 'es'], messageOf('param.language')),
    ),
    'value',
  );
