/**
 * `npm run users -- <command>`: creates and lists the API's users (docs/api.md#authentication-roles-and-tokens). A new user gets a first token,
 * whose secret is printed once, here, and stored only as a hash. `invite` creates a user of the editor, or a new
 * sign-in link for one, and prints a one-time invitation link (docs/editor.md, "Invitations").
 */
import {
  CommandError,
  DATABASE_HELP,
  DATABASE_OPTIONS,
  out,
  parseId,
  parseOptions,
  requiredText,
  runCommand,
  table,
  UsageError,
} from './lib/cli.mjs';
import { loadAccounts, serviceConfig, withDatabase } from './lib/database.mjs';

const HELP = `Usage: npm run users -- <command> [options]

Commands:
  create --name <name> --role <role> [--token-name <name>]
      creates a user and a first token; prints the user id and the token (shown once)
      --json prints {"id": <user id>, "token": "<secret>", "token_id": <token id>}
  invite --name <name> --role <role> [--origin <url>] [--lang <ca|en|es>]
      creates a user of the editor and prints a one-time link to create their passkey, valid INVITE_TTL_HOURS
      (wrangler.toml, default 72): <origin>/<lang>/admin/invite/<code>
      --json prints {"id": <user id>, "url": "<invite url>"}
  invite --user <id> [--origin <url>] [--lang <ca|en|es>]
      a new sign-in link for an existing user (a lost device), printed the same way
      --origin   the address people open the editor at (default http://localhost:8787)
      --lang     the language of the page the link opens (default the service's DEFAULT_LANGUAGE)
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

/** `--origin`: an http(s) origin without path, query or fragment. */
function parseOrigin(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--origin must be an absolute URL such as https://calendar.example, not "${text}"`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname.replace(/\/+$/, '') !== '' ||
    url.search ||
    url.hash
  ) {
    throw new UsageError(`--origin must be an http or https origin without a path, not "${text}"`);
  }
  return url.origin;
}

async function invite(args) {
  const { values } = parseOptions(args, {
    ...DATABASE_OPTIONS,
    name: { type: 'string' },
    role: { type: 'string' },
    user: { type: 'string' },
    origin: { type: 'string', default: 'http://localhost:8787' },
    lang: { type: 'string' },
  });
  if (values.help) return out(HELP);
  const origin = parseOrigin(values.origin);
  const existing = values.user === undefined ? undefined : parseId(values.user, '--user');
  if (existing !== undefined && (values.name !== undefined || values.role !== undefined)) {
    throw new UsageError('--user excludes --name and --role (a new sign-in link for that user)');
  }
  const { ROLES, isRole } = await loadAccounts();
  let name;
  if (existing === undefined) {
    name = requiredText(values, 'name');
    if (values.role === undefined) throw new UsageError(`--role is required (one of ${ROLES.join(', ')})`);
    if (!isRole(values.role))
      throw new UsageError(`unknown role "${values.role}" (expected one of ${ROLES.join(', ')})`);
  }
  const config = await serviceConfig(['DEFAULT_LANGUAGE', 'INVITE_TTL_HOURS']);
  const lang = values.lang ?? config.defaultLanguage;
  if (!['ca', 'en', 'es'].includes(lang)) throw new UsageError(`--lang must be ca, en or es, not "${lang}"`);
  const options = { persistTo: values['persist-to'], remote: values.remote };
  await withDatabase(options, async ({ db, accounts, where }) => {
    let id = existing;
    if (id === undefined) id = await accounts.createUser(db, { name, role: values.role });
    else if (!(await accounts.userExists(db, id))) throw new CommandError(`no user ${id} in the ${where}`);
    const ttlHours = config.signIn.inviteTtlHours;
    const created = await accounts.createInvite(db, { userId: id, createdBy: null, ttlHours, now: Date.now() });
    const url = `${origin}/${lang}/admin/invite/${created.code}`;
    if (values.json) return out(JSON.stringify({ id, url }));
    out(
      existing === undefined
        ? `Created user ${id} "${name}" (${values.role}) in the ${where}.`
        : `New sign-in link for user ${id} in the ${where}.`,
    );
    out(
      `Open this link to create a passkey; it works once, for ${ttlHours} hours (until ${new Date(created.expiresAt).toISOString()}):`,
    );
    out();
    out(`  ${url}`);
  });
}

const COMMANDS = { create, invite, list };

await runCommand(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return out(HELP);
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command "${command}" (expected create, invite or list)`);
  await run(args);
}, 'Run `npm run users -- --help` for usage.');
