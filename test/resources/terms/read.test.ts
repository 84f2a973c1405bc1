import { describe, expect, it } from 'vitest';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';

const LANGS = ['ca', 'en', 'es'] as const;
const ROUTES = ['categories', 'tags'] as const;

let seq = 0;
/** Creates a term through the API as an administrator; returns its body. */
async function createTerm(
  route: (typeof ROUTES)[number],
  body: Record<string, unknown>,
  root: '' | 'ca' | 'en' | 'es' = 'en',
) {
  const admin = await userWithToken('administrator');
  const res = await call(api(root, `/${route}`), { method: 'POST', body, token: admin.token });
  expect(res.status).toBe(201);
  return res.body;
}

describe.each(ROUTES)('GET /%s', (route) => {
  it('lists every term with hide_empty=false, with totals, headers and the standalone shape', async () => {
    const a = await createTerm(route, { name: `Alpha ${++seq}` });
    const b = await createTerm(route, { name: `beta ${++seq}` });
    const res = await call(api('en', `/${route}?hide_empty=false&include=${a.id},${b.id}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tec-total')).toBe('2');
    expect(res.headers.get('x-tec-totalpages')).toBe('1');
    expect(Object.keys(res.body)).toEqual(['rest_url', 'total', 'total_pages', route]);
    const [first] = res.body[route];
    expect(first.name).toMatch(/^Alpha/);
    const keys = ['id', 'count', 'description', 'name', 'slug', 'taxonomy'];
    if (route === 'categories') keys.push('parent');
    keys.push('meta', 'url', 'urls', 'i18n_language', 'translations');
    expect(Object.keys(first)).toEqual(keys);
    expect(first.taxonomy).toBe(route === 'categories' ? 'tribe_events_cat' : 'post_tag');
    expect(first.meta).toEqual([]);
    expect(first.urls.self).toBe(`http://calendar.test/en/calendar/events/v1/${route}/${a.id}`);
    expect(first.urls.collection).toBe(`http://calendar.test/en/calendar/events/v1/${route}`);
  });

  it('hides terms without published events by default (hide_empty defaults to true)', async () => {
    const term = await createTerm(route, { name: `Lonely ${++seq}` });
    const res = await call(api('en', `/${route}?include=${term.id}`));
    expect(res.body.total).toBe(0);
    expect(res.body[route]).toEqual([]);
  });

  it('pages with per_page clamped to 50 and links keeping every filter, sorted', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createTerm(route, { name: `Paged ${route} ${i}` })).id);
    const res = await call(api('ca', `/${route}?search=paged&per_page=1&hide_empty=0&page=2`));
    expect(res.body.total).toBe(3);
    expect(res.body.total_pages).toBe(3);
    expect(res.body[route][0].name).toBe(`Paged ${route} 1`);
    const base = `http://calendar.test/ca/calendar/events/v1/${route}/`;
    expect(res.body.rest_url).toBe(`${base}?hide_empty=0&page=2&per_page=1&search=paged`);
    expect(res.body.next_rest_url).toBe(`${base}?hide_empty=0&page=3&per_page=1&search=paged`);
    expect(res.body.previous_rest_url).toBe(`${base}?hide_empty=0&per_page=1&search=paged`);
    expect(res.headers.get('link')).toBe(
      `<${res.body.next_rest_url}>; rel="next", <${res.body.previous_rest_url}>; rel="prev"`,
    );
    const huge = await call(api('en', `/${route}?per_page=1000&hide_empty=false`));
    expect(huge.status).toBe(200);
    expect(huge.body.rest_url).toContain('per_page=50');
  });

  it('answers a page past the end with an empty list and real totals', async () => {
    await createTerm(route, { name: `Only ${++seq}` });
    const res = await call(api('en', `/${route}?hide_empty=false&page=999`));
    expect(res.status).toBe(200);
    expect(res.body[route]).toEqual([]);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.next_rest_url).toBeUndefined();
  });

  it('orders by name case-insensitively by default, and by id or count on request', async () => {
    const tag = `ord${++seq}`;
    const b = await createTerm(route, { name: `${tag} b` });
    const a = await createTerm(route, { name: `${tag} A` });
    const c = await createTerm(route, { name: `${tag} C` });
    const byName = await call(api('en', `/${route}?search=${tag}&hide_empty=false`));
    expect(byName.body[route].map((t: { id: number }) => t.id)).toEqual([a.id, b.id, c.id]);
    const byIdDesc = await call(api('en', `/${route}?search=${tag}&hide_empty=false&orderby=id&order=DESC`));
    expect(byIdDesc.body[route].map((t: { id: number }) => t.id)).toEqual([c.id, a.id, b.id]);
    const byInclude = await call(
      api('en', `/${route}?include=${c.id},${b.id},${a.id}&hide_empty=false&orderby=include`),
    );
    expect(byInclude.body[route].map((t: { id: number }) => t.id)).toEqual([c.id, b.id, a.id]);
  });

  it('filters by include, exclude and slug (ids or slugs)', async () => {
    const x = await createTerm(route, { name: `Filter X ${++seq}` });
    const y = await createTerm(route, { name: `Filter Y ${seq}` });
    const inc = await call(api('en', `/${route}?hide_empty=false&include[]=${x.slug}&include[]=${y.id}`));
    expect(inc.body.total).toBe(2);
    const exc = await call(api('en', `/${route}?hide_empty=false&include=${x.id},${y.id}&exclude=${y.slug}`));
    expect(exc.body[route].map((t: { id: number }) => t.id)).toEqual([x.id]);
    const slug = await call(api('en', `/${route}?hide_empty=false&slug=${y.slug}`));
    expect(slug.body[route].map((t: { id: number }) => t.id)).toEqual([y.id]);
    const none = await call(api('en', `/${route}?hide_empty=false&slug=no-such-slug`));
    expect(none.body).toMatchObject({ total: 0, total_pages: 0, [route]: [] });
    expect(none.body.next_rest_url).toBeUndefined();
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=-1', 'per_page'],
    ['include=999999', 'include'],
    ['exclude=no-such-term', 'exclude'],
    ['orderby=bogus', 'orderby'],
    ['orderby=', 'orderby'],
    ['order=sideways', 'order'],
    ['search=', 'search'],
    ['post=999999', 'post'],
    ['event=999999', 'event'],
    ['hide_empty=maybe', 'hide_empty'],
    ['i18n_language=fr', 'i18n_language'],
  ])('rejects %s with 400 naming %s', async (query, param) => {
    const res = await call(api('es', `/${route}?${query}`));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([param]);
    expect(res.body.message).toBe(`Parámetro(s) no válido(s): ${param}`);
    expect(res.headers.get('content-language')).toBe('es');
  });

  it('costs one D1 round trip for an uncached public page: one batch (the data version is held by the isolate)', async () => {
    await createTerm(route, { name: `Timing ${++seq}` });
    const res = await call(api('en', `/${route}?hide_empty=false&per_page=50`));
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(dbTiming(res.headers).queries).toBe(1);
    expect(res.headers.get('server-timing')).toMatch(/^db;dur=[\d.]+, db-queries;desc="1", db-rows;desc="\d+"$/);
  });
});

