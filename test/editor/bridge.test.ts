import { describe, expect, it } from 'vitest';
import { uniqueName } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { page, signedIn, submit } from './editor-helpers';

/**
 * The write bridge (docs/editor.md, "The write bridge"), through the tags screen: a form's save is the REST write of
 * the same root, made in-process as the signed-in user, so it has REST's permissions, validation and messages, and
 * its version guard; a refusal is shown beside the fields, in the page's language, with what was typed.
 */

/** The id the redirect after a save names. */
const savedId = (res: { headers: Headers }) => Number(/\/tags\/(\d+)/.exec(res.headers.get('location') ?? '')?.[1]);

/** The version field of a form. */
const versionIn = (html: string) => /name="_version" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';

async function tagNamed(name: string) {
  const res = await call(api('en', `/tags?search=${encodeURIComponent(name)}&hide_empty=0`));
  return (res.body.tags as { id: number; name: string }[]).filter((tag) => tag.name === name);
}

describe('saving through REST', () => {
  it('creates what the form says, as REST would, and redirects to it (Post/Redirect/Get)', async () => {
    const editor = await signedIn('editor');
    const name = uniqueName('Jazz');
    const res = await submit('/en/admin/tags/new', editor, { name, description: '<b>Live</b><script>x()</script>' });
    expect(res.status).toBe(303);
    const id = savedId(res);
    expect(res.headers.get('location')).toBe(`/en/admin/tags/${id}?created=1`);
    const read = await call(api('en', `/tags/${id}`));
    expect(read.body.name).toBe(name);
    // REST's sanitizing ran: no script survives.
    expect(read.body.description).not.toContain('script');
    const shown = await page(res.headers.get('location')!, editor);
    expect(shown.body).toContain('<div class="notice" role="status">Created.</div>');
    expect(shown.body).toContain(`value="${name}"`);
  });

  it('shows REST’s refusal beside the field, in the page’s language, keeping what was typed', async () => {
    const editor = await signedIn('editor');
    const res = await submit('/ca/admin/tags/new', editor, { name: '', slug: 'conservat', description: 'Escrit' });
    expect(res.status).toBe(400);
    expect(res.body).toContain('id="error-summary"');
    expect(res.body).toMatch(
      /<input id="f-name" name="name" type="text" value="" required aria-describedby="f-name-error" aria-invalid="true">/,
    );
    expect(res.body).toMatch(/<p class="field-error" id="f-name-error">[^<]*name[^<]*<\/p>/);
    expect(res.body).toContain('value="conservat"');
    expect(res.body).toContain('>Escrit</textarea>');
    expect(res.body).toContain('<html lang="ca">');
  });

  it('has REST’s permissions: an author may not manage tags, and nothing is written', async () => {
    const author = await signedIn('author');
    const name = uniqueName('Refused');
    const res = await submit('/es/admin/tags/new', author, { name });
    expect(res.status).toBe(403);
    expect(res.body).toContain(`value="${name}"`);
    expect(res.body).toMatch(/No tienes permiso|no tienes permiso|permiso/);
    expect(await tagNamed(name)).toEqual([]);
  });

  it('writes the language `?i18n_language=` names, leaving the others as they were', async () => {
    const editor = await signedIn('editor');
    const name = uniqueName('Open air');
    const id = savedId(await submit('/en/admin/tags/new', editor, { name }));
    const opened = await page(`/en/admin/tags/${id}?i18n_language=ca`, editor);
    const res = await submit(`/en/admin/tags/${id}?i18n_language=ca`, editor, {
      name: 'A la fresca',
      _version: versionIn(opened.body),
    });
    expect(res.status).toBe(303);
    expect((await call(api('ca', `/tags/${id}`))).body.name).toBe('A la fresca');
    expect((await call(api('en', `/tags/${id}`))).body.name).toBe(name);
  });

  it('refuses a forged POST from another origin, and nothing is created', async () => {
    const editor = await signedIn('editor');
    const name = uniqueName('Forged');
    const res = await submit('/en/admin/tags/new', editor, { name }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await tagNamed(name)).toEqual([]);
  });
});

describe('no lost work', () => {
  it('refuses a save over a newer change, saying who and when, keeping what was typed; a second save is deliberate', async () => {
    const marta = await signedIn('editor', 'Marta Editora');
    const pau = await userWithToken('editor');
    const id = savedId(await submit('/en/admin/tags/new', marta, { name: uniqueName('Theatre') }));
    const opened = await page(`/en/admin/tags/${id}`, marta);
    const version = versionIn(opened.body);
    expect(version).toMatch(/^"tag-\d+-\d+"$/);
    // Someone else saves meanwhile, through REST.
    const theirs = uniqueName('Their name');
    expect(
      (await call(api('en', `/tags/${id}`), { method: 'POST', token: pau.token, body: { name: theirs } })).status,
    ).toBe(200);
    const mine = uniqueName('My name');
    const res = await submit(`/en/admin/tags/${id}`, marta, { name: mine, _version: version });
    expect(res.status).toBe(412);
    expect(res.body).toContain('Someone saved this before you');
    expect(res.body).toMatch(/editor \d+ changed it on \w+ \d+, \d{4}/);
    expect(res.body).toContain(`value="${mine}"`);
    expect((await call(api('en', `/tags/${id}`))).body.name).toBe(theirs);
    // The form now carries the current version: saving again is a decision, and it goes through.
    const current = versionIn(res.body);
    expect(current).not.toBe(version);
    expect((await submit(`/en/admin/tags/${id}`, marta, { name: mine, _version: current })).status).toBe(303);
    expect((await call(api('en', `/tags/${id}`))).body.name).toBe(mine);
  });

  it('names the person when the newer change was made in the editor', async () => {
    const first = await signedIn('editor', 'Laia Primera');
    const second = await signedIn('editor');
    const id = savedId(await submit('/ca/admin/tags/new', first, { name: uniqueName('Dansa') }));
    const version = versionIn((await page(`/ca/admin/tags/${id}`, second)).body);
    const laia = versionIn((await page(`/ca/admin/tags/${id}`, first)).body);
    expect((await submit(`/ca/admin/tags/${id}`, first, { name: uniqueName('Dansa'), _version: laia })).status).toBe(
      303,
    );
    const res = await submit(`/ca/admin/tags/${id}`, second, { name: uniqueName('Dansa'), _version: version });
    expect(res.status).toBe(412);
    expect(res.body).toContain('Algú ho ha desat abans que vós');
    expect(res.body).toContain('Laia Primera ho ha canviat el');
  });
});
