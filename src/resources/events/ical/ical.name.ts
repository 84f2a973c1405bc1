import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts, terms } from '../../../db/schema';
import { messageTexts } from '../../../i18n/catalogues/messages';
import type { Lang } from '../../../i18n/languages';
import { lookup } from '../../../i18n/lookup';
import { selectOrganizerRows } from '../../organizers/organizers.queries';
import { jsonIds } from '../../shared/sql';
import { selectTermRows } from '../../terms/terms.queries';
import { selectVenueRows } from '../../venues/venues.queries';
import { type EventListFilter, resolvedTermRefs } from '../list/list.filters';

/**
 * The name of a feed (`NAME`, `X-WR-CALNAME`): the localized calendar name, then the human names of what the feed
 * is filtered by, in the feed's language: `Esdeveniments · Música · Sala Apolo · “jazz”` (docs/ical.md,
 * "Properties"). Names come from the database (terms, and venues and organizers an anonymous reader may see), never
 * from the request's raw values, and the whole name is escaped as RFC 5545 text, which ical-generator does not do
 * for these two properties.
 */

/** Published, unprotected posts among `ids`: the venues and organizers whose names any reader may see. */
const publicAmong = (ids: readonly number[] = []) =>
  sql`${posts.id} in (select value from json_each(${jsonIds([...ids])})) and ${posts.status} = 'publish' and coalesce(${posts.password}, '') = ''`;

/** The statements that read the names a feed's filter names, for the feed's first batch. */
export function feedNameQueries(db: Db, filter: EventListFilter) {
  const termIds = sql`select r.term_id from (${resolvedTermRefs('category', filter.categories ?? [], filter.lang)}) r union select r.term_id from (${resolvedTermRefs('tag', filter.tags ?? [], filter.lang)}) r`;
  return {
    nameTerms: selectTermRows(db, filter.lang, sql`${terms.id} in (${termIds})`),
    nameVenues: selectVenueRows(db, filter.lang, publicAmong(filter.venues), true),
    nameOrganizers: selectOrganizerRows(db, filter.lang, publicAmong(filter.organizers), true),
  };
}

/** What {@link feedNameQueries} read. */
export interface FeedNameRows {
  nameTerms: { taxonomy: string; name: string }[];
  nameVenues: { title: string }[];
  nameOrganizers: { title: string }[];
}

/** RFC 5545 TEXT escaping (3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** One line of plain text: whitespace (line breaks included) collapsed to single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The escaped feed name: the calendar's name in `lang`, then categories, tags, venues and organizers by name and
 * the search words in quotes.
 */
export function feedName(lang: Lang, rows: FeedNameRows, search: string | undefined): string {
  return escapeText(feedTitle(lang, rows, search));
}

/** The feed name as plain text (the public pages title a filtered view with it, docs/pages.md). */
export function feedTitle(lang: Lang, rows: FeedNameRows, search: string | undefined): string {
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
