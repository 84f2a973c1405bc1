/**
 * `<calendar-events>`: a live, accessible agenda of a Calendar Events API root for any web page (served as
 * `/widget.js`, bundled from this folder by scripts/widget-build.mjs). Documented in docs/widget.md.
 */
import { type WidgetKey, widgetTexts } from '../src/i18n/catalogues/widget';
import { isLang, type Lang } from '../src/i18n/languages';
import { lookup } from '../src/i18n/lookup';
import { CSS } from './styles';

interface WireEvent {
  id: number;
  title: string;
  url: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  all_day: boolean;
  venue?: { venue?: string; city?: string } | unknown[];
}

/** Attributes that map to `/events` filters (attribute → query parameter). */
const FILTERS: Record<string, string> = {
  categories: 'categories',
  tags: 'tags',
  venue: 'venue',
  organizer: 'organizer',
  search: 'search',
  featured: 'featured',
  'start-date': 'start_date',
  'end-date': 'end_date',
  'per-page': 'per_page',
};

const DEFAULT_REFRESH = 300;
let sheet: CSSStyleSheet | undefined;

function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A DOM element with attributes and children (text or elements): no `innerHTML`, so nothing is parsed as HTML. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export class CalendarEventsElement extends HTMLElement {
  static observedAttributes = ['src', 'refresh', 'time-zone', 'layout', ...Object.keys(FILTERS)];

  #root: ShadowRoot;
  #etag: string | null = null;
  #body = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;
  #queued = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styles()];
  }

  connectedCallback(): void {
    this.#reload();
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
    this.#controller?.abort();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#reload();
  }

  /** The namespace root in `src`, without a trailing slash. */
  get #src(): string {
    return (this.getAttribute('src') ?? '').trim().replace(/\/+$/, '');
  }

  /** The widget's language: the one of its root (`/ca/calendar/…`), else the page's, else English. */
  get #lang(): Lang {
    const fromSrc = /\/(ca|en|es)\/calendar\//.exec(`${this.#src}/`)?.[1];
    const fromPage = (document.documentElement.lang || '').slice(0, 2);
    return (fromSrc ?? (isLang(fromPage) ? fromPage : 'en')) as Lang;
  }

  /** The widget text `key` in the widget's language. */
  #text(key: WidgetKey): string {
    return lookup(widgetTexts, this.#lang, key);
  }

  /** The filters of the attributes, as `/events` query parameters sorted by name. */
  #filters(): URLSearchParams {
    const params = new URLSearchParams();
    for (const [attr, param] of Object.entries(FILTERS).sort(([, a], [, b]) => a.localeCompare(b))) {
      const value = this.getAttribute(attr);
      if (value !== null && value.trim() !== '') params.set(param, value.trim());
    }
    return params;
  }

  #reload(): void {
    // Several attributes set in one task reload once.
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#etag = null;
      this.#body = '';
      clearTimeout(this.#timer);
      this.#controller?.abort();
      if (!this.#src) return this.#fallback();
      this.#status('loading');
      void this.#poll();
    });
  }

  async #poll(): Promise<void> {
    const controller = new AbortController();
    this.#controller = controller;
    const url = `${this.#src}/events?${this.#filters()}`;
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (this.#etag) headers['If-None-Match'] = this.#etag;
      const res = await fetch(url, { headers, signal: controller.signal, credentials: 'omit' });
      if (res.status !== 304) {
        const text = await res.text();
        if (!res.ok) {
          let message = '';
          try {
            message = String((JSON.parse(text) as { message?: string }).message ?? '');
          } catch {
            message = '';
          }
          this.#etag = null;
          this.#body = '';
          if (res.status >= 500 || !message) this.#fallback();
          else this.#error(message);
        } else if (text !== this.#body) {
          this.#etag = res.headers.get('ETag');
          this.#body = text;
          this.#render((JSON.parse(text) as { events?: WireEvent[] }).events ?? []);
        } else {
          this.#etag = res.headers.get('ETag');
        }
      }
    } catch {
      if (controller.signal.aborted) return;
      // Unreachable API (network, CSP, CORS): keep the element's own content.
      if (!this.#body) this.#fallback();
    }
    this.#schedule();
  }

  #schedule(): void {
    const seconds = Number(this.getAttribute('refresh') ?? DEFAULT_REFRESH);
    if (!Number.isFinite(seconds) || seconds <= 0 || !this.isConnected) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#poll(), Math.max(1, seconds) * 1000);
  }

  #container(...children: (Node | string)[]): HTMLElement {
    const compact = this.getAttribute('layout') === 'compact';
    return el(
      'section',
      { part: 'container', class: compact ? 'compact' : 'list', 'aria-label': this.#text('label') },
      ...children,
    );
  }

  #status(kind: 'loading'): void {
    this.#root.replaceChildren(this.#container(el('p', { part: 'status', role: 'status' }, this.#text(kind))));
    this.setAttribute('aria-busy', 'true');
  }

  /** The element's own children, shown through a slot (scripts ran but the API could not be used). */
  #fallback(): void {
    this.removeAttribute('aria-busy');
    this.#root.replaceChildren(el('slot'));
  }

  #error(message: string): void {
    this.removeAttribute('aria-busy');
    this.#root.replaceChildren(
      this.#container(
        el(
          'p',
          { part: 'error', role: 'alert' },
          `${this.#text('error')} `,
          el('span', { part: 'error-message' }, message),
        ),
      ),
    );
  }

  /** A wall time of the event formatted in the widget's language, and its ISO 8601 instant with the zone's offset. */
  #time(local: string, utc: string, allDay: boolean, dateOnly: boolean): HTMLTimeElement {
    const viewer = this.getAttribute('time-zone') === 'viewer' && !allDay;
    const options: Intl.DateTimeFormatOptions = dateOnly
      ? { timeStyle: 'short' }
      : allDay
        ? { dateStyle: this.getAttribute('layout') === 'compact' ? 'medium' : 'full' }
        : { dateStyle: this.getAttribute('layout') === 'compact' ? 'medium' : 'full', timeStyle: 'short' };
    let iso: string;
    let text: string;
    if (viewer) {
      const instant = new Date(wallMs(utc));
      const offset = -instant.getTimezoneOffset();
      const shown = new Date(instant.getTime() + offset * 60000);
      iso = `${shown.toISOString().slice(0, 19)}${offsetText(offset)}`;
      text = new Intl.DateTimeFormat(this.#lang, options).format(instant);
    } else {
      // The event's own zone: its local wall time as is (works for fixed offsets such as UTC+2 too).
      iso = `${local.replace(' ', 'T')}${offsetText(Math.round((wallMs(local) - wallMs(utc)) / 60000))}`;
      text = new Intl.DateTimeFormat(this.#lang, { ...options, timeZone: 'UTC' }).format(new Date(wallMs(local)));
    }
    return el('time', { datetime: iso }, text);
  }

  #render(events: WireEvent[]): void {
    this.removeAttribute('aria-busy');
    const lang = this.#lang;
    const t = (key: WidgetKey) => lookup(widgetTexts, lang, key);
    const filters = this.#filters();
    const srcUrl = new URL(this.#src, document.baseURI);
    const feedQuery = new URLSearchParams(filters);
    feedQuery.delete('per_page');
    const feed = new URL(`${srcUrl.href}/events.ics`);
    feed.search = feedQuery.toString();
    const webcal = feed.href.replace(/^https?:/, 'webcal:');
    // "More": the public agenda with the same filters, on the public site when the items' urls live there.
    const site = events[0] ? new URL(events[0].url).origin : srcUrl.origin;
    const more = new URL(`${site}/${lang}/events/`);
    more.search = feedQuery.toString();
    const body: Node[] = [];
    if (events.length === 0) body.push(el('p', { part: 'status' }, t('empty')));
    else {
      const items = events.map((event) => {
        const venue = event.venue && !Array.isArray(event.venue) ? event.venue : undefined;
        const sameDay = event.start_date.slice(0, 10) === event.end_date.slice(0, 10);
        const date = el(
          'p',
          { part: 'date' },
          this.#time(event.start_date, event.utc_start_date, event.all_day, false),
        );
        if (!(event.all_day && sameDay)) {
          date.append(' – ', this.#time(event.end_date, event.utc_end_date, event.all_day, sameDay && !event.all_day));
        }
        if (event.all_day) date.append(` (${t('allDay')})`);
        const article = el(
          'article',
          {},
          el('h3', { part: 'title' }, el('a', { part: 'link', href: event.url }, event.title)),
          date,
        );
        if (venue?.venue)
          article.append(el('p', { part: 'venue' }, [venue.venue, venue.city].filter(Boolean).join(', ')));
        return el('li', { part: 'item' }, article);
      });
      body.push(el('ul', { part: 'list', role: 'list' }, ...items));
    }
    body.push(
      el(
        'p',
        { part: 'footer' },
        el('a', { part: 'subscribe', href: webcal }, t('subscribe')),
        el('a', { part: 'more', href: more.href }, t('more')),
      ),
    );
    this.#root.replaceChildren(this.#container(...body));
    this.dispatchEvent(new CustomEvent('calendar-events:render', { detail: { count: events.length } }));
  }
}

if (!customElements.get('calendar-events')) customElements.define('calendar-events', CalendarEventsElement);
