/**
 * `npm run followers -- <command>`: the fediverse accounts following the calendar's actors (docs/federation.md).
 * Removing one stops deliveries to it at once.
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

const HELP = `Usage: npm run followers -- <command> [options]

Commands:
  list [--actor ca|en|es]
      lists who follows the calendar's actors (all, or one language's), oldest first
  remove <follower id>
      removes a follower: nothing more is delivered to it (it is not told; it may follow again)

${DATABASE_HELP}`;

const lib = () => tsImport('./lib/followers.ts', import.meta.url);
const databaseOptions = (values) => ({ persistTo: values['persist-to'], remote: values.remote });

async function list(args) {
  const { values } = parseOptions(args, { ...DATABASE_OPTIONS, actor: { type: 'string' } });
  if (values.help) return out(HELP);
  if (values.actor !== undefined && !['ca', 'en', 'es'].includes(values.actor)) {
    throw new UsageError(`--actor must be ca, en or es (got "${values.actor}")`);
  }
  const followers = await lib();
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    const rows = await followers.listFollowers(db, values.actor);
    if (values.json) return out(JSON.stringify(rows));
    if (rows.length === 0) return out(`No followers in the ${where}.`);
    out(
      table(
        ['ID', 'ACTOR', 'FOLLOWER', 'HANDLE', 'INBOX', 'SINCE (UTC)'],
        rows.map((f) => [f.id, f.actor, f.uri, f.handle ?? '-', f.sharedInbox ?? f.inbox, f.createdAt]),
      ),
    );
  });
}

async function remove(args) {
  const { values, positionals } = parseOptions(args, DATABASE_OPTIONS, 1);
  if (values.help) return out(HELP);
  const id = parseId(positionals[0], 'the follower id');
  const followers = await lib();
  await withDatabase(databaseOptions(values), async ({ db, where }) => {
    if (!(await followers.removeFollower(db, id))) throw new CommandError(`no follower with id ${id} in the ${where}`);
    if (values.json) return out(JSON.stringify({ id, removed: true }));
    out(`Removed follower ${id}.`);
  });
}

const COMMANDS = { list, remove };

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return out(HELP);
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (expected list or remove)`);
  await run(args);
}, 'Run `npm run followers -- --help` for usage.');
