import { describe, expect, it } from 'vitest';
import { textsOf, withRootLanguage } from '../../src/docs/localize';
import { keyedDocument } from '../../src/docs/openapi';
import { routes } from '../../src/endpoints';
import { docTexts } from '../../src/i18n/catalogues/docs';
import { isTextKey } from '../../src/i18n/lookup';
import { api, call } from '../helpers/http';
import { CONTRACT_ROUTES, REQUIRED_COMPONENTS } from './contract';

type Doc = {
  openapi: string;
  info: { title: string; description: string; version: string; 'x-mcp-server'?: { url: string } };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
type Operation = {
  operationId: string;
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string }>;
};

const ROOTS = [
  ['ca', 'ca'],
  ['en', 'en'],
  ['es', 'es'],
  ['', 'en'],
] as const;

const TITLES = {
  ca: 'API d’esdeveniments del calendari',
  en: 'Calendar Events API',
  es: 'API de eventos del calendario',
};

async function doc(root: '' | 'ca' | 'en' | 'es'): Promise<Doc> {
  const res = await call<Doc>(api(root, '/doc'));
  expect(res.status).toBe(200);
  return res.body;
}

/** The document with every text property blanked: what must be equal across languages. */
function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      ['description', 'summary', 'title', 'x-displayName'].includes(key) && typeof inner === 'string'
        ? ''
        : withoutTexts(inner),
    ]),
  );
}

describe('GET {root}/calendar/events/v1/doc', () => {
  it.each(ROOTS)('root "%s" is an OpenAPI 3.1 document in %s, served for that root', async (root, lang) => {
    const res = await call<Doc>(api(root, '/doc'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(lang);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe(TITLES[lang]);
    expect(res.body.servers[0]!.url).toBe(`http://calendar.test${root ? `/${root}` : ''}/calendar/events/v1/`);
    for (const name of [...REQUIRED_COMPONENTS, 'Error']) expect(res.body.components.schemas).toHaveProperty(name);
    expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(['ca', 'en', 'es'] as const)('documents every route and method of the contract (%s)', async (root) => {
    const document = await doc(root);
    const missing = Object.entries(CONTRACT_ROUTES).flatMap(([path, methods]) =>
      methods.filter((method) => !document.paths[path]?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('differs between the three roots only in texts, servers, MCP URL and the default of i18n_language', async () => {
    const [ca, en, es] = await Promise.all([doc('ca'), doc('en'), doc('es')]);
    for (const [lang, d] of [
      ['ca', ca],
      ['en', en],
      ['es', es],
    ] as const) {
      expect(d.info['x-mcp-server']?.url).toBe(`http://calendar.test/${lang}/mcp`);
      expect(d.info.description).toContain(`"url": "http://calendar.test/${lang}/mcp"`);
    }
    const strip = (d: Doc) =>
      withRootLanguage(withoutTexts({ ...d, servers: [], info: { ...d.info, 'x-mcp-server': undefined } }), 'en');
    expect(strip(ca)).toEqual(strip(en));
    expect(strip(es)).toEqual(strip(en));
    expect(ca.info.description).not.toBe(en.info.description);
    expect(es.paths['/categories']!.get!.summary).toBe('Lista las categorías de eventos');
    // "Test request" pre-fills a parameter with its default: each root's own language.
    for (const [lang, d] of [
      ['ca', ca],
      ['en', en],
      ['es', es],
    ] as const) {
      const param = d.paths['/categories']!.get!.parameters!.find((p) => p.name === 'i18n_language');
      expect(param, lang).toMatchObject({ example: lang, schema: { default: lang } });
    }
  });

  it('leaves no catalogue key untranslated', async () => {
    for (const root of ['ca', 'en', 'es'] as const) {
      const untranslated = [...textsOf(await doc(root))].filter((key) => isTextKey(docTexts, key));
      expect(untranslated, root).toEqual([]);
    }
  });

  it('has unique operationIds', async () => {
    const ids = Object.values((await doc('en')).paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes parameters with type, default, enum and a text', async () => {
    const list = (await doc('ca')).paths['/categories']!.get!;
    const byName = Object.fromEntries((list.parameters ?? []).map((p) => [p.name, p]));
    expect(byName.page).toMatchObject({ in: 'query', schema: { type: 'integer', default: 1 } });
    expect(byName.page!.description).toBe('La pàgina de la llista que es vol obtenir.');
    expect(byName.hide_empty!.schema).toMatchObject({ type: 'boolean', default: true });
    expect(byName.order!.schema).toMatchObject({ type: 'string', enum: ['asc', 'desc'] });
    for (const parameter of list.parameters ?? []) expect(parameter.description, parameter.name).toBeTruthy();
  });

  it('documents bodies as JSON and form, real errors only, and bearer security where needed', async () => {
    const document = await doc('en');
    const create = document.paths['/categories']!.post!;
    expect(Object.keys(create.requestBody!.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403']);
    expect(create.security).toEqual([{ bearer: [] }]);
    const list = document.paths['/categories']!.get!;
    expect(Object.keys(list.responses)).toEqual(['200', '400']);
    expect(list.security).toEqual([{}, { bearer: [] }]);
    for (const method of ['post', 'put', 'patch']) {
      expect(document.paths['/categories/{id}']![method]!.responses['200']).toBeDefined();
    }
  });

  it('answers an unknown language prefix with 404 rest_no_route', async () => {
    const res = await call('/fr/calendar/events/v1/doc');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('follows i18n_language like every other operation', async () => {
    const res = await call<Doc>(api('ca', '/doc?i18n_language=es'));
    expect(res.body.info.title).toBe(TITLES.es);
    expect(res.body.servers[0]!.url).toBe('http://calendar.test/ca/calendar/events/v1/');
  });
});

describe('the documentation catalogue', () => {
  it('has a text for every key any registered route uses (routes added later fail here until documented)', async () => {
    await call(api('', '/doc'));
    expect(routes.length).toBeGreaterThan(0);
    const missing = [...textsOf(keyedDocument(routes))].filter((key) => !isTextKey(docTexts, key));
    expect(missing).toEqual([]);
  });

  it('is used by every route: a summary key, a response component and described parameters', () => {
    for (const route of routes) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      expect(isTextKey(docTexts, route.summary), `${name}: summary ${route.summary}`).toBe(true);
      expect(route.response, `${name}: response`).toBeDefined();
      for (const status of Object.keys(route.errors ?? {})) expect(Number(status)).toBeGreaterThanOrEqual(400);
    }
  });
});
