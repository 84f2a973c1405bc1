import { describe, expect, it } from 'vitest';
import { createEvent, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { formPairs, open, post, withValues } from '../../content-helpers';
import { openSessionFor } from '../../editor-helpers';

/** What REST answers for event `id` under root `lang` (its `i18n_language` says which text came back). */
const restIn = async (id: number, lang: 'ca' | 'en' | 'es', token: string) =>
  (await call(`${api(lang, `/events/${id}`)}?context=edit`, { token })).body;

describe('the translations of an event', () => {
  it('are written in the interface’s language by default, the original’s text beside, the missing ones marked', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { title: uniqueTitle('Mercat'), description: '<p>Parades</p>' }, 'ca');
    const form = await open(`/en/admin/events/${event.id}`, person);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Writing the text in English');
    expect(form.body).toMatch(
      /<li class="missing"><a href="\/en\/admin\/events\/\d+" hreflang="en" lang="en" aria-current="true">English<\/a> <span class="muted">\(missing, add it\)<\/span>/,
    );
    expect(form.body).toContain('<span class="muted">(original)</span>');
    // The English fields start empty; the Catalan text is beside them.
    expect(form.body).toMatch(/<input id="f-title" name="title" type="text" value="">/);
    expect(form.body).toContain(`<div class="original" lang="ca">`);
    expect(form.body).toContain(`Title in Catalan (original)`);
    expect(form.body).toContain(event.title);
    const pairs = withValues(formPairs(form.body, 'event-form'), { title: 'Market', description: 'Stalls' });
    const res = await post(`/en/admin/events/${event.id}`, person, [...pairs, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    const en = await restIn(event.id, 'en', admin.token);
    expect(en).toMatchObject({ title: 'Market', i18n_language: 'en' });
    expect(Object.keys(en.translations).sort()).toEqual(['ca', 'en']);
    expect((await restIn(event.id, 'ca', admin.token)).title).toBe(event.title);
  });

  it('of another language than the interface’s, chosen with ?i18n_language, apart from the interface switcher', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { title: uniqueTitle('Fira') }, 'ca');
    const form = await open(`/ca/admin/events/${event.id}?i18n_language=es`, person);
    expect(form.body).toContain('Escriviu el text en castellà');
    expect(form.body).toContain(`action="/ca/admin/events/${event.id}?i18n_language=es"`);
    // The interface switcher keeps the text language; the text-language control keeps the interface.
    expect(form.body).toContain(`href="/en/admin/events/${event.id}?i18n_language=es"`);
    expect(form.body).toContain(`href="/ca/admin/events/${event.id}?i18n_language=en"`);
    const pairs = withValues(formPairs(form.body, 'event-form'), { title: 'Feria' });
    const res = await post(`/ca/admin/events/${event.id}?i18n_language=es`, person, [...pairs, ['_action', 'update']]);
    expect(res.headers.get('location')).toBe(`/ca/admin/events/${event.id}?i18n_language=es&saved=1`);
    expect(await restIn(event.id, 'es', admin.token)).toMatchObject({ title: 'Feria', i18n_language: 'es' });
  });

  it('are not created by a save of other fields with the new language’s title left empty', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { title: uniqueTitle('Concert') }, 'ca');
    const form = await open(`/es/admin/events/${event.id}`, person);
    const pairs = withValues(formPairs(form.body, 'event-form'), { cost: '5€' });
    const res = await post(`/es/admin/events/${event.id}`, person, [...pairs, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    const after = await restIn(event.id, 'es', admin.token);
    expect(after.cost).toBe('5€');
    expect(Object.keys(after.translations)).toEqual(['ca']);
  });

  it('are removed one language at a time, the original kept', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { title: uniqueTitle('Teatre') }, 'ca');
    await call(api('es', `/events/${event.id}`), { method: 'POST', token: admin.token, body: { title: 'Teatro' } });
    const form = await open(`/ca/admin/events/${event.id}?i18n_language=es`, person);
    expect(form.body).toContain('Elimina el text en castellà');
    // The original's text has no such button.
    expect((await open(`/ca/admin/events/${event.id}`, person)).body).not.toContain('Elimina el text en');
    const res = await post(`/ca/admin/events/${event.id}/translation`, person, [['translation', 'es']]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ca/admin/events/${event.id}?translation-removed=1`);
    expect(Object.keys((await restIn(event.id, 'ca', admin.token)).translations)).toEqual(['ca']);
    const original = await post(`/ca/admin/events/${event.id}/translation`, person, [['translation', 'ca']]);
    expect(original.status).toBe(409);
    expect(Object.keys((await restIn(event.id, 'ca', admin.token)).translations)).toEqual(['ca']);
  });
});
