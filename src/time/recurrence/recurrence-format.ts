import { wallToInstant } from '../format';
import { parseOffsetZone } from '../zones';

/**
 * A date of a series written as RFC 5545 writes its `DTSTART` (docs/recurrence.md, "Cancelled and removed dates"):
 * `VALUE=DATE` for all-day series, `TZID=<zone>` wall times in an IANA zone, and UTC with `Z` in a fixed-offset
 * zone (which no `VTIMEZONE` names). The parameters (`;VALUE=DATE`, `;TZID=…` or nothing) and the value.
 */
export function seriesDateValue(wall: string, zone: string, allDay: boolean): { params: string; value: string } {
  const compact = (text: string) => text.replace(/[-:]/g, '').replace(' ', 'T');
  if (allDay) return { params: ';VALUE=DATE', value: wall.slice(0, 10).replace(/-/g, '') };
  if (parseOffsetZone(zone) === null && zone !== 'UTC') return { params: `;TZID=${zone}`, value: compact(wall) };
  return { params: '', value: `${compact(wallToUtc(wall, zone))}Z` };
}

/** The UTC wall string of a wall time of `zone`. */
function wallToUtc(wall: string, zone: string): string {
  return wallToInstant(wall, zone).toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
}

/** The `EXDATE` line that cancels the date of a series starting at `wall` (its original start). */
export function exdateLine(wall: string, zone: string, allDay: boolean): string {
  const { params, value } = seriesDateValue(wall, zone, allDay);
  return `EXDATE${params}:${value}`;
}
