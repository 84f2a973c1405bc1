import { isLineProblem, parseRecurrence, scheduleOf } from '../../../time';
import type { EventRow } from '../wire/wire.rows';

/**
 * The JSON-LD of series (docs/recurrence.md, "JSON-LD"): a series record's `Event` carries its schema.org
 * `eventSchedule`; a date's `Event` points at its series with `superEvent`.
 */

/** What a series record or a date adds to its `Event`. */
export function seriesJsonLd(
  row: EventRow,
  shown: { startLocal: string; zone: string; title: string; seriesUrl: string },
): Record<string, unknown> {
  if (row.type === 'series') {
    const parsed = parseRecurrence(JSON.parse(row.recurrence ?? '[]') as string[]);
    if (isLineProblem(parsed)) return {};
    const last = row.lastDates ? (JSON.parse(row.lastDates) as [string])[0] : shown.startLocal;
    const schedule = scheduleOf({
      parsed,
      zone: shown.zone,
      allDay: row.allDay === true,
      startLocal: row.startLocal ?? '',
      endLocal: row.endLocal ?? '',
      firstLocal: shown.startLocal,
      lastLocal: last,
    });
    return { eventSchedule: schedule };
  }
  if (row.occurrenceKey === null) return {};
  const url = shown.seriesUrl;
  return { superEvent: { '@type': 'Event', '@id': url, url, name: row.seriesTitle ?? shown.title } };
}
