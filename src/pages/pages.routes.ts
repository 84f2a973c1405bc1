import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicCacheControl } from '../http/cache-headers';
import { NAMESPACE } from '../http/path';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { EMBED_HEIGHT_JS } from './embed-height';
import { eventList, type PageEvent } from './pages.events';
import { itemAlternates, itemBody, type Kind, link } from './pages.item';
import { esc, LANGUAGE_NAMES, layout, PAGES_CSS, PAGES_VERSION, pageCsp, scriptJson } from './pages.markup';
import { configuratorPage } from './widget-page';

const ROUTE: Record<Kind, string> = { event: 'events', venue: 'venues', organizer: 'organizers' };

interface ApiAnswer {
  status: number;
  etag: string | null;
  headers: Headers;
  body: unknown;
}

/** The page's ETag from the API answer it renders: same data and same page version → same tag. */
function pageEtag(kind: string, lang: Lang, apiEtag: string): string {
  return `"page-${PAGES_VERSION}-${kind}-${lang}-${apiEtag.replace(/^W\//, '').replace(/"/g, '')}"`;
}

/** The API ETag a page's `If-None-Match` stands for, so the API can answer 304 without running its queries. */
function apiTagOf(ifNoneMatch: string | undefined, kind: string, lang: Lang): string | undefined {
  const prefix = `"page-${PAGES_VERSION}-${kind}-${lang}-`;
  const tag = ifNoneMatch
    ?.split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .find((t) => t.startsWith(prefix));
  return tag ? `"${tag.slice(prefix.length)}` : undefined;
}

/**
 * The pages read through the API itself, as an anonymous caller: the same validation, queries, mappers, access
 * rules (published content only) and error messages as the JSON routes, with nothing duplicated.
 */
function apiReader(app: Hono<AppEnv>) {
  return async (c: Context<AppEnv>, lang: Lang, path: string, query: string, ifNoneMatch?: string) => {
    const url = `${c.get('origin')}/${lang}/${NAMESPACE}${path}${query ? `?${query}` : ''}`;
    const headers = new Headers({ Accept: 'application/json' });
    if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);
    let ctx: Context<AppEnv>['executionCtx'] | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    const res = await app.fetch(new Request(url, { headers }), c.env, ctx);
    const body = res.status === 304 ? null : await res.json().catch(() => null);
    return { status: res.status, etag: res.headers.get('etag'), headers: res.headers, body } satisfies ApiAnswer;
  };
}

function htmlResponse(c: Context<AppEnv>, html: string, status: number, etag: string | null, frameable = false) {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': pageCsp(frameable ? '*' : "'none'"),
    'Cache-Control': status === 200 ? publicCacheControl(c.var.config) : 'public, max-age=60',
    Vary: 'Accept-Encoding',
  });
  if (etag) headers.set('ETag', etag);
  return new Response(html, { status, headers });
}

function notModified(c: Context<AppEnv>, etag: string, frameable = false) {
  return new Response(null, {
    status: 304,
    headers: {
      ETag: etag,
      'Cache-Control': publicCacheControl(c.var.config),
      'Content-Security-Policy': pageCsp(frameable ? '*' : "'none'"),
    },
  });
}

/** The localized 404 page of an unknown (or not public) slug or page. */
function notFoundPage(c: Context<AppEnv>, lang: Lang): Response {
  const t = (key: PageKey) => esc(lookup(pageTexts, lang, key));
  const body = `<h1>${t('notFoundTitle')}</h1><p>${t('notFoundText')}</p><p><a href="/${lang}/events/">${t(
    'backToAgenda',
  )}</a></p>`;
  return htmlResponse(c, layout({ lang, title: lookup(pageTexts, lang, 'notFoundTitle'), body }), 404, null);
}

/** A list the API refused (bad filter): the API's own message, in the page's language, with its status. */
function badQueryPage(c: Context<AppEnv>, lang: Lang, answer: ApiAnswer, embed: boolean): Response {
  const error = (answer.body ?? {}) as { message?: string; code?: string };
  const body = `<h1>${esc(lookup(pageTexts, lang, 'badQueryTitle'))}</h1><p class="error" role="alert" data-code="${esc(
    error.code,
  )}">${esc(error.message ?? '')}</p>`;
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return htmlResponse(
    c,
    layout({ lang, title: lookup(pageTexts, lang, 'badQueryTitle'), body, embed }),
    status,
    null,
    embed,
  );
}

/** `page` and the filters of a listing request, re-encoded for the inner API call (the agenda forwards them). */
function listQuery(c: Context<AppEnv>): string {
  return new URL(c.req.url).searchParams.toString();
}

function agendaUrl(lang: Lang, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const qs = next.toString();
  return `/${lang}/events/${qs ? `?${qs}` : ''}`;
}

