import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../helpers/factories';
import { call, dbTiming, userWithToken } from '../../helpers/http';

/**
 * The month and week views (src/pages/calendar/pages.periods.ts, pages.calendar.ts) over December 2031 and the weeks of
 * Madrid's daylight saving changes of 2031 (site zone Europe/Madrid): events across midnight, multi-day events
 * across weeks and months, the 1st and the 31st, "+N more", the filters kept by every link, one bounded read.
 */

let token: string;
const category = 'festes-calendari';

/** The HTML of a page (fails the test unless 200). */
async function page(path: string, options: Parameters<typeof call>[1] = {}): Promise<string> {
  const res = await call(path, options);
  expect(res.status, path).toBe(200);
  return res.body as string;
}

/** The inner HTML of the grid cell of `day` (`<td …>…</td>`), or of the week's `<li class="day…">`. */
function cell(html: string, day: string): string {
  const weekAt = html.indexOf(`<h2 class="date"><time datetime="${day}">`);
  if (weekAt >= 0) {
    const start = html.lastIndexOf('<li class="day', weekAt);
    const end = html.indexOf('</li><li class="day', weekAt);
    return html.slice(start, end < 0 ? html.indexOf('</ol>', weekAt) : end);
  }
  const at = html.indexOf(`<time datetime="${day}"><span class="num">`);
  if (at < 0) throw new Error(`no cell for ${day}`);
  return html.slice(html.lastIndexOf('<td', at), html.indexOf('</td>', at));
}

/** Titles of the event links in a cell, in order. */
const titles = (fragment: string) => [...fragment.matchAll(/<span class="title">([^<]*)<\/span>/g)].map((m) => m[1]);

beforeAll(async () => {
  ({ token } = await userWithToken('administrator'));
  const make = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
    createEvent(
      token,
      { title, start_date: start, end_date: end, status: 'publish', categories: [category], ...extra },
      'ca',
    );
  await make('Concert del dia u', '2031-12-01 10:00:00', '2031-12-01 12:00:00');
  await make('Cap d’any', '2031-12-31 22:00:00', '2032-01-01 02:00:00');
  await make('Fira de Nadal', '2031-12-25', '2032-01-08', { all_day: true });
  await make('Nit de novembre', '2031-11-30 23:00:00', '2031-11-30 23:59:00');
  for (const n of [1, 2, 3, 4, 5]) await make(`Taller ${n}`, `2031-12-10 1${n}:00:00`, `2031-12-10 1${n}:30:00`);
  await make('Sense categoria', '2031-12-10 09:00:00', '2031-12-10 10:00:00', { categories: [], tags: ['nit'] });
  // The Sunday Madrid moves to summer time (02:00 → 03:00) and the one it moves back (03:00 → 02:00).
  await make('Abans del canvi', '2031-03-30 01:30:00', '2031-03-30 01:45:00');
  await make('Després del canvi', '2031-03-30 03:30:00', '2031-03-30 04:00:00');
  await make('Hora repetida', '2031-10-26 02:30:00', '2031-10-26 02:45:00');
  await make('Vespre d’hivern', '2031-10-26 23:00:00', '2031-10-26 23:30:00');
  await make('New York night', '2031-12-16 22:00:00', '2031-12-16 23:00:00', { timezone: 'America/New_York' });
});

