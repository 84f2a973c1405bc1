import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../../src/db/schema';
import worker from '../../../../src/index';
import { createEvent, makeOrganizer, updateEvent } from '../../../helpers/factories';
import { api, call, ORIGIN, testDb, userWithToken } from '../../../helpers/http';
import { byUid, feed, parseFeed, uidOf, word } from './ical-feed';

/** Feed of `path` with wrangler vars overridden (`ICS_MAX_EVENTS`, `PUBLIC_SITE_URL`). */
async function feedWith(path: string, vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return parseFeed(new Uint8Array(await response.arrayBuffer()), response.headers);
}

/** A wall time of the site zone (Europe/Madrid in tests) `days` from now, as `start_date` takes it. */
const inDays = (days: number, hour = 10) =>
  DateTime.now()
    .setZone('Europe/Madrid')
    .plus({ days })
    .set({ hour, minute: 0, second: 0 })
    .toFormat('yyyy-MM-dd HH:mm:ss');

describe('GET /events.ics: events that left publish', () => {
  it('keeps an event moved back to draft, pending or private as CANCELLED with a higher SEQUENCE, and confirms it again on republishing', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const path = api('en', `/events.ics?search=${tag}`);
    const events = [];
    for (const status of ['draft', 'pending', 'private']) {
      events.push({ status, event: await createEvent(admin.token, { title: `Withdrawn ${status} ${tag}` }) });
    }
    const neverPublished = await createEvent(admin.token, { title: `Never ${tag}`, status: 'draft' });
    const before = await feed(path);
    expect(before.events).toHaveLength(3);
    for (const { status, event } of events) {
      const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, { status });
      expect(response.body.status).toBe(status);
    }
    const after = await feed(path);
    expect(after.events.map((e) => e.uid).sort()).toEqual(events.map(({ event }) => uidOf(event.id)).sort());
    expect(after.raw).not.toContain(uidOf(neverPublished.id));
    for (const { event } of events) {
      const parsed = byUid(after, event.id);
      expect(parsed.status).toBe('CANCELLED');
      expect(parsed.sequence).toBeGreaterThan(byUid(before, event.id).sequence);
    }
    // Republished: confirmed again, with a higher SEQUENCE still.
    const [first] = events;
    await updateEvent(api('en', `/events/${first!.event.id}`), admin.token, { status: 'publish' });
    const again = byUid(await feed(path), first!.event.id);
    expect(again.status).toBe('CONFIRMED');
    expect(again.sequence).toBeGreaterThan(byUid(after, first!.event.id).sequence);
  });

  it('shows a cancelled event only as it was last published: later text and dates stay out, and search does not find them', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const secret = word();
    const event = await createEvent(admin.token, {
      title: `Public ${tag}`,
      description: '<p>Public words</p>',
      start_date: inDays(3),
      end_date: inDays(3, 12),
    });
    const published = byUid(await feed(api('en', `/events.ics?search=${tag}`)), event.id);
    // Unpublished and rewritten in one request, then rewritten again: none of it was ever public.
    await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      status: 'draft',
      title: `Draft ${tag} ${secret}`,
      description: `<p>Private ${secret}</p>`,
    });
    await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      start_date: inDays(5),
      end_date: inDays(5, 12),
      description: `<p>More ${secret}</p>`,
    });
    await updateEvent(api('ca', `/events/${event.id}`), admin.token, { title: `Esborrany ${secret}` });
    for (const root of ['en', 'ca', 'es'] as const) {
      const f = await feed(api(root, `/events.ics?search=${tag}`));
      const cancelled = byUid(f, event.id);
      expect(cancelled.status).toBe('CANCELLED');
      expect(cancelled.summary).toBe(`Public ${tag}`);
      expect(cancelled.description).toBeNull();
      expect(cancelled.start.toJSDate().getTime()).toBe(published.start.toJSDate().getTime());
      expect(f.raw).not.toContain(secret);
      expect(f.raw).not.toContain('Public words');
    }
    const bySecret = await feed(api('en', `/events.ics?search=${secret}`));
    expect(bySecret.events).toHaveLength(0);
    // Outside the window of its published dates (it was moved in the draft), it is not listed.
    const window = `start_date=${inDays(4).slice(0, 10)}&end_date=${inDays(6).slice(0, 10)}`;
    expect((await feed(api('en', `/events.ics?search=${tag}&${window}`))).events).toHaveLength(0);
  });

  it('keeps the first unpublishing time across later status changes, and drops an event unpublished more than 30 days ago', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const path = api('en', `/events.ics?search=${tag}`);
    const event = await createEvent(admin.token, { title: `Chain ${tag}` });
    const old = await createEvent(admin.token, { title: `Old ${tag}` });
    const db = testDb();
    const unpublishedOf = async (id: number) =>
      (await db.select({ at: posts.unpublishedUtc }).from(posts).where(eq(posts.id, id)))[0]?.at;
    expect(await unpublishedOf(event.id)).toBeNull();
    await updateEvent(api('en', `/events/${event.id}`), admin.token, { status: 'draft' });
    const leftAt = await unpublishedOf(event.id);
    expect(leftAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Draft → trash: the event left `publish` when it became a draft; that time stays.
    await db.update(posts).set({ unpublishedUtc: '2000-01-01 00:00:00' }).where(eq(posts.id, event.id));
    await updateEvent(api('en', `/events/${event.id}`), admin.token, { status: 'pending' });
    expect(await unpublishedOf(event.id)).toBe('2000-01-01 00:00:00');
    await db.update(posts).set({ unpublishedUtc: leftAt }).where(eq(posts.id, event.id));
    const trashed = await call(api('en', `/events/${event.id}`), { method: 'DELETE', token: admin.token });
    expect(trashed.status).toBe(200);
    expect(await unpublishedOf(event.id)).toBe(leftAt);
    // Unpublished 31 days ago: out of the feed.
    await updateEvent(api('en', `/events/${old.id}`), admin.token, { status: 'private' });
    // By the database's clock, which stamps unpublishing times (the Worker's may be moved: TEST_CLOCK).
    const longAgo = sql<string>`strftime('%Y-%m-%d %H:%M:%S', 'now', '-31 days')`;
    // (testDb bumps the data version of its writes, as the API does: no stale edge-cached feed.)
    await db.update(posts).set({ unpublishedUtc: longAgo }).where(eq(posts.id, old.id));
    const f = await feed(path);
    expect(f.events.map((e) => e.uid)).toEqual([uidOf(event.id)]);
    expect(byUid(f, event.id).status).toBe('CANCELLED');
    // Published again: the record is cleared.
    await updateEvent(api('en', `/events/${old.id}`), admin.token, { status: 'publish' });
    expect(await unpublishedOf(old.id)).toBeNull();
  });
});

