/**
 * What an import takes from each item of the original (docs/migration.md): every field the service keeps,
 * titles decoded from HTML entities, links kept as the source's ids. Items the service could not accept
 * are skipped with a reason, never half-taken.
 */
import { costChoiceOf, postDatesOf, urlOf } from './tec-fields';
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
  /** What could not be kept as the source has it (an image URL the service refuses, a cost shown otherwise). */
  notes: string[];
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

/**
 * The original's `image` object (or `false`) as what the image registry keeps: the file and its metadata. A URL
 * the service would refuse (not http(s): `javascript:`, `data:`…) is left out with a note, never sent.
 */
export function imageOf(value: unknown, notes: string[] = []): ImageRecord | null {
  if (value === null || typeof value !== 'object') return null;
  const image = value as SourceItem;
  const full = image.sizes?.full;
  const url = urlOf('image', text(image.url) || text(full?.url), notes);
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

/**
 * Fields every post kind shares. An empty slug (WordPress gives drafts none until they are published) is left out:
 * the service makes one from the title. Dates in UTC, zero dates of drafts derived (tec-fields.ts).
 */
function postFields(item: SourceItem, notes: string[], context: RecordContext): Record<string, unknown> {
  const { dateUtc, modifiedUtc } = postDatesOf(item, context.siteZone);
  return {
    slug: text(item.slug) || null,
    status: text(item.status) || 'publish',
    date_utc: dateUtc ?? null,
    modified_utc: modifiedUtc ?? null,
    description: text(item.description),
    excerpt: text(item.excerpt),
    image: imageOf(item.image, notes),
    website: urlOf('website', item.website, notes) ?? '',
  };
}

/** A coordinate as a number, or null. */
function coordinate(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The record of one source item, or why it is skipped. */
/** What reading records needs to know of the source: its texts' language, its time zone (when it says). */
export interface RecordContext {
  lang: 'ca' | 'en' | 'es';
  siteZone: string | null;
}

export function toRecord(
  kind: SourceKind,
  item: SourceItem,
  context: RecordContext = { lang: 'en', siteZone: null },
): RecordResult {
  const sourceId = positiveInt(item?.id);
  if (sourceId === null) return { ok: false, sourceId: null, reason: 'no id' };
  const name = decodeTitle(item[NAME_FIELD[kind]]).trim();
  if (!name) return { ok: false, sourceId, reason: `empty ${NAME_FIELD[kind]}` };
  const links: ImportRecord['links'] = {};
  const notes: string[] = [];
  let fields: Record<string, unknown>;
  switch (kind) {
    case 'categories':
    case 'tags': {
      fields = { name, slug: text(item.slug) || null, description: text(item.description) };
      const parent = positiveInt(item.parent);
      if (kind === 'categories' && parent !== null) links.categories = [parent];
      break;
    }
    case 'venues':
      fields = { venue: name, ...postFields(item, notes, context) };
      for (const key of ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'stateprovince']) {
        fields[key] = decodeTitle(item[key]);
      }
      fields.show_map = flag(item.show_map);
      fields.show_map_link = flag(item.show_map_link);
      // Coordinates go in pairs: one alone is not sent.
      fields.geo_lat = coordinate(item.geo_lat);
      fields.geo_lng = coordinate(item.geo_lng);
      if (fields.geo_lat === null || fields.geo_lng === null) fields.geo_lat = fields.geo_lng = null;
      break;
    case 'organizers':
      fields = { organizer: name, ...postFields(item, notes, context) };
      for (const key of ['phone', 'email']) fields[key] = decodeTitle(item[key]);
      break;
    case 'events': {
      fields = { title: name, ...postFields(item, notes, context) };
      for (const key of ['start_date', 'end_date', 'timezone']) fields[key] = text(item[key]);
      if (!fields.start_date || !fields.end_date) return { ok: false, sourceId, reason: 'no start_date or end_date' };
      fields.all_day = flag(item.all_day) ?? false;
      const cost = costChoiceOf(item, context.lang);
      fields.cost = cost.texts;
      fields.cost_currency = cost.currency;
      if (cost.note) notes.push(cost.note);
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
  return { ok: true, record: { kind, sourceId, fields, links, notes } };
}
