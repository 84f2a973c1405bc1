import { describe, expect, it } from 'vitest';
import { NamespaceIndex } from '../../src/docs/components';
import { wordpressRoute } from '../../src/docs/namespace-index';
import { docTexts } from '../../src/i18n/catalogues/docs';
import { lookup } from '../../src/i18n/lookup';
import { api, call, userWithToken } from '../helpers/http';
import { CONTRACT_ROUTES } from './contract';

type Index = {
  namespace: string;
  routes: Record<
    string,
    {
      namespace: string;
      methods: string[];
      endpoints: { methods: string[]; args: Record<string, Record<string, unknown>> | [] }[];
      _links?: { self: { href: string }[] };
    }
  >;
  _links: { up: { href: string }[]; mcp?: { href: string; title: string }[] };
};

describe('GET {root}/calendar/events/v1 (namespace index)', () => {
  it.each([
    ['ca', 'ca'],
    ['es', 'es'],
    ['', 'en'],
  ] as const)('root "%s" lists the routes with URLs under that root and texts in %s', async (root, lang) => {
    const res = await call<Index>(api(root));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(lang);
    expect(NamespaceIndex.safeParse(res.body).success).toBe(true);
    expect(res.body.namespace).toBe('calendar/events/v1');
    const base = `http://calendar.test${root ? `/${root}` : ''}/calendar/events/v1`;
    expect(res.body.routes['/calendar/events/v1']!._links).toEqual({ self: [{ href: base }] });
    expect(res.body.routes['/calendar/events/v1/categories']!._links).toEqual({
      self: [{ href: `${base}/categories` }],
    });
    expect(res.body._links).toEqual({
      // The root's site root (`/ca/` answers the service index too): every URL stays under the root.
      up: [{ href: `http://calendar.test${root ? `/${root}` : ''}/` }],
      // The root's MCP server (docs/mcp.md).
      mcp: [{ href: `http://calendar.test${root ? `/${root}` : ''}/mcp`, title: lookup(docTexts, lang, 'mcp.server') }],
    });
    const page = (res.body.routes['/calendar/events/v1/categories']!.endpoints[0]!.args as Record<string, object>).page;
    const text = {
      ca: 'La pàgina de la llista que es vol obtenir.',
      en: 'The archive page to return.',
      es: 'La página de la lista que se quiere obtener.',
    }[lang];
    if (text) expect(page).toEqual({ type: 'integer', minimum: 1, default: 1, description: text, required: false });
  });

  it('keeps the original route keys and method order, and groups POST, PUT and PATCH', async () => {
    const { body } = await call<Index>(api('en'));
    const keys = Object.keys(body.routes);
    expect(keys.slice(0, 2)).toEqual(['/calendar/events/v1', '/calendar/events/v1/doc']);
    for (const path of Object.keys(CONTRACT_ROUTES)) expect(keys).toContain(wordpressRoute(path));
    const item = body.routes['/calendar/events/v1/categories/(?P<id>\\d+)']!;
    expect(item._links).toBeUndefined();
    expect(item.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(item.endpoints.map((e) => e.methods)).toEqual([['GET'], ['POST', 'PUT', 'PATCH'], ['DELETE']]);
    const write = item.endpoints[1]!.args as Record<string, Record<string, unknown>>;
    expect(write.id).toMatchObject({ type: 'integer', required: true });
    expect(write.name).toMatchObject({ type: 'string', required: false });
    const create = body.routes['/calendar/events/v1/categories']!.endpoints[1]!.args as Record<string, object>;
    expect(create.name).toMatchObject({ type: 'string', required: true });
    expect(wordpressRoute('/events/by-slug/{slug}')).toBe('/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)');
  });

  it('declares its own namespace and context arguments', async () => {
    const { body } = await call<Index>(api('en'));
    const args = body.routes['/calendar/events/v1']!.endpoints[0]!.args as Record<string, object>;
    expect(args.namespace).toMatchObject({ default: 'calendar/events/v1', required: false });
    expect(args.context).toMatchObject({ default: 'view', enum: ['view', 'edit'], required: false });
  });

  it('accepts context=edit and namespace=calendar/events/v1', async () => {
    expect((await call(api('en', '?context=edit'))).status).toBe(200);
    expect((await call(api('en', '?namespace=calendar/events/v1&context=view'))).status).toBe(200);
  });

  it('rejects an unknown context with 400 naming it', async () => {
    const res = await call(api('ca', '?context=embed'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['context']);
  });

  it('answers an unknown namespace with 404 rest_invalid_namespace', async () => {
    const res = await call(api('es', '?namespace=wp/v2'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_invalid_namespace');
    expect(res.body.message).toBe('No se ha encontrado el espacio de nombres especificado.');
  });
});

describe('OPTIONS on a route', () => {
  it('answers the route’s index entry, as WordPress does', async () => {
    const res = await call(api('ca', '/categories/'), { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.body.methods).toEqual(['GET', 'POST']);
    expect(res.body.namespace).toBe('calendar/events/v1');
    expect(res.body._links).toEqual({ self: [{ href: 'http://calendar.test/ca/calendar/events/v1/categories' }] });
    // `Allow` lists what this caller may do, as WordPress (recorded: `Allow: GET` for an anonymous OPTIONS).
    expect(res.headers.get('allow')).toBe('GET');
    const { token } = await userWithToken('editor');
    const asEditor = await call(api('ca', '/categories/'), { method: 'OPTIONS', token });
    expect(asEditor.headers.get('allow')).toBe('GET, POST');
    const item = await call(api('', '/TAGS/12'), { method: 'OPTIONS' });
    expect(item.status).toBe(200);
    expect(item.body.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(item.body._links).toBeUndefined();
    const root = await call(api('en'), { method: 'OPTIONS' });
    expect(root.body.methods).toEqual(['GET']);
  });

  it('answers 404 rest_no_route on a path no route serves', async () => {
    const res = await call(api('en', '/categories/abc'), { method: 'OPTIONS' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('leaves CORS preflights to the CORS middleware', async () => {
    const res = await call(api('en', '/categories'), {
      method: 'OPTIONS',
      headers: { origin: 'https://widget.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body).toBeUndefined();
  });
});
