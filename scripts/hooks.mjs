/**
 * `npm run hooks -- <command>`: build hooks (docs/sync.md), URLs that receive a signed POST after content
 * changes. A hook's secret is printed once, when it is created.
 */
import { tsImport } from 'tsx/esm/api';
import {
  CommandError,
  DATABASE_HELP,
  DATABASE_OPTIONS,
  out,
  parseId,
  parseOptions,
  runCommand,
  table,
  UsageError,
} from './lib/cli.mjs';
import { withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run hooks -- <command> [options]

Commands:
  create --url <url> [--types events,venues]
      registers a hook (http or https URL); prints its id and its signing secret (shown once)
      --types limits it to changes of those kinds (events, venues, organizers, categories, tags)
      --json prints {"id": <hook id>, "secret": "whsec_<base64>"}
  list
      lists the hooks and their last deliveries
  delete <hook id>
      deletes the hook

${DATABASE_HELP}`;

const lib = () => tsImport('./lib/hooks.ts', import.meta.url);
const databaseOptions = (values) => ({ persistTo: values['persist-to'], remote: values.remote });

function parseUrl(text) {
  if (!text) throw new UsageError('--url is required');
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url is not a URL: "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--url must be an http or https URL, not "${url.protocol}"`);
  }
  return url.href;
}

function parseTypes(text, known) {
  if (text === undefined) return undefined;
  const types = [...new Set(text.split(',').map((t) => t.trim().toLowerCase()))];
  const unknown = types.filter((t) => !known.includes(t));
  if (types.length === 0 || unknown.length > 0) {
    throw new UsageError(`--types must list some of ${known.join(', ')} (got "${text}")`);
  }
  return types;
}

async function create(args) {
  const { values } = parseOptions(args, { ...DATABASE_OPTIONS, url: { type: 'string' }, types: { type: 'string' } });
  if (values.help) return out(HELP);
  const url = parseUrl(values.url);
  const hooks = await lib();
  const types = parseTypes(values.types, hooks.HOOK_TYPES);
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    const { id, secret } = await hooks.createHook(db, { url, types });
    if (values.json) return out(JSON.stringify({ id, secret }));
    out(`Created hook ${id} for ${url} in the ${where}.`);
    out('Signing secret, shown only this once (Standard Webhooks):');
    out();
    out(`  ${secret}`);
  });
}

async function list(args) {
  const { values } = parseOptions(args, DATABASE_OPTIONS);
  if (values.help) return out(HELP);
  const hooks = await lib();
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    const rows = await hooks.listHooks(db);
    if (values.json) return out(JSON.stringify(rows));
    if (rows.length === 0) return out(`No hooks in the ${where}.`);
    out(
      table(
        ['ID', 'URL', 'TYPES', 'CREATED (UTC)'],
        rows.map((h) => [h.id, h.url, h.types ? h.types.join(',') : 'all', h.createdAt]),
      ),
    );
    for (const h of rows) {
      if (h.deliveries.length === 0) continue;
      out();
      out(`Last deliveries of hook ${h.id}:`);
      out(
        table(
          ['AT (UTC)', 'MESSAGE', 'ATTEMPT', 'STATUS', 'OUTCOME'],
          h.deliveries.map((d) => [
            d.at,
            d.messageId,
            d.attempt,
            d.status ?? '-',
            d.ok ? 'ok' : `failed ${d.error ?? ''}`,
          ]),
        ),
      );
    }
  });
}

async function remove(args) {
  const { values, positionals } = parseOptions(args, DATABASE_OPTIONS, 1);
  if (values.help) return out(HELP);
  const id = parseId(positionals[0], 'the hook id');
  const hooks = await lib();
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    if (!(await hooks.deleteHook(db, id))) throw new CommandError(`no hook with id ${id} in the ${where}`);
    if (values.json) return out(JSON.stringify({ id, deleted: true }));
    out(`Deleted hook ${id}.`);
  });
}

const COMMANDS = { create, list, delete: remove };

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return out(HELP);
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (expected create, list or delete)`);
  await run(args);
}, 'Run `npm run hooks -- --help` for usage.');
