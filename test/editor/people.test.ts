import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, call } from '../helpers/http';
import { openSessionFor, type Person, page, signedIn, submit } from './editor-helpers';

/** The People screen (docs/editor.md, "People"): administrators manage users, sign-in, API tokens and build hooks. */

/** The one-time secret a page reveals. */
const revealedIn = (html: string) => /<code class="secret" id="revealed">([^<]+)<\/code>/.exec(html)?.[1] ?? '';

/** A redirect's notice, followed. */
async function followed(res: { status: number; headers: Headers }, person: Person) {
  expect(res.status).toBe(303);
  return page(res.headers.get('location')!, person);
}

async function userCount(name: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from users where name = ?').bind(name).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('who may open it', () => {
  it('is for administrators: others get a 403 page, visitors the sign-in page', async () => {
    expect((await page('/en/admin/people', await signedIn('editor'))).status).toBe(403);
    const anonymous = await page('/en/admin/people/');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(`/en/admin/sign-in?next=${encodeURIComponent('/en/admin/people')}`);
    const admin = await signedIn('administrator', 'Admin Persones');
    const res = await page('/ca/admin/people', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toContain('<h1>Persones</h1>');
    expect(res.body).toContain('Admin Persones <span class="muted">(vós)</span>');
  });

  it('shows no notice for a word that is none, Object.prototype’s members included', async () => {
    const admin = await signedIn('administrator');
    for (const word of ['constructor', 'toString', '__proto__']) {
      const res = await page(`/en/admin/people?notice=${word}`, admin);
      expect(res.status, word).toBe(200);
      expect(res.body).not.toContain('class="notice"');
    }
  });

  it('refuses a forged POST from another origin, and changes nothing', async () => {
    const admin = await signedIn('administrator');
    const victim = await signedIn('editor', 'Victim Person');
    const res = await submit(`/en/admin/people/${victim.userId}/remove`, admin, {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await userCount('Victim Person')).toBe(1);
  });
});

describe('invitations', () => {
  it('creates a person and shows their one-time link, which opens their invitation', async () => {
    const admin = await signedIn('administrator');
    const res = await submit('/en/admin/people/invite', admin, { name: 'Núria Vidal', role: 'author' });
    expect(res.status).toBe(200);
    const url = revealedIn(res.body);
    expect(url).toMatch(/^http:\/\/calendar\.test\/en\/admin\/invite\/[0-9a-f]{64}$/);
    expect(res.body).toContain('Send this link to Núria Vidal');
    const invitation = await page(new URL(url).pathname);
    expect(invitation.status).toBe(200);
    expect(invitation.body).toContain('Welcome, Núria Vidal');
    expect(invitation.body).toContain('as author');
    // The link is never stored: the screen does not show it again.
    expect((await page('/en/admin/people', admin)).body).not.toContain(url);
  });

  it('keeps what was typed and says beside the field what is missing', async () => {
    const admin = await signedIn('administrator');
    const res = await submit('/es/admin/people/invite', admin, { name: '  ', role: 'editor' });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/<input id="f-name" name="name"[^>]*aria-describedby="f-name-error" aria-invalid="true">/);
    expect(res.body).toContain('<p class="field-error" id="f-name-error">Indica un nombre.</p>');
    expect(res.body).toMatch(/<select id="invite-role" name="role">.*<option value="editor" selected>/s);
  });

  it('gives an existing person a new sign-in link', async () => {
    const admin = await signedIn('administrator');
    const lost = await signedIn('contributor', 'Lost Device');
    const res = await submit(`/en/admin/people/${lost.userId}/sign-in-link`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Send this link to Lost Device');
    expect((await page(new URL(revealedIn(res.body)).pathname)).body).toContain('Welcome, Lost Device');
  });
});

describe('roles and removals', () => {
  it('changes a role, which holds from the person’s next request', async () => {
    const admin = await signedIn('administrator');
    const person = await signedIn('editor', 'Changing Role');
    const res = await submit(`/en/admin/people/${person.userId}/role`, admin, { role: 'author' });
    expect((await followed(res, admin)).body).toContain('The role of Changing Role is now author.');
    expect((await page('/en/admin/', person)).body).toContain('(author)');
  });

  it('keeps at least one administrator', async () => {
    await env.DB.prepare("update users set role = 'editor' where role = 'administrator'").run();
    const admin = await signedIn('administrator', 'Only Admin');
    const res = await submit(`/en/admin/people/${admin.userId}/role`, admin, { role: 'editor' });
    expect((await followed(res, admin)).body).toContain('The calendar must keep at least one administrator.');
    expect((await page('/en/admin/people', admin)).status).toBe(200);
  });

  it('removes a person: their sessions end at once; an administrator cannot remove themselves', async () => {
    const admin = await signedIn('administrator');
    const person = await signedIn('editor', 'Leaving Person');
    expect((await page('/en/admin/', person)).status).toBe(200);
    const res = await submit(`/en/admin/people/${person.userId}/remove`, admin);
    expect((await followed(res, admin)).body).toContain('Leaving Person was removed.');
    expect((await page('/en/admin/', person)).status).toBe(303);
    const self = await submit(`/en/admin/people/${admin.userId}/remove`, admin);
    expect((await followed(self, admin)).body).toContain('You cannot remove yourself.');
  });
});

describe('passkeys and sessions', () => {
  it('ends a session, and removes a passkey with the sessions opened with it', async () => {
    const admin = await signedIn('administrator');
    const person = await signedIn('author', 'Two Devices');
    const passkey = await env.DB.prepare(
      "insert into passkeys (user_id, credential_id, public_key, device_type, label, created_at) values (?, ?, 'key', 'multiDevice', 'Chrome · Android', ?) returning id",
    )
      .bind(person.userId, crypto.randomUUID(), Date.now())
      .first<{ id: number }>();
    const phone = await openSessionFor(person.userId, person.name, passkey!.id);
    const screen = await page('/en/admin/people', admin);
    expect(screen.body).toContain('Chrome · Android');
    const ended = await submit(`/en/admin/people/${person.userId}/sessions/${person.sessionId}/end`, admin);
    expect((await followed(ended, admin)).body).toContain('The session has ended.');
    expect((await page('/en/admin/', person)).status).toBe(303);
    expect((await page('/en/admin/', phone)).status).toBe(200);
    const removed = await submit(`/en/admin/people/${person.userId}/passkeys/${passkey!.id}/remove`, admin);
    expect((await followed(removed, admin)).body).toContain('The passkey was removed');
    expect((await page('/en/admin/', phone)).status).toBe(303);
  });
});

describe('API tokens', () => {
  it('creates a token shown once, which works on the API until it is revoked', async () => {
    const admin = await signedIn('administrator');
    const owner = await signedIn('editor', 'Token Owner');
    const res = await submit('/en/admin/people/tokens', admin, { name: 'site build', user: String(owner.userId) });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Token “site build” created.');
    const secret = revealedIn(res.body);
    expect(secret).toMatch(/^cal_/);
    expect((await call(api('en', '/events?status=draft'), { token: secret })).status).toBe(200);
    const listed = await page('/en/admin/people', admin);
    expect(listed.body).toContain('site build');
    expect(listed.body).not.toContain(secret);
    const id = /action="\/en\/admin\/people\/tokens\/(\d+)\/revoke"/.exec(listed.body)?.[1];
    const revoked = await submit(`/en/admin/people/tokens/${id}/revoke`, admin);
    expect((await followed(revoked, admin)).body).toContain('The token was revoked.');
    expect((await call(api('en', '/events?status=draft'), { token: secret })).status).toBe(401);
  });

  it('refuses an expiry in the past, keeping the name', async () => {
    const admin = await signedIn('administrator');
    const res = await submit('/en/admin/people/tokens', admin, {
      name: 'old',
      user: String(admin.userId),
      expires: '2001-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain('<p class="field-error" id="f-expires-error">A future date, or empty.</p>');
    expect(res.body).toMatch(/name="name" type="text" value="old"/);
  });
});

describe('build hooks', () => {
  it('adds a hook (its secret shown once) for chosen kinds, refuses a private address, and deletes it', async () => {
    const admin = await signedIn('administrator');
    const res = await submit('/en/admin/people/hooks', admin, {
      url: 'https://builds.example/hook',
      'types[]': 'events',
    });
    expect(res.status).toBe(200);
    expect(revealedIn(res.body)).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(res.body).toContain('https://builds.example/hook');
    const refused = await submit('/ca/admin/people/hooks', admin, { url: 'http://127.0.0.1:8080/' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Aquesta adreça no pot rebre avisos');
    expect(refused.body).toMatch(/value="http:\/\/127\.0\.0\.1:8080\/"/);
    const id = /action="\/en\/admin\/people\/hooks\/(\d+)\/delete"/.exec(res.body)?.[1];
    const deleted = await submit(`/en/admin/people/hooks/${id}/delete`, admin);
    const after = await followed(deleted, admin);
    expect(after.body).toContain('The hook was deleted.');
    expect(after.body).not.toContain('https://builds.example/hook');
  });
});