describe('GET /categories parent filter', () => {
  it('lists direct children only, and rejects parent=0 or an unknown parent', async () => {
    const music = await createTerm('categories', { name: `Music ${++seq}` });
    const jazz = await createTerm('categories', { name: `Jazz ${seq}`, parent: music.id });
    await createTerm('categories', { name: `Bebop ${seq}`, parent: jazz.id });
    const res = await call(api('en', `/categories?hide_empty=false&parent=${music.id}`));
    expect(res.body.categories.map((t: { id: number }) => t.id)).toEqual([jazz.id]);
    expect(res.body.categories[0].parent).toBe(music.id);
    expect(res.body.categories[0].urls.up).toBe(`http://calendar.test/en/calendar/events/v1/categories/${music.id}`);
    for (const bad of ['0', '999999', 'foo']) {
      const err = await call(api('en', `/categories?parent=${bad}`));
      expect(err.status).toBe(400);
      expect(err.body.data.params).toHaveProperty('parent');
    }
  });
});

describe.each(ROUTES)('GET /%s/{id}', (route) => {
  it.each(LANGS)('reads a term under /%s with its text in that language or the original', async (lang) => {
    const n = ++seq;
    const term = await createTerm(route, { name: `Fira de Nadal ${n}`, description: 'Mercat' }, 'ca');
    const admin = await userWithToken('administrator');
    await call(api('es', `/${route}/${term.id}`), {
      method: 'POST',
      body: { name: `Feria de Navidad ${n}` },
      token: admin.token,
    });
    const res = await call(api(lang, `/${route}/${term.id}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(lang);
    const catalan = [`Fira de Nadal ${n}`, `fira-de-nadal-${n}`, 'ca'];
    const expected = { ca: catalan, es: [`Feria de Navidad ${n}`, `feria-de-navidad-${n}`, 'es'], en: catalan }[lang];
    expect([res.body.name, res.body.slug, res.body.i18n_language]).toEqual(expected);
    expect(res.body.translations).toEqual({
      ca: { slug: `fira-de-nadal-${n}`, rest_url: `http://calendar.test/ca/calendar/events/v1/${route}/${term.id}` },
      es: { slug: `feria-de-navidad-${n}`, rest_url: `http://calendar.test/es/calendar/events/v1/${route}/${term.id}` },
    });
    expect(res.body.url).toBe(`http://calendar.test/${lang}/calendar/events/v1/${route}/${term.id}`);
  });

  it('honours i18n_language over the root', async () => {
    const term = await createTerm(route, { name: `Concert ${++seq}` }, 'en');
    const admin = await userWithToken('administrator');
    await call(api('en', `/${route}/${term.id}?i18n_language=ca`), {
      method: 'PATCH',
      body: { name: 'Concert en català' },
      token: admin.token,
    });
    const res = await call(api('en', `/${route}/${term.id}?i18n_language=ca`));
    expect(res.body.name).toBe('Concert en català');
    expect(res.headers.get('content-language')).toBe('ca');
    expect(res.body.urls.self).toContain('/en/calendar/events/v1/');
  });

  it('answers 400 naming id for an unknown id or a term of the other taxonomy, 404 for a non-numeric id', async () => {
    const other = await createTerm(route === 'tags' ? 'categories' : 'tags', { name: `Other ${++seq}` });
    for (const id of ['9999999', String(other.id)]) {
      const res = await call(api('en', `/${route}/${id}`));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { id: expect.any(String) } },
      });
    }
    const nonNumeric = await call(api('en', `/${route}/abc`));
    expect(nonNumeric.status).toBe(404);
    expect(nonNumeric.body.code).toBe('rest_no_route');
  });
});

