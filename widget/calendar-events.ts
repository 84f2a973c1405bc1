/**
 * `<calendar-events>`: a live, accessible agenda or calendar of a Calendar Events API root for any web page
 * (served as `/widget.js`, bundled from this folder by scripts/widget-build.mjs). Documented in docs/widget.md.
 */
import { type WidgetKey, widgetTexts } from '../src/i18n/catalogues/widget';
import { isLang, type Lang } from '../src/i18n/languages';
import { lookup } from '../src/i18n/lookup';
import { type Day, isDay, type WeekStart } from '../src/time/calendar-grid';
import { monthBody, movePeriod, type Period, periodDays, periodTitle, weekBody } from './calendar';
import { el, viewerToday, type WireEvent } from './dom';
import { listBody, type RenderContext } from './list';
import { eventsQuery, FILTERS, filtersOf, initialPeriod } from './query';
import { langOfSrc, siteOfUrl } from './site';
import { CSS } from './styles';

const DEFAULT_REFRESH = 300;
let sheet: CSSStyleSheet | undefined;

function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

type Layout = 'list' | 'compact' | 'month' | 'week';

export class CalendarEventsElement extends HTMLElement {
  static observedAttributes = [
    'src',
    'refresh',
    'time-zone',
    'layout',
    'week-start',
    'date',
    'start-date',
    'end-date',
    ...Object.keys(FILTERS),
  ];

  #root: ShadowRoot;
  #etag: string | null = null;
  #body = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;
  #queued = false;
  /** The month or week shown by the calendar layouts (moved by their buttons). */
  #period: Period | undefined;
  /** The navigation button to give the focus back to after the next render. */
  #refocus: string | undefined;
  /** The language of the API's last answer (`Content-Language`). */
  #served: Lang | undefined;

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

  /**
   * The widget's language: the one of its root (`/ca/calendar/…`); for the unprefixed default root, the language
   * the API answered in (its `Content-Language`, the service's `DEFAULT_LANGUAGE`), else the page's, else English.
   */
  get #lang(): Lang {
    const fromSrc = langOfSrc(this.#src);
    const fromPage = (document.documentElement.lang || '').slice(0, 2);
    return (fromSrc ?? this.#served ?? (isLang(fromPage) ? fromPage : 'en')) as Lang;
  }

  get #layout(): Layout {
    const value = this.getAttribute('layout');
    return value === 'compact' || value === 'month' || value === 'week' ? value : 'list';
  }

