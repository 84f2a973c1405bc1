import { describe, expect, it } from 'vitest';
import { routingPath } from '../../src/http/path';

describe('routing paths', () => {
  const path = (url: string, method = 'GET') => routingPath(new Request(url, { method }));
  it('lowercases, drops trailing slashes and unwraps ?rest_route=', () => {
    expect(path('http://h/CA/Calendar/Events/V1/Events/')).toBe('/ca/calendar/events/v1/events');
    expect(path('http://h/?rest_route=/calendar/events/v1/tags&page=2')).toBe('/calendar/events/v1/tags');
    expect(path('http://h/')).toBe('/');
  });
});
