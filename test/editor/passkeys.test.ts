import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { createInvite } from '../../src/auth/invites';
import type { Role } from '../../src/auth/roles';
import { createUser } from '../../src/auth/users';
import { call, ORIGIN, STRICT_LIMITS, testDb } from '../helpers/http';
import { SoftPasskey } from './authenticator';
import { page, restoreClock, setClock } from './editor-helpers';

/**
 * Invitations and passkeys through HTTP (docs/editor.md, "Signing in"), with a software authenticator
 * (./authenticator.ts): the editor's script's requests, made by the test.
 */

interface Visitor {
  cookie: string;
  token: string;
}

/** A browser that opened the sign-in page: its anti-forgery cookie and token. */
async function visitor(): Promise<Visitor> {
  const res = await page('/en/admin/sign-in');
  const token = /__Host-csrf=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { cookie: `__Host-csrf=${token}`, token };
}

/** The script's JSON POST, from the service's own origin. */
function post(path: string, who: Visitor, body: unknown = {}, options: { env?: Record<string, unknown> } = {}) {
  return call(path, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: ORIGIN, cookie: who.cookie, 'x-csrf-token': who.token },
    ...(options.env ? { env: options.env as Partial<Cloudflare.Env> } : {}),
  });
}

let n = 0;
/** A new user with an invitation: its code and id. */
async function invited(role: Role = 'editor', ttlHours = 72) {
  const db = testDb();
  const name = `Invited ${++n}`;
  const userId = await createUser(db, { name, role });
  const { code } = await createInvite(db, { userId, createdBy: null, ttlHours, now: Date.now() });
  return { userId, name, code, path: `/en/admin/invite/${code}` };
}

async function passkeysOf(userId: number): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from passkeys where user_id = ?')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Registers `passkey` through invitation `path`; the verify answer. */
async function register(path: string, passkey: SoftPasskey, who?: Visitor) {
  const browser = who ?? (await visitor());
  const options = await post(`${path}/options`, browser);
  expect(options.status).toBe(200);
  const response = await passkey.register(options.body.options, ORIGIN);
  return post(`${path}/verify`, browser, { response });
}

