import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliDb } from '../../scripts/lib/accounts';
import { createInvite } from '../../src/auth/invites';
import { createUser } from '../../src/auth/users';
import { auditScreen } from '../helpers/browser-audit';
import { addVirtualAuthenticator, CHROMIUM, hasChromium, launchBrowser, newContext } from '../helpers/chromium';
import { type DevServer, startDevServer } from '../helpers/dev-server';
import { openLocalD1 } from '../helpers/local-d1';

/**
 * The content screens in Debian's Chromium (docs/editor.md): people signed in through their invitations and
 * Chromium's virtual authenticator write the calendar — create, translate, publish, edit a date of a series with
 * "this and following", trash and restore, each checked through the REST API afterwards; a contributor's write is
 * pending and others' events stay closed to them; two tabs saving the same event: the second is refused and keeps
 * its values; without JavaScript an event is created. Every screen passes axe-core (light at a laptop's width, dark
 * at 360 px, no sideways scroll) and is saved as a screenshot (test-results/screenshots/content-*.png; docs/editor.md
 * shows them). One server, one browser, one context per person.
 */

if (!hasChromium) console.warn(`SKIPPED the content screens' browser test: ${CHROMIUM} is absent`);

// biome-ignore lint/suspicious/noExplicitAny: browser globals of `page.evaluate`, untyped here
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: browser globals of `page.evaluate`, untyped here
declare const getComputedStyle: any;

const ADMIN = 'Ada Administradora';
const CONTRIBUTOR = 'Carles Col·laborador';

