import type { ResponseName } from '../docs/components';
import type { DocKey } from '../i18n/catalogues/docs';

/**
 * The tools of the MCP server (docs/mcp.md), in the order they are listed. A REST tool names the operations of the
 * namespace it calls (by `operationId`, the same route objects `/doc` documents): its arguments are those
 * operations' parameters (less `omit`), its result their success response. The two local tools answer from the
 * Worker's clock and from the list route's own links.
 */

/** Parameters no tool takes: the server's root decides the language of what is read and written. */
const ALWAYS_OMITTED = ['i18n_language'] as const;

interface ToolBase {
  readonly name: string;
  /** Catalogue keys (docs) of the tool's title and description. */
  readonly title: DocKey;
  readonly description: DocKey;
  /** Whether the tool changes the calendar (it needs a bearer token on the MCP request). */
  readonly write: boolean;
}

/** A tool that calls REST operations and answers with their wire object. */
export interface RestTool extends ToolBase {
  readonly kind: 'rest';
  /**
   * The operations it calls, by `operationId`: the first one whose path parameters the arguments give (`get_event`:
   * by `id`, else by `slug`).
   */
  readonly operations: readonly string[];
  /** REST parameters the tool does not take. */
  readonly omit: readonly string[];
  /** The component schema of the success response: the tool's output schema. */
  readonly output: ResponseName;
}

/** A tool answered by `src/mcp/` itself (its output schema is declared in `mcp.local.ts`). */
export interface LocalTool extends ToolBase {
  readonly kind: 'calendar_links' | 'current_time';
  /** The operations whose parameters it takes (`calendar_links`: the filters of the event list). */
  readonly operations: readonly string[];
  readonly omit: readonly string[];
}

export type Tool = RestTool | LocalTool;

/** The tool names the docs catalogue has a title for (and, checked below, a description). */
type Named = Extract<DocKey, `mcp.tool.${string}.title`> extends `mcp.tool.${infer N}.title` ? N : never;

/** The catalogue keys of a tool's title and description (a name without both fails the type check). */
const texts = <N extends Named>(name: N & (`mcp.tool.${N}` extends DocKey ? unknown : never)) => ({
  name,
  title: `mcp.tool.${name}.title` as const,
  description: `mcp.tool.${name}` as `mcp.tool.${N}` & DocKey,
});

const read = (name: Named, operations: string[], output: ResponseName, omit: string[] = []): RestTool => ({
  kind: 'rest',
  ...texts(name),
  write: false,
  operations,
  omit: [...ALWAYS_OMITTED, ...omit],
  output,
});

const write = (name: Named, operation: string, omit: string[] = []): RestTool => ({
  ...read(name, [operation], 'Event', omit),
  write: true,
});

export const TOOLS: readonly Tool[] = [
  read('search_events', ['listEvents'], 'EventList'),
  read('get_event', ['getEvent', 'getEventBySlug'], 'Event'),
  read('list_venues', ['listVenues'], 'VenueList'),
  read('list_organizers', ['listOrganizers'], 'OrganizerList'),
  read('list_categories', ['listCategories'], 'CategoryList'),
  read('list_tags', ['listTags'], 'TagList'),
  {
    kind: 'calendar_links',
    ...texts('calendar_links'),
    write: false,
    operations: ['listEvents'],
    // A feed has every matching event: no paging; nor a password or the edit context, which no feed URL may carry.
    omit: [...ALWAYS_OMITTED, 'page', 'per_page', 'password', 'context'],
  },
  {
    kind: 'current_time',
    ...texts('current_time'),
    write: false,
    operations: [],
    omit: [],
  },
  write('create_event', 'createEvent'),
  write('update_event', 'updateEvent'),
  // `DELETE` with `translation` removes a translation instead: not what "trash" says.
  write('trash_event', 'deleteEvent', ['translation']),
];
