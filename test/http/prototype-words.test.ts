import { describe, expect, it } from 'vitest';
import { routes } from '../../src/endpoints';
import type { ApiRoute } from '../../src/http/routes/route';
import { createEvent } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';

/**
 * Words that name a member of `Object.prototype`, sent where the service looks words up (docs/security.md, "Words
 * that name a member of Object.prototype"): alone, and inside the forms the date grammar reads (a day word, a
 * weekday after `next`, a unit after a count, a month phrase), as the value of every parameter of every route,
 * anonymously (parameter errors come before 401/403, so validation meets them all). A word looked up in a plain
 * object finds the prototype's member: `PATCH …/events/by-slug/~` with `date_utc=constructor` answered 500.
 */

const MEMBERS = Object.getOwnPropertyNames(Object.prototype);
const WORDS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
const PHRASES = [
  ...WORDS,
  'next constructor',
  'last __proto__',
  '+1 constructor',
  '3 valueOf ago',
  'first day of +1 constructor',
  'constructor 9am',
  'UTC+1.constructor',
];

/** The routes to probe: creates, reads, deletes, and one of the three update methods per path (PATCH, as a form). */
function probed(): ApiRoute[] {
  return routes.filter((route) => route.method !== 'put' && !(route.method === 'post' && route.path.includes('{')));
}

function pathOf(route: ApiRoute): string {
  return route.path.replace('{id}', '99999').replace('{slug}', '~').replace('{day}', '2027-01-05');
}

function paramNames(route: ApiRoute): string[] {
  return Object.keys({ ...route.query?.shape, ...route.body?.shape });
}

async function send(route: ApiRoute, params: Record<string, string>) {
  const path = api('en', pathOf(route));
  if (route.method === 'get' || route.method === 'delete') {
    return call(`${path}?${new URLSearchParams(params)}`, { method: route.method.toUpperCase() });
  }
  return call(path, { method: route.method.toUpperCase(), form: params });
}

/** Below 500, and a 4xx in the contract's shape. */
function expectClean(answer: { status: number; body: unknown }, what: string): void {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.body, what).toMatchObject({ code: expect.any(String), data: { status: answer.status } });
  }
}

describe('words that name a member of Object.prototype', () => {
  it('answers 400 naming date_utc to PATCH …/by-slug/~ with date_utc=constructor, anonymously (was 500)', async () => {
    const answer = await call(api('en', '/events/by-slug/~'), { method: 'PATCH', form: { date_utc: 'constructor' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('rest_invalid_param');
    expect(Object.keys(answer.body.data.params)).toEqual(['date_utc']);
  });

  it.each(probed().map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: as the value of every parameter',
    async (_name, route) => {
      for (const name of paramNames(route)) {
        for (const phrase of PHRASES) {
          expectClean(await send(route, { [name]: phrase }), `${name}=${phrase}`);
        }
      }
    },
  );

  it.each(probed().map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: as the name of a parameter',
    async (_name, route) => {
      const named = Object.fromEntries(MEMBERS.map((member) => [member, 'constructor']));
      const path = api('es', pathOf(route));
      const method = route.method.toUpperCase();
      const answer =
        method === 'GET' || method === 'DELETE'
          ? await call(`${path}?${new URLSearchParams(named)}`, { method })
          : // JSON.parse keeps `__proto__` as a name of its own, as a client's body would.
            await call(path, { method, body: JSON.stringify(named), headers: { 'content-type': 'application/json' } });
      expectClean(answer, 'names');
    },
  );

  it('pages, the method tunnel and the language override', async () => {
    const pages = ['/en/events/', '/en/events/week/', '/en/embed', '/en/widget'];
    for (const phrase of PHRASES) {
      const word = encodeURIComponent(phrase);
      for (const page of pages) {
        for (const param of ['start_date', 'layout', 'lang']) {
          const answer = await call(`${page}?${param}=${word}`);
          expect(answer.status, `${page}?${param}=${phrase}`).toBeLessThan(500);
        }
      }
      for (const path of [`/en/events/month/${word}/`, `/en/events/week/${word}/`, `/en/event/${word}/${word}/`]) {
        expect((await call(path)).status, path).toBeLessThan(500);
      }
      expectClean(await call(`${api('en', '/events')}?i18n_language=${word}`), `i18n_language=${phrase}`);
      expectClean(await call(`${api('en', '/events/1')}?_method=${word}`, { method: 'POST' }), `_method=${phrase}`);
      expectClean(
        await call(api('en', '/events/1'), { method: 'POST', headers: { 'x-http-method-override': phrase } }),
        `X-HTTP-Method-Override: ${phrase}`,
      );
    }
  });

  it('stored text: an entity named `constructor`, a cost whose symbol is `constructor`', async () => {
    const { token } = await userWithToken('administrator');
    const event = await createEvent(token, {
      status: 'publish',
      description: '<p>Tom &amp; Jerry &constructor; &__proto__; &lt;3</p>',
      cost: '10constructor',
    });
    const read = await call(api('en', `/events/${event.id}`));
    expect(read.status).toBe(200);
    // Unknown entities stay as written, as any other unknown name (before: `function Object() { [native code] }`).
    expect(read.body.json_ld.description).toBe('Tom & Jerry &constructor; &__proto__; <3');
    expect(read.body.json_ld.offers).toEqual(expect.not.objectContaining({ priceCurrency: expect.anything() }));
    expect(read.body.json_ld.offers.price).toBe('10');
    const feed = await call(api('en', `/events/${event.id}.ics`));
    expect(feed.body).toContain('Tom & Jerry &constructor\\;');
    expect(feed.body).not.toContain('native code');
  });
});
