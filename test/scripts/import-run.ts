import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { FakeSite, Kind } from '../helpers/fake-tec-site';
import { fetchLocal, openLocalD1 } from '../helpers/local-d1';

/**
 * Running `npm run import` in tests and reading back what it wrote (test/scripts/import-*.node.test.ts): the CLI
 * as a child process, and every imported item read by id through the service's API with an administrator's
 * token, so drafts are seen too.
 */

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely; the assertions check the shapes
type Json = any;

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  signal?: string | null;
}

/** Runs the import CLI with `args`; `env` adds to the environment (IMPORT_BACKOFF_MS is 10 ms). */
export function importCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return run(process.execPath, ['scripts/import.mjs', ...args], {
    env: { ...process.env, IMPORT_BACKOFF_MS: '10', WRANGLER_SEND_METRICS: 'false', ...env },
    maxBuffer: 50_000_000,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number | null; signal?: string | null; stdout: string; stderr: string }) => ({
      ...e,
      code: e.code ?? -1,
    }),
  );
}

/**
 * Starts the import CLI in a process group of its own; `watch` sees its stderr as it grows and may signal it. When
 * it ends (a crash included: IMPORT_CRASH_AFTER_ITEMS), whatever it started and left behind (the local database's
 * workerd) is killed with its group.
 */
export function spawnImport(
  args: string[],
  env: Record<string, string> = {},
  watch?: (stderr: string, pid: number) => void,
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/import.mjs', ...args], {
      env: { ...process.env, IMPORT_BACKOFF_MS: '10', WRANGLER_SEND_METRICS: 'false', ...env },
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      watch?.(stderr, child.pid as number);
    });
    child.on('close', (code, signal) => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // The group is gone already.
      }
      resolve({ code: code ?? -1, signal, stdout, stderr });
    });
  });
}

export const KIND_ROUTES: Record<Kind, string> = {
  categories: 'categories',
  tags: 'tags',
  venues: 'venues',
  organizers: 'organizers',
  events: 'events',
};

/** This source's mapping rows in `state`: kind → source id → local id. */
export async function mappingOf(
  state: string,
  site: FakeSite,
  lang = 'en',
): Promise<Record<string, Map<number, number>>> {
  const { d1, dispose } = await openLocalD1(state);
  try {
    const { results } = await d1
      .prepare('select kind, source_id, local_id from import_items where source = ?')
      .bind(`${site.url}/wp-json/tribe/events/v1#${lang}`)
      .all<{ kind: string; source_id: number; local_id: number }>();
    const map: Record<string, Map<number, number>> = {};
    for (const row of results) {
      map[row.kind] = map[row.kind] ?? new Map();
      map[row.kind]!.set(row.source_id, row.local_id);
    }
    return map;
  } finally {
    await dispose();
  }
}

/**
 * Every item this source imported into `state`, read by its local id through the API: kind → source id → item.
 * Image registry ids (assigned in whatever order concurrent writes ran) are left out, so two databases can be
 * compared field by field.
 */
export async function importedItems(
  state: string,
  site: FakeSite,
  token: string,
  lang = 'en',
): Promise<Record<string, Map<number, Json>>> {
  const mapping = await mappingOf(state, site, lang);
  const wanted: { kind: string; sourceId: number; localId: number }[] = [];
  for (const [kind, ids] of Object.entries(mapping)) {
    for (const [sourceId, localId] of ids) wanted.push({ kind, sourceId, localId });
  }
  const answers = await fetchLocal(
    state,
    wanted.map(
      ({ kind, localId }) =>
        new Request(`http://calendar.test/${lang}/calendar/events/v1/${kind}/${localId}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
    ),
  );
  const items: Record<string, Map<number, Json>> = {};
  wanted.forEach(({ kind, sourceId }, i) => {
    const body = answers[i]!.body;
    if (body?.image) delete body.image.id;
    items[kind] = items[kind] ?? new Map();
    items[kind]!.set(sourceId, body);
  });
  return items;
}

/** The ids of linked items of a source event's `field` (`venue`, `organizer`, `categories`, `tags`). */
export function linkedIds(value: Json): number[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.map((item: Json) => item.id);
}

/**
 * What any import of `site` must end with, interrupted or not, as a value to compare: every event's links (venue,
 * organizers in order, categories, tags) and every slug of an event, venue or organizer: the source's own, or for
 * an item without one (a draft), `own` when it holds no slug of another item of the source. `items` are read back
 * with {@link importedItems}; without `items`, the source's own.
 */
export function linksAndSlugs(site: FakeSite, items?: Record<string, Map<number, Json>>): Record<string, Json> {
  const found: Record<string, Json> = {};
  for (const kind of ['venues', 'organizers', 'events'] as const) {
    const held = new Set(site.items[kind].map((item) => item.slug).filter(Boolean));
    for (const source of site.items[kind]) {
      const item = items ? items[kind]?.get(source.id) : source;
      const slug = items && !source.slug ? (held.has(item?.slug) ? `another's: ${item?.slug}` : 'own') : item?.slug;
      found[`${kind} ${source.id}`] = {
        slug: slug || 'own',
        ...(kind === 'events'
          ? {
              venue: linkedIds(item?.venue),
              organizer: linkedIds(item?.organizer),
              categories: linkedIds(item?.categories),
              tags: linkedIds(item?.tags),
            }
          : {}),
      };
    }
  }
  return found;
}
