import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { defaultLanguage, isLang, type Lang } from '../i18n/languages';
import { invalidParam } from './errors';
import { editHeaders } from './headers';
import { requestLayout } from './path';

/** The root a path was requested through: `/ca/...` → `ca`, unprefixed → the default language. */
export function rootOf(path: string, configuredDefault: string | undefined): { lang: Lang; prefix: string } {
  const first = path.split('/')[1] ?? '';
  if (isLang(first)) return { lang: first, prefix: `/${first}` };
  return { lang: defaultLanguage(configuredDefault), prefix: '' };
}

/**
 * Sets the request's language from its root before any shared handler runs, and records the root's
 * namespace URL so every URL the API emits stays under it. Handlers never parse the prefix.
 */
export const languageRoot: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { lang, prefix } = rootOf(c.req.path, c.var.config.defaultLanguage);
  c.set('rootLang', lang);
  c.set('lang', lang);
  c.set('rootPrefix', prefix);
  const origin = new URL(c.req.url).origin;
  c.set('origin', origin);
  const layout = requestLayout(c.req.url);
  const namespaceUrl = (rootPrefix: string) => `${origin}${layout.template.replace('{prefix}', rootPrefix)}`;
  c.set('namespaceUrl', namespaceUrl);
  c.set('namespaceName', layout.namespace);
  c.set('apiBase', namespaceUrl(prefix));
  await next();
  const effective = c.get('lang');
  editHeaders(c, (headers) => headers.set('Content-Language', effective));
};

/** Applies `i18n_language` (query string, or body of writes), which overrides the root's language. */
export const languageOverride: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requested = c.get('rawInput').i18n_language;
  if (requested !== undefined) {
    const value = typeof requested === 'string' ? requested.trim().toLowerCase() : requested;
    if (!isLang(value)) throw invalidParam('i18n_language', 'param.language');
    c.set('lang', value);
  }
  await next();
};
