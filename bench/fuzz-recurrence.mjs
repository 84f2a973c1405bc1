/**
 * `npm run fuzz:recurrence [-- --cases 300] [-- --seed 32] [-- --events 1000]`: recurrence lines from RFC 5545's
 * grammar against the running service (docs/recurrence.md, "Cost of a rule"). On a fresh copy of the bulk-seeded
 * dataset of `--events` events, under `wrangler dev`, each case is a series written through `POST /events` with
 * rules drawn by a seeded generator (repeatable: the same seed draws the same cases) from the parts attackers use:
 * clock parts (`BYHOUR` × `BYMINUTE` × `BYSECOND`), huge intervals, impossible dates (30 February, day 366, week
 * 53, positions past the set), far `DTSTART`s (year 1000 to 9999) and `UNTIL`s (`99991231T235959Z`), thousands of
 * `RDATE`s, odd zones (30-minute DST, fixed offsets); then every series created is read and written as users do
 * (its dates, its `.ics`, the feed of its word, its page, a search with `collapse=series`, a move that re-expands
 * it, a cancelled date, a `scope=following` split, its trash). Every request is sent alone and measured: its
 * status, and the CPU time of the whole service process group (wrangler and workerd, D1 included) while it ran.
 * The run fails (exit code 1) on any 5xx or any request over `--cpu-limit` ms of CPU (default 2,000). Markdown on
 * stdout, every request in bench/results/fuzz-recurrence-<time>.json.
 */
import { parseOptions, out as print, runCommand } from '../scripts/lib/cli.mjs';
import { FUZZ_OPTIONS, saveResults, startFuzz } from './lib/fuzz.mjs';
import { NS } from './lib/scenarios.mjs';

const log = (line) => console.error(line);

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad = (n, width = 2) => String(n).padStart(width, '0');
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ZONES = ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Apia', 'Asia/Kolkata', 'UTC'];
const OFFSETS = ['UTC+5:30', 'UTC-12', 'UTC+14'];
const YEARS = [1000, 1582, 1850, 1892, 1900, 1970, 2020, 2026, 2027, 2100, 2500, 9998, 9999];
const INTERVALS = [1, 1, 1, 2, 3, 7, 52, 99, 999, 9999, 99999, 999999, 2147483647];

/** A stamp `YYYYMMDDTHHMMSS` (with `Z` when `utc`), or a date `YYYYMMDD`: possible or not. */
function stamp(g, { utc = g.chance(0.5), date = g.chance(0.2), impossible = g.chance(0.1) } = {}) {
  const year = g.pick([...YEARS, g.int(2026, 2040)]);
  const month = impossible ? g.pick([2, 4, 13, 0]) : g.int(1, 12);
  const day = impossible ? g.pick([30, 31, 32, 0]) : g.int(1, 28);
  const day8 = `${pad(year, 4)}${pad(month)}${pad(day)}`;
  if (date) return day8;
  return `${day8}T${pad(g.int(0, 23))}${pad(g.pick([0, 30, g.int(0, 59)]))}${pad(g.pick([0, 0, 59, 60]))}${utc ? 'Z' : ''}`;
}

