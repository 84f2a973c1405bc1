import { describe, expect, it } from 'vitest';
import { createEvent, eventBody, updateEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/** The date fields of an event response. */
function datesOf(event: Record<string, unknown>) {
  const { start_date, end_date, utc_start_date, utc_end_date, timezone, timezone_abbr, all_day } = event;
  return { start_date, end_date, utc_start_date, utc_end_date, timezone, timezone_abbr, all_day };
}

describe('event dates on create (docs/api.md#events-dates-times-and-fields)', () => {
  it('converts Europe/Madrid wall times around the spring-forward change of 28 March 2027', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, {
      timezone: 'Europe/Madrid',
      start_date: '2027-03-28 01:30:00',
      end_date: '2027-03-28 03:30:00',
    });
    expect(datesOf(event)).toEqual({
      start_date: '2027-03-28 01:30:00',
      end_date: '2027-03-28 03:30:00',
      utc_start_date: '2027-03-28 00:30:00',
      utc_end_date: '2027-03-28 01:30:00',
      timezone: 'Europe/Madrid',
      timezone_abbr: 'CET',
      all_day: false,
    });
    // 02:30 does not exist that night: it moves forward to 03:30 CEST.
    const gap = await createEvent(admin.token, { start_date: '2027-03-28 02:30:00', end_date: '2027-03-28 04:00:00' });
    expect(gap.start_date).toBe('2027-03-28 03:30:00');
    expect(gap.utc_start_date).toBe('2027-03-28 01:30:00');
    expect(gap.timezone_abbr).toBe('CEST');
  });

  it('converts Europe/Madrid wall times around the fall-back change of 31 October 2027', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, {
      timezone: 'Europe/Madrid',
      start_date: '2027-10-31 01:00:00',
      end_date: '2027-10-31 04:00:00',
    });
    expect(datesOf(event)).toMatchObject({
      utc_start_date: '2027-10-30 23:00:00',
      utc_end_date: '2027-10-31 03:00:00',
      timezone_abbr: 'CEST',
    });
    // 02:30 happens twice: the earlier instant (CEST) is taken.
    const ambiguous = await createEvent(admin.token, {
      start_date: '2027-10-31 02:30:00',
      end_date: '2027-10-31 05:00:00',
    });
    expect(ambiguous.utc_start_date).toBe('2027-10-31 00:30:00');
    const after = await createEvent(admin.token, { start_date: '2027-11-01 10:00', end_date: '2027-11-01 11:00' });
    expect(after.timezone_abbr).toBe('CET');
    expect(after.utc_start_date).toBe('2027-11-01 09:00:00');
  });

  it('keeps an event across midnight on two local days', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, { start_date: '2027-07-10 22:00', end_date: '2027-07-11 02:30' });
    expect(datesOf(event)).toMatchObject({
      start_date: '2027-07-10 22:00:00',
      end_date: '2027-07-11 02:30:00',
      utc_start_date: '2027-07-10 20:00:00',
      utc_end_date: '2027-07-11 00:30:00',
    });
    expect(event.end_date_details).toEqual({
      year: '2027',
      month: '07',
      day: '11',
      hour: '02',
      minutes: '30',
      seconds: '00',
    });
  });

  it('snaps an all-day multi-day event to 00:00:00 of the first day and 23:59:59 of the last', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, {
      all_day: true,
      timezone: 'Europe/Paris',
      start_date: '2027-05-03 15:00',
      end_date: '2027-05-04 09:00',
    });
    expect(datesOf(event)).toEqual({
      start_date: '2027-05-03 00:00:00',
      end_date: '2027-05-04 23:59:59',
      utc_start_date: '2027-05-02 22:00:00',
      utc_end_date: '2027-05-04 21:59:59',
      timezone: 'Europe/Paris',
      timezone_abbr: 'CEST',
      all_day: true,
    });
  });

  it('converts an input with an offset into the event zone', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, {
      timezone: 'America/New_York',
      start_date: '2027-05-01T10:00:00+02:00',
      end_date: '2027-05-01T12:00:00Z',
    });
    expect(datesOf(event)).toMatchObject({
      start_date: '2027-05-01 04:00:00',
      end_date: '2027-05-01 08:00:00',
      utc_start_date: '2027-05-01 08:00:00',
      utc_end_date: '2027-05-01 12:00:00',
      timezone_abbr: 'EDT',
    });
  });

  it('reads Unix timestamps as instants, as JSON numbers or digit strings', async () => {
    const admin = await userWithToken('administrator');
    // 1809165600 = 2027-05-01 10:00:00 UTC.
    const event = await createEvent(admin.token, {
      timezone: 'America/New_York',
      start_date: 1809165600,
      end_date: '1809172800',
    });
    expect(datesOf(event)).toMatchObject({
      start_date: '2027-05-01 06:00:00',
      utc_start_date: '2027-05-01 10:00:00',
      utc_end_date: '2027-05-01 12:00:00',
    });
  });

  it('accepts UTC±H zones and natural dates', async () => {
    const admin = await userWithToken('administrator');
    const offset = await createEvent(admin.token, { timezone: 'UTC+5', start_date: '2027-01-10 10:00' });
    expect(offset).toMatchObject({ timezone: 'UTC+5', timezone_abbr: 'UTC+5', utc_start_date: '2027-01-10 05:00:00' });
    const natural = await createEvent(admin.token, { start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' });
    expect(natural.start_date.slice(11)).toBe('09:00:00');
    expect(natural.end_date.slice(11)).toBe('11:00:00');
  });

  it('answers 400 naming end_date when the end is before the start (docs/differences.md#end-before-start and docs/differences.md#end-date-named)', async () => {
    const admin = await userWithToken('administrator');
    const response = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: eventBody({ start_date: '2027-06-01 12:00', end_date: '2027-06-01 11:59' }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params)).toEqual(['end_date']);
    const sameDayAllDay = await createEvent(admin.token, {
      all_day: true,
      start_date: '2027-06-01 12:00',
      end_date: '2027-06-01 08:00',
    });
    expect(sameDayAllDay.end_date).toBe('2027-06-01 23:59:59');
  });
});

