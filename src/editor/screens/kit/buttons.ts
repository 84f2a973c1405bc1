import { can } from '../../../auth/capabilities';
import type { SessionUser } from '../../../auth/sessions';
import type { Lang } from '../../../i18n/languages';
import { say } from './texts';

/**
 * @module The publishing buttons of events, venues and organizers (docs/editor.md, "Buttons"): **Save draft** and
 * **Publish** (for contributors **Submit for review**) while an item is unpublished, **Update** once it is
 * published, scheduled or private. Each is a submit button named `_action`; the status it asks for is REST's to
 * scale back (a contributor's `publish` becomes `pending`).
 */

/** Statuses under which an item counts as published (its form says **Update**). */
export const PUBLISHED = new Set(['publish', 'future', 'private']);

/**
 * The status each button asks for (`update` keeps the form's). A Map: the action is the form's word
 * (`_action=constructor` must find nothing).
 */
export const STATUS_OF = new Map<string, string>([
  ['draft', 'draft'],
  ['publish', 'publish'],
  ['pending', 'pending'],
]);

/** The buttons for an item of `status` (undefined: a new item), and the default one (the form's Enter key). */
export function publishButtons(
  lang: Lang,
  user: SessionUser | null,
  status?: string,
): { main: string; default: string } {
  const published = status !== undefined && PUBLISHED.has(status);
  const publish = can(user, 'publish')
    ? `<button type="submit" name="_action" value="publish" class="primary">${say(lang, 'publish')}</button>`
    : `<button type="submit" name="_action" value="pending" class="primary">${say(lang, 'submitForReview')}</button>`;
  const main = published
    ? `<button type="submit" name="_action" value="update" class="primary">${say(lang, 'update')}</button>`
    : `<button type="submit" name="_action" value="draft" class="secondary">${say(lang, 'saveDraft')}</button>${publish}`;
  return { main, default: published ? 'update' : 'draft' };
}

/** The first button of a form, hidden: Enter in a text field does what it says (not a search of a picker). */
export const defaultButton = (lang: Lang, action: string) =>
  `<button type="submit" name="_action" value="${action}" class="default-action" tabindex="-1" aria-hidden="true">${say(lang, 'save')}</button>`;
