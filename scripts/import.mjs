/**
 * `npm run import -- --from <site url> [--lang ca|en|es] [--auth <login:app-password>] [--dry-run] [--json]
 * [--persist-to <dir> | --remote]`: imports a whole calendar from a site running The Events Calendar
 * (docs/migration.md): reads everything first (every page, past and future, drafts with --auth), then writes
 * through the service's own API into the local or remote D1 database.
 */
import { tsImport } from 'tsx/esm/api';
import { CommandError, DATABASE_HELP, out, parseOptions, runCommand, UsageError } from './lib/cli.mjs';
import { WRANGLER_CONFIG, withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run import -- --from <site url> [options]

Reads the events, venues, organizers, categories and tags of a site running The Events Calendar
(its REST API under <site>/wp-json/tribe/events/v1, or ?rest_route= on sites without pretty permalinks).

Options:
  --from <url>         the site (https://example.org, or a language root such as https://example.org/es/)
  --lang <ca|en|es>    the language of the site's texts (default: the service's DEFAULT_LANGUAGE, from the
                       environment or wrangler.toml's [vars], else en)
  --auth <login:pw>    a WordPress login and application password (HTTP Basic): drafts and private items too
  --dry-run            read and check everything, write nothing
  --allow-skips        exit 0 even when some items were skipped (they are listed in the summary)

${DATABASE_HELP}

Bounds (environment variables, docs/migration.md): IMPORT_MAX_RESPONSE_BYTES (32 MiB), IMPORT_MAX_REQUESTS
(100000), IMPORT_MAX_PAGES (10000 per list), IMPORT_TIMEOUT_MS (60000 per request), IMPORT_TOKEN_MINUTES (10).`;

const KIND_WIDTH = 10;
const TRANSLATIONS = 'separate items (the source exposes no WPML or Polylang translation data through this API)';

/** A progress line on stderr (redrawn in place on a terminal): counts per kind. */
function progress() {
  const state = new Map();
  const tty = process.stderr.isTTY;
  const render = () => {
    const parts = [...state].map(([kind, c]) => {
      const total = c.announced ?? 0;
      const width = 20;
      const filled = total > 0 ? Math.min(width, Math.round((c.read / total) * width)) : 0;
      const bar = total > 0 ? ` [${'#'.repeat(filled)}${'.'.repeat(width - filled)}]` : '';
      return `${kind}${bar} ${c.read}${total ? `/${total}` : ''}`;
    });
    const line = parts.join('  ');
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
    else process.stderr.write(`${line}\n`);
  };
  return {
    update(kind, counts) {
      state.set(kind, { read: counts.read, announced: counts.announced });
      render();
    },
    note(message) {
      if (tty) process.stderr.write('\r\x1b[2K');
      process.stderr.write(`${message}\n`);
    },
    end() {
      if (tty) process.stderr.write('\n');
    },
  };
}

/**
 * SIGINT and SIGTERM stop the import cleanly: no new request or item starts, the items in flight end (each is one
 * atomic batch with its mapping row), the import's tokens are revoked, and the command exits 130 or 143 saying
 * how to resume. A second signal exits at once.
 */
function interruptions(bar) {
  const controller = new AbortController();
  let signalName = null;
  const onSignal = (name) => {
    if (signalName) process.exit(name === 'SIGINT' ? 130 : 143);
    signalName = name;
    bar.note(`${name}: stopping after the items in flight, then revoking the import's token…`);
    controller.abort();
  };
  const handlers = { SIGINT: () => onSignal('SIGINT'), SIGTERM: () => onSignal('SIGTERM') };
  for (const [name, handler] of Object.entries(handlers)) process.on(name, handler);
  return {
    signal: controller.signal,
    /**
     * Keeps these signals ours once the local database runs: Miniflare's exit hook would otherwise stop its
     * workerd and exit at once, before the items in flight end and the token is revoked. The database is closed by
     * the import itself (withDatabase).
     */
    claim: () => {
      for (const [name, handler] of Object.entries(handlers)) {
        for (const listener of process.listeners(name))
          if (listener !== handler) process.removeListener(name, listener);
      }
    },
    error: () =>
      new CommandError(
        'interrupted; nothing is half-written: run the same command again to resume',
        signalName === 'SIGTERM' ? 143 : 130,
      ),
  };
}

/** The summary lines of a written import. */
function writtenLines(written) {
  const lines = [];
  for (const [kind, c] of Object.entries(written.counts)) {
    lines.push(`  ${kind.padEnd(KIND_WIDTH)} created ${c.imported}, updated ${c.updated}, unchanged ${c.unchanged}`);
    const list = (what, notes) =>
      notes.length && lines.push(`    ${notes.length} ${what}: ${notes.map((n) => `${n.id}: ${n.reason}`).join('; ')}`);
    list('skipped', c.skipped);
    list('partly imported', c.partial);
    list('left as they are', c.kept);
    if (c.gone.length) {
      lines.push(`    ${c.gone.length} no longer at the source, left as they are: ${c.gone.join(', ')}`);
    }
  }
  return lines;
}

/**
 * The service's `DEFAULT_LANGUAGE`, as the Worker reads it (docs/configuration.md): the environment's, else
 * wrangler.toml's `[vars]`; any case, trimmed; unset or empty is `en`.
 */
async function defaultLanguage() {
  let value = process.env.DEFAULT_LANGUAGE;
  if (value === undefined) {
    const { unstable_readConfig } = await import('wrangler');
    value = unstable_readConfig({ config: WRANGLER_CONFIG }).vars?.DEFAULT_LANGUAGE;
  }
  const lang = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return lang === '' ? 'en' : lang;
}

