/**
 * `npm run bench:series [-- --events 10000] [-- --series 500]`: what recurring events cost D1 (bench/README.md,
 * "Series"). On the bulk-seeded dataset of `--events` single events, `--series` series are created through the API
 * (a third daily and open-ended: 730 dates each; a third weekly on two days; a third monthly, 24 dates), then each
 * request below is sent five times and its median D1 round trips and rows read (`Server-Timing`) reported, with
 * every anonymous list's rows against the default list's. Markdown on stdout, raw results in bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, out as print, runCommand } from '../scripts/lib/cli.mjs';
import { PROJECT_ROOT } from '../scripts/lib/database.mjs';
import { ensureDataset, runCopy } from './lib/dataset.mjs';
import { sample } from './lib/load.mjs';
import { num } from './lib/report.mjs';
import { datasetFacts, NS, scenarios } from './lib/scenarios.mjs';
import { startService } from './lib/server.mjs';

const log = (line) => console.error(line);
const EVENTS = `${NS}/events`;
const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A request that no cache has seen (`_bench`), as the main benchmark sends its uncached reads. */
function uncached(pathWithQuery, init = {}) {
  let n = 0;
  return () => ({
    method: 'GET',
    ...init,
    path: `${pathWithQuery}${pathWithQuery.includes('?') ? '&' : '?'}_bench=${++n}-${Math.random().toString(36).slice(2, 8)}`,
  });
}

/** The body of series `i`: daily (730 dates), weekly on two days, or monthly (24 dates), from today. */
function seriesBody(i, facts) {
  const kind = i % 3;
  const rule = ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH', 'RRULE:FREQ=MONTHLY;COUNT=24'][kind];
  const title = ['Daily exhibition', 'Weekly yoga class', 'Monthly farmers market'][kind];
  return {
    title: `${title} ${i}`,
    description: '<p>A recurring event of the benchmark.</p>',
    start_date: `${day(1)} 10:00:00`,
    end_date: `${day(1)} 12:00:00`,
    timezone: 'Europe/Madrid',
    categories: [facts.category.id],
    venue: facts.venue,
    recurrence: [rule],
  };
}

