import { describe, expect, it } from 'vitest';
import { api, call, type Root, userWithToken } from '../../helpers/http';

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const LISTS = ['/events', '/venues', '/organizers', '/categories', '/tags'];
const TOO_LONG_SEARCH = {
  ca: 'search pot tenir com a màxim 200 caràcters.',
  en: 'search must be at most 200 characters long.',
  es: 'search puede tener como máximo 200 caracteres.',
};

describe('search counts characters, not bytes, on every list (docs/api.md#requests-and-responses)', () => {
  it.each(ROOTS)('root "%s": 200 accented characters are a search, 201 are refused naming search', async (root) => {
    const lang = root || 'en';
    for (const list of LISTS) {
      const ok = await call(`${api(root, list)}?search=${encodeURIComponent('àèò'.repeat(66) + 'éí')}`);
      expect(ok.status, list).toBe(200);
      const long = await call(`${api(root, list)}?search=${encodeURIComponent('à'.repeat(201))}`);
      expect(long.status, list).toBe(400);
      expect(long.body.code).toBe('rest_invalid_param');
      expect(long.body.data.params).toEqual({ search: TOO_LONG_SEARCH[lang] });
    }
  });
});

describe('text fields are limited in bytes, and the refusal says bytes (docs/api.md#requests-and-responses)', () => {
  const BYTES = {
    ca: 'title pot ocupar com a màxim 1024 bytes (UTF-8; una lletra accentuada n’ocupa dos).',
    en: 'title must be at most 1024 bytes long (UTF-8; an accented letter takes two).',
    es: 'title puede ocupar como máximo 1024 bytes (UTF-8; una letra acentuada ocupa dos).',
  };

  it.each(['ca', 'en', 'es'] as const)(
    '%s: 600 accented letters are 1200 bytes, over the 1 KiB of a title',
    async (lang) => {
      const admin = await userWithToken('administrator');
      const res = await call(api(lang, '/events'), {
        method: 'POST',
        token: admin.token,
        body: { title: 'à'.repeat(600), start_date: '2027-03-01 10:00', end_date: '2027-03-01 12:00' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        {
          ca: 'Paràmetre(s) no vàlid(s): title',
          en: 'Invalid parameter(s): title',
          es: 'Parámetro(s) no válido(s): title',
        }[lang],
      );
      expect(res.body.data.params).toEqual({ title: BYTES[lang] });
    },
  );

  it('a cost over 1 KiB, alone or in a list, is refused as too long, not as a non-text', async () => {
    const admin = await userWithToken('administrator');
    const dates = { start_date: '2027-03-01 10:00', end_date: '2027-03-01 12:00' };
    for (const cost of ['9'.repeat(1025), ['5', '9'.repeat(1025)]]) {
      const res = await call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        body: { title: 'C', cost, ...dates },
      });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({
        cost: 'cost must be at most 1024 bytes long (UTF-8; an accented letter takes two).',
      });
    }
    const notText = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'C', cost: { value: 5 }, ...dates },
    });
    expect(notText.body.data.params).toEqual({ cost: 'cost must be a string or a list of strings.' });
    const ok = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'C', cost: ['5', 10], ...dates },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.cost_details.values).toEqual(['5', '10']);
  });
});
