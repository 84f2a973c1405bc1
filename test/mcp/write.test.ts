import { beforeAll, describe, expect, it } from 'vitest';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import { lookup } from '../../src/i18n/lookup';
import { api, call, userWithToken } from '../helpers/http';
import { connect, errorOf, textOf } from './mcp-client';

/**
 * The write tools: with the MCP request's bearer token they are `POST /events`, `POST /events/{id}` and
 * `DELETE /events/{id}` (the same permissions, text safety and errors); without one they answer a tool error and
 * write nothing.
 */

let admin: string;
let subscriber: string;

beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
  subscriber = (await userWithToken('subscriber')).token;
});

const body = (title: string) => ({ title, start_date: '2027-03-04 19:00', end_date: '2027-03-04 21:00' });

/** Every event an administrator can see, in every status: what a write would change. */
async function everything(): Promise<unknown> {
  const statuses = ['publish', 'future', 'draft', 'pending', 'private', 'trash'].map((s) => `status[]=${s}`).join('&');
  const res = await call(api('en', `/events?per_page=50&${statuses}&context=edit`), { token: admin });
  expect(res.status).toBe(200);
  return res.body;
}

/** `value` without its `json_ld` members, at any depth (a write's answer carries none). */
function withoutJsonLd(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutJsonLd);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'json_ld')
      .map(([key, inner]) => [key, withoutJsonLd(inner)]),
  );
}

/** The event as REST reads it for an administrator, without the JSON-LD a write's answer does not carry. */
async function readBack(id: number, root: 'ca' | 'en' | 'es' = 'ca') {
  return withoutJsonLd((await call(api(root, `/events/${id}`), { token: admin })).body);
}

describe('write tools without a token', () => {
  it.each(['ca', 'en', 'es'] as const)(
    'answer a tool error in %s saying a token is needed, and write nothing',
    async (lang) => {
      const existing = (await call(api('en', '/events'), { method: 'POST', token: admin, body: body('Kept') })).body;
      const before = await everything();
      const mcp = await connect(lang);
      for (const [tool, args] of [
        ['create_event', body('Nope')],
        ['update_event', { id: existing.id, title: 'Changed' }],
        ['trash_event', { id: existing.id }],
        // Even with bad arguments, the token is what the caller needs first.
        ['create_event', { title: 42 }],
      ] as const) {
        const result = await mcp.call(tool, args);
        expect(result.isError, tool).toBe(true);
        expect(textOf(result)).toContain(lookup(messageTexts, lang, 'mcp.token_required'));
        expect(errorOf(result)).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
      }
      expect(await everything()).toEqual(before);
      await mcp.close();
    },
  );

  it('with a bad token or a subscriber token, answer REST’s refusal and write nothing', async () => {
    const before = await everything();
    for (const token of ['not-a-real-token', subscriber]) {
      const mcp = await connect('ca', { token });
      const result = await mcp.call('create_event', body('Nope'));
      const restAnswer = await call(api('ca', '/events'), { method: 'POST', token, body: body('Nope') });
      expect(restAnswer.status).toBeGreaterThanOrEqual(401);
      expect(result.isError).toBe(true);
      expect(errorOf(result)).toEqual(restAnswer.body);
      await mcp.close();
    }
    expect(await everything()).toEqual(before);
  });
});

