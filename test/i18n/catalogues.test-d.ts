import { docTexts } from '../../src/i18n/catalogues/docs';
import { messageTexts } from '../../src/i18n/catalogues/messages';
import { pageTexts } from '../../src/i18n/catalogues/pages';
import { widgetTexts } from '../../src/i18n/catalogues/widget';
import { lookup } from '../../src/i18n/lookup';

/**
 * Compile-time checks of the catalogues (checked by `tsc --noEmit -p .`, part of `npm test`): a key is typed by
 * its catalogue and the languages are the published ones. That every language has every key is checked where the
 * languages are declared (`ca.ts`, `es.ts`: `Record<Key, string>`).
 */

export function keysAreTypedPerCatalogue() {
  lookup(messageTexts, 'ca', 'rest_no_route');
  lookup(docTexts, 'es', 'op.export');
  lookup(pageTexts, 'en', 'agenda');
  lookup(widgetTexts, 'ca', 'loading');
  // @ts-expect-error a documentation key is not a message
  lookup(messageTexts, 'ca', 'op.export');
  // @ts-expect-error a message key is not a page text
  lookup(pageTexts, 'en', 'rest_no_route');
  // @ts-expect-error no catalogue has this key
  lookup(widgetTexts, 'es', 'loading_');
  // @ts-expect-error only the published languages
  lookup(docTexts, 'fr', 'op.export');
}
