import { describe, expect, it } from 'vitest';
import { ConfigError, configOf } from '../../src/config';

describe('configOf', () => {
  it('parses the vars once per env object, with the documented defaults', () => {
    const env = {};
    const config = configOf(env);
    expect(config).toEqual({
      defaultLanguage: 'en',
      siteTimezone: 'UTC',
      publicSite: null,
      corsAllowedOrigins: new Set(),
      cacheMaxAge: 60,
      bodyTimeoutSeconds: 10,
      checkSqlColumns: false,
    });
    expect(configOf(env)).toBe(config);
  });

  it('normalizes valid values', () => {
    const config = configOf({
      DEFAULT_LANGUAGE: ' CA ',
      SITE_TIMEZONE: 'europe/madrid',
      PUBLIC_SITE_URL: 'https://example.com/agenda/',
      CORS_ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
      CACHE_MAX_AGE: '0',
      BODY_TIMEOUT_SECONDS: '30',
    });
    expect(config.defaultLanguage).toBe('ca');
    expect(config.siteTimezone).toBe('Europe/Madrid');
    expect(config.publicSite).toEqual({ base: 'https://example.com/agenda', host: 'example.com/agenda' });
    expect([...config.corsAllowedOrigins]).toEqual(['https://a.example', 'https://b.example']);
    expect(config.cacheMaxAge).toBe(60);
    expect(config.bodyTimeoutSeconds).toBe(30);
  });

  it.each([
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['DEFAULT_LANGUAGE', 'de'],
    ['PUBLIC_SITE_URL', 'example.com'],
    ['PUBLIC_SITE_URL', 'ftp://example.com'],
    ['CACHE_MAX_AGE', 'soon'],
    ['BODY_TIMEOUT_SECONDS', '0'],
    ['BODY_TIMEOUT_SECONDS', '2.5'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => configOf({ [name]: value })).toThrow(ConfigError);
    expect(() => configOf({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)}`);
  });
});