describe('event dates on update', () => {
  it('keeps the wall times and moves the instants when only the time zone changes', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, { timezone: 'Australia/Sydney' });
    const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, { timezone: 'Europe/Paris' });
    expect(response.status).toBe(200);
    expect(datesOf(response.body)).toMatchObject({
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 12:00:00',
      utc_start_date: '2027-06-01 08:00:00',
      timezone: 'Europe/Paris',
      timezone_abbr: 'CEST',
    });
    const site = await updateEvent(api('en', `/events/${event.id}`), admin.token, { timezone: '' });
    expect(site.body.timezone).toBe('Europe/Madrid');
  });

  it('checks a new start against the stored end, and a new end against the stored start (both name end_date)', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token);
    const path = api('en', `/events/${event.id}`);
    const late = await updateEvent(path, admin.token, { start_date: '2027-06-01 13:00' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): end_date' });
    expect(late.body.data.params).toEqual({ end_date: 'The end date must not be before the start date.' });
    const early = await updateEvent(path, admin.token, { end_date: '2027-06-01 09:00' });
    expect(Object.keys(early.body.data.params)).toEqual(['end_date']);
    const es = await updateEvent(api('es', `/events/${event.id}`), admin.token, { start_date: '2027-06-01 13:00' });
    expect(es.body).toMatchObject({ code: 'rest_invalid_param', message: 'Parámetro(s) no válido(s): end_date' });
    expect(es.body.data.params).toEqual({ end_date: 'La fecha de fin no puede ser anterior a la de inicio.' });
    const moved = await updateEvent(path, admin.token, { start_date: '2027-06-01 11:00' });
    expect(moved.body).toMatchObject({ start_date: '2027-06-01 11:00:00', end_date: '2027-06-01 12:00:00' });
  });

  it('snaps the stored times when all_day is switched on', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token);
    const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, { all_day: true });
    expect(datesOf(response.body)).toMatchObject({
      start_date: '2027-06-01 00:00:00',
      end_date: '2027-06-01 23:59:59',
      all_day: true,
    });
  });
});
