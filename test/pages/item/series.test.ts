import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

/** Pages of recurring events (docs/recurrence.md, "Pages"): the series page, a date's page, their next dates. */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely
let series: any;
// biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely
let dates: any[];
let slugs: Record<string, { slug: string }>;
/** The series' slug in `lang`: each language's pages use its own. */
const slug = (lang: string) => slugs[lang]!.slug;

beforeAll(async () => {
  const { token } = await userWithToken('administrator');
  const created = await call(api('ca', '/events'), {
    method: 'POST',
    token,
    body: {
      title: 'Ioga al parc',
      start_date: `${day(1)} 19:00:00`,
      end_date: `${day(1)} 20:00:00`,
      timezone: 'Europe/Madrid',
      status: 'publish',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=14'],
    },
  });
  expect(created.status).toBe(201);
  series = created.body;
  await call(api('en', `/events/${series.id}`), { method: 'POST', token, body: { title: 'Yoga in the park' } });
  await call(api('es', `/events/${series.id}`), { method: 'POST', token, body: { title: 'Yoga en el parque' } });
  dates = (await call(api('en', `/events?series=${series.id}&per_page=50`))).body.events;
  slugs = (await call(api('en', `/events/${series.id}`))).body.translations;
  await call(api('en', `/events/${dates[1].id}`), { method: 'DELETE', token });
});

const page = async (path: string) => {
  const res = await call(path);
  return { status: res.status, html: String(res.body) };
};

describe('the page of a series', () => {
  it.each([
    ['en', 'Repeats', 'Every ', ', 14 times', 'Next dates'],
    ['ca', 'Es repeteix', 'Cada ', ', 14 vegades', 'Properes dates'],
    ['es', 'Se repite', 'Cada ', ', 14 veces', 'Próximas fechas'],
  ])('says how it repeats and lists its next dates with links (%s)', async (lang, label, start, end, heading) => {
    const { status, html } = await page(`/${lang}/event/${series.slug}/`);
    expect(status).toBe(200);
    expect(html).toContain(`<dt>${label}</dt><dd>${start}`);
    expect(html).toMatch(new RegExp(`<dd>${start}[^<]*${end}</dd>`));
    expect(html).toContain(`<h2 id="next-dates">${heading}</h2>`);
    const section = html.slice(html.indexOf('<section class="next-dates"'));
    const links = [...section.matchAll(/<li><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toHaveLength(10);
    // The cancelled date is not among them.
    expect(links).not.toContain(
      `http://calendar.test/${lang}/event/${series.slug}/${dates[1].start_date.slice(0, 10)}/`,
    );
    expect(links[0]).toBe(`http://calendar.test/${lang}/event/${slug(lang)}/${dates[0].start_date.slice(0, 10)}/`);
    expect(html).toContain('"eventSchedule"');
  });
});

describe('the page of one date', () => {
  it('shows that date, links its series and points its JSON-LD at it', async () => {
    const date = dates[2];
    const key = date.start_date.slice(0, 10);
    const { status, html } = await page(`/en/event/${series.slug}/${key}/`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="http://calendar.test/en/event/${slug('en')}/${key}/">`);
    expect(html).toContain(
      `<dt>Series</dt><dd><a href="http://calendar.test/en/event/${slug('en')}/">Yoga in the park</a>`,
    );
    expect(html).toContain('"superEvent"');
    expect(html).toContain(`hreflang="ca" href="http://calendar.test/ca/event/${slug('ca')}/${key}/"`);
    expect(html).toContain(`<time datetime="${key}T19:00:00`);
  });

  it('answers a cancelled date, an unknown day and a malformed one with the 404 page', async () => {
    for (const path of [
      `/en/event/${series.slug}/${dates[1].start_date.slice(0, 10)}/`,
      `/en/event/${series.slug}/2001-01-01/`,
      `/en/event/${series.slug}/tomorrow/`,
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});
