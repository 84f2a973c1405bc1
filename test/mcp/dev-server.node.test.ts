import { type CallToolResult, Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../helpers/dev-server';

/**
 * The MCP server as deployed code runs it: `wrangler dev` (the bundle wrangler builds, the SDK's workerd build),
 * reached over a real socket by the SDK's client in Node, in both protocol eras.
 */

let server: DevServer;
/** A day 60 days from now: the default list (upcoming events) shows it whatever the day the test runs on. */
const rehearsal = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startDevServer();
});

afterAll(async () => {
  await server?.stop();
});

async function connect(path: string, era: 'modern' | 'legacy', token?: string): Promise<Client> {
  const client = new Client(
    { name: 'calendar-node-test', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: 'auto' } } : {},
  );
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}${path}`), { requestInit: { headers } }),
  );
  expect(client.getProtocolEra()).toBe(era);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

/** REST's error body, the second text block of a tool error. */
const errorBody = (result: CallToolResult): unknown =>
  result.content[1]?.type === 'text' ? JSON.parse(result.content[1].text) : undefined;

describe('the MCP server under wrangler dev', () => {
  it('lists its tools, writes with a token only, and answers as REST does', async () => {
    const visitor = await connect('/es/mcp', 'modern');
    const { tools } = await visitor.listTools();
    expect(tools).toHaveLength(11);
    expect(tools.find((tool) => tool.name === 'search_events')?.title).toBe('Buscar eventos');

    const refused = await call(visitor, 'create_event', {
      title: 'Ensayo',
      start_date: `${rehearsal} 19:00`,
      end_date: `${rehearsal} 21:00`,
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toBeUndefined();
    expect(errorBody(refused)).toMatchObject({ code: 'rest_forbidden' });

    const editor = await connect('/es/mcp', 'legacy', server.adminToken);
    const created = await call(editor, 'create_event', {
      title: 'Ensayo general',
      start_date: `${rehearsal} 19:00`,
      end_date: `${rehearsal} 21:00`,
    });
    expect(created.isError ?? false).toBe(false);
    const { id } = created.structuredContent as { id: number };

    const found = await call(visitor, 'search_events', { search: 'ensayo' });
    const rest = await (await fetch(`${server.url}/es/calendar/events/v1/events?search=ensayo`)).json();
    expect(found.structuredContent).toEqual(rest);
    expect((rest as { events: { id: number }[] }).events.map((event) => event.id)).toEqual([id]);
    const one = await call(visitor, 'get_event', { id });
    expect(one.structuredContent).toEqual(
      await (await fetch(`${server.url}/es/calendar/events/v1/events/${id}`)).json(),
    );

    const bad = await call(visitor, 'search_events', { per_page: 100 });
    expect(bad.isError).toBe(true);
    expect(errorBody(bad)).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { per_page: 'per_page debe ser como máximo 50.' } },
    });
    await visitor.close();
    await editor.close();
  });
});
