/**
 * `npm run import -- --from <site url> [--lang ca|en|es] [--auth <login:app-password>] [--dry-run] [--json]
 * [--persist-to <dir> | --remote]`: imports a whole calendar from a site running The Events Calendar
 * (docs/migration.md): reads everything first (every page, past and future, drafts with --auth), then writes
 * through the service's own API into the local or remote D1 database.
 */
import { tsImport } from 'tsx/esm/api';
import { CommandError, DATABASE_HELP, out, parseOptions, runCommand, UsageError } from './lib/cli.mjs';
import { withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run import -- --from <site url> [options]

Reads the events, venues, organizers, categories and tags of a site running The Events Calendar
(its REST API under <site>/wp-json/tribe/events/v1, or ?rest_route= on sites without pretty permalinks).

Options:
  --from <url>         the site (https://example.org, or a language root such as https://example.org/es/)
  --lang <ca|en|es>    the language of the site's texts (default: DEFAULT_LANGUAGE, else en)
  --auth <login:pw>    a WordPress login and application password (HTTP Basic): drafts and private items too
  --dry-run            read and check everything, write nothing

${DATABASE_HELP}`;

const KIND_WIDTH = 10;

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

async function main(args) {
  const { values } = parseOptions(args, {
    from: { type: 'string' },
    lang: { type: 'string' },
    auth: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    remote: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return out(HELP);
  if (!values.from) throw new UsageError('--from <site url> is required');
  const lang = values.lang ?? process.env.DEFAULT_LANGUAGE ?? 'en';
  if (!['ca', 'en', 'es'].includes(lang)) throw new UsageError(`--lang must be ca, en or es, not "${lang}"`);
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to and --remote exclude each other');
  const { readSource } = await tsImport('./lib/tec-read.ts', import.meta.url);
  const { SourceError } = await tsImport('./lib/tec-source.ts', import.meta.url);
  const bar = progress();
  const retryBase = Number(process.env.IMPORT_BACKOFF_MS ?? '1000');
  let read;
  try {
    read = await readSource({
      site: values.from,
      auth: values.auth,
      backoffMs: Number.isFinite(retryBase) ? retryBase : 1000,
      onWait: (message) => bar.note(message),
      onProgress: (kind, counts) => bar.update(kind, counts),
    });
  } catch (error) {
    bar.end();
    if (error instanceof SourceError) throw new CommandError(error.message);
    throw error;
  }
  bar.end();
  let written = null;
  if (!values['dry-run']) {
    const { writeRecords } = await tsImport('./lib/tec-write.ts', import.meta.url);
    const options = { persistTo: values['persist-to'], remote: values.remote, concurrent: true };
    written = await withDatabase(options, async ({ d1, where }) => {
      const result = await writeRecords(read, {
        d1,
        lang,
        onProgress: (kind, _counts, done, total) => bar.update(`${kind} written`, { read: done, announced: total }),
      });
      bar.end();
      return { ...result, where };
    });
  }
  const summary = {
    from: read.namespaceUrl,
    lang,
    dry_run: !written,
    ...(written
      ? {
          database: written.where,
          written: written.counts,
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
    translations: 'separate items (the source exposes no WPML or Polylang translation data through this API)',
  };
  if (values.json) out(JSON.stringify(summary));
  const failed = written ? Object.values(written.counts).some((c) => c.skipped.length > 0) : false;
  if (values.json) {
    if (failed) throw new CommandError('some items were not imported (see the summary); run the import again');
    return;
  }
  out(
    `Read ${read.namespaceUrl}${read.authenticated ? ' (with --auth)' : ''} in ${read.requests} requests; ${
      written
        ? `written to ${written.where}, ${written.idsKept ? 'ids kept from the source' : 'new ids (the database held other items)'}.`
        : 'nothing written (--dry-run).'
    }`,
  );
  if (written) {
    for (const [kind, c] of Object.entries(written.counts)) {
      const skipped = c.skipped.length
        ? `, ${c.skipped.length} skipped (${c.skipped.map((s) => `${s.id}: ${s.reason}`).join('; ')})`
        : '';
      out(
        `  ${kind.padEnd(KIND_WIDTH)} ${c.imported} imported, ${c.updated} updated, ${c.unchanged} unchanged${skipped}`,
      );
    }
    if (failed) throw new CommandError('some items were not imported (see the summary); run the import again');
    return;
  }
  for (const [kind, c] of Object.entries(summary.kinds)) {
    const skipped = c.skipped.length
      ? `, ${c.skipped.length} skipped (${c.skipped.map((s) => `${s.id ?? '?'}: ${s.reason}`).join('; ')})`
      : '';
    out(`  ${kind.padEnd(KIND_WIDTH)} ${c.importable} to import${skipped}`);
  }
  if (read.missingLinks.length) {
    out(`  ${read.missingLinks.length} links point at items the site did not list (private or deleted): left out`);
  }
}

runCommand(() => main(process.argv.slice(2)), 'Run `npm run import -- --help` for the usage.');
