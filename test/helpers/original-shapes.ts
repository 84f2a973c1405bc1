/// <reference types="vite/client" />
/**
 * The wire format of the original (The Events Calendar REST v1), as recorded on a live instance
 * (`fixtures/tec/*.http`, copies of the project's `reference/original-responses/`), reduced to what a client's
 * parser depends on: the status, the names of the headers clients read, and the body's structure (keys in order,
 * JSON types, arrays by their first element, error `code` and `data.status`). test/golden/original-shapes.test.ts
 * replays every recording against the service and compares the two structures.
 */

/** One recorded response. */
export interface Recording {
  file: string;
  status: number;
  /** Header names, lower-case, to their values. */
  headers: Map<string, string>;
  /** The body: parsed JSON, the raw text when it is not JSON, `undefined` when empty. */
  body: unknown;
}

const RAW = import.meta.glob<string>('./fixtures/tec/*.http', { query: '?raw', import: 'default', eager: true });

function parseRecording(file: string, raw: string): Recording {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).split('\r\n');
  const text = raw.slice(at + 4);
  const status = Number(/^HTTP\/\S+ (\d+)/.exec(head[0] ?? '')?.[1]);
  const headers = new Map(
    head.slice(1).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  let body: unknown = text === '' ? undefined : text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // JSONP and other non-JSON bodies stay text.
  }
  return { file, status, headers, body };
}

/** The recording whose file name starts with `prefix` (`'006'`). */
export function recording(prefix: string): Recording {
  const entry = Object.entries(RAW).find(([path]) => path.split('/').pop()!.startsWith(`${prefix}_`));
  if (!entry) throw new Error(`no recording ${prefix}`);
  return parseRecording(entry[0].split('/').pop()!, entry[1]);
}

/** The file names of every recording, in order. */
export const recordingFiles = (): string[] =>
  Object.keys(RAW)
    .map((path) => path.split('/').pop()!)
    .sort();

/**
 * The response headers whose presence clients read: totals (the original sends `X-TEC-*`, never `X-WP-*`, on its
 * lists), links, the methods allowed, where a created item lives, the media type and what CORS lets scripts read.
 */
export const CLIENT_HEADERS = [
  'x-wp-total',
  'x-wp-totalpages',
  'x-tec-total',
  'x-tec-totalpages',
  'link',
  'allow',
  'location',
  'content-type',
  'access-control-expose-headers',
] as const;

/** What the comparison may let pass at a place of the body, with the reason (a section of docs/). */
export interface Allowance {
  /** The place: a JSON path such as `$.events[].author`; `*` matches any run of characters. */
  at: string;
  /** `extra`: a key only we send there; `missing`: a key only the original sends; `type`: another JSON type. */
  allow: 'extra' | 'missing' | 'type' | 'order';
  why: string;
  /** Only through our own namespace or only through the WordPress layout; both when absent. */
  layout?: 'own' | 'wordpress';
}

