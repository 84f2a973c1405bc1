/**
 * `npm run fuzz:input [-- --seed 32] [-- --rounds 10] [-- --events 1000]`: odd input against every route the service
 * documents (docs/security.md, "Odd input"). On a fresh copy of the bulk-seeded dataset of `--events` events, under
 * `wrangler dev`, it reads the service's own OpenAPI document (`/en/calendar/events/v1/doc`) and, for `--rounds`
 * rounds under each language root, sends every operation with its path and query parameters and its body's fields
 * set to words drawn by a seeded generator from what breaks lookups and parsers: members of `Object.prototype`
 * (`constructor`, `__proto__`, `toString`…), entities naming them (`&constructor;`), numbers JavaScript reads oddly
 * (`1e309`, `-0`, `NaN`), JSON words, empty and very long values, control and astral characters, percent-encoded
 * NULs. Bodies go as JSON and as forms, anonymously and as an administrator; `Accept-Language`, `If-None-Match` and
 * `X-HTTP-Method-Override` carry words too. Then bodies over the limit (1.5 MiB, JSON and form) with an invalid
 * token, to each write route. What an administrator's write stored is read back in every representation (the
 * record, the list, the feed, the page). The run fails (exit code 1) on any 5xx, any API answer that is not JSON,
 * or any request over `--cpu-limit` ms of CPU of the service process group (default 2,000). Markdown on stdout,
 * every request in bench/results/fuzz-input-<time>.json.
 */
import { parseOptions, out as print, runCommand } from '../scripts/lib/cli.mjs';
import { FUZZ_OPTIONS, saveResults, startFuzz } from './lib/fuzz.mjs';
import { NS } from './lib/scenarios.mjs';

const log = (line) => console.error(line);

/** What breaks lookups in objects with a prototype, parsers and number conversions. */
const PROTO = Object.getOwnPropertyNames(Object.prototype);
const WORDS = [
  ...PROTO,
  ...PROTO.map((word) => `&${word};`),
  'prototype',
  'then',
  'length',
  'constructor.prototype',
  '__proto__[x]',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9007199254740993',
  '-1',
  '0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"__proto__":{"x":1}}',
  '',
  ' ',
  '%00',
  '\u0000',
  '\u202e',
  '\ud83d\ude00',
  '\ud800',
  'a'.repeat(5000),
  '1,2,constructor',
  'now',
  'today',
  'next constructor',
  '2026-02-30',
  '9999-12-31 23:59:59',
  '0000-00-00',
  'Europe/constructor',
  'UTC+99',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
const LANGUAGES = ['constructor', '__proto__', 'toString;q=0.9', 'ca;q=NaN', '*', 'xx-YY', 'en;q=1e309', ''];

/** `word` as a path segment; a lone surrogate (which `encodeURIComponent` refuses) as the bytes a client could send. */
function segment(word) {
  try {
    return encodeURIComponent(word);
  } catch {
    return '%ED%A0%80';
  }
}

/** The body fields an operation documents (JSON or form), from the OpenAPI document. */
function bodyFields(operation) {
  const content = operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
  return Object.keys(schema?.properties ?? {});
}

/** The operations worth sending: every documented path and method, with its path and query parameter names. */
function operationsOf(doc) {
  const ops = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      const params = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      ops.push({
        route,
        method: method.toUpperCase(),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        fields: bodyFields(operation),
      });
    }
  }
  return ops;
}

