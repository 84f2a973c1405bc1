import { describe, expect, it } from 'vitest';
import { createEvent, makeVenue } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { formPairs, open, post, withValues } from '../../content-helpers';
import { openSessionFor, signedIn } from '../../editor-helpers';

/**
 * No lost work (docs/editor.md): a form carries the version it was opened on; a save over a newer change (REST's,
 * or another tab's) is refused with who made it and when, the typed values kept and nothing written, and can then
 * be saved again, knowingly, with the newer version the form then carries.
 */

const versionOf = (html: string) => (/name="_version" value="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&quot;', '"');

describe('a save over a newer change', () => {
  it('is refused with who changed the event and when, keeping what was typed, writing nothing', async () => {
    const admin = await userWithToken('administrator');
    const other = await userWithToken('editor');
    const person = await openSessionFor(admin.id, 'Ada');
    const event = await createEvent(admin.token, { cost: '1€' });
    const form = await open(`/en/admin/events/${event.id}`, person);
    expect(versionOf(form.body)).toMatch(/^"event-\d+-\d+"$/);
    // Someone else changes the event through REST meanwhile.
    const meanwhile = await call(api('en', `/events/${event.id}`), {
      method: 'POST',
      token: other.token,
      body: { cost: '2€' },
    });
    expect(meanwhile.status).toBe(200);
    const pairs = withValues(formPairs(form.body, 'event-form'), { cost: '3€', excerpt: 'Typed meanwhile' });
    const refused = await post(`/en/admin/events/${event.id}`, person, [...pairs, ['_action', 'update']]);
    expect(refused.status).toBe(412);
    expect(refused.body).toContain('Someone saved this before you');
    expect(refused.body).toMatch(/editor \d+ changed it on \w+ \d+, \d{4}/);
    expect(refused.body).toContain('value="3€"');
    expect(refused.body).toContain('>Typed meanwhile</textarea>');
    const after = (await call(`${api('en', `/events/${event.id}`)}?context=edit`, { token: admin.token })).body;
    expect(after.cost).toBe('2€');
    expect(after.excerpt).toBe('');
    // The form now carries the newer version: saving again, once compared, is a decision, and goes through.
    expect(versionOf(refused.body)).not.toBe(versionOf(form.body));
    const again = await post(`/en/admin/events/${event.id}`, person, [
      ...formPairs(refused.body, 'event-form'),
      ['_action', 'update'],
    ]);
    expect(again.status, again.body).toBe(303);
    expect((await call(`${api('en', `/events/${event.id}`)}?context=edit`, { token: admin.token })).body.cost).toBe(
      '3€',
    );
  });

  it('from another tab of the editor is refused too (venues alike)', async () => {
    const person = await signedIn('editor', 'Berta');
    const venue = await makeVenue();
    const first = await open(`/ca/admin/venues/${venue.id}`, person);
    const second = await open(`/ca/admin/venues/${venue.id}`, person);
    const saved = await post(`/ca/admin/venues/${venue.id}`, person, [
      ...withValues(formPairs(first.body, 'item-form'), { city: 'Girona' }),
      ['_action', 'update'],
    ]);
    expect(saved.status, saved.body).toBe(303);
    const refused = await post(`/ca/admin/venues/${venue.id}`, person, [
      ...withValues(formPairs(second.body, 'item-form'), { city: 'Lleida' }),
      ['_action', 'update'],
    ]);
    expect(refused.status).toBe(412);
    expect(refused.body).toContain('Algú ho ha desat abans que vós');
    expect(refused.body).toContain('Berta ho ha canviat el');
    expect(refused.body).toContain('value="Lleida"');
  });
});

describe('a removal over a newer change', () => {
  it('trashes no event changed since its page was opened; once reopened, it trashes', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id, 'Ada');
    const event = await createEvent(admin.token, { cost: '1€' });
    const page = await open(`/en/admin/events/${event.id}`, person);
    const trash = formPairs(page.body, 'trash-form');
    expect(trash.find(([name]) => name === '_version')?.[1]).toBe(versionOf(page.body));
    const meanwhile = await call(api('en', `/events/${event.id}`), {
      method: 'POST',
      token: admin.token,
      body: { cost: '2€' },
    });
    expect(meanwhile.status).toBe(200);
    const refused = await post(`/en/admin/events/${event.id}/trash`, person, trash);
    expect(refused.status).toBe(412);
    expect(refused.body).toContain('This could not be done');
    expect(refused.body).toContain('The item was changed after the version');
    const still = await call(`${api('en', `/events/${event.id}`)}?context=edit`, { token: admin.token });
    expect(still.body.status).toBe('publish');
    const reopened = await open(`/en/admin/events/${event.id}`, person);
    const trashed = await post(`/en/admin/events/${event.id}/trash`, person, formPairs(reopened.body, 'trash-form'));
    expect(trashed.status, trashed.body).toBe(303);
    // In the trash now: trashing it again through REST says so.
    const again = await call(api('en', `/events/${event.id}`), { method: 'DELETE', token: admin.token });
    expect([again.status, again.body.code]).toEqual([410, 'event-is-in-trash']);
  });

  it("removes no venue's translation, and trashes no venue, changed since the page was opened", async () => {
    const person = await signedIn('editor', 'Berta');
    const venue = await makeVenue();
    const english = await open(`/en/admin/venues/${venue.id}`, person);
    const saved = await post(`/en/admin/venues/${venue.id}?i18n_language=es`, person, [
      ...withValues(
        formPairs((await open(`/en/admin/venues/${venue.id}?i18n_language=es`, person)).body, 'item-form'),
        {
          venue: 'Sala nueva',
        },
      ),
      ['_action', 'update'],
    ]);
    expect(saved.status, saved.body).toBe(303);
    const spanish = await open(`/en/admin/venues/${venue.id}?i18n_language=es`, person);
    const removal = formPairs(spanish.body, 'translation-form');
    expect(removal.find(([name]) => name === '_version')?.[1]).toBe(versionOf(spanish.body));
    // The venue changes once more (its city), after both pages were opened.
    const city = await post(`/en/admin/venues/${venue.id}`, person, [
      ...withValues(formPairs((await open(`/en/admin/venues/${venue.id}`, person)).body, 'item-form'), {
        city: 'Girona',
      }),
      ['_action', 'update'],
    ]);
    expect(city.status, city.body).toBe(303);
    const notRemoved = await post(`/en/admin/venues/${venue.id}/translation`, person, removal);
    expect(notRemoved.status).toBe(412);
    const notTrashed = await post(`/en/admin/venues/${venue.id}/trash`, person, formPairs(english.body, 'trash-form'));
    expect(notTrashed.status).toBe(412);
    const read = await call(`${api('es', `/venues/${venue.id}`)}`);
    expect(read.status).toBe(200);
    expect(read.body.venue).toBe('Sala nueva');
  });
});
