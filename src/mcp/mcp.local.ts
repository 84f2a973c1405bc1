import type { DocKey } from '../i18n/catalogues/docs';
import type { Lang } from '../i18n/languages';
import { msToWall, offsetAt, utcWallToIso } from '../time';

/**
 * The two tools that are not a REST operation's answer: `current_time` (the Worker's clock in the site's zone, so
 * an assistant can turn "this weekend" into dates) and `calendar_links` (the URLs of one set of filters, taken from
 * the event list's own links). Their output schemas are declared here, with catalogue keys as descriptions.
 */

const d = (key: DocKey) => key;
const text = (key: DocKey) => ({ type: 'string', description: d(key) });

export const LOCAL_OUTPUTS = {
  current_time: {
    type: 'object',
    properties: {
      now: text('mcp.field.time.now'),
      date: text('mcp.field.time.date'),
      time: text('mcp.field.time.time'),
      weekday: text('mcp.field.time.weekday'),
      timezone: text('mcp.field.time.timezone'),
      utc: text('mcp.field.time.utc'),
    },
    required: ['now', 'date', 'time', 'weekday', 'timezone', 'utc'],
    additionalProperties: false,
  },
  calendar_links: {
    type: 'object',
    properties: {
      json: text('mcp.field.links.json'),
      ics: text('mcp.field.links.ics'),
      webcal: text('mcp.field.links.webcal'),
      page: text('mcp.field.links.page'),
    },
    required: ['json', 'ics', 'webcal', 'page'],
    additionalProperties: false,
  },
} as const;

export interface CurrentTime {
  now: string;
  date: string;
  time: string;
  weekday: string;
  timezone: string;
  utc: string;
}

/** `now` in `zone` (an IANA name or `UTC±H`): ISO 8601 with the offset, the local date, time and weekday. */
export function currentTime(zone: string, lang: Lang, now: number = Date.now()): CurrentTime {
  const utcWall = msToWall(now);
  const local = msToWall(now, offsetAt(zone, now));
  const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  // The weekday of the local date (Intl cannot take `UTC+2` as a zone, so the date is read as UTC).
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
  return {
    now: utcWallToIso(utcWall, zone),
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    weekday,
    timezone: zone,
    utc: `${utcWall.replace(' ', 'T')}Z`,
  };
}

export interface CalendarLinks {
  json: string;
  ics: string;
  webcal: string;
  page: string;
}

/**
 * The links of one list of events, from the `Link` header of its REST answer (the feed URL the list route itself
 * builds: every filter, canonical order, no paging). `null` when the header has none.
 */
export function calendarLinks(linkHeader: string | null, origin: string, lang: Lang): CalendarLinks | null {
  const feed = /<([^>]+)>;\s*rel="alternate";\s*type="text\/calendar"/.exec(linkHeader ?? '')?.[1];
  if (!feed) return null;
  const url = new URL(feed);
  const query = url.search;
  const json = new URL(url);
  json.pathname = url.pathname.replace(/\/events\.ics$/, '/events');
  return {
    json: json.toString(),
    ics: feed,
    webcal: feed.replace(/^https?:/, 'webcal:'),
    // The agenda page of the same filters (src/pages/): pages live under a language prefix only.
    page: `${origin}/${lang}/events/${query}`,
  };
}
