import { sql } from 'drizzle-orm';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts, terms } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import { messageTexts } from '../../../i18n/catalogues/messages';
import type { Lang } from '../../../i18n/languages';
import { lookup } from '../../../i18n/lookup';
import { selectOrganizerRows } from '../../organizers/organizers.queries';
import { publicRow } from '../../posts/posts.visibility';
import { jsonIds } from '../../shared/sql';
import { selectTermRows } from '../../terms/terms.queries';
import { selectVenueRows } from '../../venues/venues.queries';
import { resolvedTermRefs } from './list.links';
import { type EventListFilter, planEventList } from './list.plan';
import type { ListInput } from './list.query';

/**
 * @module What a list is filtered by, in words: the human names of its categories, tags, venues and organizers and
 * its search words, in the list's language (`Esdeveniments · Música · Sala Apolo · “jazz”`), read from the
 * database as an anonymous reader may see them, never from the request's raw values: the name of a feed
 * (`ical/ical.name.ts` escapes it, docs/ical.md "Properties") and the title of a filtered public page
 * (docs/pages.md); and the choices of the pages' filter bar.
 */

/** Public posts among `ids`: the venues and organizers whose names any reader may see. */
const publicAmong = (ids: readonly number[] = []) =>
  sql`${posts.id} in (select value from json_each(${jsonIds([...ids])})) and ${publicRow()}`;

/** The statements that read the names a list's filter names, for the reader's first batch. */
export function filterNameQueries(db: Db, filter: EventListFilter) {
  const termIds = sql`select r.term_id from (${resolvedTermRefs('category', filter.categories ?? [], filter.lang)}) r union select r.term_id from (${resolvedTermRefs('tag', filter.tags ?? [], filter.lang)}) r`;
  return {
    nameTerms: selectTermRows(db, filter.lang, sql`${terms.id} in (${termIds})`),
    nameVenues: selectVenueRows(db, filter.lang, publicAmong(filter.venues), true),
    nameOrganizers: selectOrganizerRows(db, filter.lang, publicAmong(filter.organizers), true),
  };
}

/** What {@link filterNameQueries} read. */
export interface FilterNameRows {
  nameTerms: { taxonomy: string; name: string }[];
  nameVenues: { title: string }[];
  nameOrganizers: { title: string }[];
}

/** One line of plain text: whitespace (line breaks included) collapsed to single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The list's title as plain text: the calendar's name in `lang`, then categories, tags, venues and organizers by
 * name and the search words in quotes.
 */
export function filterTitle(lang: Lang, rows: FilterNameRows, search: string | undefined): string {
  const byTaxonomy = (taxonomy: string) => rows.nameTerms.filter((t) => t.taxonomy === taxonomy).map((t) => t.name);
  const parts = [
    lookup(messageTexts, lang, 'ical.calendar_name'),
    ...byTaxonomy('category'),
    ...byTaxonomy('tag'),
    ...rows.nameVenues.map((v) => v.title),
    ...rows.nameOrganizers.map((o) => o.title),
    ...(search === undefined ? [] : [lookup(messageTexts, lang, 'ical.search_words', { words: oneLine(search) })]),
  ];
  return parts.map(oneLine).join(' · ');
}

/** The choices of the filter bar, and the names of what the request filters by (for its title). */
export interface FilterChoices {
  categories: { value: string; name: string }[];
  venues: { value: string; name: string }[];
  organizers: { value: string; name: string }[];
  /** The names of the request's filters, as the feed reads them. */
  names: FilterNameRows;
}

/** Most choices a select of the filter bar offers (by name): a bound on what a page reads. */
export const MAX_CHOICES = 200;

/**
 * The filter bar's choices (categories by name, public venues and organizers by name, at most
 * {@link MAX_CHOICES} each) and the names of the request's own filters ({@link filterNameQueries}), in one batch,
 * as an anonymous reader sees them.
 */
export async function readFilterChoices(scope: Scope, input: ListInput): Promise<FilterChoices> {
  const { db, lang } = scope;
  const { filter } = planEventList(scope, { ...input, start_date: undefined, end_date: undefined }, 'calendar');
  const byTitle = sql`title collate nocase`;
  const read = await readBatch(db, {
    categories: selectTermRows(db, lang, sql`${terms.taxonomy} = 'category'`).limit(MAX_CHOICES),
    venues: selectVenueRows(db, lang, publicRow()).orderBy(byTitle).limit(MAX_CHOICES),
    organizers: selectOrganizerRows(db, lang, publicRow()).orderBy(byTitle).limit(MAX_CHOICES),
    ...filterNameQueries(db, filter),
  });
  return {
    categories: read.categories.map((term) => ({ value: term.slug, name: term.name })),
    venues: read.venues.map((venue) => ({ value: String(venue.id), name: venue.title })),
    organizers: read.organizers.map((organizer) => ({ value: String(organizer.id), name: organizer.title })),
    names: { nameTerms: read.nameTerms, nameVenues: read.nameVenues, nameOrganizers: read.nameOrganizers },
  };
}
