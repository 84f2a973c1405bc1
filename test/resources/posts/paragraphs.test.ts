import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTitle } from '../../helpers/factories';
import { api, call, type Root, userWithToken } from '../../helpers/http';

/**
 * Descriptions and excerpts in paragraphs, as the original's `the_content`/`the_excerpt` (docs/original.md#paragraphs;
 * its EventInsertionCest::it_should_allow_inserting_an_event, SingleEventCest, VenueSingleCest, OrganizerSingleCest).
 */
let token: string;
beforeAll(async () => {
  token = (await userWithToken('administrator')).token;
});

const roots: Root[] = ['', 'ca', 'en', 'es'];

describe.each(roots)('under the root "%s"', (root) => {
  it('an event created with plain text reads it back in paragraphs, on create and on GET', async () => {
    const created = await call(api(root, '/events'), {
      method: 'POST',
      token,
      form: {
        title: uniqueTitle('An event'),
        description: 'An event content',
        excerpt: 'An event excerpt',
        start_date: 'tomorrow 9am',
        end_date: 'tomorrow 11am',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: '<p>An event content</p>', excerpt: '<p>An event excerpt</p>' });
    const read = await call(api(root, `/events/${created.body.id}`));
    expect(read.body).toMatchObject({ description: '<p>An event content</p>', excerpt: '<p>An event excerpt</p>' });
  });

  it('venues and organizers too, inline ones included', async () => {
    const venue = await call(api(root, '/venues'), {
      method: 'POST',
      token,
      body: { venue: uniqueTitle('Venue'), description: 'Venue 01 description', excerpt: 'Venue 01 excerpt' },
    });
    expect(venue.body).toMatchObject({
      description: '<p>Venue 01 description</p>',
      excerpt: '<p>Venue 01 excerpt</p>',
    });
    const organizer = await call(api(root, '/organizers'), {
      method: 'POST',
      token,
      body: { organizer: uniqueTitle('Organizer'), description: 'Organizer 01 description' },
    });
    expect(organizer.body.description).toBe('<p>Organizer 01 description</p>');
    const event = await call(api(root, '/events'), {
      method: 'POST',
      token,
      body: {
        title: uniqueTitle(),
        start_date: 'tomorrow 9am',
        end_date: 'tomorrow 11am',
        venue: { venue: uniqueTitle('Inline venue'), description: 'Inline' },
        organizer: [{ organizer: uniqueTitle('Inline organizer'), description: 'Inline too' }],
      },
    });
    expect(event.body.venue.description).toBe('<p>Inline</p>');
    expect(event.body.organizer[0].description).toBe('<p>Inline too</p>');
  });
});

describe('the paragraph rules', () => {
  const cases: [string, string][] = [
    ['line one\n\nline two', '<p>line one</p>\n<p>line two</p>'],
    ['line one\nline two', '<p>line one<br />\nline two</p>'],
    ['  padded  \r\n\r\n\r\n  <strong>bold</strong> text ', '<p>padded</p>\n<p><strong>bold</strong> text</p>'],
    ['<p>already</p>', '<p>already</p>'],
    ['Intro\n\n<ul><li>a</li></ul>', '<p>Intro</p>\n<ul><li>a</li></ul>'],
    ['<pre>keep\n\nas is</pre>', '<pre>keep\n\nas is</pre>'],
    ['', ''],
  ];

  it.each(cases)('%j is stored as %j, and sending it back changes nothing', async (sent, stored) => {
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token,
      body: { title: uniqueTitle(), description: sent, start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' },
    });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(stored);
    const again = await call(api('en', `/events/${created.body.id}`), {
      method: 'PATCH',
      token,
      body: { description: created.body.description },
    });
    expect(again.body.description).toBe(stored);
  });

  it('leaves term descriptions as written, as WordPress does', async () => {
    const category = await call(api('en', '/categories'), {
      method: 'POST',
      token,
      body: { name: uniqueTitle('Category'), description: 'Term description' },
    });
    expect(category.status).toBe(201);
    expect(category.body.description).toBe('Term description');
  });
});