/** One `RRULE` from the grammar's parts, with what attackers send. */
function rule(g, allDay) {
  const freq = g.pick([
    'DAILY',
    'DAILY',
    'DAILY',
    'WEEKLY',
    'WEEKLY',
    'MONTHLY',
    'MONTHLY',
    'YEARLY',
    'YEARLY',
    'HOURLY',
  ]);
  const parts = [`FREQ=${freq}`];
  if (g.chance(0.5)) parts.push(`INTERVAL=${g.pick(INTERVALS)}`);
  if (g.chance(0.3)) parts.push(`COUNT=${g.pick([1, 2, 10, 366, 1000, 5000, 100000, 2147483647])}`);
  else if (g.chance(0.4)) parts.push(`UNTIL=${g.pick(['99991231T235959Z', '00010101', stamp(g)])}`);
  if (g.chance(0.4)) parts.push(`BYMONTH=${g.some(range(1, 12)).join(',')}`);
  if (g.chance(0.4)) parts.push(`BYMONTHDAY=${g.some([...range(1, 31), -1, -31, 30, 31], 31).join(',')}`);
  if (g.chance(0.3)) {
    const ordinal = freq === 'MONTHLY' || freq === 'YEARLY';
    parts.push(
      `BYDAY=${g
        .some(DAYS)
        .map((d) => (ordinal && g.chance(0.5) ? `${g.pick([1, 2, -1, 5, 53, -53])}${d}` : d))
        .join(',')}`,
    );
  }
  if (freq === 'YEARLY' && g.chance(0.2)) parts.push(`BYYEARDAY=${g.some([1, 100, 365, 366, -1, -366], 3).join(',')}`);
  if (freq === 'YEARLY' && g.chance(0.15)) parts.push(`BYWEEKNO=${g.some([1, 20, 52, 53, -1, -53], 3).join(',')}`);
  if (!allDay || g.chance(0.1)) {
    if (g.chance(0.35))
      parts.push(`BYHOUR=${g.chance(0.5) ? range(0, 23).join(',') : g.some(range(0, 23), 6).join(',')}`);
    if (g.chance(0.3))
      parts.push(`BYMINUTE=${g.chance(0.4) ? range(0, 59).join(',') : g.some(range(0, 59), 4).join(',')}`);
    if (g.chance(0.15))
      parts.push(`BYSECOND=${g.chance(0.4) ? range(0, 60).join(',') : g.some(range(0, 60), 3).join(',')}`);
  }
  if (g.chance(0.2)) parts.push(`BYSETPOS=${g.some([1, 2, -1, 366, -366, 50], 2).join(',')}`);
  if (g.chance(0.1)) parts.push(`WKST=${g.pick(DAYS)}`);
  return `RRULE:${parts.join(';')}`;
}

/** `count` date values in one or more `RDATE`/`EXDATE` lines. */
function datesLines(g, name, count) {
  const values = Array.from({ length: count }, () => stamp(g, { date: false, impossible: g.chance(0.02) }));
  const perLine = g.pick([50, 250, count]);
  const lines = [];
  for (let i = 0; i < values.length; i += perLine) {
    const tzid = g.chance(0.3) ? `;TZID=${g.pick(ZONES)}` : '';
    lines.push(
      `${name}${tzid}:${values
        .slice(i, i + perLine)
        .map((v) => (tzid ? v.replace(/Z$/, '') : v))
        .join(',')}`,
    );
  }
  return lines;
}

/** The body of case `i`: a series with a drawn rule, dates, zone and extra lines. */
function caseBody(g, i, word) {
  const allDay = g.chance(0.2);
  const year = g.pick([...YEARS, 2026, 2026, 2027]);
  const day = `${pad(year, 4)}-${pad(g.int(1, 12))}-${pad(g.pick([1, 15, 28, 29, 30, 31]))}`;
  const time = `${pad(g.pick([0, 2, 10, 19, 23]))}:${pad(g.pick([0, 30]))}:00`;
  const lines = [];
  if (g.chance(0.9)) lines.push(rule(g, allDay));
  if (g.chance(0.3)) lines.push(...datesLines(g, 'RDATE', g.pick([1, 10, 500, 1999, 2500, 10000])));
  if (g.chance(0.3)) lines.push(...datesLines(g, 'EXDATE', g.pick([1, 10, 500, 1500])));
  if (lines.length === 0) lines.push(rule(g, allDay));
  return {
    title: `Fuzz ${word} ${i}`,
    status: 'publish',
    start_date: allDay ? day : `${day} ${time}`,
    end_date: allDay ? day : `${day} ${time.replace(/^(\d\d):30/, '$1:45').replace(/^(\d\d):00/, '$1:30')}`,
    all_day: allDay,
    timezone: g.pick([...ZONES, ...OFFSETS]),
    recurrence: lines,
  };
}

