/**
 * `npm run seed -- --token <token> [--url <origin>]`: seeds the demo calendar (`scripts/demo-data.mjs`) into a
 * running service through its public HTTP API, with the token of a user who may create everything (an
 * administrator). `npm start` does this by itself on an empty local database; this is for any other instance.
 * The token may also come from the CALENDAR_API_TOKEN environment variable (keeps it out of `ps`).
 * `npm run seed -- --events N [--persist-to DIR]`: the bulk seed (`scripts/bulk-seed.mjs`) instead, written
 * straight into the local D1 database of a stopped service.
 */
import { tsImport } from 'tsx/esm/api';
import * as demoData from './demo-data.mjs';
import { out, parseId, parseOptions, runCommand, UsageError } from './lib/cli.mjs';

const HELP = `Usage: npm run seed -- --token <token> [--url http://localhost:8787]

Creates the demo categories, tags, venues, organizers and events (each in ca, es and en) through the API of the
running service at --url. Kinds whose routes the service does not have yet are skipped.
The token may also be given as the CALENDAR_API_TOKEN environment variable.

Usage: npm run seed -- --events <N> [--persist-to <dir>] [--seed <n>]

Bulk seed: N trilingual events with venues, organizers, categories and tags, written straight into the local D1
database (the state wrangler dev uses with the same --persist-to; default .wrangler/state), which must hold no
posts or terms yet. Migrations are applied first. Stop wrangler dev on that directory before seeding.
  --seed <n>   seed of the pseudo-random data (default 1): the same seed on the same day gives the same data`;

/** The bulk seed (`--events`): written into the local D1 file, no service needed. */
async function bulk(values) {
  const events = parseId(values.events, '--events');
  const seed = values.seed === undefined ? 1 : parseId(values.seed, '--seed');
  const { bulkSeed } = await import('./bulk-seed.mjs');
  const result = await bulkSeed({ events, seed, persistTo: values['persist-to'] });
  const { counts } = result;
  out(
    `Seeded ${counts.events} events, ${counts.venues} venues, ${counts.organizers} organizers, ${counts.terms} terms, ` +
      `${counts.texts} texts and ${counts.links} links in ${result.seconds} s into ${result.stateDir}.`,
  );
}

await runCommand(async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    token: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:8787' },
    events: { type: 'string' },
    'persist-to': { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return out(HELP);
  if (values.events !== undefined) return bulk(values);
  if (values['persist-to'] !== undefined || values.seed !== undefined)
    throw new UsageError('--persist-to and --seed go with --events (the demo seed talks to a running service)');
  const token = values.token ?? process.env.CALENDAR_API_TOKEN;
  if (!token) throw new UsageError('--token (or CALENDAR_API_TOKEN) is required');
  if (!/^https?:\/\/[^/]+\/?$/.test(values.url))
    throw new UsageError(`--url must be an origin such as http://localhost:8787`);
  const { seedDemo } = await tsImport('./lib/demo-seed.ts', import.meta.url);
  const summary = await seedDemo(demoData, { baseUrl: values.url, token, log: out });
  const parts = Object.entries(summary.created)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`);
  out(`Created ${parts.join(', ') || 'nothing'} (${summary.texts} texts).`);
  if (summary.skipped.length > 0) out(`Skipped (no API routes yet): ${summary.skipped.join(', ')}.`);
}, 'Run `npm run seed -- --help` for usage.');
