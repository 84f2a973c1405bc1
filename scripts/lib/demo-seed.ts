/**
 * Seeds the demo calendar (`scripts/demo-data.mjs`) through the public HTTP API, as any client would: each
 * item is created under its first language's root, then every other language's text is added with
 * `i18n_language`. Kinds whose routes do not exist yet (404 `rest_no_route`) are skipped, so the same data
 * module works while resources are still being built. Uses nothing but `fetch`: it also runs inside tests.
 */

export const NAMESPACE = 'calendar/events/v1';
export const DEMO_LANGUAGES = ['ca', 'es', 'en'] as const;
export type DemoLang = (typeof DEMO_LANGUAGES)[number];

/**
 * One demo item. `texts` holds each language's text fields (`name`, `title`, `venue`, `organizer`,
 * `description`, …); the first language listed is the item's original language. Every other property is a
 * language-independent field sent as is, except the reference fields of its kind (`KINDS`), which hold keys.
 */
export interface DemoItem {
  key: string;
  texts: Partial<Record<DemoLang, Record<string, unknown>>>;
  [field: string]: unknown;
}

/** The kinds in seeding order, each with its reference fields and the kind they point to. */
export const KINDS = [
  { kind: 'categories', refs: { parent: 'categories' } },
  { kind: 'tags', refs: {} },
  { kind: 'venues', refs: {} },
  { kind: 'organizers', refs: {} },
  { kind: 'events', refs: { venue: 'venues', organizer: 'organizers', categories: 'categories', tags: 'tags' } },
] as const satisfies readonly { kind: string; refs: Record<string, string> }[];

export type DemoKind = (typeof KINDS)[number]['kind'];

/** The dates of a demo recurring event to cancel or change (indexes in start order). */
export interface DemoDates {
  cancel?: number[];
  change?: { index: number; start: string; end: string; texts?: Partial<Record<DemoLang, Record<string, unknown>>> }[];
}
export type DemoData = Record<DemoKind, readonly DemoItem[]>;

export interface SeedOptions {
  /** Origin of the running service, e.g. `http://localhost:8787`. */
  baseUrl: string;
  /** Bearer token of a user who may create everything (an administrator). */
  token: string;
  /** Defaults to the global `fetch`; tests pass the worker's own handler. */
  fetch?: (request: Request) => Promise<Response>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  /** Items created per kind, and language texts written in all (originals and translations). */
  created: Record<DemoKind, number>;
  texts: number;
  /** Kinds with demo items whose routes do not answer yet. */
  skipped: DemoKind[];
  /** Ids of the created items, by kind and key. */
  ids: Record<DemoKind, Record<string, number>>;
}

/** An answer of the API that was not the expected success. */
export class SeedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

function emptyByKind<T>(make: () => T): Record<DemoKind, T> {
  return Object.fromEntries(KINDS.map(({ kind }) => [kind, make()])) as Record<DemoKind, T>;
}

