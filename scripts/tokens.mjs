/**
 * `npm run tokens -- <command>`: creates, lists and revokes API tokens (docs/api.md#authentication-roles-and-tokens). A token's secret is printed
 * once, when it is created, and stored only as a hash; revoked tokens stop working at once.
 */
import {
  CommandError,
  DATABASE_HELP,
  DATABASE_OPTIONS,
  out,
  parseExpiry,
  parseId,
  parseOptions,
  requiredText,
  runCommand,
  table,
  UsageError,
} from './lib/cli.mjs';
import { withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run tokens -- <command> [options]

Commands:
  create --user <user id> --name <name> [--expires <date>]
      creates a token for the user; prints it (shown once)
      --expires: 2027-01-31 (00:00 UTC), 2027-01-31T18:00:00+01:00, or 90d (days from now)
      --json prints {"id": <token id>, "token": "<secret>"}
  list
      lists every token (never its secret) with its user, last use, expiry and state
  revoke <token id>
      revokes the token at once

${DATABASE_HELP}`;

function databaseOptions(values) {
  return { persistTo: values['persist-to'], remote: values.remote };
}

async function create(args) {
  const { values } = parseOptions(args, {
    ...DATABASE_OPTIONS,
    user: { type: 'string' },
    name: { type: 'string' },
    expires: { type: 'string' },
  });
  if (values.help) return out(HELP);
  const userId = parseId(values.user, '--user');
  const name = requiredText(values, 'name');
  const expiresAt = values.expires === undefined ? undefined : parseExpiry(values.expires);
  await withDatabase(databaseOptions(values), async ({ db, accounts, where }) => {
    if (!(await accounts.userExists(db, userId))) throw new CommandError(`no user with id ${userId} in the ${where}`);
    const token = await accounts.createToken(db, { userId, name, expiresAt });
    if (values.json) return out(JSON.stringify({ id: token.id, token: token.token }));
    out(`Created token ${token.id} ("${name}") for user ${userId}${expiresAt ? `, expiring ${expiresAt} UTC` : ''}.`);
    out('Shown only this once:');
    out();
    out(`  ${token.token}`);
    out();
    out('Clients send it in the Authorization header: Bearer <the token above>');
  });
}

function stateOf(token, now) {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && token.expiresAt <= now) return 'expired';
  return 'active';
}

async function list(args) {
  const { values } = parseOptions(args, DATABASE_OPTIONS);
  if (values.help) return out(HELP);
  await withDatabase(databaseOptions(values), async ({ db, accounts, where }) => {
    const rows = await accounts.listTokens(db);
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    if (values.json) {
      const json = rows.map((t) => ({
        id: t.id,
        name: t.name,
        user: { id: t.userId, name: t.userName, role: t.role },
        created_at: t.createdAt,
        last_used_at: t.lastUsedAt,
        expires_at: t.expiresAt,
        revoked_at: t.revokedAt,
        state: stateOf(t, now),
      }));
      return out(JSON.stringify(json));
    }
    if (rows.length === 0) return out(`No tokens in the ${where}.`);
    out(
      table(
        ['ID', 'NAME', 'USER', 'ROLE', 'CREATED (UTC)', 'LAST USED', 'EXPIRES', 'STATE'],
        rows.map((t) => [
          t.id,
          t.name,
          `${t.userId} ${t.userName}`,
          t.role,
          t.createdAt,
          t.lastUsedAt ?? '-',
          t.expiresAt ?? '-',
          stateOf(t, now),
        ]),
      ),
    );
  });
}

async function revoke(args) {
  const { values, positionals } = parseOptions(args, DATABASE_OPTIONS, 1);
  if (values.help) return out(HELP);
  const id = parseId(positionals[0], 'the token id');
  await withDatabase(databaseOptions(values), async ({ db, accounts, where }) => {
    if (!(await accounts.revokeToken(db, id))) {
      throw new CommandError(`no live token with id ${id} in the ${where} (unknown or already revoked)`);
    }
    if (values.json) return out(JSON.stringify({ id, revoked: true }));
    out(`Revoked token ${id}.`);
  });
}

const COMMANDS = { create, list, revoke };

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return out(HELP);
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (expected create, list or revoke)`);
  await run(args);
}, 'Run `npm run tokens -- --help` for usage.');
