import type { Lang } from '../i18n/languages';
import type { PublicEvent } from '../resources/events';
import type { Day, WeekStart } from '../time/calendar-grid';

/** The kinds of item with a public page. */
export type Kind = 'event' | 'venue' | 'organizer';

/**
 * The fields of a public event (`PublicEvent`: the wire event, src/resources/events/wire/wire.schema.ts, and whether
 * it is locked) that the pages show.
 */
export type PageEvent = Pick<
  PublicEvent,
  | 'id'
  | 'title'
  | 'url'
  | 'description'
  | 'excerpt'
  | 'start_date'
  | 'end_date'
  | 'utc_start_date'
  | 'utc_end_date'
  | 'timezone'
  | 'timezone_abbr'
  | 'all_day'
  | 'cost'
  | 'website'
  | 'image'
  | 'venue'
  | 'organizer'
  | 'categories'
  | 'tags'
  | 'json_ld'
  | 'translations'
  | 'recurrence'
  | 'series_id'
  | 'occurrence_start'
  | 'locked'
>;

/** What every view renders with: the visitor's language, the site's zone and week, where links go. */
export interface View {
  lang: Lang;
  /** The site zone (`SITE_TIMEZONE`): days of the views, and the zone times are shown without a label. */
  siteZone: string;
  /** Today in the site zone. */
  today: Day;
  weekStart: WeekStart;
  /** The service's origin, for absolute links (feeds; the embed's links, which open in the whole window). */
  origin: string;
  /**
   * Where the items' pages and the public agenda live: `PUBLIC_SITE_URL` (without a trailing slash) when set, else
   * `origin` (the embed's "more" link, the items' `hreflang` alternates).
   */
  site: string;
  /** Rendering the embed (links leave the frame). */
  embed: boolean;
}
