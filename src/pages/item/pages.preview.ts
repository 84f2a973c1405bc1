import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/languages';
import { layout } from '../pages.markup';
import type { PageEvent } from '../pages.model';
import { viewOf } from '../pages.view';
import { itemBody } from './pages.item';
import { nextDatesSection } from './pages.series';

/**
 * The public page of an event as it will look, for the editor's **Preview** (docs/editor.md, "Preview"): the same
 * body as `/{lang}/event/<slug>/` (its details, description, a series' next dates), drawn from the event as its
 * editor reads it (also unpublished), with the editor's `banner` above it (and its `head`: its stylesheet); never indexed, never cached (the editor's answers are
 * `no-store`).
 */
export function eventPreviewHtml(
  c: Context<AppEnv>,
  lang: Lang,
  event: Record<string, unknown>,
  nextDates: PageEvent[],
  extra: { banner: string; head: string },
): string {
  const view = viewOf(c, lang, false);
  const more = typeof event.series_id === 'number' ? nextDatesSection(view, event.series_id, nextDates) : '';
  return layout({
    lang,
    title: String(event.title ?? ''),
    origin: view.origin,
    head: `<meta name="robots" content="noindex">\n${extra.head}`,
    body: `${extra.banner}${itemBody(view, 'event', event, more)}`,
  });
}