/** A local day `days` from today (the server's clock is the real one: docs/tests.md). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.skipIf(!hasChromium)('the content screens in Chromium', () => {
  let server: DevServer;
  let base = '';
  let browser: Browser;
  const invites: Record<string, string> = {};
  let admin: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  let eventId = 0;
  let categoryId = 0;

  /** REST, as the test's administrator token (`context=edit`: drafts and pending too). */
  async function rest(path: string, lang = 'en') {
    const separator = path.includes('?') ? '&' : '?';
    const res = await fetch(`${base}/${lang}/calendar/events/v1${path}${separator}context=edit`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    // biome-ignore lint/suspicious/noExplicitAny: wire objects read loosely
    return { status: res.status, body: (await res.json()) as any };
  }

  /** A context of a person signed in through their invitation with a virtual authenticator of its own. */
  async function signIn(code: string, options: Parameters<typeof newContext>[1] = {}): Promise<BrowserContext> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, ...options });
    const first = await context.newPage();
    await addVirtualAuthenticator(context, first);
    await first.goto(`${base}/en/admin/invite/${code}`);
    await first.getByRole('button', { name: 'Create a passkey' }).click();
    await first.waitForURL(`${base}/en/admin/`);
    return context;
  }

  /** Runs the screen audit of `target` and keeps what it found, to be reported at the end. */
  async function audit(target: Page, name: string): Promise<void> {
    problems.push(...(await auditScreen(target, `content-${name}`)));
  }

  beforeAll(async () => {
    server = await startDevServer({
      setup: async (state) => {
        const { d1, dispose } = await openLocalD1(state);
        try {
          const db = cliDb(d1);
          for (const [name, role] of [
            [ADMIN, 'administrator'],
            [CONTRIBUTOR, 'contributor'],
          ] as const) {
            const userId = await createUser(db, { name, role });
            invites[role] = (await createInvite(db, { userId, createdBy: null, ttlHours: 72, now: Date.now() })).code;
          }
        } finally {
          await dispose();
        }
      },
    });
    base = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
    admin = await signIn(invites.administrator!);
    page = admin.pages()[0]!;
    const category = await fetch(`${base}/en/calendar/events/v1/categories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Music' }),
    });
    categoryId = ((await category.json()) as { id: number }).id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates and publishes an event with a new venue, a category and tags', async () => {
    await page.goto(`${base}/en/admin/events/new`);
    await audit(page, 'event-new');
    const day = dayFromNow(40);
    await page.getByLabel('Title', { exact: true }).fill('Jazz at the square');
    await page.getByLabel('Starts').fill(`${day}T21:00`);
    await page.getByLabel('Ends').fill(`${day}T23:00`);
    await page.getByText('Or create a new venue').click();
    await page.getByLabel('Name of the venue').fill('Plaça del Rei');
    await page.getByLabel('City').first().fill('Barcelona');
    await page.getByLabel('Music').check();
    await page.getByLabel('Tags').fill('jazz, night');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/en\/admin\/events\/\d+\?created=1$/);
    eventId = Number(/events\/(\d+)/.exec(page.url())?.[1]);
    const { body } = await rest(`/events/${eventId}`);
    expect(body).toMatchObject({
      title: 'Jazz at the square',
      status: 'publish',
      start_date: `${day} 21:00:00`,
      timezone: 'Europe/Madrid',
      venue: { venue: 'Plaça del Rei', city: 'Barcelona' },
    });
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([categoryId]);
    expect(body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['jazz', 'night']);
    await audit(page, 'event-edit');
  });

  it('translates it, the original’s text beside, through the text-language control', async () => {
    await page.getByRole('navigation', { name: 'Language of the text' }).getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${base}/en/admin/events/${eventId}?i18n_language=es`);
    await expect.poll(() => page.locator('.original-text').first().textContent()).toBe('Jazz at the square');
    await audit(page, 'event-translate');
    await page.getByLabel('Title', { exact: true }).fill('Jazz en la plaza');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${base}/en/admin/events/${eventId}?i18n_language=es&saved=1`);
    const { body } = await rest(`/events/${eventId}`, 'es');
    expect(body).toMatchObject({ title: 'Jazz en la plaza', i18n_language: 'es' });
    expect(Object.keys(body.translations).sort()).toEqual(['en', 'es']);
  });

  it('shows the preview of the public page and the events screen', async () => {
    await page.goto(`${base}/en/admin/events/${eventId}/preview`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Jazz at the square');
    await audit(page, 'event-preview');
    await page.goto(`${base}/en/admin/`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await audit(page, 'events');
  });

  it('writes a series with the repeat builder, its rule previewed as it changes, then changes this and following dates', async () => {
    await page.goto(`${base}/en/admin/events/new`);
    const day = dayFromNow(14);
    await page.getByLabel('Title', { exact: true }).fill('Weekly class');
    await page.getByLabel('Starts').fill(`${day}T19:00`);
    await page.getByLabel('Ends').fill(`${day}T20:30`);
    await page.getByLabel('Repeats').selectOption('weekly');
    await page.getByLabel('After a number of times').check();
    await page.getByLabel('Number of times', { exact: true }).fill('6');
    await expect.poll(() => page.locator('.rule-words').textContent()).toMatch(/^Every \w+day, 6 times$/);
    await expect.poll(() => page.locator('.repeat-preview li').count()).toBe(5);
    await audit(page, 'event-repeat');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/en\/admin\/events\/\d+\?created=1$/);
    const seriesId = Number(/events\/(\d+)/.exec(page.url())?.[1]);
    const dates = (await rest(`/events?series=${seriesId}&start_date=${day}`)).body.events as { id: number }[];
    expect(dates).toHaveLength(6);
    await audit(page, 'series');
    await page.locator(`a[href="/en/admin/events/${dates[2]!.id}"]`).click();
    await page.waitForURL(`${base}/en/admin/events/${dates[2]!.id}`);
    await audit(page, 'series-date');
    await page.getByLabel('Title', { exact: true }).fill('Advanced class');
    await page.getByLabel('This and following dates').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${base}/en/admin/events/${dates[2]!.id}?saved=1`);
    const third = (await rest(`/events/${dates[2]!.id}`)).body;
    expect(third.title).toBe('Advanced class');
    expect(third.series_id).not.toBe(seriesId);
    expect((await rest(`/events/${dates[1]!.id}`)).body).toMatchObject({ title: 'Weekly class', series_id: seriesId });
    expect((await rest(`/events/${dates[5]!.id}`)).body).toMatchObject({
      title: 'Advanced class',
      series_id: third.series_id,
    });
  });

  it('moves an event to the trash and restores it', async () => {
    await page.goto(`${base}/en/admin/events/${eventId}`);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.waitForURL(`${base}/en/admin/?trashed=1`);
    expect((await rest(`/events/${eventId}`)).body.code).toBe('event-no-longer-available');
    await page.getByLabel('Status').selectOption('trash');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=trash/);
    await audit(page, 'events-trash');
    // Its page says it is in the trash, with the same Restore; the list's is used here.
    await page.goto(`${base}/en/admin/events/${eventId}`);
    await expect.poll(() => page.getByText('This event is in the trash.').count()).toBe(1);
    await audit(page, 'event-trashed');
    await page.goBack();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(`${base}/en/admin/events/${eventId}?restored=1`);
    expect((await rest(`/events/${eventId}`)).body.status).toBe('publish');
  });

  it('refuses the second of two tabs saving the same event, keeping what it typed', async () => {
    const second = await admin.newPage();
    await page.goto(`${base}/en/admin/events/${eventId}`);
    await second.goto(`${base}/en/admin/events/${eventId}`);
    await page.getByLabel('Cost').fill('5€');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${base}/en/admin/events/${eventId}?saved=1`);
    await second.getByLabel('Cost').fill('7€');
    await second.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => second.locator('#error-summary h2').textContent()).toBe('Someone saved this before you');
    expect(await second.locator('#error-summary').textContent()).toContain(`${ADMIN} changed it on`);
    expect(await second.getByLabel('Cost').inputValue()).toBe('7€');
    expect((await rest(`/events/${eventId}`)).body.cost).toBe('5€');
    await audit(second, 'event-conflict');
    await second.close();
  });

  it('keeps a contributor’s event pending and others’ events closed to them', async () => {
    const contributor = await signIn(invites.contributor!);
    const own = contributor.pages()[0]!;
    await own.goto(`${base}/en/admin/events/new`);
    await own.getByLabel('Title', { exact: true }).fill('Neighbourhood fair');
    await own.getByRole('button', { name: 'Submit for review' }).click();
    await own.waitForURL(/\/en\/admin\/events\/\d+\?created=1$/);
    const id = Number(/events\/(\d+)/.exec(own.url())?.[1]);
    expect((await rest(`/events/${id}`)).body.status).toBe('pending');
    const theirs = await own.goto(`${base}/en/admin/events/${eventId}`);
    expect(theirs?.status()).toBe(404);
    // A POST made by hand (same origin, the contributor's own token) touches nothing of others' either: their event
    // and their venue are not found for a contributor (REST lets them edit neither), and nothing is written.
    await own.goto(`${base}/en/admin/events/new`);
    const token = await own.locator('input[name="_csrf"]').first().inputValue();
    const venueId = (await rest(`/events/${eventId}`)).body.venue.id as number;
    const forms = [
      [`/en/admin/events/${eventId}`, { title: 'Taken over', _action: 'update' }, 404],
      [`/en/admin/events/${eventId}/trash`, {}, 404],
      [`/en/admin/venues/${venueId}`, { venue: 'Taken over', _action: 'update' }, 404],
      [`/en/admin/venues/${venueId}/trash`, {}, 404],
    ] as const;
    for (const [path, form, status] of forms) {
      const answer = await own.request.post(`${base}${path}`, {
        form: { _csrf: token, ...form },
        headers: { origin: base },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(status);
    }
    expect((await rest(`/events/${eventId}`)).body).toMatchObject({ title: 'Jazz at the square', status: 'publish' });
    expect((await rest(`/venues/${venueId}`)).body).toMatchObject({ venue: 'Plaça del Rei', status: 'publish' });
    // Tags are for editors and up: the screen says so (the message page, audited like the others).
    expect((await own.goto(`${base}/en/admin/tags/`))?.status()).toBe(403);
    await audit(own, 'not-allowed');
    await own.goto(`${base}/en/admin/`);
    expect(await own.locator('tbody tr').count()).toBe(1);
    await contributor.close();
  });

  it('refuses a forged POST from another origin of the same site, even one holding the form’s token', async () => {
    await page.goto(`${base}/en/admin/events/new`);
    const token = await page.locator('input[name="_csrf"]').first().inputValue();
    // Another port of the same host: the same site, so the browser sends the session cookie (SameSite=Lax) with
    // the POST; only the origin check stands between the page and a write. The page is served by the test itself.
    const attacker = `http://localhost:${Number(new URL(base).port) + 1}`;
    const day = dayFromNow(50);
    await admin.route(`${attacker}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>A prize</title><form method="post" action="${base}/en/admin/events/new"><input name="_csrf" value="${token}"><input name="title" value="Forged event"><input name="start_date" value="${day}T10:00"><input name="end_date" value="${day}T11:00"><input name="_action" value="publish"><button>Claim the prize</button></form></html>`,
      }),
    );
    const forged = await admin.newPage();
    await forged.goto(`${attacker}/prize`);
    const [answer] = await Promise.all([
      forged.waitForResponse(`${base}/en/admin/events/new`),
      forged.getByRole('button', { name: 'Claim the prize' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    const sent = await answer.request().allHeaders();
    expect(sent.origin).toBe(attacker);
    expect(sent.cookie).toContain('__Host-session=');
    const found = await rest(`/events?search=${encodeURIComponent('Forged event')}&status=publish,draft,pending`);
    expect(found.body.total).toBe(0);
    await forged.close();
    await admin.unroute(`${attacker}/**`);
  });

  it('creates an event without JavaScript (forms post, then redirect)', async () => {
    const plain = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await plain.addCookies(await admin.cookies());
    const noScript = await plain.newPage();
    await noScript.goto(`${base}/en/admin/events/new`);
    const day = dayFromNow(60);
    await noScript.getByLabel('Title', { exact: true }).fill('Written without scripts');
    await noScript.getByLabel('Starts').fill(`${day}T10:00`);
    await noScript.getByLabel('Ends').fill(`${day}T11:00`);
    await noScript.getByLabel('Repeats').selectOption('monthly');
    await noScript.getByRole('button', { name: 'Show the dates' }).click();
    await expect.poll(() => noScript.locator('.rule-words').textContent()).toMatch(/^Every month on the/);
    await noScript.getByLabel('Repeats').selectOption('none');
    await noScript.getByRole('button', { name: 'Publish' }).click();
    await noScript.waitForURL(/\/en\/admin\/events\/\d+\?created=1$/);
    const id = Number(/events\/(\d+)/.exec(noScript.url())?.[1]);
    expect((await rest(`/events/${id}`)).body).toMatchObject({
      title: 'Written without scripts',
      status: 'publish',
      recurrence: null,
    });
    // Every other screen answers without scripts, and its writes are forms too: a venue created, moved to the trash
    // (no confirmation without scripts) and restored; a tag created and deleted.
    for (const screen of [
      '',
      'venues/',
      'venues/new',
      'organizers/',
      'organizers/new',
      'categories/',
      'categories/new',
    ].concat(['tags/', 'tags/new', 'people/', `events/${id}/preview`])) {
      const answer = await noScript.goto(`${base}/en/admin/${screen}`);
      expect(answer?.status(), screen).toBe(200);
    }
    await noScript.goto(`${base}/en/admin/venues/new`);
    await noScript.locator('#f-venue').fill('Sala sense scripts');
    await noScript.getByRole('button', { name: 'Publish' }).click();
    await noScript.waitForURL(/\/en\/admin\/venues\/\d+\?created=1$/);
    const venueId = Number(/venues\/(\d+)/.exec(noScript.url())?.[1]);
    await noScript.getByRole('button', { name: 'Move to trash' }).click();
    await noScript.waitForURL(`${base}/en/admin/venues?trashed=1`);
    expect((await rest(`/venues/${venueId}`)).body.status).toBe('trash');
    await noScript.goto(`${base}/en/admin/venues/${venueId}`);
    await noScript.getByRole('button', { name: 'Restore' }).click();
    await noScript.waitForURL(`${base}/en/admin/venues/${venueId}?restored=1`);
    expect((await rest(`/venues/${venueId}`)).body).toMatchObject({ venue: 'Sala sense scripts', status: 'publish' });
    await noScript.goto(`${base}/en/admin/tags/new`);
    await noScript.locator('#f-name').fill('sense scripts');
    await noScript.getByRole('button', { name: 'Save' }).click();
    await noScript.waitForURL(/\/en\/admin\/tags\/\d+\?created=1$/);
    const tagId = Number(/tags\/(\d+)/.exec(noScript.url())?.[1]);
    expect((await rest(`/tags/${tagId}`)).body.name).toBe('sense scripts');
    await noScript.getByRole('button', { name: 'Delete' }).click();
    await noScript.waitForURL(`${base}/en/admin/tags?deleted=1`);
    expect((await rest(`/tags/${tagId}`)).status).toBe(400);
    await plain.close();
  });

  it('manages venues, organizers, categories and tags, a form saved with the keyboard alone', async () => {
    for (const screen of ['venues', 'organizers', 'categories', 'tags']) {
      await page.goto(`${base}/en/admin/${screen}/`);
      await audit(page, screen);
    }
    await page.goto(`${base}/en/admin/venues/new`);
    await audit(page, 'venue-new');
    // Tab from the top of the page to the name field, type, Enter: the form's default action saves it.
    await page.locator('body').focus();
    let focused = '';
    for (let i = 0; i < 30 && focused !== 'f-venue'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(focused).toBe('f-venue');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.type('Sala Apolo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/admin\/venues\/\d+\?created=1$/);
    const id = Number(/venues\/(\d+)/.exec(page.url())?.[1]);
    expect((await rest(`/venues/${id}`)).body).toMatchObject({ venue: 'Sala Apolo', status: 'draft' });
    await audit(page, 'venue-edit');
    await page.goto(`${base}/en/admin/categories/${categoryId}`);
    await audit(page, 'category-edit');
    for (const kind of ['organizer', 'category', 'tag']) {
      await page.goto(`${base}/en/admin/${kind === 'category' ? 'categories' : `${kind}s`}/new`);
      await audit(page, `${kind}-new`);
    }
    const tag = (await rest('/tags?hide_empty=false')).body.tags[0] as { id: number };
    await page.goto(`${base}/en/admin/tags/${tag.id}`);
    await audit(page, 'tag-edit');
    // The message pages: an address that is no screen, a screen the person may not open.
    expect((await page.goto(`${base}/en/admin/nowhere`))?.status()).toBe(404);
    await audit(page, 'not-found');
  });

  it('found no accessibility problem and no sideways scroll on any screen', () => {
    expect(problems).toEqual([]);
  });
});