/** One request with its JSON answer and its D1 figures (`Server-Timing`). */
async function send(origin, token, method, pathname, body) {
  const started = performance.now();
  const res = await fetch(`${origin}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  const timing = res.headers.get('server-timing') ?? '';
  return {
    status: res.status,
    json,
    ms: performance.now() - started,
    queries: Number(/db-queries;desc="(\d+)"/.exec(timing)?.[1]),
    rows: Number(/db-rows;desc="(\d+)"/.exec(timing)?.[1]),
    work: Number(/recurrence;desc="(\d+)"/.exec(timing)?.[1] ?? 0),
    total: res.headers.get('x-tec-total'),
  };
}

/** Creates the series `concurrency` at a time; returns their ids by kind. */
async function createSeries(origin, token, facts, count) {
  const ids = { daily: [], weekly: [], monthly: [] };
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await send(origin, token, 'POST', EVENTS, seriesBody(i, facts));
      if (res.status !== 201) throw new Error(`creating series ${i}: HTTP ${res.status}`);
      ids[['daily', 'weekly', 'monthly'][i % 3]].push(res.json.id);
      if (++done % 50 === 0) log(`  ${done}/${count} series (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return ids;
}

const HOURS = Array.from({ length: 24 }, (_, i) => i).join(',');
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1).join(',');

/**
 * The reproductions of issue 32 (docs/recurrence.md, "Cost of a rule"), each sent as a series: `[name, start,
 * lines, status expected]`. The accepted ones are then read by anonymous requests like any series.
 */
const HOSTILE = [
  ['FREQ=DAILY from 1850', '1850-01-01 10:00:00', ['RRULE:FREQ=DAILY'], 201],
  ['FREQ=DAILY from 1892', '1892-06-01 10:00:00', ['RRULE:FREQ=DAILY'], 201],
  [
    '24 BYHOUR × 2 BYMINUTE until 2036',
    '2026-01-05 10:00:00',
    [`RRULE:FREQ=DAILY;BYHOUR=${HOURS};BYMINUTE=0,30;UNTIL=20361231T225959Z`],
    201,
  ],
  ['UNTIL=99991231T235959Z (Madrid)', '2026-01-01 10:00:00', ['RRULE:FREQ=DAILY;UNTIL=99991231T235959Z'], 201],
  [
    'yearly from 1000, every month, day and hour',
    '1000-01-05 10:00:00',
    [`RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=${MONTH_DAYS};BYHOUR=${HOURS}`],
    201,
  ],
  ['30 February', '2026-01-01 10:00:00', ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'], 400],
  ['31 February, monthly', '2026-01-01 10:00:00', ['RRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=31'], 400],
  ['BYYEARDAY=1;BYSETPOS=366', '2026-01-01 10:00:00', ['RRULE:FREQ=YEARLY;BYYEARDAY=1;BYSETPOS=366;COUNT=2'], 400],
  ['INTERVAL=999999 yearly', '2026-01-01 10:00:00', ['RRULE:FREQ=YEARLY;INTERVAL=999999'], 400],
  [
    '62,500 RDATE values',
    '2027-01-05 10:00:00',
    Array.from(
      { length: 250 },
      () =>
        `RDATE:${Array.from({ length: 250 }, (_, i) => `2027${String(1 + (i % 12)).padStart(2, '0')}15T100000`).join(',')}`,
    ),
    400,
  ],
];

/** Sends each reproduction as a series; returns the rows of the table and the ids of the accepted ones. */
async function hostileSeries(origin, token) {
  const rows = [];
  const accepted = [];
  for (const [name, start, recurrence, expected] of HOSTILE) {
    const body = {
      title: `Hostile ${name}`,
      start_date: start,
      end_date: start.replace(/:00:00$/, ':30:00'),
      timezone: 'Europe/Madrid',
      recurrence,
    };
    const res = await send(origin, token, 'POST', EVENTS, body);
    if (res.status !== expected) throw new Error(`${name}: HTTP ${res.status}, expected ${expected}`);
    rows.push({
      name: `create: ${name}`,
      kind: 'write',
      queries: res.queries,
      rows: res.rows,
      p50: res.ms,
      work: res.work,
      statuses: [res.status],
    });
    if (res.status === 201) accepted.push({ name, id: res.json.id, slug: res.json.slug });
  }
  return { rows, accepted };
}

async function main(args) {
  const { values } = parseOptions(args, {
    events: { type: 'string', default: '10000' },
    series: { type: 'string', default: '500' },
    'state-dir': { type: 'string' },
    // Where to keep the calendar with its series afterwards (a directory like a dataset's), for `bench:plan --from`.
    keep: { type: 'string' },
  });
  const root = values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-bench');
  const dataset = await ensureDataset(root, Number(values.events), log);
  const copy = runCopy(dataset);
  const service = await startService(copy.dir);
  try {
    const facts = datasetFacts(copy.file);
    const token = dataset.admin.token;
    log(`Creating ${values.series} series through the API…`);
    const ids = await createSeries(service.origin, token, facts, Number(values.series));
    const daily = ids.daily[0];
    const dates = await send(service.origin, token, 'GET', `${EVENTS}?series=${daily}&per_page=2`);
    const date = dates.json.events[1].id;
    const lists = [
      ['default list', `${EVENTS}`],
      ['per_page=50', `${EVENTS}?per_page=50`],
      ['series=<a daily series>', `${EVENTS}?series=${daily}`],
      ['series=<3 series>', `${EVENTS}?series=${ids.daily[1]},${ids.weekly[0]},${ids.monthly[0]}`],
      ['collapse=series', `${EVENTS}?collapse=series`],
      ['collapse=series&per_page=50', `${EVENTS}?collapse=series&per_page=50`],
      ['categories=<popular>', `${EVENTS}?categories=${facts.category.slug}`],
      ['search=yoga (series texts)', `${EVENTS}?search=yoga`],
      ['search=jazz', `${EVENTS}?search=jazz`],
      ['geoloc (10 km of Barcelona)', `${EVENTS}?geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=10`],
      ['category + search', `${EVENTS}?categories=${facts.category.slug}&search=class`],
      ['collapse + category + search', `${EVENTS}?collapse=series&categories=${facts.category.slug}&search=class`],
      ['search=class', `${EVENTS}?search=class`],
      ['collapse + search=class', `${EVENTS}?collapse=series&search=class`],
    ];
    log('Sending the reproductions of issue 32…');
    const hostile = await hostileSeries(service.origin, token);
    // Each accepted reproduction read anonymously: the feed of its word, its .ics, its dates, its page and record,
    // a search of its word with and without collapse.
    for (const { name, id, slug } of hostile.accepted) {
      lists.push(
        [`hostile ${name}: events.ics of its word`, `${EVENTS}.ics?search=Hostile&series=${id}`],
        [`hostile ${name}: series=`, `${EVENTS}?series=${id}`],
        [`hostile ${name}: search`, `${EVENTS}?search=Hostile`],
        [`hostile ${name}: collapse + search`, `${EVENTS}?collapse=series&search=Hostile`],
        [`hostile ${name}: record by slug`, `${EVENTS}/by-slug/${slug}`],
        [`hostile ${name}: series page`, `/en/event/${slug}/`],
      );
    }
    const rows = [...hostile.rows];
    for (const [name, url] of lists) {
      const measured = await sample(service.origin, { next: uncached(url) }, 5);
      rows.push({ name, kind: 'list', ...measured });
    }
    // Every anonymous request of the main benchmark (bench/lib/scenarios.mjs: its hostile ones too, the wide windows,
    // every filter at once, feeds, sync tokens), on this calendar with its series: issue 32's bound is on all of them.
    const anonymous = scenarios(facts, token).filter(
      (scenario) =>
        !scenario.noDb &&
        !scenario.cached &&
        !scenario.conditional &&
        !scenario.profileOnly &&
        scenario.key !== 'create',
    );
    for (const scenario of anonymous) {
      const measured = await sample(service.origin, scenario, 5);
      const expected = [scenario.expect ?? 200].flat();
      const wrong = measured.statuses.filter((status) => !expected.includes(status));
      if (wrong.length > 0)
        throw new Error(`${scenario.key}: HTTP ${wrong.join(', ')}, expected ${expected.join(' or ')}`);
      rows.push({ name: `bench: ${scenario.name}`, kind: 'list', ...measured });
    }
    const reads = [
      ['series record by id', `${EVENTS}/${daily}`],
      ['one date by id', `${EVENTS}/${date}`],
      ['feed of a series (.ics)', `${EVENTS}/${daily}.ics`],
    ];
    for (const [name, url] of reads)
      rows.push({ name, kind: 'read', ...(await sample(service.origin, { next: uncached(url) }, 5)) });
    const writes = [
      ['series title edit (730 dates follow)', ids.daily[2], { title: 'Daily exhibition renamed' }],
      [
        'series time edit (re-expands 730 dates)',
        ids.daily[3],
        { start_date: `${day(1)} 11:00:00`, end_date: `${day(1)} 13:00:00` },
      ],
      ['series rule edit (730 → 366 dates)', ids.daily[4], { recurrence: ['RRULE:FREQ=DAILY;INTERVAL=2'] }],
      ['one date: exception', date, { title: 'Special day', venue: 0 }],
    ];
    for (const [name, id, body] of writes) {
      const res = await send(service.origin, token, 'PATCH', `${EVENTS}/${id}`, body);
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
      rows.push({ name, kind: 'write', queries: res.queries, rows: res.rows, p50: res.ms, statuses: [res.status] });
    }
    const trashed = await send(service.origin, token, 'DELETE', `${EVENTS}/${ids.daily[5]}`, undefined);
    rows.push({
      name: 'trash a series (730 dates)',
      kind: 'write',
      queries: trashed.queries,
      rows: trashed.rows,
      p50: trashed.ms,
    });
    const base = rows.find((row) => row.name === 'default list').rows;
    const { total } = await send(service.origin, token, 'GET', `${EVENTS}?per_page=1&start_date=2000-01-01`);
    const lines = [
      `### Series at ${Number(values.events).toLocaleString('en')} single events + ${values.series} series (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      '',
      `${Number(total).toLocaleString('en')} listed events in all (single events and dates of series).`,
      '',
      '| request | D1 calls | rows read | × default list | recurrence work | p50 ms (one connection) |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.queries} | ${num(row.rows)} | ${row.kind === 'list' ? (row.rows / base).toFixed(2) : '–'} | ${row.work ?? 0} | ${Math.round(row.p50)} |`,
      ),
      '',
      `- Every anonymous request within twice the default list's rows (each one's most of its five): ${rows.filter((r) => r.kind === 'list').every((r) => (r.maxRows ?? r.rows) <= 2 * base) ? 'yes' : '**no**'}.`,
    ];
    print(lines.join('\n'));
    const results = path.join(PROJECT_ROOT, 'bench', 'results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(path.join(results, `series-${Date.now()}.json`), JSON.stringify(rows, null, 2));
  } finally {
    await service.stop();
    if (values.keep) {
      fs.rmSync(values.keep, { recursive: true, force: true });
      fs.cpSync(copy.dir, values.keep, { recursive: true });
    }
    copy.remove();
  }
}

runCommand(main);
