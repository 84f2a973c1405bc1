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
  create --url <url> [--types events,venues] [--allow-private]
      registers a hook (a public http or https URL); prints its id and its signing secret (shown once)
      --types limits it to changes of those kinds (events, venues, organizers, categories, tags)
      --allow-private accepts a loopback, private or link-local destination (a builder on this machine or
        network); without it such URLs are refused. Deliveries never follow redirects.
      --json prints {"id": <hook id>, "secret": "whsec_<base64>"}
  list
      lists the hooks and their last deliveries
  delete <hook id>
      deletes the hook

${DATABASE_HELP}`;

const lib = () => tsImport('./lib/hooks.ts', import.meta.url);
const databaseOptions = (values) => ({ persistTo: values['persist-to'], remote: values.remote });

/** The URL as given, or a UsageError naming why it is not a hook destination (src/sync/hook-url.ts). */
function parseUrl(text, hooks, allowPrivate) {
  if (!text) throw new UsageError('--url is required');
  const problem = hooks.hookUrlProblem(text);
  if (problem === null) return new URL(text).href;
  // --allow-private lifts only the public-destination rule: the scheme and credentials are still checked.
  const url = URL.canParse(text) ? new URL(text) : null;
  const privateOnly = url && /^https?:$/.test(url.protocol) && url.username === '' && url.password === '';
  if (allowPrivate && privateOnly) return url.href;
  const hint = privateOnly ? ' (use --allow-private for a builder on this machine or network)' : '';
  throw new UsageError(`--url ${problem}: "${text}"${hint}`);
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
  const { values } = parseOptions(args, {
    ...DATABASE_OPTIONS,
    url: { type: 'string' },
    types: { type: 'string' },
    'allow-private': { type: 'boolean', default: false },
  });
  if (values.help) return out(HELP);
  const hooks = await lib();
  const allowPrivate = values['allow-private'];
  const url = parseUrl(values.url, hooks, allowPrivate);
  const types = parseTypes(values.types, hooks.HOOK_TYPES);
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    const { id, secret } = await hooks.createHook(db, { url, types, allowPrivate });
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
        ['ID', 'URL', 'TYPES', 'PRIVATE URL', 'CREATED (UTC)'],
        rows.map((h) => [
          h.id,
          h.url,
          h.types ? h.types.join(',') : 'all',
          h.allowPrivate ? 'allowed' : '-',
          h.createdAt,
        ]),
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
