import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import {
  type CallToolResult,
  Client,
  fromJsonSchema,
  StreamableHTTPClientTransport,
  type Tool,
} from '@modelcontextprotocol/client';
import { expect } from 'vitest';
import worker from '../../src/index';
import { ORIGIN, type Root } from '../helpers/http';

/**
 * The MCP SDK's own client, connected over Streamable HTTP to the Worker's fetch handler (no socket: the transport's
 * `fetch` is the Worker's). Every result is checked against the output schema the server listed, with the SDK's
 * validator, as a client would.
 */

export interface McpOptions {
  token?: string;
  /** `modern`: the 2026-07-28 revision (`server/discover`); `legacy`: the 2025 `initialize` handshake. */
  era?: 'modern' | 'legacy';
  /** Bindings and vars replacing the test environment's (as `call(path, { env })`, test/helpers/http.ts). */
  env?: Partial<Cloudflare.Env>;
  /** Extra request headers (`CF-Connecting-IP`). */
  headers?: Record<string, string>;
}

export interface McpSession {
  client: Client;
  tools: Tool[];
  /**
   * Calls `name`; the result's structured content is checked against the listed output schema, as clients of both
   * SDK lines do (the 1.x client checks it on tool errors too).
   */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** The Worker as the transport's `fetch`: through `exports.default.fetch`, or directly with an overridden env. */
function workerFetch(overrides: Partial<Cloudflare.Env> | undefined) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!overrides) return exports.default.fetch(request);
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** The MCP endpoint of a root: `/mcp` for `''`, else `/{root}/mcp`. */
export const mcpPath = (root: Root) => `${root ? `/${root}` : ''}/mcp`;

/** A connected client of the MCP server under `root`, its tools listed. */
export async function connect(root: Root, options: McpOptions = {}): Promise<McpSession> {
  const era = options.era ?? 'modern';
  const client = new Client(
    { name: 'calendar-tests', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}${mcpPath(root)}`), {
    fetch: workerFetch(options.env),
    requestInit: { headers },
  });
  await client.connect(transport);
  expect(client.getProtocolEra()).toBe(era);
  const { tools } = await client.listTools();
  const outputs = new Map(tools.map((tool) => [tool.name, tool.outputSchema]));
  return {
    client,
    tools,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const schema = outputs.get(name);
      // As the 1.x SDK's client checks: any structured content, a tool error's included.
      if (schema && (result.structuredContent !== undefined || !result.isError)) {
        const checked = await fromJsonSchema(schema)['~standard'].validate(result.structuredContent);
        expect(checked.issues, `${name}: ${JSON.stringify(checked.issues)}`).toBeUndefined();
      }
      return result;
    },
    close: () => client.close(),
  };
}

/** The text of a result's first content block. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

/** REST's error body a tool error carries (its second text block: a tool error has no `structuredContent`). */
// biome-ignore lint/suspicious/noExplicitAny: tests read error bodies loosely, as `call` does REST's
export function errorOf(result: CallToolResult): any {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const block = result.content[1];
  return block?.type === 'text' ? JSON.parse(block.text) : undefined;
}
