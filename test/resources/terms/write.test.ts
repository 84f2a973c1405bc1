import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

const ROUTES = ['categories', 'tags'] as const;
type Route = (typeof ROUTES)[number];
let seq = 0;
const unique = (name: string) => `${name} ${++seq}`;

/** Which roles may manage each taxonomy (categories: author and up; tags: editor and up). */
const MANAGERS: Record<Route, string[]> = {
  categories: ['administrator', 'editor', 'author'],
  tags: ['administrator', 'editor'],
};
const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;

async function adminCreate(route: Route, body: Record<string, unknown>, root: 'ca' | 'en' | 'es' = 'en') {
  const admin = await userWithToken('administrator');
  const res = await call(api(root, `/${route}`), { method: 'POST', body, token: admin.token });
  expect(res.status).toBe(201);
  return res.body;
}

describe.each(ROUTES)('POST /%s', (route) => {
  it.each(ROLES)('as %s: 201 for managers, 403 for the others', async (role) => {
    const user = await userWithToken(role);
    const res = await call(api('en', `/${route}`), {
      method: 'POST',
      body: { name: unique('Role') },
      token: user.token,
    });
    if (MANAGERS[route].includes(role)) {
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 403 },
      });
    }
  });

  it('creates with name, description and slug, from a form body too', async () => {
    const admin = await userWithToken('administrator');
    const name = unique('Festa Major de Gràcia');
    const res = await call(api('ca', `/${route}`), {
      method: 'POST',
      form: { name, description: '<b>Festa</b><script>x()</script>' },
      token: admin.token,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, slug: `festa-major-de-gracia-${seq}`, count: 0, i18n_language: 'ca' });
    // Term descriptions are sanitized HTML like every description (docs/security.md).
    expect(res.body.description).toBe('<b>Festa</b>');
    const custom = await call(api('ca', `/${route}`), {
      method: 'POST',
      body: { name: unique('Custom'), slug: 'My Slug' },
      token: admin.token,
    });
    expect(custom.body.slug).toBe('my-slug');
  });

  it('makes slugs unique per language by suffixing -2, -3', async () => {
    const a = await adminCreate(route, { name: unique('Same'), slug: `same-${seq}` });
    const b = await adminCreate(route, { name: unique('Other'), slug: a.slug });
    const c = await adminCreate(route, { name: unique('Third'), slug: a.slug });
    expect([b.slug, c.slug]).toEqual([`${a.slug}-2`, `${a.slug}-3`]);
    const es = await adminCreate(route, { name: unique('Otro'), slug: a.slug }, 'es');
    expect(es.slug).toBe(a.slug);
  });

  it('refuses a duplicate name in the same language with term_exists and the existing id', async () => {
    const name = unique('Duplicate');
    const first = await adminCreate(route, { name });
    const admin = await userWithToken('administrator');
    const res = await call(api('en', `/${route}`), {
      method: 'POST',
      body: { name: name.toUpperCase() },
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'term_exists',
      // WordPress's words: categories have parents, tags a flat taxonomy.
      message:
        route === 'tags'
          ? 'A term with the name provided already exists in this taxonomy.'
          : 'A term with the name provided already exists with this parent.',
      data: { status: 400, term_id: first.id },
    });
    const catalanName = unique('Duplicat');
    const original = await adminCreate(route, { name: catalanName }, 'ca');
    const catalan = await call(api('ca', `/${route}`), {
      method: 'POST',
      body: { name: catalanName },
      token: admin.token,
    });
    expect(catalan.body).toEqual({
      code: 'term_exists',
      message:
        route === 'tags'
          ? 'Ja existeix un terme amb aquest nom en aquesta taxonomia.'
          : 'Ja existeix un terme amb aquest nom amb el mateix pare.',
      data: { status: 400, term_id: original.id },
    });
    const otherLanguage = await call(api('es', `/${route}`), { method: 'POST', body: { name }, token: admin.token });
    expect(otherLanguage.status).toBe(201);
  });

  it('validates before checking permissions', async () => {
    const missing = await call(api('en', `/${route}`), { method: 'POST', body: { description: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): name',
      data: { status: 400, params: ['name'] },
    });
    const anonymous = await call(api('en', `/${route}`), { method: 'POST', body: { name: unique('Anon') } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x', description: '' }, 'description'],
    [{ name: 'x', slug: '' }, 'slug'],
    [{ name: 'x'.repeat(1025) }, 'name'],
    [{ name: ['a'] }, 'name'],
  ])('rejects %j naming %s, writing nothing', async (body, param) => {
    const admin = await userWithToken('administrator');
    const res = await call(api('ca', `/${route}`), { method: 'POST', body, token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([param]);
    expect(res.body.message).toBe(`Paràmetre(s) no vàlid(s): ${param}`);
  });

  it('answers malformed JSON with 400 rest_invalid_json and a bad token with 401', async () => {
    const admin = await userWithToken('administrator');
    const bad = await call(api('en', `/${route}`), {
      method: 'POST',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_json');
    const badToken = await call(api('en', `/${route}`), {
      method: 'POST',
      body: { name: unique('Bad') },
      token: 'cal_nope',
    });
    expect(badToken.status).toBe(401);
  });
});

describe('POST /categories parent', () => {
  it('accepts an existing parent and refuses unknown, empty and non-numeric ones', async () => {
    const parent = await adminCreate('categories', { name: unique('Parent') });
    const child = await adminCreate('categories', { name: unique('Child'), parent: parent.id });
    expect(child.parent).toBe(parent.id);
    expect(child.urls.up).toBe(`http://calendar.test/en/calendar/events/v1/categories/${parent.id}`);
    const admin = await userWithToken('administrator');
    for (const bad of ['', 2389999, 'foo']) {
      const res = await call(api('en', '/categories'), {
        method: 'POST',
        body: { name: unique('Bad parent'), parent: bad },
        token: admin.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toHaveProperty('parent');
    }
  });

  it('allows the same name under different parents', async () => {
    const a = await adminCreate('categories', { name: unique('A') });
    const b = await adminCreate('categories', { name: unique('B') });
    const name = unique('Child');
    await adminCreate('categories', { name, parent: a.id });
    const second = await adminCreate('categories', { name, parent: b.id });
    expect(second.slug).toMatch(/-2$/);
  });

  it('refuses a parent on tags', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/tags'), {
      method: 'POST',
      body: { name: unique('Tag'), parent: 1 },
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_taxonomy_not_hierarchical');
  });
});

describe.each(ROUTES)('POST|PUT|PATCH /%s/{id}', (route) => {
  it.each(['POST', 'PUT', 'PATCH'])('%s changes only the fields sent', async (method) => {
    const term = await adminCreate(route, { name: unique('Old'), description: 'Kept' });
    const admin = await userWithToken('administrator');
    const res = await call(api('en', `/${route}/${term.id}`), {
      method,
      body: { name: unique('New') },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: term.id, name: `New ${seq}`, description: 'Kept', slug: term.slug });
    const slug = await call(api('en', `/${route}/${term.id}`), {
      method,
      body: { slug: `renamed-${seq}` },
      token: admin.token,
    });
    expect(slug.body.slug).toBe(`renamed-${seq}`);
  });

  it('adds a translation in another language, requiring its name', async () => {
    const term = await adminCreate(route, { name: unique('Music') }, 'en');
    const admin = await userWithToken('administrator');
    const missing = await call(api('ca', `/${route}/${term.id}`), {
      method: 'POST',
      body: { description: 'Sense nom' },
      token: admin.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('rest_missing_callback_param');
    const res = await call(api('ca', `/${route}/${term.id}`), {
      method: 'POST',
      body: { name: 'Música', description: 'Concerts' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Música', slug: 'musica', description: 'Concerts', i18n_language: 'ca' });
    expect(Object.keys(res.body.translations)).toEqual(['ca', 'en']);
    const english = await call(api('en', `/${route}/${term.id}`));
    expect(english.body.name).toBe(`Music ${seq}`);
  });

  it.each(ROLES)('as %s: 200 for managers, 403 for the others; 401 anonymous', async (role) => {
    const term = await adminCreate(route, { name: unique('Managed') });
    const user = await userWithToken(role);
    const res = await call(api('en', `/${route}/${term.id}`), {
      method: 'PATCH',
      body: { description: 'changed' },
      token: user.token,
    });
    expect(res.status).toBe(MANAGERS[route].includes(role) ? 200 : 403);
    const anonymous = await call(api('en', `/${route}/${term.id}`), {
      method: 'PATCH',
      body: { description: 'changed' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 for an unknown id even to a subscriber (validation before permission)', async () => {
    const user = await userWithToken('subscriber');
    const res = await call(api('en', `/${route}/9999999`), { method: 'POST', body: { name: 'x' }, token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toHaveProperty('id');
  });
});

describe('category parents never form a cycle', () => {
  it('refuses the term itself or a descendant as parent, and accepts 0 to detach', async () => {
    const root = await adminCreate('categories', { name: unique('Root') });
    const child = await adminCreate('categories', { name: unique('Child'), parent: root.id });
    const grandchild = await adminCreate('categories', { name: unique('Grandchild'), parent: child.id });
    const admin = await userWithToken('administrator');
    for (const parent of [root.id, grandchild.id]) {
      const res = await call(api('en', `/categories/${root.id}`), {
        method: 'PATCH',
        body: { parent: parent },
        token: admin.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toHaveProperty('parent');
    }
    const detached = await call(api('en', `/categories/${child.id}`), {
      method: 'PATCH',
      body: { parent: 0 },
      token: admin.token,
    });
    expect(detached.body.parent).toBe(0);
    expect(detached.body.urls.up).toBeUndefined();
  });
});

describe('moving a category under another parent', () => {
  it('is term_exists when a sibling-to-be has the name of one of its translations, in any language', async () => {
    // Found by the fuzz run (docs/security.md, "Fuzzing every route"): only the request's language was checked,
    // and the database refused the move of the other texts with a 409, every time.
    const name = unique('Rock');
    const parent = await adminCreate('categories', { name: unique('Styles') });
    const sibling = await adminCreate('categories', { name, parent: parent.id });
    const moving = await adminCreate('categories', { name });
    const admin = await userWithToken('administrator');
    const moved = await call(api('es', `/categories/${moving.id}`), {
      method: 'PUT',
      body: { parent: parent.id, name: unique('Roca') },
      token: admin.token,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('term_exists');
    expect(moved.body.data.term_id).toBe(sibling.id);
    expect(moved.body.message).toBe('Ya existe un término con el nombre proporcionado con este padre.');
    // Nothing moved; another parent is fine.
    expect((await call(api('en', `/categories/${moving.id}`))).body.parent).toBe(0);
    const elsewhere = await adminCreate('categories', { name: unique('Elsewhere') });
    const ok = await call(api('es', `/categories/${moving.id}`), {
      method: 'PUT',
      body: { parent: elsewhere.id, name: unique('Roca') },
      token: admin.token,
    });
    expect(ok.status).toBe(200);
  });

  it('moves with a new translation or a new name that a child of the old parent holds', async () => {
    // Found by the fuzz run: the text was written under the old parent before the move, met that child's name
    // there, and the write answered 409 every time.
    const old = await adminCreate('categories', { name: unique('Old') });
    const next = await adminCreate('categories', { name: unique('Next') });
    const taken = unique('Música & Jazz');
    await adminCreate('categories', { name: taken, parent: old.id });
    const admin = await userWithToken('administrator');
    const translated = await adminCreate('categories', { name: unique('Music'), parent: old.id });
    const asTranslation = await call(api('es', `/categories/${translated.id}`), {
      method: 'PUT',
      body: { parent: next.id, name: taken },
      token: admin.token,
    });
    expect(asTranslation.status).toBe(200);
    expect(asTranslation.body).toMatchObject({ name: taken, parent: next.id });
    const renamed = await adminCreate('categories', { name: unique('Foo'), parent: old.id });
    const asRename = await call(api('en', `/categories/${renamed.id}`), {
      method: 'PUT',
      body: { parent: next.id, name: taken },
      token: admin.token,
    });
    expect(asRename.status).toBe(200);
    expect(asRename.body).toMatchObject({ name: taken, parent: next.id });
  });
});

describe.each(ROUTES)('DELETE /%s/{id}', (route) => {
  it('deletes for good, returns the term as it was, and a second delete is a 400', async () => {
    const term = await adminCreate(route, { name: unique('Gone'), description: 'Before' });
    const admin = await userWithToken('administrator');
    const res = await call(api('en', `/${route}/${term.id}`), { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: term.id, name: term.name, description: 'Before' });
    const again = await call(api('en', `/${route}/${term.id}`), { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(400);
    expect(again.body.data.params).toHaveProperty('id');
    const read = await call(api('en', `/${route}/${term.id}`));
    expect(read.status).toBe(400);
  });

  it('checks the id before permissions, then the role', async () => {
    const subscriber = await userWithToken('subscriber');
    const unknown = await call(api('en', `/${route}/23999999`), { method: 'DELETE', token: subscriber.token });
    expect(unknown.status).toBe(400);
    const term = await adminCreate(route, { name: unique('Kept') });
    const forbidden = await call(api('en', `/${route}/${term.id}`), { method: 'DELETE', token: subscriber.token });
    expect(forbidden.status).toBe(403);
    const anonymous = await call(api('en', `/${route}/${term.id}`), { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
  });

  it('removes one translation with ?translation=, never the original language', async () => {
    const term = await adminCreate(route, { name: unique('Original') }, 'en');
    const admin = await userWithToken('administrator');
    await call(api('es', `/${route}/${term.id}`), {
      method: 'PATCH',
      body: { name: 'Traducción' },
      token: admin.token,
    });
    const original = await call(api('en', `/${route}/${term.id}?translation=en`), {
      method: 'DELETE',
      token: admin.token,
    });
    expect(original.status).toBe(400);
    expect(original.body.data.params).toHaveProperty('translation');
    const lacking = await call(api('en', `/${route}/${term.id}?translation=ca`), {
      method: 'DELETE',
      token: admin.token,
    });
    expect(lacking.status).toBe(400);
    const res = await call(api('es', `/${route}/${term.id}?translation=es`), { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(term.name);
    expect(Object.keys(res.body.translations)).toEqual(['en']);
  });
});

describe('deleting a parent category', () => {
  it('moves its children up to its own parent', async () => {
    const top = await adminCreate('categories', { name: unique('Top') });
    const middle = await adminCreate('categories', { name: unique('Middle'), parent: top.id });
    const leaf = await adminCreate('categories', { name: unique('Leaf'), parent: middle.id });
    const admin = await userWithToken('administrator');
    await call(api('en', `/categories/${middle.id}`), { method: 'DELETE', token: admin.token });
    const res = await call(api('en', `/categories/${leaf.id}`));
    expect(res.body.parent).toBe(top.id);
  });
});