  /** Monday, except where `week-start="sunday"` asks otherwise in English (Catalan and Spanish weeks start on Monday). */
  get #weekStart(): WeekStart {
    return this.#lang === 'en' && this.getAttribute('week-start') === 'sunday' ? 'sunday' : 'monday';
  }

  #text(key: WidgetKey, vars?: Record<string, string | number>): string {
    return lookup(widgetTexts, this.#lang, key, vars);
  }

  #filters(): URLSearchParams {
    return filtersOf(this);
  }

  #reload(): void {
    // Several attributes set in one task reload once.
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      const layout = this.#layout;
      this.#period = layout === 'month' || layout === 'week' ? initialPeriod(this, layout, this.#weekStart) : undefined;
      this.#restart(true);
    });
  }

  /** Reads again from scratch (new attributes, another period). */
  #restart(showLoading: boolean): void {
    this.#etag = null;
    this.#body = '';
    clearTimeout(this.#timer);
    this.#controller?.abort();
    if (!this.#src) {
      this.#fallback();
      return;
    }
    if (showLoading) this.#status();
    else this.setAttribute('aria-busy', 'true');
    void this.#poll();
  }

  async #poll(): Promise<void> {
    const controller = new AbortController();
    this.#controller = controller;
    const url = `${this.#src}/events?${eventsQuery(this, this.#period, this.#weekStart)}`;
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (this.#etag) headers['If-None-Match'] = this.#etag;
      const res = await fetch(url, { headers, signal: controller.signal, credentials: 'omit' });
      const served = (res.headers.get('Content-Language') ?? '').trim().slice(0, 2).toLowerCase();
      if (isLang(served)) this.#served = served;
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
          const body = JSON.parse(text) as { events?: WireEvent[]; total?: number };
          this.#render(body.events ?? [], body.total ?? 0);
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
    return el('section', { part: 'container', class: this.#layout, 'aria-label': this.#text('label') }, ...children);
  }

  #status(): void {
    this.#root.replaceChildren(this.#container(el('p', { part: 'status', role: 'status' }, this.#text('loading'))));
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

  /** The public agenda with the widget's filters (and `extra`), on the public site when the items live there. */
  #agendaLink(events: WireEvent[]): (extra: Record<string, string>) => string {
    const srcUrl = new URL(this.#src, document.baseURI);
    const site = events[0] ? siteOfUrl(events[0].url, srcUrl.origin) : srcUrl.origin;
    const filters = this.#filters();
    filters.delete('per_page');
    return (extra) => {
      const params = new URLSearchParams(filters);
      for (const [name, value] of Object.entries(extra)) params.set(name, value);
      const more = new URL(`${site}/${this.#lang}/events/`);
      more.search = params.toString();
      return more.href;
    };
  }

  /** The previous/next buttons and the title of a calendar layout. */
  #periodNav(ctx: RenderContext, period: Period): HTMLElement {
    const month = period.layout === 'month';
    const button = (step: number, part: 'prev' | 'next', label: WidgetKey, glyph: string) => {
      const node = el(
        'button',
        { part, type: 'button' },
        el('span', { 'aria-hidden': 'true' }, glyph),
        el('span', { class: 'vh' }, this.#text(label)),
      );
      node.addEventListener('click', () => {
        this.#period = movePeriod(period, step);
        this.#refocus = part;
        this.#restart(false);
      });
      return node;
    };
    return el(
      'div',
      { part: 'nav' },
      button(-1, 'prev', month ? 'previousMonth' : 'previousWeek', '‹'),
      el('h3', { part: 'period-title', 'aria-live': 'polite' }, periodTitle(ctx, period)),
      button(1, 'next', month ? 'nextMonth' : 'nextWeek', '›'),
    );
  }

  #render(events: WireEvent[], total: number): void {
    this.removeAttribute('aria-busy');
    const lang = this.#lang;
    const agenda = this.#agendaLink(events);
    const ctx: RenderContext = {
      lang,
      viewer: this.getAttribute('time-zone') === 'viewer',
      text: (key, vars) => this.#text(key, vars),
      agenda,
    };
    const feedQuery = this.#filters();
    feedQuery.delete('per_page');
    const feed = new URL(`${new URL(this.#src, document.baseURI).href}/events.ics`);
    feed.search = feedQuery.toString();
    const body: Node[] = [];
    const period = this.#period;
    if (period) {
      const options = { complete: total <= events.length, weekStart: this.#weekStart, today: viewerToday() };
      body.push(this.#periodNav(ctx, period));
      body.push(
        period.layout === 'month' ? monthBody(ctx, period, events, options) : weekBody(ctx, period, events, options),
      );
      const [first, last] = periodDays(period, this.#weekStart);
      const any = events.some((e) => e.end_date.slice(0, 10) >= first && e.start_date.slice(0, 10) <= last);
      if (!any)
        body.push(el('p', { part: 'status' }, this.#text(period.layout === 'month' ? 'emptyMonth' : 'emptyWeek')));
    } else {
      const start = (this.getAttribute('start-date') ?? '').trim();
      body.push(...listBody(ctx, events, (isDay(start.slice(0, 10)) ? start.slice(0, 10) : viewerToday()) as Day));
    }
    body.push(
      el(
        'p',
        { part: 'footer' },
        el('a', { part: 'subscribe', href: feed.href.replace(/^https?:/, 'webcal:') }, this.#text('subscribe')),
        el('a', { part: 'more', href: agenda({}) }, this.#text('more')),
      ),
    );
    this.#root.replaceChildren(this.#container(...body));
    if (this.#refocus) {
      (this.#root.querySelector(`[part~="${this.#refocus}"]`) as HTMLElement | null)?.focus();
      this.#refocus = undefined;
    }
    this.dispatchEvent(new CustomEvent('calendar-events:render', { detail: { count: events.length } }));
  }
}

if (!customElements.get('calendar-events')) customElements.define('calendar-events', CalendarEventsElement);
