import { describe, expect, it } from 'vitest';
import { langOfSrc, listWindow, siteOfUrl } from '../../widget/site';

/**
 * The widget's pure parts (widget/site.ts): the language of its `src`, the site of the items' pages, and what it
 * asks `GET /events` for its `start-date`/`end-date` (the element in Chromium: calendar-events.browser.test.ts).
 */

describe('the widget', () => {
  it('takes its language from the root of src, in either layout and any case', () => {
    for (const lang of ['ca', 'en', 'es'] as const) {
      expect(langOfSrc(`https://cal.example/${lang}/calendar/events/v1`)).toBe(lang);
      expect(langOfSrc(`https://cal.example/${lang}/calendar/events/v1/`)).toBe(lang);
      expect(langOfSrc(`https://cal.example/${lang}/wp-json/tribe/events/v1`)).toBe(lang);
      expect(langOfSrc(`https://cal.example/${lang.toUpperCase()}/Calendar/Events/V1`)).toBe(lang);
      expect(langOfSrc(`/${lang}/wp-json/tribe/events/v1/`)).toBe(lang);
    }
    expect(langOfSrc('https://cal.example/calendar/events/v1')).toBeUndefined();
    expect(langOfSrc('https://cal.example/wp-json/tribe/events/v1')).toBeUndefined();
    expect(langOfSrc('https://cal.example/fr/calendar/events/v1')).toBeUndefined();
  });

  it('links "more" to the site of the items, path included (PUBLIC_SITE_URL), else the fallback', () => {
    expect(siteOfUrl('https://site.example/agenda/es/event/concierto/', 'https://cal.example')).toBe(
      'https://site.example/agenda',
    );
    expect(siteOfUrl('https://cal.example/ca/event/concert/2031-12-01/', 'x')).toBe('https://cal.example');
    expect(siteOfUrl('https://site.example/?p=12', 'https://cal.example')).toBe('https://cal.example');
  });

  it('passes start-date and end-date of any date form the API takes; a day is the whole day', () => {
    const ask = (values: Record<string, string>) =>
      listWindow(values['start-date'] ?? null, values['end-date'] ?? null);
    expect(ask({ 'start-date': '2031-12-01', 'end-date': '2031-12-31' })).toMatchObject({
      ends_after: '2031-12-01',
      starts_before: '2032-01-01',
    });
    expect(ask({ 'start-date': '2031-12-01 18:00', 'end-date': '2031-12-02T08:00:00Z' })).toMatchObject({
      ends_after: '2031-12-01 18:00',
      starts_before: '2031-12-02T08:00:00Z',
    });
    expect(ask({ 'start-date': ' tomorrow ' })).toEqual({ ends_after: 'tomorrow', starts_before: '+24 months' });
    expect(ask({})).toEqual({ ends_after: 'now', starts_before: '+24 months' });
  });
});
