import { describe, expect, it } from 'vitest';
import { rootOf } from '../../src/http/language-root';

describe('language roots', () => {
  it('reads the root from the first path segment', () => {
    expect(rootOf('/ca/calendar/events/v1/events', 'en')).toEqual({ lang: 'ca', prefix: '/ca' });
    expect(rootOf('/calendar/events/v1/events', 'es')).toEqual({ lang: 'es', prefix: '' });
    expect(rootOf('/fr/calendar/events/v1', undefined)).toEqual({ lang: 'en', prefix: '' });
  });
});
