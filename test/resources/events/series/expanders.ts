import { spawnSync } from 'node:child_process';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/**
 * Two independent RFC 5545 expanders for the feed tests (docs/recurrence.md, "Feeds"): ical.js (JavaScript) and
 * python's `recurring-ical-events` (Debian's package `python3-recurring-ical-events`, run by /usr/bin/python3).
 * Each gives the live (not cancelled) occurrences of a feed that start in a window, as `start|end|title` with
 * instants in UTC (`2027-03-02T18:00:00Z`) or all-day dates (`2027-04-01`, the end exclusive).
 */

const SITE_ZONE = 'Europe/Madrid';

/** The instant an occurrence starts at, for the window test: all-day dates start at 00:00 in the site zone. */
function startMs(value: string): number {
  return value.length === 10 ? DateTime.fromISO(value, { zone: SITE_ZONE }).toMillis() : Date.parse(value);
}

/** Occurrences starting in `(from, to)`, sorted. */
function inWindow(items: { start: string; end: string; title: string }[], from: number, to: number): string[] {
  return items
    .filter((item) => startMs(item.start) > from && startMs(item.start) < to)
    .map((item) => `${item.start}|${item.end}|${item.title}`)
    .sort();
}

function icalTime(time: ICAL.Time): string {
  if (time.isDate) return time.toString();
  return `${time.toJSDate().toISOString().slice(0, 19)}Z`;
}

/** ical.js: every VEVENT grouped by UID, each master expanded with its exceptions (`RECURRENCE-ID`). */
export function expandWithIcalJs(raw: string, from: number, to: number): string[] {
  const calendar = new ICAL.Component(ICAL.parse(raw));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = String(component.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), component]);
  }
  const out: { start: string; end: string; title: string }[] = [];
  const live = (component: ICAL.Component) => component.getFirstPropertyValue('status') !== 'CANCELLED';
  for (const components of byUid.values()) {
    const master = components.find((c) => !c.hasProperty('recurrence-id'));
    const exceptions = components.filter((c) => c.hasProperty('recurrence-id'));
    if (!master) {
      for (const component of exceptions.filter(live)) {
        const event = new ICAL.Event(component);
        out.push({ start: icalTime(event.startDate), end: icalTime(event.endDate), title: event.summary });
      }
      continue;
    }
    const event = new ICAL.Event(master, { exceptions: exceptions.map((c) => new ICAL.Event(c)) });
    if (!event.isRecurring()) {
      if (live(master))
        out.push({ start: icalTime(event.startDate), end: icalTime(event.endDate), title: event.summary });
      continue;
    }
    const iterator = event.iterator();
    const stop = to + 400 * 86_400_000;
    for (let next = iterator.next(); next && next.toJSDate().getTime() < stop; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (!live(details.item.component)) continue;
      out.push({ start: icalTime(details.startDate), end: icalTime(details.endDate), title: details.item.summary });
    }
  }
  return inWindow(out, from, to);
}

const PYTHON = `
import datetime, json, sys
import icalendar, recurring_ical_events
calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
start = datetime.datetime.fromtimestamp(int(sys.argv[1]) / 1000, datetime.timezone.utc)
end = datetime.datetime.fromtimestamp(int(sys.argv[2]) / 1000, datetime.timezone.utc)
def text(value):
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
    return value.isoformat()
out = []
for event in recurring_ical_events.of(calendar).between(start, end):
    if str(event.get('STATUS', '')) == 'CANCELLED':
        continue
    out.append({'start': text(event['DTSTART'].dt), 'end': text(event['DTEND'].dt), 'title': str(event['SUMMARY'])})
print(json.dumps(out))
`;

/** python's recurring-ical-events (over a window widened by two days, then cut like the other). */
export function expandWithPython(raw: string, from: number, to: number): string[] {
  const run = spawnSync(
    '/usr/bin/python3',
    ['-c', PYTHON, String(from - 2 * 86_400_000), String(to + 2 * 86_400_000)],
    {
      input: raw,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) {
    throw new Error(
      `python3 recurring-ical-events failed (install Debian's python3-recurring-ical-events): ${run.stderr || run.error}`,
    );
  }
  return inWindow(JSON.parse(run.stdout) as { start: string; end: string; title: string }[], from, to);
}

/** A JSON event as the expanders write occurrences. */
export function asOccurrence(event: {
  all_day: boolean;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  title: string;
}): string {
  if (event.all_day) {
    const end = DateTime.fromISO(event.end_date.slice(0, 10)).plus({ days: 1 }).toISODate();
    return `${event.start_date.slice(0, 10)}|${end}|${event.title}`;
  }
  const utc = (wall: string) => `${wall.replace(' ', 'T')}Z`;
  return `${utc(event.utc_start_date)}|${utc(event.utc_end_date)}|${event.title}`;
}
