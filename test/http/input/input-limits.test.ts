import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_DRAINED_BYTES } from '../../../src/http/input/body-drain';
import { MAX_BODY_BYTES } from '../../../src/http/input/input';
import worker from '../../../src/index';
import { faultyD1 } from '../../helpers/d1';
import { api, call, ORIGIN, userWithToken } from '../../helpers/http';

const countRows = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())!.n;

describe('bad input never answers 500', () => {
  it('refuses a NUL in search naming the parameter, in the request language', async () => {
    const response = await call(`${api('es', '/events')}?search=jaz%00`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(Object.keys(response.body.data.params)).toEqual(['search']);
    expect(response.body.data.params.search).toBe('search contiene caracteres de control.');
  });

  it('refuses other control characters in a query or a body parameter', async () => {
    const query = await call(`${api('en', '/venues')}?search=a%07b`);
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.data.params)).toEqual(['search']);
    const admin = await userWithToken('administrator');
    const before = await countRows('posts');
    const body = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Sala\u0000Apolo' },
    });
    expect(body.status).toBe(400);
    expect(Object.keys(body.body.data.params)).toEqual(['venue']);
    expect(await countRows('posts')).toBe(before);
  });

  it('keeps tabs and new lines as text', async () => {
    const response = await call(`${api('en', '/events')}?search=${encodeURIComponent('jazz\tblues\n')}`);
    expect(response.status).toBe(200);
  });

  it('refuses JSON nested deeper than 32 levels with rest_invalid_json, from anyone', async () => {
    const deep = `{"organizer":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await call(api('ca', '/events'), {
      method: 'POST',
      body: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_json');
    expect(response.body.message).toBe('El cos JSON de la petició no és vàlid.');
  });

  it('accepts 32 levels, and brackets inside strings do not count', async () => {
    const admin = await userWithToken('administrator');
    const nested = `{"venue":"[[[[{{{{ ${'['.repeat(40)}","x":${'['.repeat(31)}${']'.repeat(31)}}`;
    const response = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: nested,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
  });

  it('answers 413 to an endless chunked body once it passes 1 MiB, reading at most 8 MiB more', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 800)
          controller.close(); // 50 MiB at most
        else controller.enqueue(chunk);
      },
    });
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}${api('en', '/events')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        // @ts-expect-error workerd needs no duplex, other runtimes do
        duplex: 'half',
      }),
    );
    expect(response.status).toBe(413);
    const body = await response.json<{ code: string }>();
    expect(body.code).toBe('rest_request_too_large');
    // The rest is drained before the answer so that a sender gets it whole (src/http/input/body-drain.ts), up to
    // MAX_DRAINED_BYTES: 1 MiB and 8 MiB are 16 + 128 chunks; the stream may read ahead a few, never the 800.
    expect(pulled).toBeGreaterThan(MAX_BODY_BYTES / chunk.byteLength);
    expect(pulled).toBeLessThan((MAX_BODY_BYTES + MAX_DRAINED_BYTES) / chunk.byteLength + 10);
  });

  it('answers 413 to a declared Content-Length over 1 MiB whose body never arrives, and cancels it', async () => {
    let cancelled = false;
    // One byte, then nothing: a client that declared 2 MB and stalls. Left unread, the platform waits for the rest
    // before sending any answer (test/http/input/stalled-body.node.test.ts shows it over a socket); drained for the
    // body's time (BODY_TIMEOUT_SECONDS, one second here) and then cancelled, the 413 goes out.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x7b]));
      },
      cancel() {
        cancelled = true;
      },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${api('ca', '/events')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '2000000' },
        body: stream,
        // @ts-expect-error workerd needs no duplex, other runtimes do
        duplex: 'half',
      }),
      { ...env, BODY_TIMEOUT_SECONDS: '1' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(413);
    expect((await response.json<{ code: string }>()).code).toBe('rest_request_too_large');
    expect(cancelled).toBe(true);
  });

  it('answers 408 to a body that stops arriving, cancels it and writes nothing', async () => {
    const admin = await userWithToken('administrator');
    const before = await countRows('posts');
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"venue":"Sala Slow'));
      },
      // Never enqueues the rest nor closes: a client that stalls mid-body.
      cancel() {
        cancelled = true;
      },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${api('es', '/venues')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: stream,
        // @ts-expect-error workerd needs no duplex, other runtimes do
        duplex: 'half',
      }),
      // The deadline is a var (docs/configuration.md); one second keeps the test short.
      { ...env, BODY_TIMEOUT_SECONDS: '1' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(408);
    const body = await response.json<{ code: string; message: string; data: { status: number } }>();
    expect(body).toMatchObject({ code: 'rest_request_timeout', data: { status: 408 } });
    expect(body.message).toBe('El cuerpo de la petición no ha llegado en 1 segundos.');
    expect(cancelled).toBe(true);
    expect(await countRows('posts')).toBe(before);
  });
});

describe('D1 outages', () => {
  // `failReads` fails single reads (not batches): the data version read, which `CACHE_VERSION_TTL_MS = 0` makes
  // every cacheable request do (src/db/version.ts).
  const versionRead = { CACHE_VERSION_TTL_MS: '0' };

  it('retries a failed read once and answers normally', async () => {
    const response = await call(api('en', '/events'), {
      env: { DB: faultyD1(env.DB, { failReads: 1 }), ...versionRead },
    });
    expect(response.status).toBe(200);
  });

  it('answers 503 rest_unavailable with Retry-After when the retry fails too', async () => {
    const response = await call(api('es', '/venues'), {
      env: { DB: faultyD1(env.DB, { failReads: 5 }), ...versionRead },
    });
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('rest_unavailable');
    expect(response.body.message).toContain('La base de datos no está disponible');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bounded search', () => {
  it('takes at most 10 words, on every list', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `w${i}`).join(' ');
    expect((await call(`${api('en', '/events')}?search=${encodeURIComponent(ten)}`)).status).toBe(200);
    for (const path of ['/events', '/venues', '/organizers', '/categories', '/tags']) {
      const response = await call(`${api('ca', path)}?search=${encodeURIComponent(`${ten} w10`)}`);
      expect(response.status, path).toBe(400);
      expect(response.body.data.params).toEqual({ search: 'search té més de 10 paraules.' });
    }
    // Words as WordPress splits a search: commas separate them, a quoted phrase is one.
    const commas = Array.from({ length: 11 }, (_, i) => `w${i}`).join(',');
    expect((await call(`${api('en', '/venues')}?search=${commas}`)).status).toBe(400);
    const phrase = `"${Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ')}"`;
    expect((await call(`${api('en', '/venues')}?search=${encodeURIComponent(phrase)}`)).status).toBe(200);
  });
});

describe('smaller contract gaps', () => {
  it('answers 400 naming slug to an empty slug= on categories and tags', async () => {
    for (const path of ['/categories', '/tags']) {
      const response = await call(`${api('en', path)}?slug=`);
      expect(response.status, path).toBe(400);
      expect(Object.keys(response.body.data.params)).toEqual(['slug']);
    }
    expect((await call(`${api('en', '/categories')}?slug=nothing-here`)).status).toBe(200);
  });
});

describe('length limits say what they count', () => {
  it('search: 200 characters on every list, however many bytes they take, with the characters message', async () => {
    const accented = 'é'.repeat(200);
    const messages = {
      ca: 'search pot tenir com a màxim 200 caràcters.',
      en: 'search must be at most 200 characters long.',
      es: 'search puede tener como máximo 200 caracteres.',
    };
    for (const path of ['/events', '/venues', '/organizers', '/categories', '/tags']) {
      const fits = await call(`${api('ca', path)}?search=${encodeURIComponent(accented)}`);
      expect(fits.status, path).toBe(200);
      for (const lang of ['ca', 'en', 'es'] as const) {
        // Far past 800 bytes too: the message names the characters limit, not a byte count.
        for (const long of [`${accented}é`, 'a'.repeat(5000)]) {
          const answer = await call(`${api(lang, path)}?search=${encodeURIComponent(long)}`);
          expect(answer.status, path).toBe(400);
          expect(answer.body.data.params, path).toEqual({ search: messages[lang] });
        }
      }
    }
  });

  it('text fields: 1 KiB of UTF-8, said in bytes', async () => {
    const admin = await userWithToken('administrator');
    const messages = {
      ca: 'city pot ocupar com a màxim 1024 bytes (UTF-8; una lletra accentuada n’ocupa dos).',
      en: 'city must be at most 1024 bytes long (UTF-8; an accented letter takes two).',
      es: 'city puede ocupar como máximo 1024 bytes (UTF-8; una letra acentuada ocupa dos).',
    };
    for (const lang of ['ca', 'en', 'es'] as const) {
      const fits = await call(api(lang, '/venues'), {
        method: 'POST',
        token: admin.token,
        body: { venue: `Bytes ${lang}`, city: 'é'.repeat(512) },
      });
      expect(fits.status).toBe(201);
      const over = await call(api(lang, '/venues'), {
        method: 'POST',
        token: admin.token,
        body: { venue: `Bytes over ${lang}`, city: 'é'.repeat(513) },
      });
      expect(over.status).toBe(400);
      expect(over.body.data.params).toEqual({ city: messages[lang] });
    }
  });
});
