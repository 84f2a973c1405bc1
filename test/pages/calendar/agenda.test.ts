import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../helpers/factories';
import { api, call, userWithToken } from '../../helpers/http';

/**
 * The agenda and the embed's lists (src/pages/calendar/pages.agenda.ts): "what is on" (anything that has not ended, within
 * the days asked), grouped by day under localized headings, cards with image, time, zone label and category
 * chips, the filter bar by name, the filters kept by the pager, titles named like the feed of the same query.
 */

let token: string;
const category = 'mercats-agenda';

/** A wall time `days` from now (negative: past) at `time`, in the site zone's calendar (Europe/Madrid). */
function day(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function html(path: string): Promise<string> {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return res.body as string;
}

beforeAll(async () => {
  ({ token } = await userWithToken('administrator'));
  const make = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
    createEvent(token, { title, start_date: start, end_date: end, status: 'publish', ...extra }, 'ca');
  const music = await createEvent(
    token,
    {
      title: 'Mercat de Nadal',
      start_date: `${day(-2)} 10:00:00`,
      end_date: `${day(10)} 20:00:00`,
      status: 'publish',
      categories: [category],
    },
    'ca',
  );
  await call(api('ca', `/categories/${music.categories[0].id}`), {
    method: 'POST',
    token,
    body: { name: 'Mercats' },
  });
  await make('Ja acabat', `${day(-3)} 10:00:00`, `${day(-1)} 20:00:00`, { categories: [category] });
  await make('Concert de demà', `${day(1)} 19:00:00`, `${day(1)} 21:00:00`, {
    categories: [category],
    image: 'https://images.example/concert.jpg',
  });
  await make('Late show in New York', `${day(2)} 20:00:00`, `${day(2)} 22:00:00`, {
    categories: [category],
    timezone: 'America/New_York',
  });
  await make('Soirée à Paris', `${day(3)} 20:00:00`, `${day(3)} 22:00:00`, {
    categories: [category],
    timezone: 'Europe/Paris',
  });
  for (const n of [1, 2, 3]) {
    await make(`Xerrada ${n}`, `${day(4 + n)} 18:00:00`, `${day(4 + n)} 19:00:00`, { categories: ['xerrades-agenda'] });
  }
});

describe('what is on', () => {
  it('lists an event that started earlier and has not ended, under the first day, with its dates', async () => {
    const page = await html(`/ca/events/?categories=${category}`);
    expect(page).toContain('Mercat de Nadal');
    expect(page).not.toContain('Ja acabat');
    const first = page.indexOf(`<h2 id="day-${day(0)}" class="day-heading">`);
    expect(first).toBeGreaterThan(0);
    const market = page.indexOf('Mercat de Nadal');
    expect(market).toBeGreaterThan(first);
    // Its time line says from when until when.
    expect(page.slice(market, market + 600)).toMatch(
      new RegExp(
        `<p class="when"><time datetime="${day(-2)}T10:00:00[+-]\\d\\d:00">[^<]+</time> – <time datetime="${day(10)}T20:00`,
      ),
    );
    // The JSON list keeps the original's start-date window: the market started two days ago.
    const list = await call(api('ca', `/events?categories=${category}`));
    expect(list.body.events.map((e: { title: string }) => e.title)).not.toContain('Mercat de Nadal');
  });

  it('lists it on the embed, and through the API the widget reads it with ends_after', async () => {
    expect(await html(`/ca/embed?categories=${category}`)).toContain('Mercat de Nadal');
    const widget = await call(api('ca', `/events?categories=${category}&ends_after=now&strict_dates=1`));
    expect(widget.body.events.map((e: { title: string }) => e.title)).toContain('Mercat de Nadal');
  });

  it('reads start_date and end_date as the days shown: every event on them, ongoing ones included', async () => {
    const page = await html(`/ca/events/?categories=${category}&start_date=${day(5)}&end_date=${day(5)}`);
    expect(page).toContain('Mercat de Nadal');
    expect(page).not.toContain('Concert de demà');
    const past = await html(`/ca/events/?categories=${category}&start_date=${day(-3)}&end_date=${day(-3)}`);
    expect(past).toContain('Ja acabat');
  });
});

describe('the agenda page', () => {
  it('groups events by day under localized date headings; the first page is titled by the agenda alone', async () => {
    const page = await html(`/es/events/?categories=${category}`);
    expect(page).toMatch(/<h1>Eventos · Mercats<\/h1>/);
    const headings = [
      ...page.matchAll(/<h2 id="day-([\d-]+)" class="day-heading"><time datetime="\1">([^<]+)<\/time>/g),
    ];
    expect(headings.map((h) => h[1])).toEqual([day(0), day(1), day(2), day(3)]);
    expect(headings[1]?.[2]).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóú]+, \d+ de [a-z]+$/);
    const plain = await html('/en/events/');
    expect(plain).toContain('<h1>Events</h1>');
    expect(plain).not.toMatch(/page 1 of/i);
  });

  it('shows the image sized and lazy, the time with a zone label only off the site zone, and category chips', async () => {
    const page = await html(`/en/events/?categories=${category}`);
    expect(page).toContain(
      '<img class="thumb" src="https://images.example/concert.jpg" alt="" loading="lazy" decoding="async">',
    );
    const ny = page.slice(page.indexOf('Late show in New York'));
    expect(ny.slice(0, 800)).toMatch(/<abbr class="tz" title="America\/New_York">E[SD]T<\/abbr>/);
    const paris = page.slice(page.indexOf('Soirée à Paris'), page.indexOf('Soirée à Paris') + 800);
    expect(paris).not.toContain('class="tz"');
    expect(page).not.toContain('Europe/Madrid');
    expect(page).toContain(
      `<ul class="chips" aria-label="Categories"><li><a href="/en/events/?categories=${category}">Mercats</a></li></ul>`,
    );
  });

  it('has a filter bar by name that works without script, and a title naming the filters like the feed', async () => {
    const page = await html(`/ca/events/?categories=${category}&search=mercat`);
    expect(page).toContain('<form class="filters" method="get" action="/ca/events/" role="search"');
    expect(page).toContain(`<option value="${category}" selected>Mercats</option>`);
    expect(page).toContain('<input id="f-search" type="search" name="search" value="mercat"');
    expect(page).toContain('<input id="f-start_date" type="date" name="start_date" value="">');
    expect(page).toContain('<h1>Esdeveniments · Mercats · «mercat»</h1>');
    const feed = /<a href="(webcal:[^"]+)" type="text\/calendar">Subscriu-t’hi<\/a>/.exec(page)?.[1] ?? '';
    const ics = await call(feed.replace('webcal://calendar.test', '').replace(/&amp;/g, '&'));
    expect(ics.body).toContain('X-WR-CALNAME:Esdeveniments · Mercats · «mercat»');
  });

  it('pages with the filters kept, and says which page it is after the first', async () => {
    const first = await html('/en/events/?categories=xerrades-agenda&per_page=2');
    expect(first).toContain('<a rel="next" href="/en/events/?categories=xerrades-agenda&amp;per_page=2&amp;page=2">');
    const second = await html('/en/events/?categories=xerrades-agenda&per_page=2&page=2');
    expect(second).toMatch(/<h1>Events · xerrades-agenda: page 2 of 2<\/h1>/);
    expect(second).toContain('<a rel="prev" href="/en/events/?categories=xerrades-agenda&amp;per_page=2">');
    expect((await call('/en/events/?categories=xerrades-agenda&per_page=2&page=3')).status).toBe(404);
  });

  it('keeps the visitor pages for visitors: no configurator or API links in the footer, a favicon', async () => {
    const page = await html('/ca/events/');
    const footer = page.slice(page.indexOf('<footer'));
    expect(footer).not.toContain('/widget');
    expect(footer).not.toContain('/docs');
    expect(footer).toContain('webcal://calendar.test/ca/calendar/events/v1/events.ics');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect((await call('/favicon.ico')).status).toBe(204);
    const icon = await call('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('the embed', () => {
  it('has a compact layout and the month and week views, whose navigation stays in the frame', async () => {
    const compact = await html(`/en/embed?categories=${category}&layout=compact`);
    expect(compact).toContain('<div class="compact">');
    const month = await html(`/en/embed?categories=${category}&layout=month&date=2031-12`);
    expect(month).toContain('<table class="month">');
    expect(month).toContain(`<a rel="next" href="/en/embed?categories=${category}&amp;layout=month&amp;date=2032-01">`);
    const week = await html(`/en/embed?layout=week&date=2031-12-31`);
    expect(week).toContain('<ol class="week" role="list">');
    expect(week).toContain('<h1 class="embed-title">Week of December 29</h1>');
    expect((await call('/en/embed?layout=month&date=2031-13')).status).toBe(404);
  });
});
