import { describe, expect, it } from 'vitest';
import { createEvent, makeEvent, makeVenue } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { byUid, feed, word } from './ical-feed';

/** What reaches a feed is the generator's escaped text or a name read from the database (docs/ical.md). */

const INJECTION = 'x\r\nBEGIN:VEVENT\r\nUID:f@e\r\nSUMMARY:fake\r\nEND:VEVENT\r\nX-A:';

describe('feed names and texts', () => {
  it.each([
    ['/en/calendar/events/v1/events.ics'],
    ['/wp-json/tribe/events/v1/events.ics'],
    ['/?rest_route=/tribe/events/v1/events.ics'],
    ['/en/calendar/events/v1/events?ical=1'],
  ])('keeps a search with line breaks inside the name of %s, escaped', async (path) => {
    const separator = path.includes('?') ? '&' : '?';
    const f = await feed(`${path}${separator}search=${encodeURIComponent(INJECTION)}`);
    expect(f.events).toHaveLength(0);
    expect(f.raw).not.toMatch(/\r\nUID:f@e\r\n/);
    expect(f.raw).not.toMatch(/\r\nX-A:/);
    const name = f.calendar.getFirstPropertyValue('x-wr-calname');
    expect(name).toBe(`Events · “x BEGIN:VEVENT UID:f@e SUMMARY:fake END:VEVENT X-A:”`);
    expect(f.calendar.getFirstPropertyValue('name')).toBe(name);
  });

  it('names a filtered feed by the human names of its filters, in its language, leaving hidden venues out', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const category = await call(api('ca', '/categories'), {
      method: 'POST',
      token: admin.token,
      body: { name: `Música ${tag}`, slug: `musica-${tag}` },
    });
    expect(category.status).toBe(201);
    await call(api('en', `/categories/${category.body.id}`), {
      method: 'POST',
      token: admin.token,
      body: { name: `Music ${tag}` },
    });
    const hall = await makeVenue({ status: 'publish', texts: { ca: { title: `Sala; Apolo, ${tag}` } } });
    const hidden = await makeVenue({ status: 'draft', texts: { en: { title: `Secret ${tag}` } } });
    await createEvent(admin.token, {
      title: `Concert ${tag}`,
      categories: [category.body.id],
      venue: hall.id,
      status: 'publish',
    });
    const ca = await feed(api('ca', `/events.ics?categories=musica-${tag}&venue=${hall.id},${hidden.id}`));
    // ical.js gives NAME and X-WR-CALNAME as written (with the escapes): compared on the bytes, unfolded.
    const unfolded = ca.raw.replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nNAME:Esdeveniments · Música ${tag} · Sala\\; Apolo\\, ${tag}\r\n`);
    expect(unfolded).toContain(`\r\nX-WR-CALNAME:Esdeveniments · Música ${tag} · Sala\\; Apolo\\, ${tag}\r\n`);
    expect(ca.raw).not.toContain('Secret');
    const en = await feed(api('en', `/events.ics?categories=musica-${tag}&search=${tag}`));
    expect(en.calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Events · Music ${tag} · “${tag}”`);
  });

  it('writes plain-text titles as they are, not through HTML-to-text', async () => {
    const tag = word();
    // A stored title with a `<` that opens no tag (as the importer writes decoded titles such as `a&lt;b`).
    const title = `X a<b "q' … ${tag}`;
    const id = await makeEvent({ status: 'publish', texts: { en: { title } } });
    const json = await call(api('en', `/events/${id}`));
    expect(json.body.title).toBe(title);
    const list = await feed(api('en', `/events.ics?search=${tag}`));
    expect(byUid(list, id).summary).toBe(title);
    const single = await feed(api('en', `/events/${id}.ics`));
    expect(byUid(single, id).summary).toBe(title);
    expect(single.raw.replace(/\r\n /g, '')).toContain(`\r\nX-WR-CALNAME:${title}\r\n`);
  });
});
