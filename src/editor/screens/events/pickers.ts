import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import type { FieldErrors } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { type Choice, choiceGroup } from '../kit/inputs';
import { type ContentKey, say, sayText } from '../kit/texts';

/**
 * @module The venue and organizer pickers of the event form (docs/editor.md, "Venues and organizers"): a venue is
 * one of radio buttons (none, the event's, the most recent ones, or those a search found), organizers are check
 * boxes; a search is a submit button of the form itself (the form comes back with everything typed and the items
 * found, nothing saved), which the script turns into a search as you type; a new one is created on the spot from
 * the inline fields (`new_venue[venue]`…), sent as the inline object REST accepts.
 */

export type LinkedKind = 'venue' | 'organizer';

/** A venue or organizer as the pickers show it. */
export interface Pickable {
  id: number;
  name: string;
  /** A venue's address and city, an organizer's email or phone. */
  note: string;
}

/** The fields of an inline new item, by kind: the parameter names of `POST /venues` and `POST /organizers`. */
export const NEW_FIELDS: Record<LinkedKind, readonly [string, ContentKey][]> = {
  venue: [
    ['venue', 'venueName'],
    ['address', 'address'],
    ['city', 'city'],
    ['zip', 'zip'],
    ['province', 'province'],
    ['country', 'country'],
  ],
  organizer: [
    ['organizer', 'organizerName'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['website', 'website'],
  ],
};

/** An item of a REST answer as the pickers show it. */
export function pickable(kind: LinkedKind, item: Record<string, unknown>): Pickable {
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
  const note =
    kind === 'venue'
      ? [text('address'), text('city')].filter(Boolean).join(', ')
      : [text('email'), text('phone')].filter(Boolean).join(' · ');
  return { id: Number(item.id), name: text(kind), note };
}

/** The items of `kind` matching `search` (the most recent ones without words), as the user may see them. */
export async function findLinked(request: EditorRequest, kind: LinkedKind, search: string): Promise<Pickable[]> {
  const path = kind === 'venue' ? '/venues' : '/organizers';
  const query: Record<string, unknown> = { per_page: search ? 20 : 8 };
  if (search) query.search = search.slice(0, 200);
  const answer = await request.rest({ method: 'GET', path, query });
  const list = (answer.body as Record<string, unknown> | null)?.[kind === 'venue' ? 'venues' : 'organizers'];
  return Array.isArray(list) ? list.map((item) => pickable(kind, item as Record<string, unknown>)) : [];
}

export interface PickerState {
  /** The chosen ids, in order (a venue: at most one). */
  chosen: Pickable[];
  /** What the search found (or the most recent items). */
  found: Pickable[];
  search: string;
  /** The inline new item's fields, as typed. */
  fresh: Record<string, string>;
}

/** The fieldset of a picker: the choices, the search, and the new item's fields in a disclosure. */
export function pickerField(lang: Lang, kind: LinkedKind, state: PickerState, errors: FieldErrors): string {
  const name = kind === 'venue' ? 'venue' : 'organizer';
  const seen = new Set<number>();
  const choices: Choice[] = [];
  if (kind === 'venue')
    choices.push({ value: '', label: sayText(lang, 'noVenue'), checked: state.chosen.length === 0 });
  for (const [items, checked] of [
    [state.chosen, true],
    [state.found, false],
  ] as const) {
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      choices.push({ value: String(item.id), label: item.name || `#${item.id}`, checked, note: item.note });
    }
  }
  const searchId = `f-find-${kind}`;
  const search = `<div class="picker-search">
<label for="${searchId}">${say(lang, kind === 'venue' ? 'findVenue' : 'findOrganizer')}</label>
<span class="search-row"><input type="search" id="${searchId}" name="_find_${kind}" value="${esc(state.search)}" data-picker-search="${kind}">
<button type="submit" name="_action" value="find-${kind}" class="secondary">${say(lang, 'find')}</button></span>
${state.search && state.found.length === 0 ? `<p class="hint" role="status">${say(lang, 'nothingFound')}</p>` : ''}</div>`;
  const typed = Object.values(state.fresh).some((v) => v.trim() !== '');
  const freshFields = NEW_FIELDS[kind]
    .map(([field, label]) => {
      const id = `f-new-${kind}-${field}`;
      return `<div class="field"><label for="${id}">${say(lang, label)}</label><input id="${id}" name="new_${kind}[${field}]" value="${esc(state.fresh[field] ?? '')}"${field === 'email' ? ' type="email"' : field === 'website' ? ' type="url"' : ''}></div>`;
    })
    .join('');
  const fresh = `<details class="new-item"${typed ? ' open' : ''}><summary>${say(lang, kind === 'venue' ? 'newVenueInline' : 'newOrganizerInline')}</summary>
<p class="hint">${say(lang, kind === 'venue' ? 'newVenueHint' : 'newOrganizerHint')}</p>${freshFields}</details>`;
  return choiceGroup({
    name,
    label: sayText(lang, kind === 'venue' ? 'venue' : 'organizers'),
    type: kind === 'venue' ? 'radio' : 'checkbox',
    choices,
    empty: sayText(lang, 'noOrganizersYet'),
    errors,
    extra: `${search}${fresh}`,
  }).replace('<fieldset class="field group', `<fieldset data-picker="${kind}" class="field group picker`);
}

/** The inline new item typed into the form (`new_venue[venue]`…), or undefined when its name is empty. */
export function freshOf(form: Record<string, unknown>, kind: LinkedKind): Record<string, string> {
  const value = form[`new_${kind}`];
  const out: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [field] of NEW_FIELDS[kind]) {
      const v = (value as Record<string, unknown>)[field];
      if (typeof v === 'string') out[field] = v;
    }
  }
  return out;
}
