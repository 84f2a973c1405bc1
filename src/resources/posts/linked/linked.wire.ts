import type { z } from '@hono/zod-openapi';
import { lazy } from '../../../http/routes/route';
import type { Scope } from '../../../http/scope';
import { globalId, publicUrl, translationsOf } from '../../shared/urls';
import { siteWallOf } from '../posts.dates';
import { toImage } from '../posts.images';
import { type Redaction, redactionOf, redactWith } from '../posts.wire';
import { type LinkedRow, type LinkedType, slugsOf } from './linked.rows';

/** Which linked resource a row belongs to: its type (also the wire key of its name) and its route. */
export interface LinkedMeta {
  type: LinkedType;
  route: 'venues' | 'organizers';
}

/** How a linked type's wire object is built: its meta and the redaction its wire schema declares. */
interface LinkedShape extends LinkedMeta {
  redaction: Redaction;
}

/** The meta of a linked type: its route is the type's plural (`venues`, `organizers`). */
export function linkedMeta(type: LinkedType): LinkedMeta {
  return { type, route: `${type}s` };
}

/** How a venue or organizer is rendered: with `json_ld` (single GET only), and unredacted (3.7) or not. */
export interface WireOptions {
  jsonLd: boolean;
  /** Whether the reader sees protected content: no password, the right one, or someone who may edit it. */
  unlocked: boolean;
}

/** The type's own fields of the wire object: `body` after `image` (empty values omitted), `flags` after `json_ld`. */
export interface OwnWire {
  body: Record<string, unknown>;
  flags?: Record<string, unknown>;
}

type Wire = Record<string, unknown>;

/** A copy of `object` without `undefined`, `null`, `''` and `false` values (the original's `array_filter`). */
function withoutEmpty(object: Wire): Wire {
  // A loop, not entries/filter/fromEntries: two arrays and a tuple per field for every embedded venue and organizer.
  const kept: Wire = {};
  for (const key of Object.keys(object)) {
    const v = object[key];
    if (v !== undefined && v !== null && v !== '' && v !== false) kept[key] = v;
  }
  return kept;
}

/**
 * The wire object of a venue or organizer (docs/original.md#venue-object and docs/original.md#organizer-object): `id`, `author` (integer), `status`, the dates
 * (`date` in site time), `url`, `rest_url`, the name under the type's key, text, `slug`, `image`, then the type's
 * own fields, `json_ld` when asked for, the type's flags, `global_id`, `global_id_lineage`, `i18n_language` and
 * `translations`. Empty values are omitted; a locked protected item is redacted, and its `json_ld` is built from
 * the redacted fields, so it leaks nothing either.
 */
export function linkedWire(
  scope: Scope,
  meta: LinkedShape,
  row: LinkedRow,
  own: OwnWire,
  options: WireOptions,
  jsonLd: (shown: Wire, locked: boolean) => Wire,
): Wire {
  const zone = scope.config.siteTimezone;
  const body = withoutEmpty({
    id: row.id,
    author: row.authorId,
    status: row.status,
    date: siteWallOf(row.dateUtc, zone),
    date_utc: row.dateUtc,
    modified: siteWallOf(row.modifiedUtc, zone),
    modified_utc: row.modifiedUtc,
    // The page under the request's language, whatever language the text shown is in.
    url: publicUrl(scope, scope.lang, meta.type, row.slug),
    rest_url: `${scope.urls.apiBase}/${meta.route}/${row.id}`,
    [meta.type]: row.title,
    description: row.description,
    excerpt: row.excerpt,
    slug: row.slug,
    image: toImage(row),
    ...own.body,
  });
  const locked = !options.unlocked && Boolean(row.password);
  const shown = locked ? redactWith(body, meta.redaction) : body;
  const flags = own.flags ?? {};
  const id = globalId(scope, row.id);
  return {
    ...shown,
    ...(options.jsonLd ? { json_ld: jsonLd(shown, locked) } : {}),
    ...(locked ? redactWith(flags, meta.redaction) : flags),
    global_id: id,
    global_id_lineage: [id],
    i18n_language: row.lang,
    translations: translationsOf(scope, slugsOf(row), `/${meta.route}/${row.id}`),
  };
}

/**
 * The mapper of one linked type: {@link linkedWire} with the type's meta, its own fields of a row (`ownOf`) and
 * its schema.org JSON-LD (`toVenue`, `toOrganizer`).
 */
export function linkedMapper<Row extends LinkedRow, W extends object>(
  type: LinkedType,
  schema: () => z.ZodObject,
  ownOf: (row: Row) => OwnWire,
  jsonLd: (shown: Wire, locked: boolean) => Wire,
): (scope: Scope, row: Row, options: WireOptions) => W {
  // The redaction is derived from the wire schema by the first item mapped (docs/performance.md).
  const shapeOf = lazy((): LinkedShape => ({ ...linkedMeta(type), redaction: redactionOf(schema()) }));
  // The object is assembled from the type's own fields, empty ones omitted: its keys are those of `schema`, which
  // the shape tests check (test/resources/venues, test/resources/organizers).
  return (scope, row, options) => linkedWire(scope, shapeOf(), row, ownOf(row), options, jsonLd) as unknown as W;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).every((key) => key === '@type');
  return false;
}

function compact(props: Wire): Wire {
  const out: Wire = {};
  for (const [key, value] of Object.entries(props)) {
    const inner = value !== null && typeof value === 'object' && !Array.isArray(value) ? compact(value as Wire) : value;
    if (!isEmpty(inner)) out[key] = inner;
  }
  return out;
}

/** A schema.org JSON-LD object of `type`; empty properties (and nested objects left empty) are omitted. */
export function schemaOrg(type: string, props: Wire): Wire {
  return { '@context': 'https://schema.org', '@type': type, ...compact(props) };
}

/** A string field of a wire object, or `''` (redacted fields may hold other values). */
export function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
