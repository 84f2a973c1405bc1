import { conflictOf, type Refusal } from '../../editor.bridge';
import { errorSummary } from '../../editor.forms';
import { t, text } from '../../editor.layout';
import type { EditorRequest } from '../../editor.types';

/**
 * @module The refusals of a save on the content screens (docs/editor.md, "No lost work"). A form carries the version
 * its item was opened on and the bridge sends it as `If-Match` (`restWrite`, `formVersion`, src/editor/editor.bridge.ts);
 * a save over a newer change comes back as REST's 412, which `conflictOf` turns into who made that change and when:
 * the form is then drawn again with what was typed and the newer version, so saving again, once compared, is a
 * decision. Any other refusal is the API's message with each refused field's.
 */

/** The top of a refused save, and the version the form is drawn again with (the newer one after a 412). */
export function refusalTop(
  request: EditorRequest,
  refusal: Refusal,
  labels: Record<string, string>,
  version: string,
): { top: string; version: string } {
  const { lang } = request;
  const conflict = conflictOf(request, refusal);
  if (!conflict)
    return { top: errorSummary(text(lang, 'formErrors'), refusal.message, refusal.errors, labels), version };
  return {
    top: `<div class="error-summary" role="alert" tabindex="-1" id="error-summary"><h2>${t(lang, 'conflictTitle')}</h2><p>${conflict.message}</p></div>`,
    version: conflict.version || version,
  };
}
