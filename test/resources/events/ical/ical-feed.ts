import { exports } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { ORIGIN } from '../../../helpers/http';

/** iCalendar feed helpers of the feed tests (test/resources/events/ical/*.test.ts). */

/** A word no other test's event carries, to make a feed of this test's events only (`search`). */
export const word = () => `w${Math.random().toString(36).slice(2, 10)}`;

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  component: ICAL.Component;
}

export interface Feed {
  raw: string;
  headers: Headers;
  calendar: ICAL.Component;
  events: ParsedEvent[];
}

/**
 * Checks the bytes of a feed (CRLF only, lines of at most 75 octets, no UTF-8 character split across a fold),
 * then parses it with ical.js, registering only the feed's own VTIMEZONEs, so that instants are computed from
 * the zones the feed carries.
 */
export function parseFeed(bytes: Uint8Array, headers: Headers): Feed {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a) {
      expect(bytes[i - 1], `bare LF at byte ${i}`).toBe(0x0d);
      const line = bytes.subarray(start, i - 1);
      expect(line.length, decoder.decode(line)).toBeLessThanOrEqual(75);
      // Throws if a fold split a multi-byte character.
      decoder.decode(line);
      start = i + 1;
    } else if (bytes[i] === 0x0d) {
      expect(bytes[i + 1], `bare CR at byte ${i}`).toBe(0x0a);
    }
  }
  expect(start, 'the feed ends with CRLF').toBe(bytes.length);
  const raw = decoder.decode(bytes);
  // RFC 5545 3.4 (`icalbody = calprops component`): the calendar's properties all come before its first component.
  const lines = raw.split('\r\n').filter((line) => line !== '' && !line.startsWith(' '));
  const firstComponent = lines.findIndex((line, i) => i > 0 && line.startsWith('BEGIN:'));
  let depth = 0;
  for (const [i, line] of lines.slice(firstComponent, -1).entries()) {
    if (line.startsWith('BEGIN:')) depth++;
    else if (line.startsWith('END:')) depth--;
    else expect(depth, `calendar property after a component (line ${firstComponent + i}): ${line}`).toBeGreaterThan(0);
  }
  const calendar = new ICAL.Component(ICAL.parse(raw));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    uid: String(component.getFirstPropertyValue('uid')),
    sequence: Number(component.getFirstPropertyValue('sequence')),
    status: String(component.getFirstPropertyValue('status')),
    summary: String(component.getFirstPropertyValue('summary')),
    description: (component.getFirstPropertyValue('description') as string | null) ?? null,
    start: component.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: component.getFirstPropertyValue('dtend') as ICAL.Time,
    component,
  }));
  return { raw, headers, calendar, events };
}

export async function feed(path: string, headers: Record<string, string> = {}): Promise<Feed> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseFeed(bytes, response.headers);
}

export const ms = (utcWall: string) => Date.parse(`${utcWall.replace(' ', 'T')}Z`);
export const uidOf = (id: number) => `event-${id}@calendar.test`;
export function byUid(f: Feed, id: number): ParsedEvent {
  const found = f.events.find((e) => e.uid === uidOf(id));
  if (!found) throw new Error(`no event ${id} in the feed`);
  return found;
}
