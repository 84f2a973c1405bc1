import { z } from '@hono/zod-openapi';
import { toList } from './fields';

/**
 * `_fields` (docs/api.md, "Choosing fields"): WordPress's parameter for choosing the fields of each item of a list
 * or an export line, to make answers smaller. `_fields=id,title,start_date,venue.id` keeps those fields of every
 * item: a dotted path keeps a nested field, and a path through a list (`categories.slug`) applies to each element.
 * Fields that do not exist are left out, as WordPress does. It changes the bytes sent, not what is read.
 */

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Most paths in one `_fields`. */
const MAX_FIELDS = 100;

/** `_fields`: a comma-separated string, a JSON array or repeated `_fields[]=`; every path `name(.name)*`. */
export const fieldsParam = () =>
  z
    .preprocess(
      toList,
      z
        .array(z.string('param.fields').regex(FIELD_PATH, 'param.fields'), 'param.fields')
        .min(1, 'param.fields')
        .max(MAX_FIELDS),
    )
    // No example: the docs page would fill it in every request it tries.
    .openapi({ type: 'array', items: { type: 'string' } });

/** The selection as a tree: `true` keeps the whole value, an object keeps those keys of it. */
type Mask = true | { [key: string]: Mask };

/** A node of the mask: no prototype, so that a path such as `__proto__.x` is a key like any other. */
const node = (): { [key: string]: Mask } => Object.create(null) as { [key: string]: Mask };

function maskOf(paths: readonly string[]): Mask {
  const root = node();
  for (const path of paths) {
    let at = root;
    const parts = path.split('.');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        at[part] = true;
        break;
      }
      const next = at[part] ?? node();
      if (next === true) break;
      at[part] = next;
      at = next;
    }
  }
  return root;
}

function apply(value: unknown, mask: Mask): unknown {
  if (mask === true) return value;
  if (Array.isArray(value)) return value.map((item) => apply(item, mask));
  // A path deeper than the value (`venue.id` when there is no venue, `[]` or a string): the value as it is.
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__' && Object.hasOwn(mask, key)) out[key] = apply(item, mask[key]!);
  }
  return out;
}

/** A function that keeps the selected fields of an item (the item itself when nothing is selected). */
export function fieldSelector(paths: readonly string[] | undefined): <T>(item: T) => T {
  if (!paths || paths.length === 0) return (item) => item;
  const mask = maskOf(paths);
  return <T>(item: T) => apply(item, mask) as T;
}