const pattern = (at: string) => new RegExp(`^${at.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);

/** The forms of strings that clients parse: dates, numbers and URLs. */
const FORMS: [string, RegExp][] = [
  ['a date and time', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/],
  ['a date and time with offset', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/],
  ['a number', /^-?\d+(\.\d+)?$/],
  ['a URL', /^https?:\/\//],
];

/** Names and slugs are free text: a recorded tag named `28` says nothing about the form of ours. */
const FREE_TEXT = /\.(name|slug|title|venue|organizer|description|excerpt)$/;

/** The form of a string a client would parse, if it has one. */
function stringForm(value: string): string | undefined {
  return FORMS.find(([, re]) => re.test(value))?.[0];
}

/** The JSON type of a value as a client's parser sees it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The structural differences between the original's body (`expected`) and ours (`actual`): keys missing or extra,
 * key order, JSON types, recursively; arrays by their first element (an empty array on either side says nothing
 * about its items); strings that are dates, numbers or URLs in the original must have that form. Error bodies also
 * compare `code` and `data.status` by value, and with `messages` the message (the English texts are the original's).
 * `allowances` are the documented exceptions.
 */
export function bodyDifferences(
  expected: unknown,
  actual: unknown,
  allowances: Allowance[] = [],
  options: { messages?: boolean } = {},
): string[] {
  const rules = allowances.map((rule) => ({ ...rule, re: pattern(rule.at) }));
  const allowed = (path: string, kind: Allowance['allow']) =>
    rules.some((rule) => rule.allow === kind && rule.re.test(path));
  const out: string[] = [];
  const walk = (want: unknown, got: unknown, path: string) => {
    const wantType = jsonType(want);
    const gotType = jsonType(got);
    if (wantType !== gotType) {
      if (!allowed(path, 'type')) out.push(`${path}: ${wantType} in the original, ${gotType} here`);
      return;
    }
    if (wantType === 'array') {
      const [first] = want as unknown[];
      const [ours] = got as unknown[];
      if (first !== undefined && ours !== undefined) walk(first, ours, `${path}[]`);
      return;
    }
    if (wantType === 'string' && !FREE_TEXT.test(path)) {
      const wantForm = stringForm(want as string);
      const gotForm = stringForm(got as string);
      if (wantForm && wantForm !== gotForm && !allowed(path, 'type')) {
        out.push(`${path}: ${wantForm} in the original, ${JSON.stringify(got)} here`);
      }
    }
    if (wantType !== 'object') return;
    const wantObj = want as Record<string, unknown>;
    const gotObj = got as Record<string, unknown>;
    const wantKeys = Object.keys(wantObj).filter((key) => key in gotObj || !allowed(`${path}.${key}`, 'missing'));
    const gotKeys = Object.keys(gotObj).filter((key) => key in wantObj || !allowed(`${path}.${key}`, 'extra'));
    const missing = wantKeys.filter((key) => !(key in gotObj));
    const extra = gotKeys.filter((key) => !(key in wantObj));
    if (missing.length) out.push(`${path}: missing keys ${missing.join(', ')}`);
    if (extra.length) out.push(`${path}: extra keys ${extra.join(', ')}`);
    const common = wantKeys.filter((key) => key in gotObj);
    const ourOrder = gotKeys.filter((key) => key in wantObj);
    if (common.join() !== ourOrder.join() && !allowed(path, 'order')) {
      out.push(`${path}: key order ${ourOrder.join(',')} (original ${common.join(',')})`);
    }
    for (const key of common) walk(wantObj[key], gotObj[key], `${path}.${key}`);
  };
  walk(expected, actual, '$');
  const error = (body: unknown) => {
    const value = body as { code?: unknown; data?: { status?: unknown } } | undefined;
    return jsonType(body) === 'object' && typeof value?.code === 'string' ? value : undefined;
  };
  const wantError = error(expected);
  const gotError = error(actual);
  if (wantError && gotError) {
    if (wantError.code !== gotError.code) out.push(`$.code: ${String(wantError.code)} here ${String(gotError.code)}`);
    if (
      options.messages &&
      (wantError as { message?: unknown }).message !== (gotError as { message?: unknown }).message
    ) {
      out.push(
        `$.message: ${JSON.stringify((gotError as { message?: unknown }).message)} (original ${JSON.stringify((wantError as { message?: unknown }).message)})`,
      );
    }
    if (wantError.data?.status !== gotError.data?.status) {
      out.push(`$.data.status: ${String(wantError.data?.status)} here ${String(gotError.data?.status)}`);
    }
  }
  return out;
}

/**
 * The differences in the headers clients read: which of {@link CLIENT_HEADERS} are present, and the content type
 * (media type and charset).
 * `ignored` names headers whose presence the contract decides otherwise.
 */
export function headerDifferences(recorded: Recording, ours: Headers, ignored: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const name of CLIENT_HEADERS) {
    if (ignored.includes(name)) continue;
    // WordPress's discovery link (`rel="https://api.w.org/"`), which the original sends on every answer, is not
    // ours: discovery is `GET /wp-json/` (docs/wordpress-paths.md), and `Link` carries a list's own relations (docs/api.md#requests-and-responses) and nothing
    // else (docs/wordpress-paths.md, "WordPress's headers and global parameters").
    if (name === 'link' && /^<[^>]*>; rel="https:\/\/api\.w\.org\/"$/.test(recorded.headers.get('link') ?? ''))
      continue;
    const want = recorded.headers.has(name);
    const got = ours.has(name);
    if (want !== got) out.push(`header ${name}: ${want ? 'missing' : 'extra'}`);
  }
  if (
    !ignored.includes('content-type') &&
    recorded.headers.has('content-type') &&
    recorded.headers.get('content-type')!.toLowerCase() !== (ours.get('content-type') ?? '').toLowerCase()
  ) {
    out.push(`content-type ${ours.get('content-type')} (original ${recorded.headers.get('content-type')})`);
  }
  return out;
}
