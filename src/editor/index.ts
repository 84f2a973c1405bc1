import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { LANGUAGES } from '../i18n/languages';
import { loadRecurrenceRules } from '../time';

/**
 * @module The editor's door (docs/editor.md): the only module of `src/editor/` the Worker loads when it starts. It
 * registers the editor's addresses (`/admin`, `/{lang}/admin` and everything under them) with a handler that loads
 * the editor itself (`editor.app.ts` and everything it imports, the WebAuthn library among them) on the first
 * editor request: the API's startup never evaluates it, and no API request runs any of its code.
 */

/** Registers the editor's addresses on `app`, whose namespace the editor's forms call in-process. */
export function registerEditor(app: Hono<AppEnv>): void {
  const handle = async (c: Context<AppEnv>) => {
    // The editor's event pages walk series' rules (their dates, the preview's next dates).
    const [{ editorFetch }] = await Promise.all([import('./editor.app'), loadRecurrenceRules()]);
    return editorFetch(c, app);
  };
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.all(`${prefix}/admin`, handle);
    app.all(`${prefix}/admin/*`, handle);
  }
}
