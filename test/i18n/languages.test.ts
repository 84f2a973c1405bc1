import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLang } from '../../src/i18n/languages';
import { translate } from '../../src/i18n/translate';

describe('language resolution', () => {
  it('falls back to English for a missing or invalid default', () => {
    expect(defaultLanguage(undefined)).toBe('en');
    expect(defaultLanguage('CA')).toBe('ca');
    expect(defaultLanguage('de')).toBe('en');
    expect(isLang('es')).toBe(true);
    expect(isLang('ES')).toBe(false);
  });

  it('translates messages with placeholders in every language', () => {
    expect(translate('en', 'rest-event-not-found', { id: 7 })).toBe('Event with ID 7 does not exist.');
    expect(translate('ca', 'rest-event-not-found', { id: 7 })).toBe("L'esdeveniment amb l'ID 7 no existeix.");
    expect(translate('es', 'rest-event-not-found', { id: 7 })).toBe('El evento con ID 7 no existe.');
  });
});
