/**
 * What an import takes from each item of the original (docs/migration.md): every field the service keeps,
 * titles decoded from HTML entities, links kept as the source's ids. Items the service could not accept
 * are skipped with a reason, never half-taken.
 */
import { decodeTitle, type SourceItem, type SourceKind } from './tec-source';

export interface ImageRecord {
  url: string;
  width: number | null;
  height: number | null;
  filesize: number | null;
}

export interface ImportRecord {
  kind: SourceKind;
  /** The item's id on the source site. */
  sourceId: number;
  /** The fields to write, in the service's write vocabulary. */
  fields: Record<string, unknown>;
  /** Source ids this item links to, per kind. */
  links: Partial<Record<SourceKind, number[]>>;
}

export type RecordResult = { ok: true; record: ImportRecord } | { ok: false; sourceId: number | null; reason: string };

const NAME_FIELD: Record<SourceKind, string> = {
  categories: 'name',
  tags: 'name',
  venues: 'venue',
  organizers: 'organizer',
  events: 'title',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function flag(value: unknown): boolean | null {
  if (value === true || value === 'yes' || value === '1' || value === 1) return true;
  if (value === false || value === 'no' || value === '0' || value === 0 || value === '') return false;
  return null;
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The original's `image` object (or `false`) as what the image registry keeps: the file and its metadata. */
export function imageOf(value: unknown): ImageRecord | null {
  if (value === null || typeof value !== 'object') return null;
  const image = value as SourceItem;
  const full = image.sizes?.full;
  const url = text(image.url) || text(full?.url);
  if (!url) return null;
  return {
    url,
    width: positiveInt(image.width) ?? positiveInt(full?.width),
    height: positiveInt(image.height) ?? positiveInt(full?.height),
    filesize: positiveInt(image.filesize) ?? positiveInt(full?.filesize),
  };
}

function ids(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list
    .map((item) => positiveInt(typeof item === 'object' && item !== null ? item.id : item))
    .filter((id): id is number => id !== null);
}

const POST_DATES = ['date', 'date_utc', 'modified', 'modified_utc'] as const;

function postFields(item: SourceItem): Record<string, unknown> {
  const fields: Record<string, unknown> = { slug: text(item.slug), status: text(item.status) || 'publish' };
  for (const key of POST_DATES) if (typeof item[key] === 'string') fields[key] = item[key];
  fields.description = text(item.description);
  fields.excerpt = text(item.excerpt);
  fields.image = imageOf(item.image);
  return fields;
}

/** The record of one source item, or why it is skipped. */
export function toRecord(kind: SourceKind, item: SourceItem): RecordResult {
  const sourceId = positiveInt(item?.id);
  if (sourceId === null) return { ok: false, sourceId: null, reason: 'no id' };
  const name = decodeTitle(item[NAME_FIELD[kind]]).trim();
  if (!name) return { ok: false, sourceId, reason: `empty ${NAME_FIELD[kind]}` };
  const links: ImportRecord['links'] = {};
  let fields: Record<string, unknown>;
  switch (kind) {
    case 'categories':
    case 'tags': {
      fields = { name, slug: text(item.slug), description: text(item.description) };
      const parent = positiveInt(item.parent);
      if (kind === 'categories' && parent !== null) links.categories = [parent];
      break;
    }
    case 'venues':
      fields = { venue: name, ...postFields(item) };
      for (const key of [
        'address',
        'city',
        'country',
        'province',
        'state',
        'zip',
        'phone',
        'website',
        'stateprovince',
      ]) {
        fields[key] = text(item[key]);
      }
      fields.show_map = flag(item.show_map);
      fields.show_map_link = flag(item.show_map_link);
      fields.geo_lat = typeof item.geo_lat === 'number' ? item.geo_lat : null;
      fields.geo_lng = typeof item.geo_lng === 'number' ? item.geo_lng : null;
      break;
    case 'organizers':
      fields = { organizer: name, ...postFields(item) };
      for (const key of ['phone', 'website', 'email']) fields[key] = decodeTitle(item[key]);
      break;
    case 'events': {
      fields = { title: name, ...postFields(item) };
      for (const key of ['start_date', 'end_date', 'utc_start_date', 'utc_end_date', 'timezone', 'website']) {
        fields[key] = text(item[key]);
      }
      if (!fields.start_date || !fields.end_date) return { ok: false, sourceId, reason: 'no start_date or end_date' };
      fields.all_day = flag(item.all_day) ?? false;
      const values = Array.isArray(item.cost_details?.values) ? item.cost_details.values.map(String) : [];
      fields.cost = values.length > 0 ? values : text(item.cost);
      for (const key of ['show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured']) {
        fields[key] = flag(item[key]);
      }
      links.venues = ids(Array.isArray(item.venue) && item.venue.length === 0 ? [] : item.venue);
      links.organizers = ids(item.organizer);
      links.categories = ids(item.categories);
      links.tags = ids(item.tags);
      break;
    }
  }
  return { ok: true, record: { kind, sourceId, fields, links } };
}
