import { describe, expect, it } from 'vitest';
import { createToken, createUser, revokeToken } from '../../src/auth/users';
import { api, call, testDb } from '../helpers/http';

/** A token that is sent but not valid: the 401 `rest_forbidden` of no token, with a message naming the token. */
describe('invalid, expired and revoked tokens', () => {
  it('answer 401 rest_forbidden saying the token is invalid, expired or revoked, in the request language', async () => {
    const db = testDb();
    const userId = await createUser(db, { name: 'Editor of tokens', role: 'editor' });
    const expired = await createToken(db, { userId, name: 'old', expiresAt: '2001-01-01 00:00:00' });
    const revoked = await createToken(db, { userId, name: 'gone' });
    expect(await revokeToken(db, revoked.id)).toBe(true);
    const messages = {
      ca: 'El testimoni d’autenticació no és vàlid, ha caducat o s’ha revocat.',
      en: 'The authentication token is invalid, expired or revoked.',
      es: 'El token de autenticación no es válido, ha caducado o ha sido revocado.',
    };
    for (const lang of ['ca', 'en', 'es'] as const) {
      for (const token of ['not-a-token', expired.token, revoked.token]) {
        const answer = await call(api(lang, '/tags'), { method: 'POST', token, body: { name: 'Nit' } });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ code: 'rest_forbidden', message: messages[lang], data: { status: 401 } });
      }
      // No token at all keeps WordPress's generic message.
      const anonymous = await call(api(lang, '/tags'), { method: 'POST', body: { name: 'Nit' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('rest_forbidden');
      expect(anonymous.body.message).not.toBe(messages[lang]);
    }
  });
});
