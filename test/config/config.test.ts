import { describe, expect, it } from 'vitest';
import { ConfigError, configOf, fallbackLanguage } from '../../src/config';

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
      cacheVersionTtlMs: 1000,
      bodyTimeoutSeconds: 10,
      icsMaxEvents: 1000,
      syncRetentionDays: 30,
      recurrence: { horizonDays: 730, maxOccurrences: 1000 },
      hookDebounceSeconds: 60,
      hookRetryBaseSeconds: 10,
      rateLimits: { enabled: true, anonymousLimit: 10, tokenLimit: 100, period: 10 },
      signIn: { inviteTtlHours: 72, sessionIdleDays: 14, sessionMaxDays: 90 },
      weekStart: 'monday',
      federation: { enabled: true, handles: { ca: 'ca', en: 'en', es: 'es' }, allowPrivate: false },
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
      CACHE_VERSION_TTL_MS: ' 250 ',
      WEEK_START: ' Sunday ',
    });
    expect(config.weekStart).toBe('sunday');
    expect(config.defaultLanguage).toBe('ca');
    expect(config.siteTimezone).toBe('Europe/Madrid');
    expect(config.publicSite).toEqual({ base: 'https://example.com/agenda', host: 'example.com/agenda' });
    // global_id names the site without a port, as the original (docs/api.md#events-dates-times-and-fields).
    expect(configOf({ PUBLIC_SITE_URL: 'http://example.com:8080/agenda' }).publicSite?.host).toBe('example.com/agenda');
    expect([...config.corsAllowedOrigins]).toEqual(['https://a.example', 'https://b.example']);
    expect(config.cacheMaxAge).toBe(60);
    expect(config.bodyTimeoutSeconds).toBe(30);
    expect(config.cacheVersionTtlMs).toBe(250);
    expect(configOf({ CACHE_VERSION_TTL_MS: '0' }).cacheVersionTtlMs).toBe(0);
  });

  it('reads the feed, sync, hook and rate limit vars', () => {
    const config = configOf({
      ICS_MAX_EVENTS: '2',
      SYNC_RETENTION_DAYS: '0.5',
      HOOK_DEBOUNCE_SECONDS: '0',
      HOOK_RETRY_BASE_SECONDS: ' 1 ',
      RATE_LIMITS: 'OFF',
      RATE_LIMIT_ANONYMOUS_LIMIT: '3',
      RATE_LIMIT_TOKEN_LIMIT: '4',
      RATE_LIMIT_PERIOD: '10',
    });
    expect(config.icsMaxEvents).toBe(2);
    expect(config.syncRetentionDays).toBe(0.5);
    expect(config.hookDebounceSeconds).toBe(0);
    expect(config.hookRetryBaseSeconds).toBe(1);
    expect(config.rateLimits).toEqual({ enabled: false, anonymousLimit: 3, tokenLimit: 4, period: 10 });
    expect(configOf({ RATE_LIMITS: 'on' }).rateLimits.enabled).toBe(true);
    expect(configOf({ RATE_LIMITS: '' }).rateLimits.enabled).toBe(true);
  });

  it('reads the federation vars (docs/federation.md)', () => {
    const config = configOf({
      FEDERATION: 'OFF',
      FEDERATION_HANDLES: ' ca:Agenda , es:agenda-es,en:events ',
      FEDERATION_ALLOW_PRIVATE: 'on',
    });
    expect(config.federation).toEqual({
      enabled: false,
      handles: { ca: 'agenda', es: 'agenda-es', en: 'events' },
      allowPrivate: true,
    });
    expect(configOf({ FEDERATION_HANDLES: 'en:events' }).federation.handles).toEqual({
      ca: 'ca',
      en: 'events',
      es: 'es',
    });
    for (const bad of ['fr:agenda', 'ca:agenda,ca:other', 'ca:es', 'ca:with space', 'ca', 'ca:a:b']) {
      expect(() => configOf({ FEDERATION_HANDLES: bad }), bad).toThrow(ConfigError);
    }
    expect(() => configOf({ FEDERATION: 'maybe' })).toThrow(/FEDERATION="maybe"/);
  });

  it('reads the recurrence vars (docs/recurrence.md)', () => {
    expect(configOf({}).recurrence).toEqual({ horizonDays: 730, maxOccurrences: 1000 });
    const config = configOf({ RECURRENCE_HORIZON_DAYS: '30', RECURRENCE_MAX_OCCURRENCES: '5000' });
    expect(config.recurrence).toEqual({ horizonDays: 30, maxOccurrences: 5000 });
  });

  it('reads the editor’s sign-in vars (docs/editor.md)', () => {
    const config = configOf({ INVITE_TTL_HOURS: '0.5', SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '7' });
    expect(config.signIn).toEqual({ inviteTtlHours: 0.5, sessionIdleDays: 1, sessionMaxDays: 7 });
    expect(() => configOf({ INVITE_TTL_HOURS: '0' })).toThrow('INVITE_TTL_HOURS="0" is not a number of hours above 0');
  });

  it('gives the error renderer a lenient default language when the configuration does not parse', () => {
    expect(fallbackLanguage({ DEFAULT_LANGUAGE: 'ES' })).toBe('es');
    expect(fallbackLanguage({ DEFAULT_LANGUAGE: 'de' })).toBe('en');
    expect(fallbackLanguage({})).toBe('en');
  });

  it.each([
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['DEFAULT_LANGUAGE', 'de'],
    ['PUBLIC_SITE_URL', 'example.com'],
    ['PUBLIC_SITE_URL', 'ftp://example.com'],
    ['CACHE_MAX_AGE', 'soon'],
    ['CACHE_VERSION_TTL_MS', '-1'],
    ['CACHE_VERSION_TTL_MS', '1.5'],
    ['CACHE_VERSION_TTL_MS', 'a second'],
    ['BODY_TIMEOUT_SECONDS', '0'],
    ['BODY_TIMEOUT_SECONDS', '2.5'],
    ['ICS_MAX_EVENTS', '0'],
    ['ICS_MAX_EVENTS', 'all'],
    ['ICS_MAX_EVENTS', '1.5'],
    ['SYNC_RETENTION_DAYS', '0'],
    ['SYNC_RETENTION_DAYS', 'forever'],
    ['HOOK_DEBOUNCE_SECONDS', '-1'],
    ['HOOK_DEBOUNCE_SECONDS', 'a minute'],
    ['HOOK_RETRY_BASE_SECONDS', '0.5'],
    ['RATE_LIMITS', 'false'],
    ['RATE_LIMIT_ANONYMOUS_LIMIT', '0'],
    ['RATE_LIMIT_TOKEN_LIMIT', 'many'],
    ['RATE_LIMIT_PERIOD', '30'],
    ['RECURRENCE_HORIZON_DAYS', '0'],
    ['RECURRENCE_HORIZON_DAYS', 'two years'],
    ['RECURRENCE_MAX_OCCURRENCES', '5001'],
    ['RECURRENCE_MAX_OCCURRENCES', '0'],
    ['INVITE_TTL_HOURS', '0'],
    ['INVITE_TTL_HOURS', 'three days'],
    ['SESSION_IDLE_DAYS', '-1'],
    ['SESSION_MAX_DAYS', 'never'],
    ['WEEK_START', 'saturday'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => configOf({ [name]: value })).toThrow(ConfigError);
    expect(() => configOf({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)}`);
  });
});
