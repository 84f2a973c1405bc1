import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { eventSchema } from '../../../src/resources/events/wire/wire.schema';
import { organizerSchema } from '../../../src/resources/organizers/organizers.wire';
import { policyOf, redactionOf, searchFieldsOf } from '../../../src/resources/posts/posts.wire';
import { venueSchema } from '../../../src/resources/venues/venues.wire';

const Event = eventSchema();
const Venue = venueSchema();
const Organizer = organizerSchema();

/**
 * Every field of a post's wire schema declares what a password-protected item shows of it (`kept` or
 * `redacted`): a field added without a policy fails here, so it cannot leak by being forgotten in a list.
 */
const SCHEMAS: [string, z.ZodObject][] = [
  ['Event', Event],
  ['Venue', Venue],
  ['Organizer', Organizer],
];

describe('wire field policies', () => {
  it.each(SCHEMAS)('every field of %s declares its redaction', (_name, schema) => {
    const undeclared = Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([, field]) => policyOf(field) === undefined)
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
  });

  it('redacts exactly the original redaction of each type', () => {
    const keys = (schema: z.ZodObject) => [...redactionOf(schema).keys()].sort();
    expect(keys(Event)).toEqual(
      [
        'all_day',
        'categories',
        'cost',
        'cost_details',
        'custom_fields',
        'description',
        'excerpt',
        'featured',
        'hide_from_listings',
        'image',
        'organizer',
        'show_map',
        'show_map_link',
        'sticky',
        'tags',
        'ticketed',
        'venue',
        'website',
      ].sort(),
    );
    expect(keys(Venue)).toEqual(
      [
        'address',
        'city',
        'country',
        'description',
        'excerpt',
        'geo_lat',
        'geo_lng',
        'image',
        'phone',
        'province',
        'show_map',
        'show_map_link',
        'stateprovince',
        'venue',
        'website',
        'zip',
      ].sort(),
    );
    expect(keys(Organizer)).toEqual(
      ['description', 'email', 'excerpt', 'image', 'organizer', 'phone', 'website'].sort(),
    );
  });

  it('derives what search looks in, and what it may match on a locked protected item, from the schemas', () => {
    const fields = (schema: z.ZodObject) =>
      searchFieldsOf(schema).map((field) => `${field.key}${field.redacted ? '' : ' (shown when locked)'}`);
    expect(fields(Venue)).toEqual([
      'venue',
      'description',
      'excerpt',
      'address',
      'city',
      'province',
      'state (shown when locked)',
      'zip',
      'phone',
      'stateprovince',
    ]);
    expect(fields(Organizer)).toEqual(['organizer', 'description', 'excerpt', 'phone', 'website', 'email']);
  });
});
