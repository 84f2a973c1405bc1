import { z } from '@hono/zod-openapi';
import type { MessageKey } from '../i18n/catalogues/messages';

/**
 * Parameter schemas shared by every route. Each one accepts what a WordPress REST client sends (form strings,
 * JSON values, comma lists), normalises it, and fails with a message key of the i18n catalogue, which the
 * validation hook turns into the parameter's `data.params` text.
 */

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
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

const messageOf = (key: MessageKey) => ({ error: key });

/** A positive integer (`page`, ids…). */
export const positiveInt = () =>
  z
    .preprocess(
      toInteger,
      z
        .number(messageOf('param.positive_int'))
        .int(messageOf('param.positive_int'))
        .positive(messageOf('param.positive_int')),
    )
    .openapi({ type: 'integer', minimum: 1 });

/** A boolean flag. */
export const booleanParam = () =>
  z.preprocess(toBoolean, z.boolean(messageOf('param.boolean'))).openapi({ type: 'boolean' });

/** A number (coordinates, radius). */
export const numberParam = () =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
      z.number(messageOf('param.number')),
    )
    .openapi({ type: 'number' });

const utf8 = new TextEncoder();

/**
 * A text: a string (JSON numbers are accepted and read as strings), at most `maxBytes` UTF-8 bytes;
 * `allowEmpty: false` (the original's `is_string`) rejects `""`.
 */
export const text = (options: { maxBytes?: number; allowEmpty?: boolean } = {}) => {
  const { maxBytes = 1024, allowEmpty = true } = options;
  return z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
      z
        .string(messageOf('param.not_string'))
        .refine((s) => allowEmpty || s.trim() !== '', messageOf('param.empty'))
        .refine((s) => utf8.encode(s).length <= maxBytes, { error: 'param.too_long', params: { max: maxBytes } }),
    )
    .openapi({ type: 'string' });
};

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
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values, messageOf('param.enum')));

/** `i18n_language`: one of the published languages. */
export const languageParam = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['ca', 'en', 'es'], messageOf('param.language')),
  );
