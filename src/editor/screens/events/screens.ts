import { formVersion, restWrite } from '../../editor.bridge';
import { redirect } from '../../editor.http';
import type { EditorRequest, Screen } from '../../editor.types';
import { authorChoices } from '../kit/authors';
import { STATUS_OF } from '../kit/buttons';
import { lastValue } from '../kit/inputs';
import { textLanguage, withTextLanguage } from '../kit/languages';
import { notFoundScreen } from '../kit/pages';
import { refusalTop } from '../kit/save';
import { trashedPage } from './actions';
import { loadChoices, loadEvent } from './load';
import { eventPage, fieldLabels } from './page';
import { eventBody, newEventValues, valuesOfForm, valuesOfItem } from './values';

/**
 * @module The event screens' handlers (docs/editor.md, "The event form"): the form of a new or existing event, its
 * save through the write bridge (only what changed, with the version it was opened on), the searches of its pickers
 * and the repeat preview of a form sent back without saving (no JavaScript), Post/Redirect/Get after a save.
 */

/** Actions that send the form back with what was typed, saving nothing. */
const REDRAW = new Set(['find-venue', 'find-organizer', 'preview-repeat']);

const idOf = (request: EditorRequest) => Number(request.params.id);

/** The start and end of a new event: the next whole hour, for two hours, in the site zone. */
function newEventTimes(zone: string): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.now() + 3_600_000);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const start = `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:00`;
  const endHour = (Number(get('hour')) + 2) % 24;
  const end = endHour < 2 ? start : `${start.slice(0, 11)}${String(endHour).padStart(2, '0')}:00`;
  return [start, end];
}

/** What the searches of the pickers look for in a form sent back (empty: the most recent items). */
function searchesOf(request: EditorRequest) {
  return {
    venue: lastValue(request.form, '_find_venue').trim(),
    organizer: lastValue(request.form, '_find_organizer').trim(),
  };
}

async function newEvent(request: EditorRequest): Promise<Response> {
  const zone = request.c.var.config.siteTimezone;
  const [start, end] = newEventTimes(zone);
  return eventPage({
    request,
    values: newEventValues(zone, start, end),
    errors: {},
    refusal: '',
    textLang: textLanguage(request),
    choices: await loadChoices(request, { venue: '', organizer: '' }),
    version: '',
    authors: await authorChoices(request),
  });
}

async function createEvent(request: EditorRequest): Promise<Response> {
  const textLang = textLanguage(request);
  const action = lastValue(request.form, '_action');
  const choices = await loadChoices(request, searchesOf(request));
  const values = valuesOfForm(request.form, {
    venue: choices.found.venue.items,
    organizer: choices.found.organizer.items,
  });
  const authors = await authorChoices(request);
  const state = { request, values, textLang, choices, version: '', authors };
  if (REDRAW.has(action)) return eventPage({ ...state, errors: {}, refusal: '' });
  const body = eventBody(values, { status: STATUS_OF.get(action) ?? 'draft', occurrence: false, newText: false });
  const result = await restWrite<{ id: number }>(request, {
    method: 'POST',
    path: '/events',
    body,
    query: { i18n_language: textLang },
  });
  if (result.ok) return redirect(withTextLanguage(request, `/events/${result.item.id}`, textLang, 'created=1'));
  const { top } = refusalTop(request, result, fieldLabels(request.lang), '');
  return eventPage({ ...state, errors: result.errors, refusal: top }, result.status);
}

async function editEvent(request: EditorRequest): Promise<Response> {
  const id = idOf(request);
  const textLang = textLanguage(request);
  const loaded = await loadEvent(request, id, textLang);
  if (!loaded) return notFoundScreen(request);
  if (!loaded.item) return trashedPage(request, loaded.info);
  return eventPage({
    request,
    id,
    loaded,
    values: valuesOfItem(loaded.item, loaded.ownText),
    errors: {},
    refusal: '',
    textLang,
    choices: await loadChoices(request, { venue: '', organizer: '' }),
    version: loaded.version,
    authors: await authorChoices(request),
  });
}

async function saveEvent(request: EditorRequest): Promise<Response> {
  const id = idOf(request);
  const textLang = textLanguage(request);
  const loaded = await loadEvent(request, id, textLang);
  if (!loaded) return notFoundScreen(request);
  if (!loaded.item) return trashedPage(request, loaded.info);
  const action = lastValue(request.form, '_action');
  const choices = await loadChoices(request, searchesOf(request));
  const current = valuesOfItem(loaded.item, loaded.ownText);
  const shown = {
    venue: [...current.venue, ...choices.found.venue.items],
    organizer: [...current.organizer, ...choices.found.organizer.items],
  };
  const values = valuesOfForm(request.form, shown);
  const version = formVersion(request.form) ?? '';
  const authors = await authorChoices(request);
  const state = { request, id, loaded, values, textLang, choices, version, authors };
  if (REDRAW.has(action)) return eventPage({ ...state, errors: {}, refusal: '' });
  const occurrence = loaded.item.occurrence_start != null;
  const body = eventBody(values, { current, status: STATUS_OF.get(action), occurrence, newText: !loaded.ownText });
  const call = { method: 'POST' as const, path: `/events/${id}`, body, query: { i18n_language: textLang } };
  const result = await restWrite(request, call, version || undefined);
  if (result.ok) return redirect(withTextLanguage(request, `/events/${id}`, textLang, 'saved=1'));
  // After a save over a newer change, the form comes back with that version: saving again is a decision.
  const refused = refusalTop(request, result, fieldLabels(request.lang), version);
  return eventPage({ ...state, version: refused.version, errors: result.errors, refusal: refused.top }, result.status);
}

export const eventFormScreens: Screen[] = [
  { method: 'GET', path: '/events/new', access: 'signed-in', handler: newEvent },
  { method: 'POST', path: '/events/new', access: 'signed-in', handler: createEvent },
  { method: 'GET', path: '/events/:id{[0-9]+}', access: 'signed-in', handler: editEvent },
  { method: 'POST', path: '/events/:id{[0-9]+}', access: 'signed-in', handler: saveEvent },
];
