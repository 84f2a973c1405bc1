import { describe, expect, it } from 'vitest';
import { rootOf } from '../../src/http/language-root';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';

describe('language roots', () => {
  it('reads the root from the first path segment', () => {
    expect(rootOf('/ca/calendar/events/v1/events', 'en')).toEqual({ lang: 'ca', prefix: '/ca' });
    expect(rootOf('/calendar/events/v1/events', 'es')).toEqual({ lang: 'es', prefix: '' });
    expect(rootOf('/fr/calendar/events/v1', undefined)).toEqual({ lang: 'en', prefix: '' });
  });
});

describe('DEFAULT_LANGUAGE (docs/api.md#url-layout-and-language-roots, docs/configuration.md)', () => {
  it('is the language of the unprefixed root: messages, Content-Language, written text, while /ca, /en, /es keep theirs', async () => {
    const admin = await userWithToken('administrator');
    const missing = {
      ca: "L'esdeveniment amb l'ID 0 no existeix.",
      en: 'Event with ID 0 does not exist.',
      es: 'El evento con ID 0 no existe.',
    };
    for (const lang of ['ca', 'en', 'es'] as const) {
      const env = { DEFAULT_LANGUAGE: lang };
      const answer = await call(api('', '/events/0'), { env });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(missing[lang]);
      expect(answer.headers.get('content-language')).toBe(lang);
      const prefixed = await call(api('es', '/events/0'), { env });
      expect(prefixed.body.message).toBe(missing.es);
      const created = await call(api('', '/tags'), {
        method: 'POST',
        token: admin.token,
        env,
        body: { name: `Default ${lang} ${Math.random()}` },
      });
      expect(created.status).toBe(201);
      expect(created.body.i18n_language).toBe(lang);
      expect(Object.keys(created.body.translations)).toEqual([lang]);
      expect(created.body.urls.self).toBe(`${ORIGIN}${api('', `/tags/${created.body.id}`)}`);
      const service = await call('/', { env });
      expect(service.body.default_language).toBe(lang);
    }
  });
});