/** Registers the public pages under every language root: items, agenda, embed, configurator, and their assets. */
export function registerPublicPages(app: Hono<AppEnv>): void {
  const read = apiReader(app);

  app.get('/pages.css', (c) =>
    c.body(PAGES_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    }),
  );
  app.get('/embed-height.js', (c) =>
    c.body(EMBED_HEIGHT_JS, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );

  for (const lang of LANGUAGES) {
    for (const kind of ['event', 'venue', 'organizer'] as const) {
      app.get(`/${lang}/${kind}/:slug`, async (c) => {
        const slug = c.req.param('slug');
        const tag = apiTagOf(c.req.header('if-none-match'), kind, lang);
        const answer = await read(c, lang, `/${ROUTE[kind]}/by-slug/${encodeURIComponent(slug)}`, '', tag);
        if (answer.status === 304 && answer.etag) return notModified(c, pageEtag(kind, lang, answer.etag));
        if (answer.status !== 200 || !answer.body) return notFoundPage(c, lang);
        const item = answer.body as Record<string, unknown>;
        let upcoming = '';
        let etagSource = answer.etag ?? '';
        if (kind !== 'event') {
          const events = await read(c, lang, '/events', `${kind}=${item.id}&per_page=10`);
          if (events.status === 200) {
            upcoming = eventList(lang, ((events.body as { events?: PageEvent[] }).events ?? []) as PageEvent[], 'h3');
            etagSource += events.etag ?? '';
          }
        }
        const title = String(item[kind === 'event' ? 'title' : kind] ?? '');
        const jsonLd = item.json_ld ? `<script type="application/ld+json">${scriptJson(item.json_ld)}</script>\n` : '';
        const html = layout({
          lang,
          title,
          alternates: itemAlternates(c, kind, item),
          head: `<link rel="canonical" href="${esc(item.url)}">\n${jsonLd}`,
          body: itemBody(c, lang, kind, item, upcoming),
        });
        // A venue or organizer page also shows its events: its tag follows both answers.
        const etag = kind === 'event' ? pageEtag(kind, lang, etagSource) : await digestTag(kind, lang, etagSource);
        if (kind !== 'event' && c.req.header('if-none-match')?.includes(etag)) return notModified(c, etag);
        return htmlResponse(c, html, 200, etag);
      });
    }

    const listPage = (embed: boolean) => async (c: Context<AppEnv>) => {
      const kind = embed ? 'embed' : 'agenda';
      const query = listQuery(c);
      const tag = apiTagOf(c.req.header('if-none-match'), kind, lang);
      const answer = await read(c, lang, '/events', query, tag);
      if (answer.status === 304 && answer.etag) return notModified(c, pageEtag(kind, lang, answer.etag), embed);
      if (answer.status !== 200) return badQueryPage(c, lang, answer, embed);
      const events = ((answer.body as { events?: PageEvent[] }).events ?? []) as PageEvent[];
      const params = new URLSearchParams(query);
      const page = Math.max(1, Number(params.get('page')) || 1);
      const pages = Number(answer.headers.get('x-tec-totalpages') ?? '1') || 1;
      const t = (key: PageKey) => esc(lookup(pageTexts, lang, key));
      const feedQuery = new URLSearchParams(params);
      feedQuery.delete('page');
      feedQuery.delete('per_page');
      const fq = feedQuery.toString();
      const feed = `${c.get('origin')}/${lang}/${NAMESPACE}/events.ics${fq ? `?${fq}` : ''}`;
      const webcal = feed.replace(/^https?:/, 'webcal:');
      const pager: string[] = [];
      if (page > 1) pager.push(`<a rel="prev" href="${esc(agendaUrl(lang, params, page - 1))}">${t('previous')}</a>`);
      if (page < pages) pager.push(`<a rel="next" href="${esc(agendaUrl(lang, params, page + 1))}">${t('next')}</a>`);
      const title =
        pages > 1 ? lookup(pageTexts, lang, 'agendaOf', { page, pages }) : lookup(pageTexts, lang, 'agenda');
      // In the embed, an event opens in the whole window, not inside the frame.
      const list = eventList(lang, events, 'h2', embed ? '_top' : '');
      const actions = `<ul class="actions"><li>${link(webcal, lookup(pageTexts, lang, 'subscribe'), ' type="text/calendar"')}</li>${
        embed
          ? `<li>${link(`${c.get('origin')}${agendaUrl(lang, params, 1)}`, lookup(pageTexts, lang, 'more'), ' target="_top"')}</li>`
          : ''
      }</ul>`;
      const nav = pager.length ? `<nav class="pager" aria-label="${t('pagination')}">${pager.join('')}</nav>` : '';
      const body = embed
        ? `<h1 class="embed-title">${esc(lookup(pageTexts, lang, 'agenda'))}</h1>${list}${actions}`
        : `<h1>${esc(title)}</h1>${list}${nav}${actions}`;
      const alternates = Object.fromEntries(
        LANGUAGES.map((other) => [
          other,
          `${c.get('origin')}/${other}/${embed ? 'embed' : 'events/'}${query ? `?${query}` : ''}`,
        ]),
      );
      const html = layout({
        lang,
        title,
        alternates,
        body,
        embed,
        scripts: embed ? ['/embed-height.js'] : [],
      });
      return htmlResponse(c, html, 200, answer.etag ? pageEtag(kind, lang, answer.etag) : null, embed);
    };
    app.get(`/${lang}/events`, listPage(false));
    app.get(`/${lang}/embed`, listPage(true));
    app.get(`/${lang}/widget`, (c) => configuratorPage(c, lang));
  }
}

async function digestTag(kind: string, lang: Lang, source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"page-${PAGES_VERSION}-${kind}-${lang}-d${hex}"`;
}

/** Paths that may be framed by any site (the app's other HTML keeps `X-Frame-Options: DENY`). */
export function isFrameablePath(path: string): boolean {
  return /^\/(ca|en|es)\/embed\/?$/i.test(path);
}

export { LANGUAGE_NAMES };
