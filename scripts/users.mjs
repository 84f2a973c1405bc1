/**
 * `npm run users -- <command>`: creates and lists the API's users (docs/api.md#authentication-roles-and-tokens). A new user gets a first token,
 * whose secret is printed once, here, and stored only as a hash.
 */
import {
  DATABASE_HELP,
  DATABASE_OPTIONS,
  out,
  parseOptions,
  requiredText,
  runCommand,
  table,
  UsageError,
} from './lib/cli.mjs';
import { loadAccounts, withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run users -- <command> [options]

Commands:
  create --name <name> --role <role> [--token-name <name>]
      creates a user and a first token; prints the user id and the token (shown once)
      --json prints {"id": <user id>, "token": "<secret>", "token_id": <token id>}
  list
      lists the users

Roles: administrator, editor, author, contributor, subscriber

${DATABASE_HELP}`;

async function create(args) {
  const { values } = parseOptions(args, {
    ...DATABASE_OPTIONS,
    name: { type: 'string' },
    role: { type: 'string' },
    'token-name': { type: 'string', default: 'first token' },
  });
  if (values.help) return out(HELP);
  const name = requiredText(values, 'name');
  const tokenName = requiredText(values, 'token-name');
  const { ROLES, isRole } = await loadAccounts();
  if (values.role === undefined) throw new UsageError(`--role is required (one of ${ROLES.join(', ')})`);
  if (!isRole(values.role)) throw new UsageError(`unknown role "${values.role}" (expected one of ${ROLES.join(', ')})`);
  const role = values.role;
  const options = { persistTo: values['persist-to'], remote: values.remote };
  await withDatabase(options, async ({ db, accounts, where }) => {
    const id = await accounts.createUser(db, { name, role });
    const token = await accounts.createToken(db, { userId: id, name: tokenName });
    if (values.json) return out(JSON.stringify({ id, token: token.token, token_id: token.id }));
    out(`Created user ${id} "${name}" (${role}) in the ${where}.`);
    out(`Token ${token.id} ("${tokenName}"), shown only this once:`);
    out();
    out(`  ${token.token}`);
    out();
    out('Clients send it in the Authorization header: Bearer <the token above>');
  });
}

async function list(args) {
  const { values } = parseOptions(args, DATABASE_OPTIONS);
  if (values.help) return out(HELP);
  const options = { persistTo: values['persist-to'], remote: values.remote };
  await withDatabase(options, async ({ db, accounts, where }) => {
    const rows = await accounts.listUsers(db);
    if (values.json)
      return out(JSON.stringify(rows.map((u) => ({ id: u.id, name: u.name, role: u.role, created_at: u.createdAt }))));
    if (rows.length === 0) return out(`No users in the ${where}.`);
    out(
      table(
        ['ID', 'NAME', 'ROLE', 'CREATED (UTC)'],
        rows.map((u) => [u.id, u.name, u.role, u.createdAt]),
      ),
    );
  });
}

const COMMANDS = { create, list };

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return out(HELP);
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (expected create or list)`);
  await run(args);
}, 'Run `npm run users -- --help` for usage.');