async function main(args) {
  const { values } = parseOptions(args, {
    rounds: { type: 'string', default: '10' },
    ...FUZZ_OPTIONS,
  });
  const { g, cpuLimit, dataset, copy, service } = await startFuzz(values, log);
  const results = [];
  const admin = `Bearer ${dataset.admin.token}`;

  /** One request alone: its status, content type and the service's CPU while it ran. */
  const send = async (name, method, pathname, { headers = {}, body } = {}) => {
    const before = service.cpuMs();
    let res;
    let text = '';
    try {
      res = await fetch(`${service.origin}${pathname}`, { method, headers, body, redirect: 'manual' });
      text = await res.text();
    } catch (error) {
      // A reset is a failure as much as a 5xx: the runtime's front cut the answer.
      res = { status: 599, headers: new Headers() };
      text = String(error?.cause ?? error);
    }
    const cpu = service.cpuMs() - before;
    const type = res.headers.get('content-type') ?? '';
    const api = pathname.includes(NS) && !/\.ics(\?|$)/.test(pathname) && res.status >= 400;
    const row = { name, method, path: pathname.slice(0, 300), status: res.status, type, cpu };
    if (res.status >= 500 || (api && !type.includes('json'))) row.body = text.slice(0, 600);
    results.push(row);
    return { ...row, text };
  };

  /** A concrete path for `route`: its path parameters set to `word`, or to a known id / slug half the time. */
  const pathFor = (route, word) =>
    route.replace(/\{([^}]+)\}/g, (_, name) => {
      if (g.chance(0.5)) return segment(word);
      if (name === 'id') return '1';
      return name.includes('slug') ? 'a' : '1';
    });

  try {
    const docRes = await fetch(`${service.origin}/en${NS}/doc`);
    const doc = await docRes.json();
    const ops = operationsOf(doc);
    log(`${ops.length} operations documented.`);
    const started = performance.now();
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const lang of ['ca', 'en', 'es']) {
        for (const op of ops) {
          const word = g.pick(WORDS);
          // Paths are relative to the document's server, the namespace under a root.
          const prefix = `/${lang}${NS}`;
          const relative = pathFor(op.route, word);
          const query = new URLSearchParams();
          // One or two odd values among valid ones go deeper than many, which the first check refuses.
          for (const name of [g.pick(op.query), g.pick(op.query)]) if (name) query.set(name, g.pick(WORDS));
          if (g.chance(0.2)) query.set(g.pick(WORDS) || 'x', g.pick(WORDS));
          const target = `${prefix}${relative}${query.size ? `?${query}` : ''}`;
          const headers = { 'accept-language': g.pick(LANGUAGES) };
          if (g.chance(0.2)) headers['if-none-match'] = `"${g.pick(WORDS).replace(/[^\x20-\x7e]/g, '')}"`;
          if (op.method === 'GET' || op.method === 'DELETE') {
            if (op.method === 'DELETE') headers.authorization = g.chance(0.5) ? admin : 'Bearer constructor';
            await send(`${op.method} ${op.route}`, op.method, target, { headers });
            continue;
          }
          const fields = { ...validBody(op.route) };
          for (const field of [g.pick(op.fields), g.pick(op.fields)]) if (field) fields[field] = g.pick(WORDS);
          if (g.chance(0.2)) fields[g.pick(PROTO)] = g.pick(WORDS);
          const asForm = g.chance(0.4);
          const body = asForm ? new URLSearchParams(fields).toString() : JSON.stringify(fields);
          headers['content-type'] = asForm ? 'application/x-www-form-urlencoded' : 'application/json';
          if (g.chance(0.7)) headers.authorization = admin;
          if (g.chance(0.1)) headers['x-http-method-override'] = g.pick(['PATCH', 'DELETE', 'constructor']);
          const written = await send(`${op.method} ${op.route}`, op.method, target, { headers, body });
          if (written.status === 200 || written.status === 201) await readBack(send, lang, written.text);
        }
      }
      log(
        `  round ${round + 1}/${values.rounds}: ${results.length} requests (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await hugeBodies(send, ops);
    report(results, { ...values, cpuLimit });
    const failed = results.filter((r) => r.status >= 500 || r.body !== undefined || r.cpu > cpuLimit);
    saveResults('fuzz-input', results);
    if (failed.length > 0)
      throw new Error(`${failed.length} requests answered 5xx, not JSON, or passed ${cpuLimit} ms of CPU`);
  } finally {
    await service.stop();
    copy.remove();
  }
}

/** A body each kind accepts, for the odd values to be the only thing wrong with it. */
function validBody(route) {
  const kind = /^\/([a-z]+)/.exec(route)?.[1];
  const stamp = Date.now().toString(36);
  if (kind === 'events')
    return { title: `Fuzz ${stamp}`, start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00' };
  if (kind === 'venues') return { venue: `Fuzz venue ${stamp}` };
  if (kind === 'organizers') return { organizer: `Fuzz organizer ${stamp}` };
  if (kind === 'categories' || kind === 'tags') return { name: `fuzz ${stamp}` };
  return {};
}

/** What a write stored is readable everywhere afterwards: the record, a list of its kind, the feed, its page. */
async function readBack(send, lang, text) {
  let item;
  try {
    item = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof item?.rest_url !== 'string' || typeof item.id !== 'number') return;
  const rest = new URL(item.rest_url).pathname;
  await send('read back: record', 'GET', rest);
  if (rest.includes('/events/')) {
    await send('read back: list', 'GET', `/${lang}${NS}/events?include=${item.id}&status=any`);
    await send('read back: feed', 'GET', `/${lang}${NS}/events/${item.id}.ics`);
  }
  if (typeof item.url === 'string') await send('read back: page', 'GET', new URL(item.url).pathname);
}

/** Bodies over the limit with an invalid token, to each write route: a clean 401 or 413, never a reset or a 500. */
async function hugeBodies(send, ops) {
  const big = 'x'.repeat(1.5 * 1024 * 1024);
  for (const op of ops.filter((o) => o.method !== 'GET' && o.method !== 'DELETE')) {
    const target = `/ca${NS}${op.route.replace(/\{[^}]+\}/g, '21')}`;
    await send(`huge JSON ${op.route}`, op.method, target, {
      headers: { authorization: 'Bearer invalid', 'content-type': 'application/json' },
      body: JSON.stringify({ title: big }),
    });
    await send(`huge form ${op.route}`, op.method, target, {
      headers: { authorization: 'Bearer invalid', 'content-type': 'application/x-www-form-urlencoded' },
      body: `title=${big}`,
    });
  }
}

function report(results, options) {
  const byStatus = [...results.reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + 1), new Map())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const failures = results.filter((r) => r.status >= 500 || r.body !== undefined);
  const lines = [
    `### Odd-input fuzz: seed ${options.seed}, ${options.rounds} rounds, ${Number(options.events).toLocaleString('en')} events (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `- ${results.length} requests; statuses ${byStatus}.`,
    `- 5xx or an API answer that is not JSON: ${failures.length}.`,
    ...failures.slice(0, 10).map((r) => `  - ${r.method} ${r.path.slice(0, 120)} → ${r.status} ${r.type}`),
    `- Over ${options.cpuLimit} ms of CPU: ${results.filter((r) => r.cpu > options.cpuLimit).length}; highest ${Math.round(Math.max(...results.map((r) => r.cpu)))} ms.`,
  ];
  print(lines.join('\n'));
}

runCommand(main);
