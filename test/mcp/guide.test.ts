import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { mcpUrls } from '../../scripts/lib/welcome.mjs';
import { api, call, type Root, userWithToken } from '../helpers/http';
import { connect, errorOf, mcpPath } from './mcp-client';

/**
 * The guides are true: the MCP section `/doc` (and so the docs page) gives under every root, and the README's.
 * Their client configurations parse and name the root's server (with the token header for writes), and every tool
 * call of their example conversations is accepted as written: no argument error.
 */

const ARGUMENT_ERRORS = ['rest_invalid_param', 'rest_missing_callback_param'];

/** The JSON code blocks of a markdown text. */
const jsonBlocks = (text: string) => [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!));

/** The example tool calls of a text: "`tool` with `{…}`" (amb, con in Catalan and Spanish). */
const exampleCalls = (text: string) =>
  [...text.matchAll(/`(\w+)` (?:with|amb|con)\s+`(\{[^`]+\})`/g)].map((m) => [m[1]!, JSON.parse(m[2]!)] as const);

async function expectAccepted(root: Root, calls: (readonly [string, Record<string, unknown>])[]) {
  const token = (await userWithToken('administrator')).token;
  const mcp = await connect(root, { token });
  const tools = mcp.tools.map((tool) => tool.name);
  for (const [tool, args] of calls) {
    expect(tools).toContain(tool);
    const result = await mcp.call(tool, args);
    const code: string | undefined = result.isError ? errorOf(result).code : undefined;
    expect(ARGUMENT_ERRORS, `${tool} ${JSON.stringify(args)}: ${JSON.stringify(result.content)}`).not.toContain(code);
  }
  await mcp.close();
}

describe('the MCP guides', () => {
  it.each(['ca', 'en', 'es', ''] as const)(
    '/doc of root "%s" shows how to add its server, with true examples',
    async (root) => {
      const doc = (await call(api(root, '/doc'))).body;
      const url = `http://calendar.test${mcpPath(root)}`;
      const [plain, withToken] = jsonBlocks(doc.info.description);
      const [name] = Object.keys(plain.mcpServers);
      expect(plain.mcpServers[name!]).toEqual({ type: 'http', url });
      expect(withToken.mcpServers[name!]).toEqual({
        type: 'http',
        url,
        headers: { Authorization: expect.stringMatching(/^Bearer <\w+>$/) },
      });
      const calls = exampleCalls(doc.info.description);
      expect(calls.map(([tool]) => tool)).toEqual(['search_events', 'get_event', 'create_event']);
      await expectAccepted(root, calls);
    },
  );

  it('the README’s section does too', async () => {
    const section = readme.slice(readme.indexOf('## AI assistants (MCP)'), readme.indexOf('## Builds and sync'));
    const [plain, withToken] = jsonBlocks(section);
    expect(plain.mcpServers.calendar).toEqual({ type: 'http', url: 'http://localhost:8787/ca/mcp' });
    expect(withToken.mcpServers.calendar.headers).toEqual({ Authorization: 'Bearer <token>' });
    const calls = exampleCalls(section);
    expect(calls.map(([tool]) => tool)).toEqual(['search_events', 'get_event', 'create_event']);
    await expectAccepted('ca', calls);
  });

  it('the MCP servers npm start prints answer', async () => {
    for (const url of mcpUrls('http://localhost:8787')) {
      const root = new URL(url).pathname.split('/')[1] as Root;
      const mcp = await connect(root);
      expect(mcp.tools).toHaveLength(11);
      await mcp.close();
    }
  });
});
