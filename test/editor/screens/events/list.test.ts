import { describe, expect, it } from 'vitest';
import { createEvent, makeEvent, makeTerm, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { open } from '../../content-helpers';
import { openSessionFor, signedIn } from '../../editor-helpers';

/** The titles of the events screen's rows, in order. */
function rowTitles(html: string): string[] {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<td data-label="[^"]*"><a href="\/\w\w\/admin\/events\/\d+">([^<]*)<\/a>/g)].map(
    (m) => m[1]!,
  );
}

/** The row of the event titled `title`. */
function rowOf(html: string, title: string): string {
  const at = html.indexOf(`>${title}</a>`);
  expect(at, `no row ${title}`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<tr>', at), html.indexOf('</tr>', at));
}

describe('the events screen', () => {
  it('lists the events most recently changed first, every status but the trash by default', async () => {
    const editor = await signedIn('editor');
    const word = uniqueTitle('Order').replace(/\W+/g, '');
    const titles = ['Old', 'Newest', 'Middle', 'Trashed'].map((t) => `${word} ${t}`);
    await makeEvent({ texts: { en: { title: titles[0]! } }, modifiedUtc: '2026-01-01 10:00:00' });
    await makeEvent({ texts: { en: { title: titles[1]! } }, modifiedUtc: '2026-03-01 10:00:00', status: 'draft' });
    await makeEvent({ texts: { en: { title: titles[2]! } }, modifiedUtc: '2026-02-01 10:00:00', status: 'pending' });
    await makeEvent({ texts: { en: { title: titles[3]! } }, modifiedUtc: '2026-04-01 10:00:00', status: 'trash' });
    const res = await open(`/en/admin/?search=${word}`, editor);
    expect(res.status).toBe(200);
    expect(rowTitles(res.body)).toEqual([titles[1], titles[2], titles[0]]);
    expect(rowOf(res.body, titles[1]!)).toContain('Draft');
    expect(rowOf(res.body, titles[2]!)).toContain('Pending review');
    const trash = await open(`/en/admin/?search=${word}&status=trash`, editor);
    expect(rowTitles(trash.body)).toEqual([titles[3]]);
    // A trashed row is restored from here: REST does not show trashed events.
    expect(rowOf(trash.body, titles[3]!)).toMatch(/<form method="post" action="\/en\/admin\/events\/\d+\/restore"/);
  });

  it('filters by status, words, dates and category, keeping the filters in the form and the pages', async () => {
    const editor = await signedIn('administrator');
    const word = uniqueTitle('Filter').replace(/\W+/g, '');
    const category = await makeTerm('category');
    await makeEvent({
      texts: { en: { title: `${word} June music` } },
      start: '2027-06-10 18:00:00',
      termIds: [category],
    });
    await makeEvent({
      texts: { en: { title: `${word} July music` } },
      start: '2027-07-10 18:00:00',
      termIds: [category],
    });
    await makeEvent({ texts: { en: { title: `${word} June talk` } }, start: '2027-06-12 18:00:00', status: 'draft' });
    const june = await open(`/en/admin/?search=${word}&from=2027-06-01&to=2027-06-30`, editor);
    expect(rowTitles(june.body).sort()).toEqual([`${word} June music`, `${word} June talk`]);
    expect(june.body).toContain('value="2027-06-01"');
    const music = await open(`/en/admin/?search=${word}+music&category=${category}`, editor);
    expect(rowTitles(music.body).sort()).toEqual([`${word} July music`, `${word} June music`]);
    expect(music.body).toMatch(new RegExp(`<option value="${category}" selected>`));
    const drafts = await open(`/en/admin/?search=${word}&status=draft`, editor);
    expect(rowTitles(drafts.body)).toEqual([`${word} June talk`]);
    // Filters that do not parse are left out, never an error.
    const odd = await open(`/en/admin/?search=${word}&status=nonsense&from=yesterday&page=-3`, editor);
    expect(odd.status).toBe(200);
    expect(rowTitles(odd.body)).toHaveLength(3);
  });

  it('shows the languages each event has text in, and a series once with how many dates it has', async () => {
    const admin = await userWithToken('administrator');
    const editor = await openSessionFor(admin.id, 'Admin');
    const word = uniqueTitle('Langs').replace(/\W+/g, '');
    const single = await createEvent(admin.token, { title: `${word} single` }, 'ca');
    await call(api('es', `/events/${single.id}`), {
      method: 'POST',
      token: admin.token,
      body: { title: `${word} sencillo` },
    });
    await createEvent(admin.token, {
      title: `${word} weekly`,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
      start_date: '2027-03-02 19:00:00',
      end_date: '2027-03-02 21:00:00',
    });
    const res = await open(`/es/admin/?search=${word}`, editor);
    // Titles in the interface's language when the event has one, else its original's.
    expect(rowTitles(res.body).sort()).toEqual([`${word} sencillo`, `${word} weekly`]);
    const singleRow = rowOf(res.body, `${word} sencillo`);
    expect(singleRow).toContain('<abbr title="catalán">CA</abbr>');
    expect(singleRow).toContain('<abbr title="castellano">ES</abbr>');
    expect(singleRow).toMatch(/<li class="missing"><abbr title="Todavía sin texto en inglés">EN<\/abbr>/);
    const seriesRow = rowOf(res.body, `${word} weekly`);
    expect(seriesRow).toContain('Se repite: 6 fechas');
    // The series' dates are not rows of their own.
    expect(res.body.match(new RegExp(`${word} weekly`, 'g'))).toHaveLength(1);
  });

  it('shows contributors and authors their own events only', async () => {
    const other = await userWithToken('author');
    const contributor = await userWithToken('contributor');
    const word = uniqueTitle('Own').replace(/\W+/g, '');
    await createEvent(other.token, { title: `${word} theirs` });
    await createEvent(contributor.token, { title: `${word} mine` });
    const mine = await open(`/en/admin/?search=${word}`, await openSessionFor(contributor.id));
    expect(rowTitles(mine.body)).toEqual([`${word} mine`]);
    const editor = await open(`/en/admin/?search=${word}`, await signedIn('editor'));
    expect(rowTitles(editor.body).sort()).toEqual([`${word} mine`, `${word} theirs`]);
  });

  it('pages the list, keeping the filters in the links', async () => {
    const editor = await signedIn('editor');
    const word = uniqueTitle('Pages').replace(/\W+/g, '');
    for (let i = 0; i < 21; i++) {
      await makeEvent({
        texts: { en: { title: `${word} ${i}` } },
        modifiedUtc: `2026-05-01 10:${String(i).padStart(2, '0')}:00`,
      });
    }
    const first = await open(`/en/admin/?search=${word}`, editor);
    expect(rowTitles(first.body)).toHaveLength(20);
    expect(first.body).toContain('21 events');
    expect(first.body).toContain('Page 1 of 2');
    expect(first.body).toContain(`href="/en/admin/?search=${word}&amp;page=2"`);
    const second = await open(`/en/admin/?search=${word}&page=2`, editor);
    expect(rowTitles(second.body)).toEqual([`${word} 0`]);
  });

  it.each([
    ['ca', 'Esdeveniments', 'Esdeveniment nou'],
    ['es', 'Eventos', 'Evento nuevo'],
    ['en', 'Events', 'New event'],
  ])('is in the interface language (%s)', async (lang, title, button) => {
    const res = await open(`/${lang}/admin/`, await signedIn('author'));
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain(`>${button}</a>`);
  });
});