/** Seeds `data` kind by kind (categories → tags → venues → organizers → events). */
export async function seedDemo(data: DemoData, options: SeedOptions): Promise<SeedSummary> {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const base = options.baseUrl.replace(/\/+$/, '');
  const summary: SeedSummary = { created: emptyByKind(() => 0), texts: 0, skipped: [], ids: emptyByKind(() => ({})) };

  async function post(path: string, body: Record<string, unknown>, what: string): Promise<Record<string, unknown>> {
    const request = () =>
      send(
        new Request(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    let response = await request();
    // Over the token's rate limit (docs/security.md): wait as told and send again, as a polite client does.
    for (let waits = 0; response.status === 429 && waits < 20; waits++) {
      await response.body?.cancel();
      const seconds = Math.min(60, Math.max(1, Number(response.headers.get('retry-after')) || 1));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      response = await request();
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Reported below with the status.
    }
    if (!response.ok) {
      const code = typeof parsed.code === 'string' ? parsed.code : undefined;
      const message = typeof parsed.message === 'string' ? parsed.message : text.slice(0, 200);
      throw new SeedError(`${what}: HTTP ${response.status} ${code ?? ''} ${message}`.trim(), response.status, code);
    }
    return parsed;
  }

  /** Replaces the keys in an item's reference fields by ids; references to skipped kinds are left out. */
  function resolveRefs(kind: DemoKind, item: DemoItem, refs: Record<string, DemoKind>): Record<string, unknown> {
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(item)) {
      if (field === 'key' || field === 'texts' || field === 'dates') continue;
      const target = refs[field];
      if (target === undefined) {
        fields[field] = value;
        continue;
      }
      const keys = Array.isArray(value) ? value : [value];
      const ids: number[] = [];
      for (const key of keys) {
        const id = summary.ids[target][String(key)];
        if (id !== undefined) ids.push(id);
        else if (!data[target].some((other) => other.key === key)) {
          throw new Error(`demo ${kind} "${item.key}": ${field} names unknown ${target} key "${String(key)}"`);
        }
      }
      if (ids.length > 0) fields[field] = Array.isArray(value) ? ids : ids[0];
    }
    return fields;
  }

  /** Cancels and changes dates of a recurring event once created (`dates` of a demo event). */
  async function changeDates(series: number, lang: DemoLang, dates: DemoDates, key: string): Promise<void> {
    const listed = await send(
      new Request(`${base}/${lang}/${NAMESPACE}/events?series=${series}&start_date=2000-01-01&per_page=50`),
    );
    const { events } = (await listed.json()) as { events: { id: number; start_date: string }[] };
    for (const change of dates.change ?? []) {
      const date = events[change.index];
      if (!date) throw new Error(`demo event "${key}" has no date ${change.index}`);
      const day = date.start_date.slice(0, 10);
      const [first, ...others] = Object.entries(change.texts ?? { [lang]: {} }) as [DemoLang, object][];
      await post(
        `/${first![0]}/${NAMESPACE}/events/${date.id}`,
        { ...first![1], start_date: `${day} ${change.start}`, end_date: `${day} ${change.end}` },
        `changing date ${change.index} of "${key}"`,
      );
      for (const [textLang, text] of others) {
        await post(
          `/${textLang}/${NAMESPACE}/events/${date.id}`,
          text as Record<string, unknown>,
          `translating date ${change.index} of "${key}"`,
        );
      }
    }
    for (const index of dates.cancel ?? []) {
      const date = events[index];
      if (!date) throw new Error(`demo event "${key}" has no date ${index}`);
      const response = await send(
        new Request(`${base}/${lang}/${NAMESPACE}/events/${date.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${options.token}` },
        }),
      );
      if (!response.ok)
        throw new SeedError(
          `cancelling date ${index} of "${key}": HTTP ${response.status}`,
          response.status,
          undefined,
        );
    }
  }

  for (const { kind, refs } of KINDS) {
    const items = data[kind];
    for (const item of items) {
      const languages = Object.keys(item.texts) as DemoLang[];
      const [original, ...others] = languages;
      if (original === undefined) throw new Error(`demo ${kind} "${item.key}" has no texts`);
      let created: Record<string, unknown>;
      try {
        created = await post(
          `/${original}/${NAMESPACE}/${kind}`,
          { ...resolveRefs(kind, item, refs), ...item.texts[original] },
          `creating ${kind} "${item.key}"`,
        );
      } catch (error) {
        if (error instanceof SeedError && error.status === 404 && error.code === 'rest_no_route') {
          summary.skipped.push(kind);
          options.log?.(`  ${kind}: skipped (the API has no /${kind} route yet)`);
          break;
        }
        throw error;
      }
      const id = Number(created.id);
      if (!Number.isInteger(id)) throw new Error(`creating ${kind} "${item.key}": the response has no id`);
      summary.ids[kind][item.key] = id;
      summary.created[kind] += 1;
      summary.texts += 1;
      for (const lang of others) {
        await post(
          `/${NAMESPACE}/${kind}/${id}`,
          { ...item.texts[lang], i18n_language: lang },
          `adding the ${lang} text of ${kind} "${item.key}"`,
        );
        summary.texts += 1;
      }
      if (item.dates) await changeDates(id, original, item.dates as DemoDates, item.key);
    }
    if (summary.created[kind] > 0) options.log?.(`  ${kind}: ${summary.created[kind]} created`);
  }
  return summary;
}