describe('the month view', () => {
  it('lays December 2031 out from Monday, the 1st and the 31st with their events, no event of November', async () => {
    const html = await page(`/ca/events/month/2031-12/?categories=${category}`);
    expect(html).toContain('<h1>Desembre del 2031</h1>');
    expect(html).toMatch(
      /<table class="month"><caption class="visually-hidden">Desembre del 2031<\/caption><thead><tr><th scope="col"><abbr title="Dilluns">dl\.?<\/abbr>/i,
    );
    expect(titles(cell(html, '2031-12-01'))).toEqual(['Concert del dia u']);
    expect(titles(cell(html, '2031-12-31'))).toEqual(['Fira de Nadal', 'Cap d’any']);
    // November 30 is a day of the grid's first week (Sunday), shown without events.
    expect(html).not.toContain('Nit de novembre');
    expect(cell(html, '2031-12-31')).toMatch(/<time class="t" datetime="2031-12-31T22:00:00\+01:00">22:00<\/time>/);
  });

  it('shows a multi-day event on every day it covers, marked as continuing, across weeks and into January', async () => {
    const december = await page(`/ca/events/month/2031-12/?categories=${category}`);
    for (const day of ['2031-12-25', '2031-12-26', '2031-12-28', '2031-12-29', '2031-12-31']) {
      expect(titles(cell(december, day)), day).toContain('Fira de Nadal');
    }
    expect(titles(cell(december, '2031-12-24'))).not.toContain('Fira de Nadal');
    expect(cell(december, '2031-12-25')).not.toContain('continued');
    expect(cell(december, '2031-12-29')).toContain('class="ev continued continues"');
    const january = await page(`/ca/events/month/2032-01/?categories=${category}`);
    expect(titles(cell(january, '2032-01-01'))).toEqual(['Fira de Nadal', 'Cap d’any']);
    expect(cell(january, '2032-01-01')).toContain('(continuació)');
    expect(titles(cell(january, '2032-01-08'))).toEqual(['Fira de Nadal']);
    expect(titles(cell(january, '2032-01-09'))).toEqual([]);
  });

  it('shows four events a day and a "+N more" link to that day’s agenda with the same filters', async () => {
    const html = await page(`/ca/events/month/2031-12/?categories=${category}`);
    const tenth = cell(html, '2031-12-10');
    expect(titles(tenth)).toEqual(['Taller 1', 'Taller 2', 'Taller 3', 'Taller 4']);
    expect(tenth).toContain(
      `<a class="more" href="/ca/events/?categories=${category}&amp;start_date=2031-12-10&amp;end_date=2031-12-10">+1 més`,
    );
    const day = await page(`/ca/events/?categories=${category}&start_date=2031-12-10&end_date=2031-12-10`);
    for (const n of [1, 2, 3, 4, 5]) expect(day).toContain(`Taller ${n}`);
    expect(day).not.toContain('Sense categoria');
  });

  it('keeps the filters in the previous/next links, the view switch and the filter bar', async () => {
    const html = await page(`/en/events/month/2031-12/?categories=${category}&tags=nit&featured=0`);
    const q = `categories=${category}&amp;tags=nit&amp;featured=0`;
    expect(html).toContain(`<a rel="prev" href="/en/events/month/2031-11/?${q}">`);
    expect(html).toContain(`<a rel="next" href="/en/events/month/2032-01/?${q}">`);
    expect(html).toContain(`<a href="/en/events/week/?${q}">Week</a>`);
    expect(html).toContain(`<a href="/en/events/?${q}">List</a>`);
    expect(html).toContain('<form class="filters" method="get" action="/en/events/month/2031-12/"');
    expect(html).toContain('<input type="hidden" name="tags" value="nit">');
    expect(html).toMatch(new RegExp(`<option value="${category}" selected>`));
  });

  it('starts English weeks on the configured day, Catalan and Spanish ones on Monday', async () => {
    // A distinct query each: pages of other settings would otherwise be answered from the edge cache.
    const sunday = await page('/en/events/month/2031-12/?view=sunday', { env: { WEEK_START: 'sunday' } });
    expect(sunday).toContain('<thead><tr><th scope="col"><abbr title="Sunday">Sun</abbr>');
    const monday = await page('/en/events/month/2031-12/');
    expect(monday).toContain('<thead><tr><th scope="col"><abbr title="Monday">Mon</abbr>');
    const es = await page('/es/events/month/2031-12/?view=sunday', { env: { WEEK_START: 'sunday' } });
    expect(es).toMatch(/<thead><tr><th scope="col"><abbr title="Lunes">/);
  });

  it('marks today with aria-current="date" in the current month, and only there', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const html = await page('/ca/events/month/');
    expect(cell(html, today)).toContain('aria-current="date"');
    expect(html.match(/aria-current="date"/g)?.length).toBe(1);
    expect(await page('/ca/events/month/2031-12/')).not.toContain('aria-current="date"');
  });

  it('opens on the current week and month in the site zone, today marked, under every root and in the embed', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    for (const lang of ['ca', 'en', 'es']) {
      for (const path of [`/${lang}/events/week/`, `/${lang}/embed?layout=week`, `/${lang}/embed?layout=month`]) {
        const html = await page(path);
        expect(cell(html, today), path).toContain('aria-current="date"');
        expect(html.match(/aria-current="date"/g)?.length, path).toBe(1);
      }
      expect(await page(`/${lang}/events/week/2031-12-03/`)).not.toContain('aria-current="date"');
    }
  });

  it('answers the localized 404 page for a month that does not exist', async () => {
    for (const path of ['/ca/events/month/2031-13/', '/es/events/week/2031-02-30/', '/en/events/month/soon/']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('costs one bounded read of the month: a few D1 round trips, rows in proportion to the month', async () => {
    const res = await call(`/ca/events/month/2031-12/?categories=${category}&_=${Math.random()}`);
    const { queries, rows } = dbTiming(res.headers);
    // The data version; the month's events through the list pipeline (a filter naming a category reads in three
    // steps: its references, the count and ids, the page); the filter bar's choices, side by side.
    expect(queries).toBeLessThanOrEqual(5);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(600);
  });
});

describe('the week view', () => {
  it('is the week containing the date, a list of seven days, events across midnight on both days', async () => {
    const html = await page(`/ca/events/week/2031-12-31/?categories=${category}`);
    expect(html).toContain('<h1>Setmana del 29 de desembre</h1>');
    expect(html.match(/<li class="day/g)?.length).toBe(7);
    expect(titles(cell(html, '2031-12-29'))).toEqual(['Fira de Nadal']);
    expect(titles(cell(html, '2031-12-31'))).toEqual(['Fira de Nadal', 'Cap d’any']);
    expect(titles(cell(html, '2032-01-01'))).toEqual(['Fira de Nadal', 'Cap d’any']);
    expect(html).toContain(`<a rel="next" href="/ca/events/week/2032-01-05/?categories=${category}">`);
    expect(html).toContain(`<a rel="prev" href="/ca/events/week/2031-12-22/?categories=${category}">`);
  });

  it('keeps seven days and the right offsets in the weeks Madrid changes its clocks', async () => {
    const spring = await page(`/en/events/week/2031-03-26/?categories=${category}`);
    expect(spring.match(/<li class="day/g)?.length).toBe(7);
    const sunday = cell(spring, '2031-03-30');
    expect(titles(sunday)).toEqual(['Abans del canvi', 'Després del canvi']);
    expect(sunday).toContain('datetime="2031-03-30T01:30:00+01:00"');
    expect(sunday).toContain('datetime="2031-03-30T03:30:00+02:00"');
    expect(titles(cell(spring, '2031-03-29'))).toEqual([]);
    const autumn = await page(`/en/events/week/2031-10-26/?categories=${category}`);
    expect(autumn).toContain('<h1>Week of October 20</h1>');
    const last = cell(autumn, '2031-10-26');
    expect(titles(last)).toEqual(['Hora repetida', 'Vespre d’hivern']);
    // A repeated wall time takes the earlier instant (summer time).
    expect(last).toContain('datetime="2031-10-26T02:30:00+02:00"');
    expect(last).toContain('datetime="2031-10-26T23:00:00+01:00"');
  });

  it('places an event of another zone on its own date and labels its zone', async () => {
    const html = await page(`/en/events/week/2031-12-16/?categories=${category}`);
    // 22:00 in New York is 04:00 the next day in Madrid: it stays on the 16th, the date it says.
    const day = cell(html, '2031-12-16');
    expect(titles(day)).toEqual(['New York night']);
    expect(day).toContain('<abbr class="tz" title="America/New_York">EST</abbr>');
    expect(titles(cell(html, '2031-12-17'))).toEqual([]);
  });
});
