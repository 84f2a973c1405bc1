import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import * as demoData from '../../scripts/demo-data.mjs';
import { seedDemo } from '../../scripts/lib/demo-seed';
import { docsUrls, exampleCommands } from '../../scripts/lib/welcome.mjs';
import { ORIGIN, userWithToken } from '../helpers/http';

/**
 * The README's curl examples and those `npm start` prints (scripts/lib/welcome.mjs), run in order against the
 * demo calendar that `npm start` seeds, as a newcomer pastes them: `<token>` is the administrator's token, `<id>`
 * the id of the latest item created in the same code block, `<event id>` that of the latest event created.
 */

const BASE = 'http://localhost:8787';

interface Curl {
  source: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string;
}

/**
 * The commands of a shell code block, each as its words: single and double quotes (which may span lines),
 * backslash escapes and line continuations, `#` comments; an unquoted newline ends a command.
 */
function shellCommands(block: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | null = null;
  const endWord = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  for (let i = 0; i < block.length; i++) {
    const ch = block[i]!;
    if (ch === "'" || ch === '"') {
      const end = block.indexOf(ch, i + 1);
      if (end < 0) throw new Error(`unclosed quote in ${block.slice(i, i + 80)}`);
      word = (word ?? '') + block.slice(i + 1, end);
      i = end;
    } else if (ch === '\\') {
      if (block[i + 1] === '\n') i++;
      else word = (word ?? '') + block[++i];
    } else if (ch === '\n') {
      endWord();
      if (words.length) commands.push(words);
      words = [];
    } else if (/\s/.test(ch)) {
      endWord();
    } else if (ch === '#' && word === null) {
      const end = block.indexOf('\n', i);
      i = (end < 0 ? block.length : end) - 1;
    } else {
      word = (word ?? '') + ch;
    }
  }
  endWord();
  if (words.length) commands.push(words);
  return commands;
}

/** Every curl command of `text`'s shell code blocks, one list per block. */
function curlBlocks(text: string): Curl[][] {
  return [...text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)]
    .map((m) =>
      shellCommands(m[1]!)
        .filter((words) => words[0] === 'curl')
        .map(parseCurl),
    )
    .filter((commands) => commands.length > 0);
}

function parseCurl(all: string[]): Curl {
  const source = all.join(' ');
  const words = all.slice(1);
  const curl: Curl = { source, method: 'GET', url: '', headers: {} };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-X') curl.method = words[++i]!;
    else if (word === '-H') {
      const [name, ...value] = words[++i]!.split(':');
      curl.headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-d') {
      curl.data = words[++i]!;
      if (curl.method === 'GET') curl.method = 'POST';
    } else if (word.startsWith('-')) throw new Error(`unexpected curl option ${word} in ${source}`);
    else curl.url = word;
  }
  return curl;
}

interface Ran {
  curl: Curl;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, checked field by field
  body: any;
  headers: Headers;
}

async function runBlocks(blocks: Curl[][], token: string, base = BASE): Promise<Ran[]> {
  const ran: Ran[] = [];
  let lastEvent: number | undefined;
  for (const block of blocks) {
    let lastCreated: number | undefined;
    for (const curl of block) {
      const fill = (text: string) =>
        text
          .replaceAll('<token>', token)
          .replaceAll('<event id>', String(lastEvent))
          .replaceAll('<id>', String(lastCreated));
      const headers = Object.fromEntries(Object.entries(curl.headers).map(([k, v]) => [k, fill(v)]));
      expect(curl.url.startsWith(base), curl.source).toBe(true);
      const url = ORIGIN + fill(curl.url).slice(base.length);
      const response = await exports.default.fetch(
        new Request(url, { method: curl.method, headers, body: curl.data === undefined ? undefined : fill(curl.data) }),
      );
      const text = await response.text();
      const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      ran.push({ curl, status: response.status, body, headers: response.headers });
      if (response.status === 201 && typeof body?.id === 'number') {
        lastCreated = body.id;
        if (new URL(url).pathname.endsWith('/events')) lastEvent = body.id;
      }
    }
  }
  return ran;
}

