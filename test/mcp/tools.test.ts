import { fromJsonSchema } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { type DocKey, docTexts } from '../../src/i18n/catalogues/docs';
import type { Lang } from '../../src/i18n/languages';
import { lookup } from '../../src/i18n/lookup';
import { api, call, type Root } from '../helpers/http';
import { connect } from './mcp-client';

/**
 * `tools/list` under every root and in both protocol eras: every tool for every caller, titles and descriptions in
 * the root's language, and schemas that are the REST routes' own (the operations of `/doc` of the same root).
 */

const ROOTS: [Root, Lang][] = [
  ['ca', 'ca'],
  ['en', 'en'],
  ['es', 'es'],
  ['', 'en'],
];

const NAMES = [
  'search_events',
  'get_event',
  'list_venues',
  'list_organizers',
  'list_categories',
  'list_tags',
  'calendar_links',
  'current_time',
  'create_event',
  'update_event',
  'trash_event',
];

type Schema = { properties?: Record<string, Record<string, unknown>>; required?: string[] } & Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

async function operations(root: Root): Promise<{ doc: Doc; byId: Map<string, Operation> }> {
  const doc = (await call<Doc>(api(root, '/doc'))).body;
  const byId = new Map<string, Operation>();
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) byId.set(op.operationId, op);
  return { doc, byId };
}

/** An operation's arguments as the tool should list them: parameters (schema + description), then body fields. */
function argumentsOf(op: Operation, omit: string[] = []): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const p of op.parameters ?? [])
    if (!omit.includes(p.name)) out[p.name] = { ...p.schema, description: p.description };
  const body = op.requestBody?.content['application/json']?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) if (!omit.includes(name)) out[name] = schema;
  return out;
}

/** A component with `#/components/schemas/` references written as `#/$defs/`. */
const asDefs = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('#/components/schemas/', '#/$defs/'));

describe('tools/list', () => {
  it.each(ROOTS)('root "%s" lists every tool in %s, in both eras', async (root, lang) => {
    for (const era of ['modern', 'legacy'] as const) {
      const mcp = await connect(root, { era });
      expect(mcp.tools.map((tool) => tool.name)).toEqual(NAMES);
      for (const tool of mcp.tools) {
        expect(tool.title).toBe(lookup(docTexts, lang, `mcp.tool.${tool.name}.title` as DocKey));
        expect(tool.description).toBe(lookup(docTexts, lang, `mcp.tool.${tool.name}` as DocKey));
        expect(tool.annotations?.readOnlyHint).toBe(!tool.name.match(/^(create|update|trash)_/));
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
      }
      expect(mcp.client.getInstructions()).toBe(lookup(docTexts, lang, 'mcp.instructions'));
      await mcp.close();
    }
  });

  it.each(ROOTS)('root "%s": the schemas are those of the REST operations in its /doc', async (root) => {
    const { doc, byId } = await operations(root);
    const mcp = await connect(root);
    const tool = (name: string) => mcp.tools.find((t) => t.name === name)!;
    const props = (name: string) => tool(name).inputSchema.properties as Record<string, Record<string, unknown>>;

    // Every filter of `GET /events`, with /doc's texts; `per_page` declares the limit REST clamps to.
    const list = argumentsOf(byId.get('listEvents')!, ['i18n_language']);
    expect(props('search_events')).toEqual({ ...list, per_page: { ...list.per_page, maximum: 50 } });
    expect(tool('search_events').inputSchema.required ?? []).toEqual([]);
    const { page: _page, per_page: _perPage, password: _password, context: _context, ...filters } = list;
    expect(props('calendar_links')).toEqual(filters);

    expect(props('get_event')).toEqual({
      ...argumentsOf(byId.get('getEvent')!, ['i18n_language']),
      ...argumentsOf(byId.get('getEventBySlug')!, ['i18n_language']),
    });
    expect(props('create_event')).toEqual(argumentsOf(byId.get('createEvent')!, ['i18n_language']));
    expect(tool('create_event').inputSchema.required).toEqual(['title', 'start_date', 'end_date']);
    expect(props('update_event')).toEqual(argumentsOf(byId.get('updateEvent')!, ['i18n_language']));
    expect(tool('update_event').inputSchema.required).toEqual(['id']);
    expect(props('trash_event')).toEqual(argumentsOf(byId.get('deleteEvent')!, ['i18n_language', 'translation']));
    for (const [name, operation] of [
      ['list_venues', 'listVenues'],
      ['list_organizers', 'listOrganizers'],
      ['list_categories', 'listCategories'],
      ['list_tags', 'listTags'],
    ]) {
      const args = argumentsOf(byId.get(operation!)!, ['i18n_language']);
      expect(props(name!)).toEqual({ ...args, per_page: { ...args.per_page, maximum: 50 } });
    }
    expect(props('current_time')).toEqual({});
    for (const name of NAMES) expect(tool(name).inputSchema.additionalProperties).toBe(false);

    // Outputs: the response components, the components they use under `$defs`.
    const component = (name: string) => asDefs(doc.components.schemas[name]);
    const { $defs, ...eventList } = tool('search_events').outputSchema as Schema & { $defs: Record<string, unknown> };
    expect(eventList).toEqual(component('EventList'));
    expect($defs.Event).toEqual(component('Event'));
    for (const [name, output] of [
      ['get_event', 'Event'],
      ['create_event', 'Event'],
      ['update_event', 'Event'],
      ['trash_event', 'Event'],
      ['list_venues', 'VenueList'],
      ['list_organizers', 'OrganizerList'],
      ['list_categories', 'CategoryList'],
      ['list_tags', 'TagList'],
    ]) {
      const { $defs: _defs, ...rest } = tool(name!).outputSchema as Schema;
      expect(rest, name).toEqual(component(output!));
    }
    await mcp.close();
  });

  it('lists every tool to a caller with a token, and to one with a bad token', async () => {
    for (const token of ['not-a-token', undefined]) {
      const mcp = await connect('ca', { token });
      expect(mcp.tools.map((tool) => tool.name)).toEqual(NAMES);
      await mcp.close();
    }
  });

  it('checks results against the output schemas it lists (the check test/mcp/mcp-client.ts makes of every call)', async () => {
    const mcp = await connect('en');
    const schema = mcp.tools.find((tool) => tool.name === 'search_events')!.outputSchema!;
    const { issues } = await fromJsonSchema(schema)['~standard'].validate({ events: [{ id: 'one' }] });
    expect(issues?.length).toBeGreaterThan(0);
    await mcp.close();
  });
});