describe('GET /events.ics: organizers, UID host and the cut', () => {
  it('writes one ORGANIZER (the first organizer with an email) and every organizer as a CONTACT, in order', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const noEmail = await makeOrganizer({ phone: '+34 600 000 000', website: 'https://band.example' });
    const withEmail = await makeOrganizer({ email: 'hello@example.com', phone: '+34 611 111 111' });
    const second = await makeOrganizer({ email: 'second@example.com' });
    const event = await createEvent(admin.token, {
      title: `Orgs ${tag}`,
      organizer: [noEmail.id, withEmail.id, second.id],
    });
    const alone = await createEvent(admin.token, { title: `Alone ${tag}`, organizer: [noEmail.id] });
    const f = await feed(api('en', `/events.ics?search=${tag}`));
    const parsed = byUid(f, event.id).component;
    const organizers = parsed.getAllProperties('organizer');
    expect(organizers).toHaveLength(1);
    expect(organizers[0]?.getFirstValue()).toBe('mailto:hello@example.com');
    expect(organizers[0]?.getParameter('cn')).toBe(withEmail.title);
    expect(parsed.getAllProperties('contact').map((p) => p.getFirstValue())).toEqual([
      `${noEmail.title}, +34 600 000 000, https://band.example`,
      `${withEmail.title}, hello@example.com, +34 611 111 111`,
      `${second.title}, second@example.com`,
    ]);
    // The commas inside a CONTACT are escaped text, not value separators.
    expect(f.raw).toContain(`CONTACT:${noEmail.title}\\, +34 600 000 000\\, https://band.example\r\n`);
    const lone = byUid(f, alone.id).component;
    expect(lone.getAllProperties('organizer')).toHaveLength(0);
    expect(lone.getAllProperties('contact').map((p) => p.getFirstValue())).toEqual([
      `${noEmail.title}, +34 600 000 000, https://band.example`,
    ]);
  });

  it('takes the UID host from PUBLIC_SITE_URL (with its port), else from the request', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const event = await createEvent(admin.token, { title: `Host ${tag}` });
    // Distinct URLs (`per_page` does not change a feed): each variant is its own edge-cache entry.
    const site = await feedWith(api('en', `/events.ics?search=${tag}&per_page=1`), {
      PUBLIC_SITE_URL: 'https://www.example.org:8443/agenda/',
    });
    expect(site.events.map((e) => e.uid)).toEqual([`event-${event.id}@www.example.org:8443`]);
    const single = await feedWith(api('ca', `/events/${event.id}.ics`), { PUBLIC_SITE_URL: 'https://example.net' });
    expect(single.events.map((e) => e.uid)).toEqual([`event-${event.id}@example.net`]);
    const request = await feedWith(api('en', `/events.ics?search=${tag}&per_page=3`), { PUBLIC_SITE_URL: '' });
    expect(request.events.map((e) => e.uid)).toEqual([uidOf(event.id)]);
  });

  it('cuts at the events nearest to now on both sides, past ones included, and lists them in start order', async () => {
    const admin = await userWithToken('administrator');
    const tag = word();
    const at = async (days: number) =>
      createEvent(admin.token, { title: `Near ${tag}`, start_date: inDays(days), end_date: inDays(days, 11) });
    const ended20 = await at(-20);
    const ended3 = await at(-3);
    const next2 = await at(2);
    const next40 = await at(40);
    const ended40 = await at(-40);
    const path = (n: number) => api('en', `/events.ics?search=${tag}&page=${n}`);
    const two = await feedWith(path(2), { ICS_MAX_EVENTS: '2' });
    expect(two.events.map((e) => e.uid)).toEqual([uidOf(ended3.id), uidOf(next2.id)]);
    const three = await feedWith(path(3), { ICS_MAX_EVENTS: '3' });
    expect(three.events.map((e) => e.uid)).toEqual([uidOf(ended20.id), uidOf(ended3.id), uidOf(next2.id)]);
    // Without a cut: every event ending after 30 days ago, none older.
    const all = await feedWith(path(4), { ICS_MAX_EVENTS: '1000' });
    expect(all.events.map((e) => e.uid)).toEqual([ended20, ended3, next2, next40].map((e) => uidOf(e.id)));
    expect(all.raw).not.toContain(uidOf(ended40.id));
    // `include` ignores date filters, but not the feed's own window ("whatever the other filters", docs/ical.md).
    const ids = [ended40, ended3, next40].map((e) => e.id).join(',');
    const included = await feed(api('en', `/events.ics?include=${ids}`));
    expect(included.events.map((e) => e.uid)).toEqual([ended3, next40].map((e) => uidOf(e.id)));
    const dated = await feed(api('en', `/events.ics?include=${ids}&start_date=2000-01-01`));
    expect(dated.events.map((e) => e.uid)).toEqual([ended3, next40].map((e) => uidOf(e.id)));
    // The JSON list with `include` still ignores every window (in publication order, as the original).
    const list = await call(api('en', `/events?include=${ids}`));
    expect(list.body.events.map((e: { id: number }) => e.id)).toEqual([ended3, next40, ended40].map((e) => e.id));
  });
});
