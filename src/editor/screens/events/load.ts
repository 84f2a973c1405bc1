import { isLang, type Lang } from '../../../i18n/languages';
import { type EditorListRow, loadEditorEvents } from '../../../resources/events';
import type { EditorRequest } from '../../editor.types';
import { allTerms, type TermItem } from '../kit/terms';
import { findLinked, type LinkedKind, type Pickable } from './pickers';

/**
 * @module What an event's page reads (docs/editor.md, "The event form"): the event through REST as the signed-in
 * person may see it (`context=edit`, in the text language; its `ETag` is the form's version), what REST does not say
 * (`findEditableEvent`: a trashed event, a password, its original language), the original language's text beside
 * a translation, and the choices of the pickers, categories and tags.
 */

export interface LoadedEvent {
  info: EditorListRow;
  /** The REST item in the text language (undefined for a trashed event, which REST does not show). */
  item?: Record<string, unknown>;
  version: string;
  /** Whether the event has text in the text language. */
  ownText: boolean;
  original?: { lang: Lang; title: string; description: string; excerpt: string };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The event `id` as the person may edit it, or undefined (no such event, or not theirs to edit). */
export async function loadEvent(request: EditorRequest, id: number, textLang: Lang): Promise<LoadedEvent | undefined> {
  const { findEditableEvent } = await loadEditorEvents();
  const info = await findEditableEvent(request.c.get('db'), request.user!, id, request.lang);
  if (!info) return undefined;
  if (info.status === 'trash') return { info, version: '', ownText: false };
  const answer = await request.rest({
    method: 'GET',
    path: `/events/${id}`,
    query: { context: 'edit', i18n_language: textLang },
  });
  if (answer.status !== 200) return undefined;
  const item = answer.body as Record<string, unknown>;
  const ownText = item.i18n_language === textLang;
  const originalLang = isLang(info.originalLang) ? info.originalLang : textLang;
  let original: LoadedEvent['original'];
  if (originalLang !== textLang) {
    const source = ownText
      ? ((
          await request.rest({
            method: 'GET',
            path: `/events/${id}`,
            query: { context: 'edit', i18n_language: originalLang },
          })
        ).body as Record<string, unknown>)
      : item;
    original = {
      lang: originalLang,
      title: str(source.title),
      description: str(source.description),
      excerpt: str(source.excerpt),
    };
  }
  return { info, item, version: answer.headers.get('ETag') ?? '', ownText, original };
}

/** The choices of the form: categories, tags, and the venues and organizers its pickers offer. */
export interface Choices {
  categories: TermItem[];
  tags: TermItem[];
  found: Record<LinkedKind, { items: Pickable[]; search: string }>;
}

/** Reads the choices; `search` says what each picker looks for (its search field, empty: the most recent). */
export async function loadChoices(request: EditorRequest, search: Record<LinkedKind, string>): Promise<Choices> {
  const [categories, tags, venues, organizers] = await Promise.all([
    allTerms(request, 'categories'),
    allTerms(request, 'tags'),
    findLinked(request, 'venue', search.venue),
    findLinked(request, 'organizer', search.organizer),
  ]);
  return {
    categories,
    tags,
    found: {
      venue: { items: venues, search: search.venue },
      organizer: { items: organizers, search: search.organizer },
    },
  };
}
