import { describe, expect, it } from 'vitest';
import { docTexts } from '../../src/i18n/catalogues/docs';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import { pageTexts } from '../../src/i18n/catalogues/pages';
import { widgetTexts } from '../../src/i18n/catalogues/widget';
import { LANGUAGES } from '../../src/i18n/languages';
import { type Catalogue, isTextKey, lookup } from '../../src/i18n/lookup';

const sample: Catalogue<'greeting' | 'plain'> = {
  ca: { greeting: 'Hola, {name}: {count} de {total} a {toString}', plain: 'Sense {res}' },
  en: { greeting: 'Hello, {name}: {count} of {total} at {toString}', plain: 'No {res}' },
  es: { greeting: 'Hola, {name}: {count} de {total} en {toString}', plain: 'Sin {res}' },
};

describe('lookup', () => {
  it('fills the placeholders vars name, and keeps the others as written', () => {
    expect(lookup(sample, 'en', 'greeting', { name: 'Anna', count: 0 })).toBe(
      'Hello, Anna: 0 of {total} at {toString}',
    );
    expect(lookup(sample, 'ca', 'greeting', { name: 'Pau', count: 2, total: 3 })).toBe(
      'Hola, Pau: 2 de 3 a {toString}',
    );
  });

  it('returns the text as written without vars (documentation texts show {lang} literally)', () => {
    expect(lookup(sample, 'es', 'plain')).toBe('Sin {res}');
    expect(lookup(docTexts, 'en', 'doc.server.wordpress')).toContain('/{lang}/wp-json/tribe/events/v1/');
  });

  it('reads every catalogue in every language', () => {
    for (const lang of LANGUAGES) {
      expect(lookup(messageTexts, lang, 'rest_invalid_param', { params: 'x' })).toMatch(/: x$/);
      expect(lookup(docTexts, lang, 'doc.title')).not.toBe('');
      expect(lookup(pageTexts, lang, 'agendaOf', { page: 2, pages: 5 })).toMatch(/2.*5/);
      expect(lookup(widgetTexts, lang, 'loading')).toMatch(/…$/);
    }
  });

  it('has the same keys in every language of every catalogue', () => {
    for (const catalogue of [messageTexts, docTexts, pageTexts, widgetTexts]) {
      const keys = Object.keys(catalogue.en).sort();
      for (const lang of LANGUAGES) expect(Object.keys(catalogue[lang]).sort()).toEqual(keys);
    }
  });

  it('tells the keys of a catalogue from other strings', () => {
    expect(isTextKey(messageTexts, 'rest_no_route')).toBe(true);
    expect(isTextKey(messageTexts, 'op.export')).toBe(false);
    expect(isTextKey(docTexts, 'op.export')).toBe(true);
    expect(isTextKey(docTexts, 'toString')).toBe(false);
    expect(isTextKey(pageTexts, 'constructor')).toBe(false);
  });
});
