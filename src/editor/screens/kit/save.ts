import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { type Refusal, restWrite, type Success } from '../../editor.bridge';
import { errorSummary } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { instantText } from './dates';
import { lastValue } from './inputs';
import { say, sayText } from './texts';

/**
 * @module Saving an item through the write bridge (docs/editor.md, "No lost work"): the form carries the version
 * (the item's `ETag`) it was opened on and the save sends it as `If-Match`, so a save over a newer change (by
 * anyone, through the editor, REST or MCP) is refused (412) and nothing is written; the page then says who changed
 * the item and when, keeps what was typed, and offers to save over it (with the newer version, knowingly).
 */

/** The version a form was opened on (its `_version` field), or the newer one a refusal showed (`_current_version`). */
export function formVersion(request: EditorRequest): string {
  const overwrite = lastValue(request.form, '_action') === 'overwrite';
  return lastValue(request.form, overwrite ? '_current_version' : '_version');
}

/** Runs the save `call` with `If-Match: version` (when the form has one). */
export function saveWithVersion<T = Record<string, unknown>>(
  request: EditorRequest,
  call: { method: 'POST' | 'DELETE'; path: string; body?: Record<string, unknown>; query?: Record<string, unknown> },
  version: string,
): Promise<Success<T> | Refusal> {
  return restWrite<T>(request, { ...call, headers: version ? { 'If-Match': version } : undefined });
}

/** Who changed an item and when, for a refused save: from the 412's `data`, else from the item as it is now. */
export interface Conflict {
  who: string;
  when: string;
  /** The item's version now: the form's **Save mine over theirs** sends it. */
  version: string;
}

/** What REST's 412 says of the newer change (docs/api.md, "No lost work"). */
interface ConflictData {
  etag?: unknown;
  modified_by?: { name?: unknown } | null;
  modified_utc?: unknown;
}

/** The newer change a 412 refused a save over: its author's display name, its time, and the version now. */
export function conflictOf(request: EditorRequest, refusal: Refusal): Conflict {
  const data = ((refusal.answer.body as { data?: ConflictData } | null)?.data ?? {}) as ConflictData;
  const who = typeof data.modified_by?.name === 'string' ? data.modified_by.name : '';
  const utc = typeof data.modified_utc === 'string' ? data.modified_utc : '';
  const when = utc ? instantText(request.lang, utc, request.c.var.config.siteTimezone) : '';
  return { who, when, version: typeof data.etag === 'string' ? data.etag : '' };
}

/**
 * The refusal of a save over a newer change: who and when, that nothing was saved and the typed values are kept,
 * and a button (of the form `formId`) that saves them over the newer change.
 */
export function conflictNotice(lang: Lang, conflict: Conflict, formId: string, intended: string): string {
  const text = conflict.who
    ? say(lang, 'conflictText', { name: conflict.who, time: conflict.when })
    : say(lang, 'conflictTextAnonymous', { time: conflict.when });
  return `<div class="error-summary conflict" role="alert" tabindex="-1" id="error-summary">
<h2>${say(lang, 'conflictTitle')}</h2>
<p>${text}</p>
<p>${say(lang, 'conflictKept')}</p>
<input type="hidden" name="_current_version" value="${esc(conflict.version)}" form="${formId}">
<input type="hidden" name="_intended" value="${esc(intended)}" form="${formId}">
<button type="submit" form="${formId}" name="_action" value="overwrite" class="danger">${say(lang, 'overwrite')}</button>
</div>`;
}

/** The summary of a refused save: the API's message and each refused field linked to its input. */
export function refusalSummary(lang: Lang, refusal: Refusal, labels: Record<string, string>): string {
  return errorSummary(sayText(lang, 'notSaved'), refusal.message, refusal.errors, labels);
}
