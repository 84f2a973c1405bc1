import { describe, expect, it } from 'vitest';
import { bearerSecret, hashToken, newTokenSecret, sameDigest } from '../../../src/auth/tokens';
import { canonicalQuery } from '../../../src/http/pagination';
import { routingPath } from '../../../src/http/path';
import { defaultLanguage, isLang } from '../../../src/i18n/languages';
import { rootOf } from '../../../src/i18n/root';
import { translate } from '../../../src/i18n/translate';
import { slugFromText, uniqueSlug } from '../../../src/resources/shared/slugs';

describe('slugs', () => {
  it.each([
    ['Festa Major de Gràcia', 'festa-major-de-gracia'],
    ['Col·lecció d’Art Català', 'colleccio-dart-catala'],
    ['Año Nuevo: ¡Fiesta!', 'ano-nuevo-fiesta'],
    ['  Ça   va -- bien  ', 'ca-va-bien'],
    ['Über_Straße/Nord', 'uber-strasse-nord'],
    ['🎉🎉', 'event'],
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

describe('language resolution', () => {
  it('reads the root from the first path segment', () => {
    expect(rootOf('/ca/calendar/events/v1/events', 'en')).toEqual({ lang: 'ca', prefix: '/ca' });
    expect(rootOf('/calendar/events/v1/events', 'es')).toEqual({ lang: 'es', prefix: '' });
    expect(rootOf('/fr/calendar/events/v1', undefined)).toEqual({ lang: 'en', prefix: '' });
  });

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

describe('routing paths', () => {
  const path = (url: string, method = 'GET') => routingPath(new Request(url, { method }));
  it('lowercases, drops trailing slashes and unwraps ?rest_route=', () => {
    expect(path('http://h/CA/Calendar/Events/V1/Events/')).toBe('/ca/calendar/events/v1/events');
    expect(path('http://h/?rest_route=/calendar/events/v1/tags&page=2')).toBe('/calendar/events/v1/tags');
    expect(path('http://h/')).toBe('/');
  });
});

describe('canonical list queries', () => {
  it('sorts parameters, joins lists with commas and keeps only known keys', () => {
    const raw = { search: 'a b', status: ['publish', 'draft'], zzz: 'ignored', page: '3' };
    expect(canonicalQuery(raw, ['page', 'search', 'status'], { page: 3 })).toBe(
      'page=3&search=a%20b&status=publish,draft',
    );
    expect(canonicalQuery({ b: '1', a: '2' }, ['a', 'b'], {})).toBe(canonicalQuery({ a: '2', b: '1' }, ['b', 'a'], {}));
  });
});

describe('tokens', () => {
  it('generates 256-bit secrets with a prefix', () => {
    const secret = newTokenSecret();
    expect(secret).toMatch(/^cal_[A-Za-z0-9_-]{43}$/);
    expect(newTokenSecret()).not.toBe(secret);
  });

  it('hashes with SHA-256 and compares digests in constant time', async () => {
    const digest = await hashToken('cal_x');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashToken('cal_x')).toBe(digest);
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, await hashToken('cal_y'))).toBe(false);
    expect(sameDigest(digest, 'short')).toBe(false);
  });

  it('parses bearer headers', () => {
    expect(bearerSecret(undefined)).toBeUndefined();
    expect(bearerSecret('Bearer abc')).toBe('abc');
    expect(bearerSecret('bearer   abc  ')).toBe('abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret('Bearer a b')).toBeNull();
  });
});
