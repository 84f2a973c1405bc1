import { type CallToolResult, McpServer, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { ApiError, type ErrorBody } from '../http/errors';
import type { RestCaller } from '../http/rest-call';
import { type DocKey, docTexts } from '../i18n/catalogues/docs';
import { messageTexts } from '../i18n/catalogues/messages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { assertKnown, planCall } from './mcp.call';
import { calendarLinks, currentTime } from './mcp.local';
import type { JsonSchema, ToolShape } from './mcp.schemas';
import { errorText, linksText, restText, timeText } from './mcp.text';

/** What one MCP request's tools need: its root's language, the REST caller of that root, and the site's zone. */
export interface ToolContext {
  lang: Lang;
  origin: string;
  siteTimezone: string;
  /** Whether the MCP request carries credentials (`Authorization`); REST decides whether they are good. */
  hasToken: boolean;
  rest: RestCaller;
  /** The MCP request's id, in the message of an unexpected failure (as REST's 500). */
  requestId: string;
}

/**
 * A schema the SDK lists as it is and never rejects: the arguments are REST's parameters, so REST validates them
 * (with its messages, in the root's language, naming each parameter), and the SDK's own check would answer first in
 * English. The output is REST's wire object, checked by the tests against the same schema (test/mcp/).
 */
function listedAs(json: JsonSchema): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'calendar-events',
      validate: (value) => ({ value: (value ?? {}) as Record<string, unknown> }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

function success(structured: object, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured as Record<string, unknown> };
}

/**
 * A tool error: its text, then REST's error body as JSON (a second text block), and no `structuredContent`. The
 * clients of the 1.x SDK check any `structuredContent` against the tool's output schema, errors included, and an
 * error body is not an event list: they would throw (-32602) instead of returning the tool error.
 */
function failure(error: ErrorBody): CallToolResult {
  return {
    content: [
      { type: 'text', text: errorText(error) },
      { type: 'text', text: JSON.stringify(error) },
    ],
    isError: true,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** REST's answer as a tool result: the wire object, or the error body as a tool error. */
function fromRest(shape: ToolShape, answer: { status: number; body: unknown }, ctx: ToolContext, args: object) {
  if (answer.status >= 400 || !isObject(answer.body)) {
    if (isObject(answer.body) && typeof answer.body.code === 'string')
      return failure(answer.body as unknown as ErrorBody);
    // Every REST error has a body in the contract's shape: anything else is this code's fault (logged below).
    throw new Error(`${shape.tool.name}: REST answered ${answer.status} without an error body`);
  }
  const output = shape.tool.kind === 'rest' ? shape.tool.output : '';
  return success(
    answer.body,
    restText(output, ctx.lang, answer.body, args as Record<string, unknown>, shape.tool.name),
  );
}

async function runTool(shape: ToolShape, args: Record<string, unknown>, ctx: ToolContext): Promise<CallToolResult> {
  const { tool } = shape;
  if (tool.kind === 'current_time') {
    assertKnown(shape, args);
    const time = currentTime(ctx.siteTimezone, ctx.lang);
    return success(time, timeText(ctx.lang, time));
  }
  if (tool.write && !ctx.hasToken) {
    return failure({
      code: 'rest_forbidden',
      message: lookup(messageTexts, ctx.lang, 'mcp.token_required'),
      data: { status: 401 },
    });
  }
  const call = planCall(shape, args);
  if (tool.kind === 'calendar_links') {
    // The list route validates the filters and builds the feed URL; one event is enough to learn both.
    const answer = await ctx.rest({ ...call, query: { ...call.query, per_page: 1 } });
    const links = answer.status === 200 ? calendarLinks(answer.headers.get('link'), ctx.origin, ctx.lang) : null;
    return links ? success(links, linksText(ctx.lang, links)) : fromRest(shape, answer, ctx, args);
  }
  return fromRest(shape, await ctx.rest(call), ctx, args);
}

/** A server for one MCP request: every tool, its texts in the root's language. */
export function mcpServer(shapes: ToolShape[], ctx: ToolContext): McpServer {
  const t = (key: DocKey) => lookup(docTexts, ctx.lang, key);
  const server = new McpServer(
    { name: 'calendar-events', title: t('doc.title'), version: '1.0.0' },
    // The tools never change while a server runs: nothing to subscribe to.
    { capabilities: { tools: { listChanged: false } }, instructions: t('mcp.instructions') },
  );
  for (const shape of shapes) {
    const { tool } = shape;
    server.registerTool(
      tool.name,
      {
        title: t(tool.title),
        description: t(tool.description),
        inputSchema: listedAs(shape.input),
        outputSchema: listedAs(shape.output),
        annotations: {
          title: t(tool.title),
          readOnlyHint: !tool.write,
          destructiveHint: tool.name === 'update_event' || tool.name === 'trash_event',
          idempotentHint: !tool.write || tool.name === 'update_event',
          openWorldHint: false,
        },
      },
      async (args) => {
        try {
          return await runTool(shape, args, ctx);
        } catch (error) {
          if (error instanceof ApiError) return failure(error.toBody(ctx.lang));
          // As REST's 500: logged with the request id, answered without the details.
          console.error(
            JSON.stringify({ level: 'error', requestId: ctx.requestId, tool: tool.name, error: String(error) }),
          );
          return failure(new ApiError('rest_internal_error', { vars: { requestId: ctx.requestId } }).toBody(ctx.lang));
        }
      },
    );
  }
  return server;
}
