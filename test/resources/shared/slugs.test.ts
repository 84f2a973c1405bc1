import { describe, expect, it } from 'vitest';
import { slugFromText, uniqueSlug } from '../../../src/resources/shared/slugs';

describe('slugs', () => {
  it.each([
    ['Festa Major de Gràcia', 'festa-major-de-gracia'],
    ['Col·lecció d’Art Català', 'colleccio-dart-catala'],
    ['Año Nuevo: ¡Fiesta!', 'ano-nuevo-fiesta'],
    ['  Ça   va -- bien  ', 'ca-va-bien'],
    ['Über_Straße/Nord', 'uber-strasse-nord'],
    ['🎉🎉', 'event'],
    ['gr%c3%a0cia', 'gracia'],
    ['Festa%20Major%20de%20Gr%C3%A0cia', 'festa-major-de-gracia'],
    ['100%-lliure', '100percent-lliure'],
    ['bad%c3%28octets', 'badpercentc3percent28octets'],
  ])('%s → %s', (text, slug) => {
    expect(slugFromText(text, 'event')).toBe(slug);
  });

  it('suffixes -2, -3… to stay unique', () => {
    expect(uniqueSlug('fira', new Set())).toBe('fira');
    expect(uniqueSlug('fira', new Set(['fira']))).toBe('fira-2');
    expect(uniqueSlug('fira', new Set(['fira', 'fira-2', 'fira-3']))).toBe('fira-4');
  });

  it('caps the length', () => {
    expect(slugFromText('word '.repeat(100), 'x').length).toBeLessThanOrEqual(190);
  });
});
