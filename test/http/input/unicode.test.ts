import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, call, ORIGIN, userWithToken } from '../../helpers/http';

/**
 * Text that is not Unicode (a lone surrogate in JSON, percent-encoded or raw bytes that are not UTF-8 in a query or
 * form) is refused naming the parameter wherever it enters (docs/security.md, "Bad input and bodies"): it used to be
 * stored as invalid UTF-8 and read back as three U+FFFD.
 */

const countPosts = async () => (await env.DB.prepare('select count(*) as n from posts').first<{ n: number }>())!.n;

const eventBody = (title: string) => ({
  title,
  start_date: '2027-03-01 10:00:00',
  end_date: '2027-03-01 11:00:00',
  status: 'publish',
});

describe('lone surrogates and bytes that are not UTF-8', () => {
  it('refuses a lone surrogate in a JSON body, naming the parameter, in the request language', async () => {
    const admin = await userWithToken('administrator');
    const before = await countPosts();
    for (const title of ['Jazz \ud800 night', 'Jazz \udfff', '\ud83c']) {
      const response = await call(api('ca', '/events'), { method: 'POST', token: admin.token, body: eventBody(title) });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(response.body.data.params).toEqual({
        title: 'title no és text Unicode vàlid (un suplent sense parella o bytes que no són UTF-8).',
      });
    }
    const nested = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { ...eventBody('Fine'), organizer: [{ organizer: 'Ok' }, { organizer: 'Bad \udc80' }] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.data.params).toEqual({
      organizer: 'organizer is not valid Unicode text (an unpaired surrogate, or bytes that are not UTF-8).',
    });
    expect(await countPosts()).toBe(before);
  });

  it('keeps a surrogate pair (an emoji) as it was sent', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: eventBody('Jazz \ud83c\udfb7 night'),
    });
    expect(created.status).toBe(201);
    const read = await call(api('en', `/events/${created.body.id}`));
    expect(read.body.title).toBe('Jazz 🎷 night');
  });

  it('refuses a query value that percent-encodes a surrogate or bytes that are not UTF-8', async () => {
    for (const search of ['%ED%A0%80', 'caf%E9', '%E9zz', 'a%F0%9F']) {
      const response = await call(`${api('es', '/events')}?search=${search}`);
      expect(response.status, search).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(Object.keys(response.body.data.params)).toEqual(['search']);
      expect(response.body.data.params.search).toContain('no es texto Unicode válido');
    }
    // Valid UTF-8 escapes and a `%` that starts no escape are text.
    for (const search of ['caf%C3%A9', '100%', '100%25', '%zz']) {
      expect((await call(`${api('en', '/events')}?search=${search}`)).status, search).toBe(200);
    }
  });

  it('refuses a form value holding such bytes, escaped or raw, and reads raw UTF-8 as UTF-8', async () => {
    const admin = await userWithToken('administrator');
    const before = await countPosts();
    const form = async (bytes: Uint8Array) => {
      const response = await exports.default.fetch(
        new Request(`${ORIGIN}${api('en', '/venues')}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${admin.token}` },
          body: bytes,
        }),
      );
      return { status: response.status, body: await response.json<{ venue: string; data: { params: object } }>() };
    };
    const ascii = (text: string) => new TextEncoder().encode(text);
    for (const bytes of [
      ascii('venue=Sala%ED%A0%80'),
      ascii('venue=Sala%E9'),
      Uint8Array.from([...ascii('venue=Sala '), 0xe9]),
      Uint8Array.from([...ascii('venue=Sala '), 0xed, 0xa0, 0x80]),
    ]) {
      const refused = await form(bytes);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.data.params)).toEqual(['venue']);
    }
    expect(await countPosts()).toBe(before);
    const accepted = await form(ascii('venue=Sala+%C3%80polo&city=Barcelona%20'));
    expect(accepted.status).toBe(201);
    expect(accepted.body.venue).toBe('Sala Àpolo');
    const raw = await form(new TextEncoder().encode('venue=Sala Fènix'));
    expect(raw.status).toBe(201);
    expect(raw.body.venue).toBe('Sala Fènix');
  });

  it('refuses a JSON body whose bytes are not UTF-8 as invalid JSON', async () => {
    const admin = await userWithToken('administrator');
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}${api('en', '/venues')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: Uint8Array.from([...new TextEncoder().encode('{"venue":"Sala '), 0xe9, 0x22, 0x7d]),
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json<{ code: string }>()).code).toBe('rest_invalid_json');
  });
});
