import { z } from '@hono/zod-openapi';
import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { lazy } from '../../http/routes/route';
import type { DocKey } from '../../i18n/catalogues/docs';

/**
 * @module The wire shapes events, venues and organizers share, and the policies a wire field declares where it
 * is defined (docs/ARCHITECTURE.md, "How to add a field"). Every field of a post's wire schema says what becomes
 * of it when the post is password-protected and the reader has not unlocked it: `kept`, or `redacted` with the
 * value shown instead (docs/original.md#password-protected-content). The redaction is derived from the schema
 * ({@link redactionOf}), so no list of field names is kept anywhere else, and a field declared without a policy
 * fails the test that enumerates the schemas (test/resources/posts/wire-policies.test.ts).
 */

/** What a wire field declares about itself. */
export interface WirePolicy {
  /** `keep`: shown as it is; a function: the value shown instead to readers who have not unlocked the item. */
  redact: 'keep' | (() => unknown);
}

/**
 * The policies of wire fields, by schema: made by the first field declared, not at load (zod itself is evaluated by
 * the first use of `z` in the Worker's build, docs/performance.md, "What loads when").
 */
const wirePolicies = lazy(() => z.registry<WirePolicy>());

/** A wire field shown as it is on protected items (ids, dates, titles, links…). */
export function kept<T extends z.ZodType>(schema: T): T {
  wirePolicies().add(schema, { redact: 'keep' });
  return schema;
}

/** A wire field replaced by `value()` on protected items the reader has not unlocked. */
export function redacted<T extends z.ZodType>(schema: T, value: () => unknown): T {
  wirePolicies().add(schema, { redact: value });
  return schema;
}

/** The policy of a field: its own, or that of the schema it wraps (`optional`, `nullable`). */
export function policyOf(schema: z.ZodType): WirePolicy | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 5; depth++) {
    const policy = wirePolicies().get(current);
    if (policy) return policy;
    const inner: z.ZodType | undefined = (current as { def?: { innerType?: z.ZodType } }).def?.innerType;
    current = inner;
  }
  return undefined;
}

/** The redacted fields of a wire schema and their replacement values. */
export type Redaction = ReadonlyMap<string, () => unknown>;

/** The redaction a wire schema declares (its `redacted` fields). */
export function redactionOf(schema: z.ZodObject): Redaction {
  const redaction = new Map<string, () => unknown>();
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const policy = policyOf(field);
    if (policy && policy.redact !== 'keep') redaction.set(key, policy.redact);
  }
  return redaction;
}

/** The SQL a wire field's value is read from, where `search` looks for it. */
type Column = SQLiteColumn | SQL;

/** The search declarations of wire fields, by schema: the column `search` looks in for the field. */
const searchPolicies = new WeakMap<z.ZodType, { column: Column }>();

/**
 * A wire field that `search` looks in, read from `column`. Whether it matches on a protected item the reader has
 * not unlocked follows from its redaction policy ({@link searchFieldsOf}): a redacted field never does, so a search
 * cannot tell a word of a text the answer hides (docs/security.md, "Visibility").
 */
export function searchable<T extends z.ZodType>(schema: T, column: Column): T {
  searchPolicies.set(schema, { column });
  return schema;
}

/** A field `search` looks in: its column, and whether the field is redacted on locked protected items. */
export interface SearchField {
  key: string;
  column: Column;
  redacted: boolean;
}

/** The searchable fields a wire schema declares, in its order, with their redaction. */
export function searchFieldsOf(schema: z.ZodObject): SearchField[] {
  const fields: SearchField[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const search = searchPolicies.get(field);
    if (search) fields.push({ key, column: search.column, redacted: policyOf(field)?.redact !== 'keep' });
  }
  return fields;
}

/** A copy of `wire` with its redacted fields replaced (fields absent stay absent). */
export function redactWith<T extends object>(wire: T, redaction: Redaction): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    const replace = redaction.get(key);
    out[key] = replace ? replace() : value;
  }
  return out as T;
}

