import type { ErrorBody } from '../http/errors';
import { messageTexts } from '../i18n/catalogues/messages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import type { EventWire } from '../resources/events';
import type { OrganizerWire } from '../resources/organizers';
import type { TermWire } from '../resources/terms';
import type { VenueWire } from '../resources/venues';
import type { CalendarLinks, CurrentTime } from './mcp.local';

/**
 * The short text of a tool result, beside its structured content (the REST wire object): what a client that shows
 * only text, or a model that reads only text, needs to go on — ids to call the next tool with, dates, places and
 * URLs — in the root's language. The texts are in the messages catalogue (`mcp.text.*`).
 */

type Page = { total?: number; total_pages?: number };

/** `2026-05-01 20:00:00` → `2026-05-01 20:00`; a whole day → its date. */
function when(event: Pick<EventWire, 'start_date' | 'end_date' | 'all_day'>): string {
  const start = event.start_date.slice(0, event.all_day ? 10 : 16);
  const endDate = event.end_date.slice(0, 10);
  if (event.all_day) return endDate === start ? start : `${start} → ${endDate}`;
  const end = endDate === event.start_date.slice(0, 10) ? event.end_date.slice(11, 16) : event.end_date.slice(0, 16);
  return `${start} → ${end}`;
}

function place(venue: EventWire['venue']): string {
  if (Array.isArray(venue) || !venue) return '';
  return [venue.venue, venue.city].filter((part) => part).join(', ');
}

function eventLine(event: EventWire): string {
  const status = event.status && event.status !== 'publish' ? ` [${event.status}]` : '';
  return [`#${event.id} ${event.title}${status}`, when(event), place(event.venue), event.url]
    .filter((part) => part)
    .join(' · ');
}

function pageLine(lang: Lang, body: Page, page: number): string {
  const total = body.total ?? 0;
  if (total === 0) return lookup(messageTexts, lang, 'mcp.text.none');
  return lookup(messageTexts, lang, 'mcp.text.page', { total, page, pages: body.total_pages ?? 1 });
}

function list<T>(lang: Lang, items: T[] | undefined, body: Page, page: number, line: (item: T) => string): string {
  return [pageLine(lang, body, page), ...(items ?? []).map((item) => `- ${line(item)}`)].join('\n');
}

/** The text of a REST tool's success, by the response it returned. */
export function restText(output: string, lang: Lang, body: unknown, args: Record<string, unknown>, name: string) {
  const page = Number(args.page) > 0 ? Number(args.page) : 1;
  switch (output) {
    case 'EventList': {
      const b = body as Page & { events?: EventWire[] };
      return list(lang, b.events, b, page, eventLine);
    }
    case 'VenueList': {
      const b = body as Page & { venues?: VenueWire[] };
      return list(lang, b.venues, b, page, (v) =>
        [`#${v.id} ${v.venue}`, [v.address, v.city].filter((p) => p).join(', '), v.url].filter((p) => p).join(' · '),
      );
    }
    case 'OrganizerList': {
      const b = body as Page & { organizers?: OrganizerWire[] };
      return list(lang, b.organizers, b, page, (o) => `#${o.id} ${o.organizer} · ${o.url}`);
    }
    case 'CategoryList':
    case 'TagList': {
      const b = body as Page & { categories?: TermWire[]; tags?: TermWire[] };
      return list(lang, b.categories ?? b.tags, b, page, (t) =>
        lookup(messageTexts, lang, 'mcp.text.term', { id: t.id, name: t.name, slug: t.slug, count: t.count }),
      );
    }
    default: {
      const event = body as EventWire;
      const done: Record<string, 'mcp.text.created' | 'mcp.text.updated' | 'mcp.text.trashed'> = {
        create_event: 'mcp.text.created',
        update_event: 'mcp.text.updated',
        trash_event: 'mcp.text.trashed',
      };
      const key = done[name];
      return [key ? lookup(messageTexts, lang, key) : '', eventLine(event)].filter((part) => part).join(' ');
    }
  }
}

export function timeText(lang: Lang, time: CurrentTime): string {
  return lookup(messageTexts, lang, 'mcp.text.now', { ...time, zone: time.timezone });
}

export function linksText(lang: Lang, links: CalendarLinks): string {
  return [
    `${lookup(messageTexts, lang, 'mcp.text.page_link')}: ${links.page}`,
    `${lookup(messageTexts, lang, 'mcp.text.webcal')}: ${links.webcal}`,
    `${lookup(messageTexts, lang, 'mcp.text.ics')}: ${links.ics}`,
    `JSON: ${links.json}`,
  ].join('\n');
}

/** An error body's text: the message, each parameter's own message, and the code. */
export function errorText(error: ErrorBody): string {
  const params = error.data?.params;
  const details = params && !Array.isArray(params) ? Object.values(params) : [];
  return [error.message, ...details, `(${error.code})`].join('\n');
}