describe('the README and the npm start banner, pasted on a fresh npm start', () => {
  let token: string;

  beforeAll(async () => {
    const admin = await userWithToken('administrator');
    token = admin.token;
    const summary = await seedDemo(demoData, {
      baseUrl: ORIGIN,
      token,
      fetch: (request) => exports.default.fetch(request),
    });
    expect(summary.created.events).toBe(demoData.events.length);
  }, 120_000);

  it('every README curl example succeeds, reading, creating, translating and reading back events', async () => {
    const blocks = curlBlocks(readme);
    const ran = await runBlocks(blocks, token);
    expect(ran.length).toBeGreaterThanOrEqual(15);
    for (const { curl, status, body } of ran)
      expect(status, `${curl.source}\n${JSON.stringify(body)}`).toBeLessThan(400);

    const eventReads = ran.filter((r) => r.curl.method === 'GET' && /\/events(\?|$)/.test(r.curl.url));
    // Every language root and the default one (the WordPress-layout examples come on top).
    expect([...new Set(eventReads.map((r) => new URL(r.curl.url).pathname.split('/')[1]))]).toEqual(
      expect.arrayContaining(['ca', 'es', 'en', 'calendar']),
    );
    for (const read of eventReads) expect(read.body.events.length, read.curl.source).toBeGreaterThan(0);

    const created = ran.find(
      (r) => r.curl.method === 'POST' && /\/ca\/calendar\/events\/v1\/events$/.test(r.curl.url),
    )!;
    expect(created.status).toBe(201);
    expect(created.body.venue.venue).toBe('Parc de la Ciutadella');
    expect(created.body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Institut de Cultura',
      'Colla Castellera del Barri',
    ]);
    const readBack = ran.filter((r) => r.curl.method === 'GET' && /\/events\/<id>$/.test(r.curl.url));
    expect(readBack.map((r) => [r.body.id, r.body.i18n_language])).toEqual([
      [created.body.id, 'es'],
      [created.body.id, 'ca'],
    ]);
    expect(readBack[0]!.body.description).toContain('Diablos y fuego');
    expect(Object.keys(readBack[1]!.body.translations).sort()).toEqual(['ca', 'es']);

    // Recurring events (docs/recurrence.md): created, listed, one date changed, one cancelled.
    const series = ran.find((r) => r.curl.method === 'POST' && r.curl.data?.includes('RRULE'))!;
    expect(series.body).toMatchObject({
      series_id: series.body.id,
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10'],
    });
    const dates = ran.find((r) => r.curl.url.includes('series=<id>'))!;
    expect(dates.body.total).toBe(10);
    const changed = ran.find((r) => r.curl.url.endsWith('/tai-txi-ciutadella/2027-05-13'))!;
    expect(changed.body).toMatchObject({ title: 'Tai-txi: classe especial', start_date: '2027-05-13 18:00:00' });
    const record = ran.find((r) => r.curl.method === 'GET' && r.curl.url.endsWith('/by-slug/tai-txi-ciutadella'))!;
    expect(record.body.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10',
      'EXDATE;TZID=Europe/Madrid:20270518T190000',
    ]);
  });

  it('every command printed by npm start succeeds, and its docs pages answer', async () => {
    const printed = exampleCommands(BASE, '<token>').join('\n');
    const ran = await runBlocks(curlBlocks(`\`\`\`sh\n${printed}\n\`\`\``), token);
    expect(ran).toHaveLength(exampleCommands(BASE, '<token>').length);
    for (const { curl, status, body } of ran)
      expect(status, `${curl.source}\n${JSON.stringify(body)}`).toBeLessThan(400);
    const eventReads = ran.filter((r) => /\/v1\/events/.test(r.curl.url));
    expect(eventReads.length).toBeGreaterThanOrEqual(3);
    for (const read of eventReads) expect(read.body.events?.length ?? read.body.id, read.curl.source).toBeTruthy();
    for (const url of docsUrls(BASE)) {
      const page = await exports.default.fetch(new Request(ORIGIN + url.slice(BASE.length)));
      expect(page.status, url).toBe(200);
      expect(await page.text()).toContain('id="scalar-reference"');
    }
  });

  it('an unknown venue, organizer or category id: the 400 names the parameter and the unknown ids', async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/en/calendar/events/v1/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Nowhere',
          start_date: 'tomorrow 20:00',
          end_date: 'tomorrow 21:00',
          venue: 4,
          organizer: [8, { id: 9914 }, 9915],
          categories: [9916],
        }),
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      code: string;
      message: string;
      data: { params: Record<string, string> };
    };
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual(['categories', 'organizer']);
    expect(body.data.params.organizer).toBe('organizer names ids that do not exist: 9914, 9915.');
    expect(body.data.params.categories).toBe('categories names term ids that do not exist: 9916.');
    expect(body.message).toContain('organizer');
  });
});