const d = (key: DocKey) => key;

/** A wall time `YYYY-MM-DD HH:MM:SS`. */
export const wall = () => z.string().openapi({ example: '2026-06-23 21:00:00' });
/** An array that is always empty (PHP's empty array where an object or a name is missing or redacted). */
export const emptyArray = () => z.array(z.unknown()).max(0);

/** The size names of the original's `image.sizes`, in its order. */
export const IMAGE_SIZES = ['thumbnail', 'medium', 'medium_large', 'large', 'full'] as const;

const imageSizeSchema = lazy(() =>
  z
    .object({
      width: z.number().int().optional().describe(d('field.image.width')),
      height: z.number().int().optional().describe(d('field.image.height')),
      'mime-type': z.string().describe(d('field.image.mime_type')),
      url: z.string().describe(d('field.image.url')),
    })
    .describe(d('schema.ImageSize'))
    .openapi('ImageSize'),
);

type ImageSizeName = (typeof IMAGE_SIZES)[number];

/**
 * An image (docs/wordpress-paths.md): the original's `image` object with its sizes. The wire schemas are built on
 * first use (`lazy`: by the first mapper or `/doc` that needs them), not when the service loads (docs/performance.md).
 */
export const imageSchema = lazy(() =>
  z
    .object({
      url: z.string().describe(d('field.image.url')),
      id: z.number().int().describe(d('field.image.id')),
      extension: z.string().describe(d('field.image.extension')),
      width: z.number().int().optional().describe(d('field.image.width')),
      height: z.number().int().optional().describe(d('field.image.height')),
      filesize: z.number().int().optional().describe(d('field.image.filesize')),
      sizes: z
        .object(
          Object.fromEntries(IMAGE_SIZES.map((name) => [name, imageSizeSchema()])) as Record<
            ImageSizeName,
            ReturnType<typeof imageSizeSchema>
          >,
        )
        .describe(d('field.image.sizes')),
    })
    .describe(d('schema.Image'))
    .openapi('Image'),
);

/** An image object on the wire. */
export type ImageObject = z.output<ReturnType<typeof imageSchema>>;

/** `translations`: one `{slug, rest_url}` per language the item has text in (docs/api.md#content-languages). */
export const translationsSchema = lazy(() => {
  const translation = z.object({
    slug: z.string().describe(d('field.translation.slug')),
    rest_url: z.string().describe(d('field.translation.rest_url')),
  });
  return z
    .object({ ca: translation.optional(), en: translation.optional(), es: translation.optional() })
    .describe(d('schema.Translations'))
    .openapi('Translations');
});

/** `i18n_language`: the language of the item's text. */
export const language = () => z.enum(['ca', 'en', 'es']).describe(d('field.i18n_language'));

/** `json_ld` (single reads only). */
export const jsonLd = () => kept(z.record(z.string(), z.unknown()).optional().describe(d('field.json_ld')));

/** Fields every post type (event, venue, organizer) starts with. */
export const postHead = lazy(() => ({
  id: kept(z.number().int().describe(d('field.post.id'))),
  author: kept(z.number().int().describe(d('field.post.author'))),
  status: kept(z.string().describe(d('field.post.status'))),
  date: kept(wall().describe(d('field.post.date'))),
  date_utc: kept(wall().describe(d('field.post.date_utc'))),
  modified: kept(wall().describe(d('field.post.modified'))),
  modified_utc: kept(wall().describe(d('field.post.modified_utc'))),
  url: kept(z.string().describe(d('field.post.url'))),
  rest_url: kept(z.string().describe(d('field.post.rest_url'))),
}));

/** Fields every post type ends with. */
export const postTail = lazy(() => ({
  global_id: kept(z.string().describe(d('field.post.global_id'))),
  global_id_lineage: kept(z.array(z.string()).describe(d('field.post.global_id_lineage'))),
  i18n_language: kept(language()),
  translations: kept(translationsSchema()),
}));
