import type { Lang } from '../i18n/languages';
import { msToWall, offsetAt } from '../time';

/**
 * An instant (Unix ms) as the site's people read it: its wall time in the site's zone (`SITE_TIMEZONE`, which may
 * be `UTC±H`, a zone `Intl` cannot take: the wall time is computed here and only formatted by `Intl`), in `lang`.
 */
export function siteTime(ms: number, lang: Lang, zone: string, style: 'long' | 'short' = 'long'): string {
  const wall = msToWall(ms, offsetAt(zone, ms));
  return new Intl.DateTimeFormat(lang, {
    dateStyle: style === 'long' ? 'long' : 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${wall.replace(' ', 'T')}Z`));
}
