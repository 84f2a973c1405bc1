import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { beforeAll, describe, expect, it } from 'vitest';
import * as xss from 'xss';

/**
 * What the first request pays before its handler runs, in counts (docs/performance.md, "What loads when"): loading
 * the core (`src/app.ts`, `src/config.ts`), validating the configuration, `buildApp()` and the router's first match,
 * as bench/startup/core.ts does, construct no `Intl` formatter or collator (an isolate's first one loads the
 * runtime's locale data) and no HTML filter; each is built by the first request that uses it. Counted by wrapping
 * the constructors before the core is imported.
 */

const built = { collators: 0, dateFormats: 0, numberFormats: 0, filters: 0 };

const counting = <T extends abstract new (...args: never[]) => object>(Base: T, key: keyof typeof built): T =>
  new Proxy(Base, {
    construct(target, args, newTarget) {
      built[key] += 1;
      return Reflect.construct(target, args, newTarget);
    },
  });

const vars = { DEFAULT_LANGUAGE: 'en', SITE_TIMEZONE: 'Europe/Madrid', WEEK_START: 'monday' };

// `xss` is CommonJS: the source reads `FilterXSS` off its export object when it builds a filter.
const xssExports = ((xss as unknown as { default?: typeof xss }).default ?? xss) as { FilterXSS: typeof xss.FilterXSS };

beforeAll(() => {
  Intl.Collator = counting(Intl.Collator, 'collators');
  Intl.DateTimeFormat = counting(Intl.DateTimeFormat, 'dateFormats');
  Intl.NumberFormat = counting(Intl.NumberFormat, 'numberFormats');
  xssExports.FilterXSS = counting(xssExports.FilterXSS, 'filters');
});

describe('the core at load and the first dispatch', () => {
  it('build no Intl formatter or collator and no HTML filter; their first use does', async () => {
    const { buildApp } = await import('../../src/app');
    const { configOf } = await import('../../src/config');
    configOf(vars);
    const app = buildApp();
    expect(app.router.match('GET', '/')[0].length).toBeGreaterThan(0);
    expect(built).toEqual({ collators: 0, dateFormats: 0, numberFormats: 0, filters: 0 });

    // The counts do see them: the text and date helpers the requests call build theirs on first use, once.
    const { sanitizeHtml, htmlToText } = await import('../../src/text/html');
    const { stripTags } = await import('../../src/text/plain');
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    // Plain markup is turned into text without a filter (src/text/html.ts); a script's body needs `xss`'s.
    expect(htmlToText('<p>a</p><p>b</p>')).toBe('a b');
    expect(built.filters).toBe(1);
    expect(htmlToText('<p>a</p><script>x()</script><p>b</p>')).toBe('a b');
    expect(stripTags('<b>c</b>')).toBe('c');
    expect(built.filters).toBe(3);
    sanitizeHtml('<p>again</p>');
    htmlToText('<p>again</p><style>p {}</style>');
    stripTags('<b>again</b>');
    expect(built.filters).toBe(3);
  });

  it('matches with tries of the router Hono would choose for these routes, without trying the other first', async () => {
    const { buildApp } = await import('../../src/app');
    const app = buildApp();
    // TrieRouters of the routes each path may reach (test/http/routes/prefix-router.node.test.ts)…
    expect(app.router.name).toBe('PrefixRouter');
    // …as Hono's default (a RegExpRouter, else a TrieRouter) falls back to a TrieRouter for the service's routes.
    const smart = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
    for (const route of app.routes) smart.add(route.method, route.path, route.handler);
    smart.match('GET', '/');
    expect(smart.activeRouter.name).toBe('TrieRouter');
  });
});
