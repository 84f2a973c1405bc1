import { call, ORIGIN } from '../helpers/http';
import type { Person } from './editor-helpers';

/**
 * Helpers of the content screens' tests (events, venues, organizers, categories, tags): form posts with repeated
 * fields (`categories[]`), and reading a page's forms back as a browser would send them.
 */

export type Pairs = [string, string][];

/** A form POST as `person` from the service's own origin with `pairs` (repeated names allowed) and their token. */
export function post(path: string, person: Person, pairs: Pairs, headers: Record<string, string> = {}) {
  const token: Pairs = pairs.some(([name]) => name === '_csrf') ? [] : [['_csrf', person.csrf]];
  const body = new URLSearchParams([...token, ...pairs]).toString();
  return call<string>(path, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      cookie: person.cookie,
      ...headers,
    },
    env: {},
  });
}

/** A GET of an editor page as `person`. */
export function open(path: string, person: Person) {
  return call<string>(path, { redirect: 'manual', headers: { cookie: person.cookie } });
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The fields the form `id` of `html` sends as it is (what a browser would submit without touching it): inputs with
 * their values (checked boxes and radios only), selected options, text areas. The submit buttons are left out.
 */
export function formPairs(html: string, id: string): Pairs {
  const start = html.indexOf(`<form id="${id}"`);
  if (start === -1) throw new Error(`no form #${id}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const pairs: Pairs = [];
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]!) : undefined;
  };
  const tags = /<input\b[^>]*>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>|<select\b[^>]*>([\s\S]*?)<\/select>/g;
  for (const match of form.matchAll(tags)) {
    const tag = match[0];
    const name = attr(tag, 'name');
    if (!name) continue;
    if (tag.startsWith('<input')) {
      const type = attr(tag, 'type') ?? 'text';
      if ((type === 'checkbox' || type === 'radio') && !/\schecked\b/.test(tag)) continue;
      if (type === 'submit') continue;
      pairs.push([name, attr(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')]);
    } else if (tag.startsWith('<textarea')) {
      pairs.push([name, decode(match[1] ?? '')]);
    } else {
      const options = [...(match[2] ?? '').matchAll(/<option\b[^>]*>/g)].map((o) => o[0]);
      const chosen = options.find((o) => /\sselected\b/.test(o)) ?? options[0];
      if (chosen) pairs.push([name, attr(chosen, 'value') ?? '']);
    }
  }
  return pairs;
}

/** `pairs` with the values of `changes` in place of theirs (a name absent from `pairs` is added). */
export function withValues(pairs: Pairs, changes: Record<string, string>): Pairs {
  const out = pairs.filter(([name]) => !(name in changes));
  for (const [name, value] of Object.entries(changes)) out.push([name, value]);
  return out;
}
