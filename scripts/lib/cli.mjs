/**
 * Shared plumbing of the command-line scripts: argument parsing, a stdout that carries only each command's
 * result (so `--json` output can be parsed), and errors that end the process with exit code 1.
 */
import { parseArgs } from 'node:util';

const writeStdout = process.stdout.write.bind(process.stdout);

/**
 * From now on, whatever else writes to stdout (wrangler, miniflare, workerd logs) goes to stderr; only `out()`
 * writes to stdout.
 */
export function reserveStdout() {
  process.stdout.write = process.stderr.write.bind(process.stderr);
}

/** Writes one line of the command's result to stdout. */
export function out(line = '') {
  writeStdout(`${line}\n`);
}

/** A failure the user can act on (unknown id, unmigrated database): its message alone, exit code 1 (or `exitCode`). */
export class CommandError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Bad arguments: reported like a `CommandError`, followed by where to find the usage. */
export class UsageError extends CommandError {}

/** The options every database command accepts. */
export const DATABASE_OPTIONS = {
  json: { type: 'boolean', default: false },
  'persist-to': { type: 'string' },
  remote: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

export const DATABASE_HELP = `Options:
  --json               machine-readable output on stdout (one JSON line), nothing else on stdout
  --persist-to <dir>   local D1 state directory, as wrangler's flag of the same name (default .wrangler/state)
  --remote             work on the deployed D1 database through the Cloudflare API
                       (needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN; database_id from wrangler.toml)
  -h, --help           this help`;

/**
 * Parses `args` for `options` (node:util `parseArgs`, strict): unknown options, and more than `maxPositionals`
 * plain arguments, are a `UsageError`.
 */
export function parseOptions(args, options, maxPositionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`);
  }
  return parsed;
}

/** A required string option, trimmed and non-empty. */
export function requiredText(values, name, maxLength = 200) {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  if (value.length > maxLength) throw new UsageError(`--${name} is longer than ${maxLength} characters`);
  return value;
}

/** A positive integer id given as text. */
export function parseId(text, what) {
  if (text === undefined) throw new UsageError(`${what} is required`);
  if (!/^[1-9]\d{0,15}$/.test(text)) throw new UsageError(`${what} must be a positive integer, not "${text}"`);
  return Number(text);
}

/**
 * A token expiry as the `tokens` table stores it (UTC `YYYY-MM-DD HH:MM:SS`). Accepts `YYYY-MM-DD` (00:00 UTC of
 * that day), `YYYY-MM-DD HH:MM[:SS]` or ISO 8601 with `T` (UTC unless an offset or `Z` is given), or `<n>d`
 * (n days from now). Must lie in the future.
 */
export function parseExpiry(text, now = Date.now()) {
  const value = text.trim();
  let ms;
  const days = /^(\d{1,5})d$/.exec(value);
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (days) {
    ms = now + Number(days[1]) * 86_400_000;
  } else if (date) {
    const [, day, time = '00:00:00', rawZone = 'Z'] = date;
    const zone = rawZone.toUpperCase() === 'Z' ? 'Z' : `${rawZone.slice(0, 3)}:${rawZone.slice(-2)}`;
    ms = Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}${zone}`);
    // Date.parse rolls 2027-02-30 over into March: a UTC date must come back unchanged.
    if (Number.isNaN(ms) || (zone === 'Z' && new Date(ms).toISOString().slice(0, 10) !== day)) ms = Number.NaN;
  }
  if (ms === undefined || Number.isNaN(ms)) {
    throw new UsageError(`--expires must be a date (2027-01-31, 2027-01-31T18:00:00Z) or <n>d, not "${text}"`);
  }
  if (ms <= now) throw new UsageError(`--expires lies in the past: ${text}`);
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Rows as an aligned text table. */
export function table(headers, rows) {
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))),
  ];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Runs a command: its result goes to stdout, everything else to stderr. A failure prints its message (a
 * `UsageError` also `hint`, an unexpected error its stack when DEBUG is set) and exits with code 1.
 */
export async function runCommand(main, hint) {
  reserveStdout();
  let code = 0;
  try {
    await main();
  } catch (error) {
    code = error instanceof CommandError ? error.exitCode : 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`error: ${message}`);
    if (error instanceof UsageError && hint) console.error(hint);
    else if (!(error instanceof CommandError) && process.env.DEBUG && error instanceof Error)
      console.error(error.stack);
  }
  // Miniflare and undici may keep handles open for a while; the command is done.
  process.exit(code);
}

/**
 * `--var KEY:VALUE` options (repeatable) as wrangler dev's own `--var` arguments, each checked first: a var name
 * (capitals, digits, `_`), a colon, then the value (`RATE_LIMITS:off`).
 */
export function varArgs(vars = []) {
  return vars.flatMap((entry) => {
    if (!/^[A-Z][A-Z0-9_]*:/.test(entry))
      throw new UsageError(`invalid --var ${entry} (KEY:VALUE, e.g. RATE_LIMITS:off)`);
    return ['--var', entry];
  });
}
