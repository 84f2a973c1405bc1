import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Golden responses: one fixed data set, written through the API, then every route under every root (reads,
 * writes, errors), recorded as status, stable headers and body. A refactoring must leave the file unchanged
 * (`__golden__/responses.golden`, JSON); a deliberate behaviour change updates it with `vitest -u` and shows in review.
 * Only values that depend on the clock or on the request are masked.
 */

const ROOTS = ['', 'ca', 'en', 'es'] as const;
const VOLATILE_HEADERS = new Set(['x-request-id', 'server-timing', 'x-d1-bookmark', 'etag', 'date', 'last-modified']);
const today = new Date();
const NOW_DAYS = [-1, 0, 1].map((d) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10));
const NOW_STAMP = new RegExp(`(${NOW_DAYS.join('|')})[ T]\\d{2}:\\d{2}:\\d{2}`, 'g');

function masked(value: unknown, tokens: string[]): unknown {
  if (typeof value === 'string') {
    let out = value.replace(NOW_STAMP, '<now>');
    for (const token of tokens) out = out.replaceAll(token, '<token>');
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => masked(item, tokens));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(item, tokens)]));
  }
  return value;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Step {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
  token?: string;
}

describe('golden responses', () => {
  it('answers every route under every root as recorded', { timeout: 120_000 }, async () => {
    const admin = await userWithToken('administrator');
    const subscriber = await userWithToken('subscriber');
    const tokens = [admin.token, subscriber.token];
    const record: unknown[] = [];
    const run = async (step: Step) => {
      const res = await call(step.path, {
        method: step.method,
        body: step.body,
        token: step.token === 'none' ? undefined : (step.token ?? admin.token),
      });
      const headers = [...res.headers.entries()]
        .filter(([name]) => !VOLATILE_HEADERS.has(name))
        // The seconds until the rate-limit window resets depend on the clock, and the remaining quota on this
        // isolate's earlier requests and on the window the clock is in (src/http/rate-limit.ts).
        .map(([name, value]): [string, string] => [
          name,
          name === 'ratelimit' ? value.replace(/;r=\d+/, ';r=<r>').replace(/;t=\d+/, ';t=<t>') : value,
        ])
        .sort(([a], [b]) => a.localeCompare(b));
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      // Large documents (namespace index, OpenAPI) are recorded by digest: identical or not is what matters.
      const body =
        text !== undefined && text.length > 20_000 ? `<sha256 ${await sha256(text)}, ${text.length} chars>` : res.body;
      record.push(
        masked(
          { step: step.name, method: step.method ?? 'GET', path: step.path, status: res.status, headers, body },
          tokens,
        ),
      );
      return res;
    };

    // The data set, written through the API.
    const category = await run({
      name: 'create category',
      path: api('ca', '/categories'),
      method: 'POST',
      body: { name: 'Música', description: 'Concerts i recitals.' },
    });
    await run({
      name: 'translate category',
      path: api('', `/categories/${category.body.id}`),
      method: 'POST',
      body: { i18n_language: 'es', name: 'Música ES', description: 'Conciertos.' },
    });
    const tag = await run({ name: 'create tag', path: api('en', '/tags'), method: 'POST', body: { name: 'Outdoors' } });
    const venue = await run({
      name: 'create venue',
      path: api('ca', '/venues'),
      method: 'POST',
      body: { venue: 'Sala Gran', address: 'Carrer Major 1', city: 'Girona', country: 'Spain', zip: '17001' },
    });
    const organizer = await run({
      name: 'create organizer',
      path: api('en', '/organizers'),
      method: 'POST',
      body: { organizer: 'Ateneu', email: 'info@ateneu.example', website: 'https://ateneu.example/' },
    });
    const event = await run({
      name: 'create event',
      path: api('ca', '/events'),
      method: 'POST',
      body: {
        title: 'Concert de tardor',
        description: '<p>Un concert <b>gran</b>.</p>',
        excerpt: 'Concert',
        start_date: '2031-10-10 20:00:00',
        end_date: '2031-10-10 22:30:00',
        date: '2031-01-01 10:00:00',
        timezone: 'Europe/Madrid',
        cost: ['10', '20'],
        venue: venue.body.id,
        organizer: [organizer.body.id],
        categories: [category.body.id],
        tags: [tag.body.id],
        website: 'https://example.com/concert',
      },
    });
    await run({
      name: 'translate event',
      path: api('es', `/events/${event.body.id}`),
      method: 'PATCH',
      body: { title: 'Concierto de otoño', description: 'Un concierto.' },
    });
    await run({
      name: 'create all-day event',
      path: api('en', '/events'),
      method: 'POST',
      body: {
        title: 'Market day',
        start_date: '2031-11-01',
        end_date: '2031-11-01',
        all_day: true,
        date: '2031-01-02 10:00:00',
        venue: { venue: 'Plaça', city: 'Girona' },
        organizer: [{ organizer: 'Market crew' }],
        categories: ['Markets'],
        tags: ['Outdoors'],
      },
    });
    const draft = await run({
      name: 'create draft event',
      path: api('en', '/events'),
      method: 'POST',
      body: { title: 'Draft', start_date: '2031-12-01 10:00', end_date: '2031-12-01 11:00', status: 'draft' },
    });

    const slug = event.body.slug as string;
    for (const root of ROOTS) {
      const reads: Step[] = [
        { name: 'service root or a path outside the namespace', path: root ? `/${root}/elsewhere` : '/' },
        { name: 'namespace index', path: api(root, '/') },
        { name: 'events list', path: api(root, '/events?start_date=2031-01-01&per_page=2') },
        { name: 'events list page 2', path: api(root, '/events?start_date=2031-01-01&per_page=2&page=2') },
        { name: 'events search', path: api(root, '/events?start_date=2031-01-01&search=concert') },
        {
          name: 'events filtered',
          path: api(root, `/events?start_date=2031-01-01&categories=${category.body.id}&venue=${venue.body.id}`),
        },
        { name: 'event by id', path: api(root, `/events/${event.body.id}`) },
        { name: 'event by slug', path: api(root, `/events/by-slug/${slug}`) },
        { name: 'draft anonymous', path: api(root, `/events/${draft.body.id}`), token: 'none' },
        { name: 'draft as admin', path: api(root, `/events/${draft.body.id}`) },
        { name: 'venues list', path: api(root, '/venues') },
        { name: 'venue by id', path: api(root, `/venues/${venue.body.id}`) },
        { name: 'venue by slug', path: api(root, `/venues/by-slug/${venue.body.slug}`) },
        { name: 'organizers list', path: api(root, '/organizers?hide_empty=false') },
        { name: 'organizer by id', path: api(root, `/organizers/${organizer.body.id}`) },
        { name: 'organizer by slug', path: api(root, `/organizers/by-slug/${organizer.body.slug}`) },
        { name: 'categories list', path: api(root, '/categories?hide_empty=false') },
        { name: 'category by id', path: api(root, `/categories/${category.body.id}`) },
        { name: 'tags list', path: api(root, '/tags') },
        { name: 'tag by id', path: api(root, `/tags/${tag.body.id}`) },
        { name: 'event missing', path: api(root, '/events/999999') },
        { name: 'venue missing', path: api(root, '/venues/by-slug/nope') },
        { name: 'bad param', path: api(root, '/events?per_page=0&start_date=never') },
        { name: 'no route', path: api(root, '/nothing') },
        { name: 'bad token', path: api(root, '/events'), token: 'cal_bad' },
        {
          name: 'write anonymous',
          path: api(root, '/tags'),
          method: 'POST',
          body: { name: 'x' },
          token: 'none',
        },
        {
          name: 'write forbidden',
          path: api(root, '/tags'),
          method: 'POST',
          body: { name: 'x' },
          token: subscriber.token,
        },
        { name: 'write missing params', path: api(root, '/events'), method: 'POST', body: {} },
        { name: 'venue invalid', path: api(root, '/venues'), method: 'POST', body: { venue: '' } },
      ];
      for (const step of reads) await run(step);
    }
    await run({ name: 'openapi', path: api('en', '/doc') });

    // Writes of every kind and their read-back, then deletes.
    await run({
      name: 'update event PUT by slug',
      path: api('en', `/events/by-slug/${slug}`),
      method: 'PUT',
      body: { cost: 'Free', featured: true, organizer: [] },
    });
    await run({
      name: 'update venue PATCH by slug',
      path: api('ca', `/venues/by-slug/${venue.body.slug}`),
      method: 'PATCH',
      body: { city: 'Figueres', phone: '972 00 00 00' },
    });
    await run({
      name: 'update organizer PUT',
      path: api('es', `/organizers/${organizer.body.id}`),
      method: 'PUT',
      body: { organizer: 'Ateneo', phone: '123' },
    });
    await run({
      name: 'update tag PATCH',
      path: api('en', `/tags/${tag.body.id}`),
      method: 'PATCH',
      body: { description: 'Open air' },
    });
    await run({ name: 'delete draft (trash)', path: api('en', `/events/${draft.body.id}`), method: 'DELETE' });
    await run({ name: 'delete draft again', path: api('en', `/events/${draft.body.id}`), method: 'DELETE' });
    await run({
      name: 'delete draft force',
      path: api('en', `/events/${draft.body.id}?force=true`),
      method: 'DELETE',
    });
    await run({ name: 'delete event by slug', path: api('ca', `/events/by-slug/${slug}`), method: 'DELETE' });
    await run({ name: 'delete organizer', path: api('en', `/organizers/${organizer.body.id}`), method: 'DELETE' });
    await run({
      name: 'delete venue by slug',
      path: api('en', `/venues/by-slug/${venue.body.slug}?force=true`),
      method: 'DELETE',
    });
    await run({ name: 'delete tag', path: api('en', `/tags/${tag.body.id}?force=true`), method: 'DELETE' });
    await run({
      name: 'delete category unforced',
      path: api('ca', `/categories/${category.body.id}`),
      method: 'DELETE',
    });
    await run({ name: 'events after', path: api('', '/events?start_date=2031-01-01') });

    await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot('./__golden__/responses.golden');
  });
});
