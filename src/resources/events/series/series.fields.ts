/**
 * @module The field lists of recurring events (docs/recurrence.md, "Storage" and "Editing"): which columns of a
 * series its dates copy, and which override keeps a date's own value of a field it changed alone. A column or a
 * field missing here would vanish from every date of a recurring event without a word, so each list is closed:
 * every column of `posts` is either copied or declared not copied, every field of an event update either names its
 * override or is declared otherwise, and test/resources/events/series/fields.test.ts fails on one that is neither.
 */

/** The series columns an occurrence copies, each under the override that keeps its own value (`null`: none). */
export const COPIED: readonly (readonly [column: string, override: string | null])[] = [
  ['author_id', null],
  ['date_utc', null],
  ['original_lang', null],
  ['password', 'password'],
  ['image_id', 'image'],
  ['hide_from_listings', 'hide_from_listings'],
  ['sticky', 'sticky'],
  ['featured', 'featured'],
  ['ticketed', 'ticketed'],
  ['show_map', 'show_map'],
  ['show_map_link', 'show_map_link'],
  ['website', 'website'],
  ['parent_id', 'post_parent'],
  ['venue_id', 'venue'],
  ['cost', 'cost'],
  ['cost_currency_symbol', 'cost'],
  ['cost_currency_position', 'cost'],
  ['timezone', 'dates'],
  ['all_day', 'dates'],
];

/** The columns of `posts` an occurrence does not copy from its series, and why. */
export const NOT_COPIED = {
  id: 'its own identity',
  type: "always 'event' (the series is 'series')",
  status: 'copied under its own rule (`STATUS`, series.sync.ts): restored from the trash, or its own when overridden',
  status_before_trash: 'its own trash history',
  unpublished_utc: 'kept by a trigger per post (docs/ical.md, "Cancelled events")',
  modified_utc: 'set by each write of the date',
  sequence: 'its own iCalendar SEQUENCE, kept by a trigger',
  start_utc: 'its own date, generated from the rule',
  end_utc: 'its own date, generated from the rule',
  start_local: 'its own date, generated from the rule',
  end_local: 'its own date, generated from the rule',
  address: "a venue's column",
  city: "a venue's column",
  country: "a venue's column",
  province: "a venue's column",
  state: "a venue's column",
  zip: "a venue's column",
  stateprovince: "a venue's column",
  geo_lat: "a venue's column",
  geo_lng: "a venue's column",
  phone: "a venue's or organizer's column",
  email: "an organizer's column",
  series_id: 'points at the series itself',
  occurrence_key: 'its identity in the series',
  occurrence_start: 'its original start in the series',
  text_id: 'points at the series (or itself, once a text is its own): the texts are shown, not copied',
  overrides: 'the fields it changed alone',
  recurrence: "the series' rule, held by the series only",
  series_revision: "the series' guard of re-expansions",
  series_horizon: "the series' generated range",
  series_feed: 'what feeds write of the series (series.feed.ts)',
} as const;

/** The override an occurrence update records for each field it sends, besides the texts (`title@<lang>`…). */
export const FIELD_OVERRIDES = {
  status: 'status',
  start_date: 'dates',
  end_date: 'dates',
  timezone: 'dates',
  all_day: 'dates',
  image: 'image',
  cost: 'cost',
  website: 'website',
  show_map: 'show_map',
  show_map_link: 'show_map_link',
  hide_from_listings: 'hide_from_listings',
  sticky: 'sticky',
  featured: 'featured',
  ticketed: 'ticketed',
  password: 'password',
  post_parent: 'post_parent',
  venue: 'venue',
  organizer: 'organizer',
  categories: 'categories',
  tags: 'tags',
} as const;

/** Fields of the series alone: an occurrence update sending one is a 400 (docs/recurrence.md). */
export const SERIES_ONLY_FIELDS = ['slug', 'author', 'date', 'date_utc'] as const;

/** The fields of an event update that are not a date's own value, and why. */
export const NOT_OVERRIDDEN = {
  recurrence: "the series' rule: a date alone refuses it, `scope=following` splits the series",
  scope: 'says which dates an update applies to',
  i18n_language: 'the language of the write, not a field',
} as const;
