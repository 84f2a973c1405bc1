import { expect } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, type Root } from '../../../helpers/http';

/** Helpers of the series tests (docs/recurrence.md). */

/** A weekly series on Tuesdays and Thursdays at 19:00 Madrid, `count` dates from 5 January 2027. */
export function weeklyBody(overrides: Record<string, unknown> = {}, count = 6): Record<string, unknown> {
  return {
    start_date: '2027-01-05 19:00:00',
    end_date: '2027-01-05 21:00:00',
    timezone: 'Europe/Madrid',
    recurrence: [`RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=${count}`],
    ...overrides,
  };
}

/** Creates a series through the API (201), returns the series record. */
// biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely; `Event` checks their shape
export function createSeries(token: string, overrides: Record<string, unknown> = {}, root: Root = 'en'): Promise<any> {
  return createEvent(token, weeklyBody(overrides), root);
}

/** The listed dates of series `id` (every date, from 2020, as `token` sees them). */
// biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely
export async function datesOf(id: number, token?: string, extra = ''): Promise<any[]> {
  const response = await call(api('en', `/events?series=${id}&start_date=2020-01-01&per_page=50${extra}`), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.events;
}

/** `[id, start_date]` of each date. */
export const idsAndStarts = (events: { id: number; start_date: string }[]) =>
  events.map((event) => [event.id, event.start_date]);