async function main(args) {
  const { values } = parseOptions(args, {
    cases: { type: 'string', default: '300' },
    ...FUZZ_OPTIONS,
  });
  const { g, cpuLimit, dataset, copy, service } = await startFuzz(values, log);
  const results = [];
  const auth = { authorization: `Bearer ${dataset.admin.token}`, 'content-type': 'application/json' };
  /** One request alone: its status, D1 figures and the service's CPU while it ran. */
  const send = async (name, caseId, method, pathname, body, token = true) => {
    const before = service.cpuMs();
    const started = performance.now();
    const res = await fetch(`${service.origin}${pathname}`, {
      method,
      headers: token ? auth : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const cpu = service.cpuMs() - before;
    const timing = res.headers.get('server-timing') ?? '';
    const figure = (name) => Number(new RegExp(`${name};desc="(\\d+)"`).exec(timing)?.[1] ?? 0);
    const row = {
      case: caseId,
      name,
      method,
      path: pathname.slice(0, 200),
      status: res.status,
      cpu,
      ms,
      work: figure('recurrence'),
      queries: figure('db-queries'),
      rows: figure('db-rows'),
    };
    if (res.status >= 500) row.body = text.slice(0, 500);
    results.push(row);
    const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
    return { ...row, json };
  };
  try {
    const word = `fz${Number(values.seed).toString(36)}`;
    const started = performance.now();
    for (let i = 0; i < Number(values.cases); i++) {
      const body = caseBody(g, i, word);
      const created = await send('create', i, 'POST', `/en${NS}/events`, body);
      if (created.status === 201) await followUps(send, i, created.json, body, word);
      if ((i + 1) % 25 === 0)
        log(
          `  ${i + 1}/${values.cases} cases, ${results.length} requests (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
    }
    report(results, { ...values, cpuLimit });
    const failed = results.filter((r) => r.status >= 500 || r.cpu > cpuLimit);
    saveResults('fuzz-recurrence', results);
    if (failed.length > 0) throw new Error(`${failed.length} requests answered 5xx or passed ${cpuLimit} ms of CPU`);
  } finally {
    await service.stop();
    copy.remove();
  }
}

/** What users do with a series once it exists: read it in every representation, move it, cancel, split, trash. */
async function followUps(send, i, series, body, word) {
  const id = series.id;
  const dates = await send(
    'dates (series=)',
    i,
    'GET',
    `/en${NS}/events?series=${id}&start_date=1000-01-02&per_page=50`,
    undefined,
    false,
  );
  await send('series .ics', i, 'GET', `/en${NS}/events/${id}.ics`, undefined, false);
  await send('feed of the word', i, 'GET', `/en${NS}/events.ics?search=${word}&_=${i}`, undefined, false);
  await send('collapse + search', i, 'GET', `/en${NS}/events?collapse=series&search=${word}&_=${i}`, undefined, false);
  await send('series page', i, 'GET', `/en/event/${series.slug}/`, undefined, false);
  await send('record by slug', i, 'GET', `/en${NS}/events/by-slug/${series.slug}`, undefined, false);
  const listed = dates.status === 200 ? (dates.json?.events ?? []) : [];
  if (listed.length > 2) {
    await send('cancel a date', i, 'DELETE', `/en${NS}/events/${listed[1].id}`);
    await send('split (scope=following)', i, 'PATCH', `/en${NS}/events/${listed[2].id}?scope=following`, {
      title: `${body.title} later`,
    });
  }
  if (!body.all_day) {
    const moved = body.start_date.replace(/ (\d\d):/, (_, h) => ` ${pad((Number(h) + 1) % 24)}:`);
    await send('move (re-expands)', i, 'PATCH', `/en${NS}/events/${id}`, {
      start_date: moved,
      end_date: moved.replace(/:00$/, ':59'),
    });
  }
  await send('trash', i, 'DELETE', `/en${NS}/events/${id}`);
}

function report(results, options) {
  const byName = new Map();
  for (const r of results) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  const statuses = (rows) =>
    [...rows.reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + 1), new Map())]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  const max = (rows, key) => Math.max(...rows.map((r) => r[key]));
  const lines = [
    `### Recurrence fuzz: ${options.cases} cases, seed ${options.seed}, ${Number(options.events).toLocaleString('en')} events (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    '| request | sent | statuses | max CPU ms | max wall ms | max recurrence work | max rows |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...[...byName].map(
      ([name, rows]) =>
        `| ${name} | ${rows.length} | ${statuses(rows)} | ${Math.round(max(rows, 'cpu'))} | ${Math.round(max(rows, 'ms'))} | ${max(rows, 'work')} | ${max(rows, 'rows')} |`,
    ),
    '',
    `- 5xx: ${results.filter((r) => r.status >= 500).length} of ${results.length} requests.`,
    `- Over ${options.cpuLimit} ms of CPU: ${results.filter((r) => r.cpu > options.cpuLimit).length}.`,
    '- Costliest requests (CPU of the service process group, D1 included):',
    ...[...results]
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, 5)
      .map(
        (r) => `  - case ${r.case} ${r.name}: ${Math.round(r.cpu)} ms CPU, ${r.status}, ${r.rows} rows, work ${r.work}`,
      ),
  ];
  print(lines.join('\n'));
}

runCommand(main);