describe('long inputs', () => {
  it('searches terms with a long string and creates terms whose slug is long (no LIKE pattern limits)', async () => {
    const long = 'Festival internacional de música antiga i contemporània de les terres de Lleida';
    const term = await createTerm('categories', { name: long });
    expect(term.slug.length).toBeGreaterThan(50);
    const again = await createTerm('categories', { name: `${long} bis`, slug: term.slug });
    expect(again.slug).toBe(`${term.slug}-2`);
    // `search` takes at most 10 words (docs/security.md): the first ten, still well over 50 bytes.
    const search = long.split(' ').slice(0, 10).join(' ');
    const res = await call(api('ca', `/categories?hide_empty=false&search=${encodeURIComponent(search)}`));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
  });
});

describe.each(ROUTES)('context on /%s (docs/differences.md#context-values)', (route) => {
  // Who may manage the taxonomy (categories: authors and up; tags: editors and up), hence use `context=edit`.
  const [lacking, manager] =
    route === 'categories' ? (['contributor', 'author'] as const) : (['author', 'editor'] as const);

  it('edit needs a token of a manager of the taxonomy: 401 without one, 403 without the right', async () => {
    const term = await createTerm(route, { name: `Context ${++seq}` });
    for (const path of [`/${route}/${term.id}?context=edit`, `/${route}?context=edit&hide_empty=0`]) {
      const anonymous = await call(api('ca', path));
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'rest_forbidden', message: 'No teniu permís per fer això.' });
      const denied = await call(api('es', path), { token: (await userWithToken(lacking)).token });
      expect(denied.status, path).toBe(403);
      expect(denied.body).toMatchObject({
        code: 'rest_forbidden',
        message: 'Lo siento, no tienes permisos para hacer eso.',
      });
      const allowed = await call(api('', path), { token: (await userWithToken(manager)).token });
      expect(allowed.status, path).toBe(200);
      const view = await call(api('en', path.replace('context=edit', 'context=view')));
      expect(view.status, path).toBe(200);
    }
  });

  it('any other value is a 400 naming context, and parameters are checked before the permission', async () => {
    const term = await createTerm(route, { name: `Context ${++seq}` });
    for (const path of [`/${route}/${term.id}?context=embed`, `/${route}?context=foo`]) {
      const res = await call(api('es', path));
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', message: 'Parámetro(s) no válido(s): context' });
      expect(Object.keys(res.body.data.params)).toEqual(['context']);
    }
    const unknown = await call(api('en', `/${route}/987654?context=edit`));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.params).toHaveProperty('id');
  });
});