describe('write tools with a token', () => {
  it('create_event creates the event REST then reads, texts made safe as REST makes them', async () => {
    const mcp = await connect('ca', { token: admin });
    const result = await mcp.call('create_event', {
      ...body('<b>Assaig</b> obert <script>alert(1)</script>'),
      description: '<p>Porteu <em>partitures</em>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      categories: ['Assajos'],
      venue: { venue: 'Casal <i>del barri</i>', city: 'Barcelona' },
    });
    expect(result.isError ?? false).toBe(false);
    const created = result.structuredContent as { id: number; title: string; description: string };
    expect(created).toEqual(await readBack(created.id));
    expect(created.title).toBe('Assaig obert');
    expect(created.description).not.toMatch(/script|onerror/);
    expect(textOf(result)).toContain(`#${created.id} Assaig obert`);
    // REST makes the same texts of the same body.
    const viaRest = await call(api('ca', '/events'), {
      method: 'POST',
      token: admin,
      body: {
        ...body('<b>Assaig</b> obert <script>alert(1)</script>'),
        description: '<p>Porteu <em>partitures</em>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(viaRest.body.title).toBe(created.title);
    expect(viaRest.body.description).toBe(created.description);
    await mcp.close();
  });

  it('writes in the root’s language', async () => {
    const mcp = await connect('es', { token: admin });
    const created = (await mcp.call('create_event', body('Ensayo general'))).structuredContent as { id: number };
    expect((await call(api('es', `/events/${created.id}`))).body.title).toBe('Ensayo general');
    expect((await call(api('es', `/events/${created.id}`))).headers.get('content-language')).toBe('es');
    await mcp.close();
  });

  it('create_event refuses what REST refuses, with REST’s error, and writes nothing', async () => {
    const mcp = await connect('en', { token: admin });
    const before = await everything();
    for (const args of [
      { title: 'No dates' },
      { ...body('Backwards'), end_date: '2027-03-04 18:00' },
      { ...body('Bad zone'), timezone: 'Mars/Olympus' },
      { ...body(''), title: '<script></script>' },
    ]) {
      const result = await mcp.call('create_event', args);
      const restAnswer = await call(api('en', '/events'), { method: 'POST', token: admin, body: args });
      expect(restAnswer.status, JSON.stringify(args)).toBe(400);
      expect(result.isError).toBe(true);
      expect(errorOf(result)).toEqual(restAnswer.body);
    }
    expect(await everything()).toEqual(before);
    await mcp.close();
  });

  it('update_event changes the given fields; trash_event trashes, then answers REST’s 410', async () => {
    const mcp = await connect('ca', { token: admin });
    const { id } = (await mcp.call('create_event', body('Assaig de dijous'))).structuredContent as { id: number };
    const updated = await mcp.call('update_event', { id, title: 'Assaig de divendres', cost: '5 €' });
    expect(updated.structuredContent).toEqual(await readBack(id));
    expect(updated.structuredContent).toMatchObject({
      title: 'Assaig de divendres',
      start_date: '2027-03-04 19:00:00',
    });

    const missing = await mcp.call('update_event', { title: 'No id' });
    expect(errorOf(missing)).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['id'] } });
    const unknown = await mcp.call('update_event', { id: 999_999, title: 'Nobody' });
    const restUnknown = await call(api('ca', '/events/999999'), {
      method: 'POST',
      token: admin,
      body: { title: 'Nobody' },
    });
    expect(errorOf(unknown)).toEqual(restUnknown.body);

    const trashed = await mcp.call('trash_event', { id });
    expect(trashed.isError ?? false).toBe(false);
    expect(trashed.structuredContent).toMatchObject({ id, status: 'trash' });
    expect(textOf(trashed)).toContain(lookup(messageTexts, 'ca', 'mcp.text.trashed'));
    expect((await call(api('ca', `/events/${id}`))).body.code).toBe('event-no-longer-available');
    const again = await mcp.call('trash_event', { id });
    const restAgain = await call(api('ca', `/events/${id}`), { method: 'DELETE', token: admin });
    expect(restAgain.status).toBe(410);
    expect(again.isError).toBe(true);
    expect(errorOf(again)).toEqual(restAgain.body);
    await mcp.close();
  });

  it('a contributor may create a draft but not trash another’s event, as in REST', async () => {
    const contributor = (await userWithToken('contributor')).token;
    const other = (await call(api('en', '/events'), { method: 'POST', token: admin, body: body('Theirs') })).body;
    const mcp = await connect('en', { token: contributor });
    const mine = await mcp.call('create_event', { ...body('Mine'), status: 'publish' });
    expect(mine.isError ?? false).toBe(false);
    // Scaled back to what the role may publish, as REST does.
    expect((mine.structuredContent as { status: string }).status).toBe('pending');
    const refused = await mcp.call('trash_event', { id: other.id });
    const restRefused = await call(api('en', `/events/${other.id}`), { method: 'DELETE', token: contributor });
    expect(restRefused.status).toBe(403);
    expect(errorOf(refused)).toEqual(restRefused.body);
    await mcp.close();
  });
});
