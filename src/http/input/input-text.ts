import type { MessageKey } from '../../i18n/catalogues/messages';

/**
 * What text may enter as a parameter (docs/security.md, "Bad input and bodies"): Unicode text without control
 * characters. Query strings, form bodies (url-encoded) and JSON bodies are decoded into JS strings here so that
 * one check covers them all.
 */

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Percent-decodes one query/form component (`+` is a space). A run of escapes that is valid UTF-8 becomes its
 * text; a run that is not (`%E9`, `%ED%A0%80`: a surrogate encoded as UTF-8) becomes one lone low surrogate per
 * byte (U+DC80–U+DCFF, as Python's "surrogateescape"), so the check below refuses it, naming the parameter, exactly
 * as it refuses a lone surrogate sent in JSON. A `%` that starts no escape (`100%`) stays as it is.
 */
export function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
    try {
      return STRICT_UTF8.decode(bytes);
    } catch {
      return String.fromCharCode(...Array.from(bytes, (byte) => 0xdc00 + byte));
    }
  });
}

/**
 * A url-encoded body's bytes as the text of a query string: ASCII as it is, every other byte percent-encoded, so
 * raw UTF-8 decodes as UTF-8 and bytes that are not UTF-8 are refused by the same path as `%E9` (not silently
 * replaced by U+FFFD, as a lenient decoder would).
 */
export function formBodyText(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`;
  return text;
}

/** A JSON body's text: JSON is UTF-8 (RFC 8259), so bytes that are not UTF-8 make the body invalid (`null`). */
export function jsonBodyText(bytes: Uint8Array): string | null {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (code units: no `u`). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest level walked; bodies are refused deeper than this before they are parsed. */
const MAX_DEPTH = 32;

function problemOf(text: string): MessageKey | null {
  if (CONTROL.test(text)) return 'param.control_characters';
  if (LONE_SURROGATE.test(text)) return 'param.invalid_unicode';
  return null;
}

/**
 * The first top-level parameter whose name or value (at any depth) is not acceptable text, and why: a NUL or
 * another control character cuts SQL statements and search queries short; a lone surrogate is not Unicode (D1
 * would store it as invalid UTF-8 and read it back as three U+FFFD). Both are refused naming the parameter.
 */
export function paramWithInvalidText(input: Record<string, unknown>): { param: string; key: MessageKey } | null {
  const find = (value: unknown, depth: number): MessageKey | null => {
    if (typeof value === 'string') return problemOf(value);
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
    const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
    for (const [name, item] of entries) {
      const found = problemOf(name) ?? find(item, depth + 1);
      if (found) return found;
    }
    return null;
  };
  for (const [param, value] of Object.entries(input)) {
    const key = problemOf(param) ?? find(value, 0);
    if (key) return { param, key };
  }
  return null;
}
