import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/endpoints';
import { fieldPolicyOf } from '../../../src/http/routes/fields';
import { organizerCreateBody } from '../../../src/resources/organizers/organizers.schemas';
import { venueCreateBody } from '../../../src/resources/venues/venues.schemas';

/**
 * Every field of every write body declares how its text is made safe to store (src/http/routes/fields.ts): plain, html,
 * url, secret or a checked value. A field added with a bare `text()` fails here, instead of being stored as sent.
 */
const writes = routes.filter((route) => route.body !== undefined);

describe('write field policies', () => {
  it('covers the write routes', () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  it.each(writes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.body!] as const))(
    '%s: every body field declares a policy',
    (_name, body) => {
      const undeclared = Object.entries(body.shape as Record<string, z.ZodType>)
        .filter(([, field]) => fieldPolicyOf(field) === undefined)
        .map(([key]) => key);
      expect(undeclared).toEqual([]);
    },
  );

  it.each([
    ['inline venue', venueCreateBody()],
    ['inline organizer', organizerCreateBody()],
  ] as const)('%s: every field declares a policy', (_name, body) => {
    const undeclared = Object.entries(body.shape as Record<string, z.ZodType>)
      .filter(([, field]) => fieldPolicyOf(field) === undefined)
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
  });
});