async function main(args) {
  const { values } = parseOptions(args, {
    from: { type: 'string' },
    lang: { type: 'string' },
    auth: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'allow-skips': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    remote: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return out(HELP);
  if (!values.from) throw new UsageError('--from <site url> is required');
  const lang = values.lang ?? (await defaultLanguage());
  if (!['ca', 'en', 'es'].includes(lang)) {
    throw new UsageError(
      values.lang === undefined
        ? `DEFAULT_LANGUAGE must be ca, en or es, not "${lang}" (or pass --lang)`
        : `--lang must be ca, en or es, not "${lang}"`,
    );
  }
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to and --remote exclude each other');
  const { readSource } = await tsImport('./lib/tec-read.ts', import.meta.url);
  const { limitsFromEnv } = await tsImport('./lib/tec-http.ts', import.meta.url);
  // By name: each tsImport loads its own copy of a module, so classes differ between them.
  const isError = (error, name) => error instanceof Error && error.name === name;
  const bar = progress();
  const stop = interruptions(bar);
  const retryBase = Number(process.env.IMPORT_BACKOFF_MS ?? '1000');
  let read;
  try {
    read = await readSource({
      site: values.from,
      auth: values.auth,
      lang,
      backoffMs: Number.isFinite(retryBase) ? retryBase : 1000,
      limits: limitsFromEnv(),
      signal: stop.signal,
      onWait: (message) => bar.note(message),
      onProgress: (kind, counts) => bar.update(kind, counts),
    });
  } catch (error) {
    bar.end();
    if (isError(error, 'InterruptedError')) throw stop.error();
    if (isError(error, 'SourceError')) throw new CommandError(error.message);
    throw error;
  }
  bar.end();
  let written = null;
  if (!values['dry-run']) {
    const { writeRecords } = await tsImport('./lib/tec-write.ts', import.meta.url);
    const options = { persistTo: values['persist-to'], remote: values.remote, concurrent: true };
    try {
      written = await withDatabase(options, async ({ d1, where }) => {
        stop.claim();
        const result = await writeRecords(read, {
          d1,
          lang,
          signal: stop.signal,
          onProgress: (kind, _counts, done, total) => bar.update(`${kind} written`, { read: done, announced: total }),
        });
        bar.end();
        return { ...result, where };
      });
    } catch (error) {
      bar.end();
      if (isError(error, 'InterruptedError')) throw stop.error();
      throw error;
    }
  }
  const readSkips = Object.values(read.counts).flatMap((c) => c.skipped);
  const writeSkips = written ? Object.values(written.counts).flatMap((c) => c.skipped) : [];
  const changes = written ? Object.values(written.counts).reduce((n, c) => n + c.imported + c.updated, 0) : 0;
  const summary = {
    from: read.namespaceUrl,
    lang,
    dry_run: !written,
    ...(written
      ? {
          database: written.where,
          changed: changes > 0,
          written: Object.fromEntries(
            Object.entries(written.counts).map(([kind, c]) => [kind, { created: c.imported, ...c }]),
          ),
          ids_kept: written.idsKept,
          d1_round_trips: written.roundTrips,
        }
      : {}),
    authenticated: read.authenticated,
    requests: read.requests,
    kinds: Object.fromEntries(
      Object.entries(read.counts).map(([kind, c]) => [
        kind,
        { announced: c.announced, read: c.read, importable: c.importable, unlisted: c.unlisted, skipped: c.skipped },
      ]),
    ),
    missing_links: read.missingLinks,
    translations: TRANSLATIONS,
  };
  const skipped = readSkips.length + writeSkips.length;
  const failure =
    skipped > 0 && !values['allow-skips']
      ? new CommandError(
          `${skipped} item${skipped === 1 ? ' was' : 's were'} not imported (see the summary; --allow-skips accepts that)`,
        )
      : null;
  if (values.json) {
    out(JSON.stringify(summary));
    if (failure) throw failure;
    return;
  }
  out(
    `Read ${read.namespaceUrl}${read.authenticated ? ' (with --auth)' : ''} in ${read.requests} requests; ${
      written
        ? `written to ${written.where}, ${written.idsKept ? 'ids kept from the source' : 'new ids (the database held other items)'}.`
        : 'nothing written (--dry-run).'
    }`,
  );
  for (const [kind, c] of Object.entries(read.counts)) {
    if (c.skipped.length) {
      const list = c.skipped.map((s) => `${s.id ?? '?'}: ${s.reason}`).join('; ');
      out(`  ${kind.padEnd(KIND_WIDTH)} ${c.skipped.length} skipped at the source (${list})`);
    }
  }
  if (written) {
    for (const line of writtenLines(written)) out(line);
    if (changes === 0) out('No change at the source since the last import: nothing written.');
  } else {
    for (const [kind, c] of Object.entries(summary.kinds))
      out(`  ${kind.padEnd(KIND_WIDTH)} ${c.importable} to import`);
  }
  // API.md: another language of the site is linked as translations only where the source says so; it does not.
  out(`  translations: ${lang} texts, as ${TRANSLATIONS}`);
  if (read.missingLinks.length) {
    out(`  ${read.missingLinks.length} links point at items the site did not list (private or deleted): left out`);
  }
  if (failure) throw failure;
}

runCommand(() => main(process.argv.slice(2)), 'Run `npm run import -- --help` for the usage.');