/** The session cookie an answer set. */
const sessionOf = (headers: Headers) => /(__Host-session=[^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? '';

describe('an invitation', () => {
  it('shows who is invited and the Create a passkey button, in the root’s language', async () => {
    const invite = await invited('author');
    const res = await page(invite.path);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Welcome, ${invite.name}`);
    expect(res.body).toContain('as author');
    expect(res.body).toContain('>Create a passkey</button>');
    expect(res.body).toMatch(/This link works once, until \w+ \d+, \d{4}/);
    const ca = await page(invite.path.replace('/en/', '/ca/'));
    expect(ca.body).toContain('>Crea una clau d’accés</button>');
  });

  it('registers a passkey that requires user verification and is discoverable, and signs the person in', async () => {
    const invite = await invited('editor');
    const browser = await visitor();
    const options = await post(`${invite.path}/options`, browser);
    expect(options.status).toBe(200);
    expect(options.body.options.rp).toEqual({ name: 'Calendar editor', id: 'calendar.test' });
    expect(options.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const passkey = await SoftPasskey.create();
    const response = await passkey.register(options.body.options, ORIGIN);
    const verified = await post(`${invite.path}/verify`, browser, { response });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ redirect: '/en/admin/' });
    expect(verified.headers.get('cache-control')).toBe('no-store');
    const cookie = sessionOf(verified.headers);
    expect(verified.headers.get('set-cookie')).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; Secure; HttpOnly; SameSite=Lax$/,
    );
    const home = await page('/en/admin/', undefined, { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(home.body).toContain(`Signed in as ${invite.name} (editor)`);
    // The secret is stored only as its hash.
    const secret = cookie.split('=')[1]!;
    const stored = await env.DB.prepare('select count(*) as n from sessions where hash = ?')
      .bind(secret)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(await passkeysOf(invite.userId)).toBe(1);
  });

  it('works once: a second use shows a page saying so and creates nothing', async () => {
    const invite = await invited();
    expect((await register(invite.path, await SoftPasskey.create())).status).toBe(200);
    const again = await page(invite.path);
    expect(again.status).toBe(410);
    expect(again.body).toContain('This link has already been used');
    expect(again.headers.get('cache-control')).toBe('no-store');
    const options = await post(`${invite.path}/options`, await visitor());
    expect(options.status).toBe(410);
    expect(options.body.message).toBe('This link has already been used');
    expect(await passkeysOf(invite.userId)).toBe(1);
  });

  it('redeems once when two browsers finish at the same time', async () => {
    const invite = await invited();
    const [first, second] = [await visitor(), await visitor()];
    const [a, b] = [await SoftPasskey.create(), await SoftPasskey.create()];
    const optionsA = await post(`${invite.path}/options`, first);
    const optionsB = await post(`${invite.path}/options`, second);
    const [ra, rb] = [await a.register(optionsA.body.options, ORIGIN), await b.register(optionsB.body.options, ORIGIN)];
    const answers = await Promise.all([
      post(`${invite.path}/verify`, first, { response: ra }),
      post(`${invite.path}/verify`, second, { response: rb }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(await passkeysOf(invite.userId)).toBe(1);
    const sessions = await env.DB.prepare('select count(*) as n from sessions where user_id = ?')
      .bind(invite.userId)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  describe('that cannot be used', () => {
    afterEach(restoreClock);

    it('says so when it has expired, or never existed, and creates nothing', async () => {
      const start = Date.UTC(2027, 5, 1, 8);
      setClock(start);
      const invite = await invited('editor', 72);
      setClock(start + 72 * 3_600_000 - 1000);
      expect((await page(invite.path)).status).toBe(200);
      setClock(start + 72 * 3_600_000);
      const expired = await page(invite.path);
      expect(expired.status).toBe(410);
      expect(expired.body).toContain('This link has expired');
      expect((await post(`${invite.path}/options`, await visitor())).status).toBe(410);
      const unknown = await page(`/es/admin/invite/${'0'.repeat(64)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toContain('Este enlace no es válido');
      expect((await page('/es/admin/invite/not-a-code')).status).toBe(404);
      expect(await passkeysOf(invite.userId)).toBe(0);
    });
  });

  it('refuses a passkey that did not verify the user, or one made for another site, and the link still works', async () => {
    const invite = await invited();
    const unverified = await register(invite.path, await SoftPasskey.create({ verifies: false }));
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('The passkey could not be created. Try again.');
    const browser = await visitor();
    const options = await post(`${invite.path}/options`, browser);
    const elsewhere = await (await SoftPasskey.create()).register(options.body.options, 'https://attacker.example');
    expect((await post(`${invite.path}/verify`, browser, { response: elsewhere })).status).toBe(400);
    expect(await passkeysOf(invite.userId)).toBe(0);
    expect((await register(invite.path, await SoftPasskey.create())).status).toBe(200);
  });

  it('refuses a ceremony posted from another origin or without the page’s token (403 page)', async () => {
    const invite = await invited();
    const browser = await visitor();
    const challenges = () => env.DB.prepare('select count(*) as n from auth_challenges').first<{ n: number }>();
    const before = await challenges();
    const forged = await call(`${invite.path}/options`, {
      method: 'POST',
      body: {},
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', cookie: browser.cookie, 'x-csrf-token': browser.token },
    });
    expect(forged.status).toBe(403);
    const tokenless = await post(`${invite.path}/options`, { ...browser, token: 'x'.repeat(43) });
    expect(tokenless.status).toBe(403);
    expect(await challenges()).toEqual(before);
  });
});

describe('signing in with a passkey', () => {
  async function registered() {
    const invite = await invited('author');
    const passkey = await SoftPasskey.create();
    expect((await register(invite.path, passkey)).status).toBe(200);
    return { ...invite, passkey };
  }

  it('asks for any passkey of this site with user verification, and opens a session', async () => {
    const person = await registered();
    const browser = await visitor();
    const options = await post('/en/admin/sign-in/options', browser);
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({ rpId: 'calendar.test', userVerification: 'required' });
    expect(options.body.options.allowCredentials ?? []).toEqual([]);
    const response = await person.passkey.signIn(options.body.options, ORIGIN);
    const verified = await post('/en/admin/sign-in/verify', browser, { response, next: '/en/admin/?status=draft' });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ redirect: '/en/admin/?status=draft' });
    const home = await page('/en/admin/', undefined, { headers: { cookie: sessionOf(verified.headers) } });
    expect(home.body).toContain(`Signed in as ${person.name} (author)`);
  });

  it('goes to the events screen when `next` is not an editor address of this service', async () => {
    const person = await registered();
    for (const next of ['https://attacker.example/', '//attacker.example/en/admin/', '/en/docs']) {
      const browser = await visitor();
      const options = await post('/en/admin/sign-in/options', browser);
      const response = await person.passkey.signIn(options.body.options, ORIGIN);
      const verified = await post('/en/admin/sign-in/verify', browser, { response, next });
      expect(verified.body).toEqual({ redirect: '/en/admin/' });
    }
  });

  it('refuses an unknown passkey, a replayed answer and a challenge it never gave', async () => {
    const person = await registered();
    const browser = await visitor();
    const options = await post('/en/admin/sign-in/options', browser);
    const stranger = await (await SoftPasskey.create()).signIn(options.body.options, ORIGIN);
    const unknown = await post('/en/admin/sign-in/verify', browser, { response: stranger });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('This passkey is not known here');
    // The stranger spent that challenge: the real passkey cannot reuse it.
    const late = await person.passkey.signIn(options.body.options, ORIGIN);
    expect((await post('/en/admin/sign-in/verify', browser, { response: late })).status).toBe(400);
    const fresh = await post('/en/admin/sign-in/options', browser);
    const good = await person.passkey.signIn(fresh.body.options, ORIGIN);
    expect((await post('/en/admin/sign-in/verify', browser, { response: good })).status).toBe(200);
    const replay = await post('/en/admin/sign-in/verify', browser, { response: good });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('set-cookie')).toBeNull();
    const invented = await person.passkey.signIn({ challenge: 'bm90LWdpdmVu', rpId: 'calendar.test' }, ORIGIN);
    expect((await post('/en/admin/sign-in/verify', browser, { response: invented })).status).toBe(400);
  });

  it('ends the sessions opened with a passkey when the passkey is removed', async () => {
    const person = await registered();
    const browser = await visitor();
    const options = await post('/en/admin/sign-in/options', browser);
    const response = await person.passkey.signIn(options.body.options, ORIGIN);
    const cookie = sessionOf((await post('/en/admin/sign-in/verify', browser, { response })).headers);
    expect((await page('/en/admin/', undefined, { headers: { cookie } })).status).toBe(200);
    await env.DB.prepare('delete from passkeys where user_id = ?').bind(person.userId).run();
    expect((await page('/en/admin/', undefined, { headers: { cookie } })).status).toBe(303);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per address, answering 429 with Retry-After', async () => {
    const browser = await visitor();
    const limits = { ...STRICT_LIMITS, RATE_LIMIT_SIGN_IN: env.RATE_LIMIT_STRICT };
    const from = (ip: string) => ({ env: limits, ip });
    const attempt = ({ ip }: { ip: string }) =>
      call('/en/admin/sign-in/options', {
        method: 'POST',
        body: {},
        redirect: 'manual',
        headers: { origin: ORIGIN, cookie: browser.cookie, 'x-csrf-token': browser.token, 'cf-connecting-ip': ip },
        env: limits,
      });
    const ip = '203.0.113.71';
    for (let i = 0; i < 3; i++) expect((await attempt(from(ip))).status).toBe(200);
    const refused = await attempt(from(ip));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.message).toBe('Wait 60 seconds, then try again.');
    expect((await attempt(from('203.0.113.72'))).status).toBe(200);
  });

  it('limits the look-ups of invitation codes per address', async () => {
    const limits = { ...STRICT_LIMITS, RATE_LIMIT_SIGN_IN: env.RATE_LIMIT_STRICT };
    const guess = () =>
      call(`/ca/admin/invite/${crypto.randomUUID().replaceAll('-', '').repeat(2)}`, {
        redirect: 'manual',
        headers: { 'cf-connecting-ip': '203.0.113.81' },
        env: limits,
      });
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('Massa intents');
  });
});
