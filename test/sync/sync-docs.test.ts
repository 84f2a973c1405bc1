import { describe, expect, it } from 'vitest';
import { docTexts } from '../../src/i18n/catalogues/docs';
import { lookup } from '../../src/i18n/lookup';
import { api, call } from '../helpers/http';
import { readExport } from './sync-helpers';

type Parameter = { name: string; in: string; required?: boolean; description?: string };
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
type Index = {
  routes: Record<string, { methods: string[]; endpoints: { args: Record<string, Record<string, unknown>> }[] }>;
};

describe('GET /export and GET /changes in the documentation', () => {
  it.each(['ca', 'en', 'es'] as const)('are in /doc of the %s root, with texts in that language', async (lang) => {
    const { status, body } = await call<Doc>(api(lang, '/doc'));
    expect(status).toBe(200);
    const exported = body.paths['/export']?.get;
    const changes = body.paths['/changes']?.get;
    expect(exported?.operationId).toBe('exportAll');
    expect(changes?.operationId).toBe('listChanges');
    expect(exported?.summary).toBe(lookup(docTexts, lang, 'op.export'));
    expect(changes?.summary).toBe(lookup(docTexts, lang, 'op.changes'));
    expect(body.tags.find((tag) => tag.name === 'sync')?.description).toBe(lookup(docTexts, lang, 'tag.sync'));
    // The export is NDJSON; its parameters are the list's filters plus `types`, without paging.
    expect(Object.keys(exported!.responses['200']!.content!)).toEqual(['application/x-ndjson']);
    expect(exported!.responses['200']!.description).toBe(lookup(docTexts, lang, 'response.Export'));
    const names = exported!.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['types', 'start_date', 'categories', 'venue', 'search']));
    expect(names).not.toContain('page');
    expect(names).not.toContain('per_page');
    const types = exported!.parameters!.find((p) => p.name === 'types');
    expect(types).toMatchObject({ in: 'query', description: lookup(docTexts, lang, 'param.export_types') });
    // Changes: JSON, a required token, 400 and 410.
    expect(changes!.responses['200']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/Changes');
    // Changes take the export's parameters (types and the event filters, docs/sync.md) and the token.
    expect(changes!.parameters!.map((p) => p.name)).toEqual([...names, 'sync_token']);
    expect(changes!.parameters!.at(-1)).toEqual(
      expect.objectContaining({
        name: 'sync_token',
        in: 'query',
        required: true,
        description: lookup(docTexts, lang, 'param.sync_token'),
      }),
    );
    expect(Object.keys(changes!.responses).sort()).toEqual(['200', '400', '410']);
    expect(changes!.responses['410']!.description).toBe(lookup(docTexts, lang, 'error.410_sync_token'));
    expect(Object.keys(body.components.schemas.Changes!.properties!)).toEqual([
      'changes',
      'next_sync_token',
      'has_more',
    ]);
  });

  it('are in the namespace index with their arguments', async () => {
    const { body } = await call<Index>(api('es'));
    const exported = body.routes['/calendar/events/v1/export']!;
    const changes = body.routes['/calendar/events/v1/changes']!;
    expect(exported.methods).toEqual(['GET']);
    expect(exported.endpoints[0]!.args.types).toMatchObject({
      required: false,
      description: lookup(docTexts, 'es', 'param.export_types'),
    });
    expect(changes.endpoints[0]!.args.sync_token).toMatchObject({
      type: 'string',
      required: true,
      description: lookup(docTexts, 'es', 'param.sync_token'),
    });
  });

  it('validate as documented: a bad types value or a missing token is a 400 naming it', async () => {
    const badTypes = await call(api('ca', '/export?types=events,widgets'));
    expect(badTypes.status).toBe(400);
    expect(badTypes.body.code).toBe('rest_invalid_param');
    expect(Object.keys(badTypes.body.data.params)).toEqual(['types']);
    const missing = await call(api('en', '/changes'));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('rest_missing_callback_param');
    expect(missing.body.data.params).toEqual(['sync_token']);
    // No term in this file's database: kinds with no items still end in the sync line (the stream used to hang
    // after a pull that enqueued nothing).
    const ok = await readExport(api('en', '/export?types=categories,tags'));
    expect(ok.status).toBe(200);
    expect(ok.lines.map((line) => line.type)).toEqual(['sync']);
  });
});
