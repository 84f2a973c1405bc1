import { describe, expect, it } from 'vitest';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import { defaultLanguage, isLang } from '../../src/i18n/languages';
import { lookup } from '../../src/i18n/lookup';

describe('language resolution', () => {
  it('falls back to English for a missing or invalid default', () => {
    expect(defaultLanguage(undefined)).toBe('en');
    expect(defaultLanguage('CA')).toBe('ca');
    expect(defaultLanguage('de')).toBe('en');
    expect(isLang('es')).toBe(true);
    expect(isLang('ES')).toBe(false);
  });

  it('translates messages with placeholders in every language', () => {
    expect(lookup(messageTexts, 'en', 'rest-event-not-found', { id: 7 })).toBe('Event with ID 7 does not exist.');
    expect(lookup(messageTexts, 'ca', 'rest-event-not-found', { id: 7 })).toBe(
      "L'esdeveniment amb l'ID 7 no existeix.",
    );
    expect(lookup(messageTexts, 'es', 'rest-event-not-found', { id: 7 })).toBe('El evento con ID 7 no existe.');
  });
});
