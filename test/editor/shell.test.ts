import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';
import { type Person, page, restoreClock, setClock, signedIn, submit } from './editor-helpers';

/** Every editor answer: never stored, a strict CSP that refuses framing, a same-origin referrer. */
function expectEditorHeaders(headers: Headers): void {
  expect(headers.get('cache-control')).toBe('no-store');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers.get('referrer-policy')).toBe('same-origin');
}

describe('addresses', () => {
  it('sends an anonymous visit of /{lang}/admin/ to its sign-in page', async () => {
    for (const lang of ['ca', 'en', 'es']) {
      const res = await page(`/${lang}/admin/`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/${lang}/admin/sign-in`);
      expectEditorHeaders(res.headers);
    }
  });

  it('sends /admin/ to the default language’s editor, keeping the rest of the address', async () => {
    const res = await page('/admin/');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/en/admin/');
    const deeper = await page('/admin/people/?x=1');
    expect(deeper.headers.get('location')).toBe('/en/admin/people/?x=1');
    expectEditorHeaders(deeper.headers);
  });

  it('returns a visitor to the page they asked for after signing in', async () => {
    const res = await page('/es/admin/?status=draft');
    expect(res.headers.get('location')).toBe(`/es/admin/sign-in?next=${encodeURIComponent('/es/admin/?status=draft')}`);
  });

  it('answers an unknown editor address with a localized 404 page', async () => {
    const person = await signedIn('editor');
    const res = await page('/ca/admin/no-such-screen', person);
    expect(res.status).toBe(404);
    expect(res.body).toContain('No s’ha trobat la pàgina');
    expectEditorHeaders(res.headers);
    // Signed in, the page keeps the editor's sections and Sign out; a visitor's has neither.
    const home = await page('/ca/admin/', person);
    const sections = /<nav[^>]*class="sections"[\s\S]*?<\/nav>/
      .exec(home.body)?.[0]
      ?.replace(' aria-current="page"', '');
    expect(sections).toBeTruthy();
    expect(res.body).toContain(sections!);
    expect(res.body).toContain('class="account"');
    expect(res.body).toContain(`name="_csrf" value="${person.csrf}"`);
    const anonymous = await page('/ca/admin/no-such-screen');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).not.toContain('class="account"');
  });
});

describe('the sign-in page', () => {
  it.each([
    ['en', 'Sign in with a passkey'],
    ['ca', 'Entra amb una clau d’accés'],
    ['es', 'Entrar con una llave de acceso'],
  ])('is in the root’s language (%s), with a switcher to the same page in the others', async (lang, button) => {
    const res = await page(`/${lang}/admin/sign-in`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expectEditorHeaders(res.headers);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(button);
    for (const other of ['ca', 'en', 'es'].filter((l) => l !== lang)) {
      expect(res.body).toContain(`href="/${other}/admin/sign-in"`);
    }
    // No inline script: the only script is the editor's module from this origin.
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/src="\/editor\.js\?v=/)]);
    expect(res.body).not.toMatch(/\sstyle=|<style/);
    // The visitor's anti-forgery token: a __Host- cookie, and the same value in the form.
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-csrf=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Secure; HttpOnly; SameSite=Strict$/);
    const token = /__Host-csrf=([^;]+)/.exec(cookie)?.[1];
    expect(res.body).toContain(`name="_csrf" value="${token}"`);
  });
});

describe('a signed-in person', () => {
  it('sees the editor with their name, the sections of their role and a Sign out button', async () => {
    const person = await signedIn('editor', 'Marta Puig');
    const res = await page('/en/admin/', person);
    expect(res.status).toBe(200);
    expectEditorHeaders(res.headers);
    expect(res.body).toContain('Signed in as Marta Puig (editor)');
    expect(res.body).toMatch(
      /<form method="post" action="\/en\/admin\/sign-out"><input type="hidden" name="_csrf" value="[^"]+"><button[^>]*>Sign out<\/button>/,
    );
    expect(res.body).toContain(`value="${person.csrf}"`);
    expect(res.body).not.toContain('/en/admin/people/');
    const admin = await signedIn('administrator');
    expect((await page('/en/admin/', admin)).body).toContain('/en/admin/people/');
  });

  it('is an editor session only: an API token does not open the editor', async () => {
    const { token } = await userWithToken('administrator');
    const res = await call('/en/admin/', { token, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/admin/sign-in');
  });

  it('cannot use the session cookie on the REST API', async () => {
    const person = await signedIn('administrator');
    const create = await call(api('en', '/events'), {
      method: 'POST',
      body: { title: 'Cookie only', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' },
      headers: { cookie: person.cookie, origin: ORIGIN },
    });
    expect(create.status).toBe(401);
    expect(create.body.code).toBe('rest_forbidden');
    const drafts = await call(api('en', '/events?status=draft'), { headers: { cookie: person.cookie } });
    expect(drafts.status).toBe(400);
  });

  it('cannot pass for the editor’s in-process requests: their Authorization header alone is a bad token', async () => {
    const res = await call(api('en', '/events?status=draft'), { headers: { authorization: 'In-Process' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('sees a change of role or a removal on the next request', async () => {
    const person = await signedIn('author', 'Rol Canviant');
    expect((await page('/en/admin/', person)).body).toContain('(author)');
    await env.DB.prepare('update users set role = ? where id = ?').bind('editor', person.userId).run();
    expect((await page('/en/admin/', person)).body).toContain('(editor)');
    await env.DB.prepare('delete from users where id = ?').bind(person.userId).run();
    const res = await page('/en/admin/', person);
    expect(res.status).toBe(303);
    // The stale cookie is deleted.
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-session=; Max-Age=0; Path=\/; Secure; HttpOnly/);
  });
});

describe('the POST guard', () => {
  async function stillSignedIn(person: Person): Promise<boolean> {
    return (await page('/en/admin/', person)).status === 200;
  }

  it('refuses a POST from another origin with a 403 page, and writes nothing', async () => {
    const person = await signedIn('editor');
    const res = await submit('/en/admin/sign-out', person, {}, { origin: 'https://attacker.example' });
    expect(res.status).toBe(403);
    expect(res.body).toContain('The request was refused');
    expectEditorHeaders(res.headers);
    expect(await stillSignedIn(person)).toBe(true);
  });

  it('refuses a POST without the origin check’s headers, or with Sec-Fetch-Site cross-site', async () => {
    const person = await signedIn('editor');
    const noOrigin = await call('/en/admin/sign-out', {
      method: 'POST',
      form: { _csrf: person.csrf },
      headers: { cookie: person.cookie },
    });
    expect(noOrigin.status).toBe(403);
    const crossSite = await call('/en/admin/sign-out', {
      method: 'POST',
      form: { _csrf: person.csrf },
      headers: { cookie: person.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await stillSignedIn(person)).toBe(true);
  });

  it('refuses a same-origin POST without the session’s token, or with another session’s', async () => {
    const person = await signedIn('editor');
    const other = await signedIn('editor');
    expect((await submit('/en/admin/sign-out', person, { _csrf: '' })).status).toBe(403);
    expect((await submit('/en/admin/sign-out', person, { _csrf: other.csrf })).status).toBe(403);
    expect(await stillSignedIn(person)).toBe(true);
  });

  it('lets a same-origin POST with its token through (Origin, or Sec-Fetch-Site when no Origin is sent)', async () => {
    const person = await signedIn('editor');
    const res = await call('/en/admin/sign-out', {
      method: 'POST',
      redirect: 'manual',
      form: { _csrf: person.csrf },
      headers: { cookie: person.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    expect(await stillSignedIn(person)).toBe(false);
  });
});

describe('signing out', () => {
  it('ends the session, deletes the cookie and shows the sign-in page', async () => {
    const person = await signedIn('contributor');
    const res = await submit('/ca/admin/sign-out', person);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ca/admin/sign-in?signed-out=1');
    expect(res.headers.get('set-cookie')).toMatch(
      /^__Host-session=; Max-Age=0; Path=\/; Secure; HttpOnly; SameSite=Lax$/,
    );
    expectEditorHeaders(res.headers);
    expect((await page('/ca/admin/', person)).status).toBe(303);
    const after = await page('/ca/admin/sign-in?signed-out=1');
    expect(after.body).toContain('Heu sortit.');
  });
});

describe('session lifetimes', () => {
  const DAY = 86_400_000;
  const T0 = Date.UTC(2027, 2, 1, 9, 0, 0);
  afterEach(restoreClock);

  it('ends a session idle for 14 days', async () => {
    setClock(T0);
    const person = await signedIn('editor');
    setClock(T0 + 14 * DAY - 1000);
    expect((await page('/en/admin/', person, { env: {} })).status).toBe(200);
    // That use counted: 14 days from it, the session still lives.
    setClock(T0 + 28 * DAY - 2000);
    expect((await page('/en/admin/', person, { env: {} })).status).toBe(200);
    setClock(T0 + 42 * DAY);
    expect((await page('/en/admin/', person, { env: {} })).status).toBe(303);
  });

  it('ends a session 90 days after it was opened, however often it is used', async () => {
    setClock(T0);
    const person = await signedIn('editor');
    for (let day = 10; day < 90; day += 10) {
      setClock(T0 + day * DAY);
      expect((await page('/en/admin/', person, { env: {} })).status).toBe(200);
    }
    setClock(T0 + 90 * DAY - 1);
    expect((await page('/en/admin/', person, { env: {} })).status).toBe(200);
    setClock(T0 + 90 * DAY);
    expect((await page('/en/admin/', person, { env: {} })).status).toBe(303);
  });

  it('follows SESSION_IDLE_DAYS and SESSION_MAX_DAYS', async () => {
    setClock(T0);
    const person = await signedIn('editor');
    const vars = { SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '2' };
    setClock(T0 + DAY - 1000);
    expect((await page('/en/admin/', person, { env: vars })).status).toBe(200);
    setClock(T0 + 2 * DAY);
    expect((await page('/en/admin/', person, { env: vars })).status).toBe(303);
  });
});
