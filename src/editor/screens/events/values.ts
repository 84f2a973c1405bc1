import { inputValue } from '../kit/dates';
import { lastValue, listValue } from '../kit/inputs';
import { freshOf, type Pickable, pickable } from './pickers';
import { linesOf, NO_REPEAT, type RepeatFields, repeatOfForm, repeatOfLines } from './repeat';

/**
 * @module What the event form shows and sends (docs/editor.md, "The event form"): its values from a REST item or
 * from a submitted form, and the REST body of a save. A save of an existing event sends only the fields that differ
 * from the event as it is (the version the form carries guards that this is the event the form was opened on), so
 * a date of a series overrides only what was changed on it, and a field the API renders differently than it is
 * written (a cost of several values) is not rewritten by a save that did not touch it.
 */

/** The values of the event form. */
export interface EventValues {
  title: string;
  description: string;
  excerpt: string;
  start_date: string;
  end_date: string;
  all_day: boolean;
  timezone: string;
  venue: Pickable[];
  organizer: Pickable[];
  categories: string[];
  tags: string;
  cost: string;
  website: string;
  image: string;
  featured: boolean;
  sticky: boolean;
  hide_from_listings: boolean;
  status: string;
  author: string;
  repeat: RepeatFields;
  new_venue: Record<string, string>;
  new_organizer: Record<string, string>;
  password: string;
  clear_password: boolean;
  scope: 'this' | 'following';
}

const TEXT_FIELDS = ['title', 'description', 'excerpt'] as const;
const PLAIN_FIELDS = ['start_date', 'end_date', 'timezone', 'cost', 'website', 'image'] as const;
const FLAGS = ['all_day', 'featured', 'sticky', 'hide_from_listings'] as const;

/** A new event's values: starting at the next whole hour, for two hours, in the site zone. */
export function newEventValues(siteZone: string, start: string, end: string): EventValues {
  return {
    title: '',
    description: '',
    excerpt: '',
    start_date: start,
    end_date: end,
    all_day: false,
    timezone: siteZone,
    venue: [],
    organizer: [],
    categories: [],
    tags: '',
    cost: '',
    website: '',
    image: '',
    featured: false,
    sticky: false,
    hide_from_listings: false,
    status: 'draft',
    author: '',
    repeat: NO_REPEAT,
    new_venue: {},
    new_organizer: {},
    password: '',
    clear_password: false,
    scope: 'this',
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const terms = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/**
 * The values of a REST event (`item`, read in the text language); `ownText` false when the item has no text in
 * that language yet (its fields then start empty, the original's text shown beside them).
 */
export function valuesOfItem(item: Record<string, unknown>, ownText: boolean): EventValues {
  const allDay = item.all_day === true;
  const venue =
    item.venue && !Array.isArray(item.venue) ? [pickable('venue', item.venue as Record<string, unknown>)] : [];
  const image = item.image && typeof item.image === 'object' ? str((item.image as { url?: unknown }).url) : '';
  const start = str(item.occurrence_start) || str(item.start_date);
  return {
    title: ownText ? str(item.title) : '',
    description: ownText ? str(item.description) : '',
    excerpt: ownText ? str(item.excerpt) : '',
    start_date: inputValue(str(item.start_date), allDay),
    end_date: inputValue(str(item.end_date), allDay),
    all_day: allDay,
    timezone: str(item.timezone),
    venue,
    organizer: terms(item.organizer).map((o) => pickable('organizer', o)),
    categories: terms(item.categories).map((t) => String(t.id)),
    tags: terms(item.tags)
      .map((t) => str(t.name))
      .join(', '),
    cost: str(item.cost),
    // The wire's `website` is the event's own page when none was given (docs/api.md).
    website: item.website === item.url ? '' : str(item.website),
    image,
    featured: item.featured === true,
    sticky: item.sticky === true,
    hide_from_listings: item.hide_from_listings === true,
    status: str(item.status),
    author: String(item.author ?? ''),
    repeat: repeatOfLines(item.recurrence as string[] | null, start, str(item.timezone)),
    new_venue: {},
    new_organizer: {},
    password: '',
    clear_password: false,
    scope: 'this',
  };
}

/** The values of a submitted form (names are the API's parameters, `repeat_*` the builder's, `new_*[…]` inline items). */
export function valuesOfForm(form: Record<string, unknown>, shown: { venue: Pickable[]; organizer: Pickable[] }) {
  const byId = new Map([...shown.venue, ...shown.organizer].map((item) => [String(item.id), item]));
  const picked = (ids: string[]) =>
    ids.filter((id) => /^\d+$/.test(id)).map((id) => byId.get(id) ?? { id: Number(id), name: '', note: '' });
  const venueId = lastValue(form, 'venue');
  const values: EventValues = {
    title: lastValue(form, 'title'),
    description: lastValue(form, 'description'),
    excerpt: lastValue(form, 'excerpt'),
    start_date: lastValue(form, 'start_date'),
    end_date: lastValue(form, 'end_date'),
    all_day: lastValue(form, 'all_day') === '1',
    timezone: lastValue(form, 'timezone'),
    venue: venueId ? picked([venueId]) : [],
    organizer: picked(listValue(form, 'organizer')),
    categories: listValue(form, 'categories'),
    tags: lastValue(form, 'tags'),
    cost: lastValue(form, 'cost'),
    website: lastValue(form, 'website'),
    image: lastValue(form, 'image'),
    featured: lastValue(form, 'featured') === '1',
    sticky: lastValue(form, 'sticky') === '1',
    hide_from_listings: lastValue(form, 'hide_from_listings') === '1',
    status: lastValue(form, 'status'),
    author: lastValue(form, 'author'),
    repeat: repeatOfForm(form),
    new_venue: freshOf(form, 'venue'),
    new_organizer: freshOf(form, 'organizer'),
    password: lastValue(form, 'password'),
    clear_password: lastValue(form, 'clear_password') === '1',
    scope: lastValue(form, 'scope') === 'following' ? 'following' : 'this',
  };
  return values;
}

const tagNames = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The wall time the repeat builder reads its start from (`YYYY-MM-DD HH:MM:SS`). */
export const startWall = (values: EventValues) =>
  `${values.start_date.replace('T', ' ')}${values.start_date.length === 10 ? ' 00:00:00' : ':00'}`.slice(0, 19);

/** An inline new item when its name was typed, else undefined. */
function inline(fresh: Record<string, string>, nameField: string): Record<string, string> | undefined {
  if (!fresh[nameField]?.trim()) return undefined;
  return Object.fromEntries(Object.entries(fresh).filter(([, v]) => v.trim() !== ''));
}

export interface BodyOptions {
  /** The event as it is (undefined: a new event, every typed field is sent). */
  current?: EventValues;
  /** The status the button asked for (`draft`, `publish`, `pending`), else the form's. */
  status?: string;
  /** A date of a series: no `recurrence`, and `scope`. */
  occurrence: boolean;
  /** The text language is new to the event: its texts are sent only when a title was typed. */
  newText: boolean;
}

/** The REST body of a save of `values` (docs/editor.md, "The event form"). */
export function eventBody(values: EventValues, options: BodyOptions): Record<string, unknown> {
  const { current } = options;
  const body: Record<string, unknown> = {};
  const differs = (name: keyof EventValues) => !current || current[name] !== values[name];
  const texts = TEXT_FIELDS.filter((name) => (current ? differs(name) : values[name] !== ''));
  // A language's text is a unit (docs/api.md#content-languages): a new one is written only with its title.
  if (!(options.newText && values.title.trim() === '')) {
    for (const name of texts) body[name] = values[name];
  }
  for (const name of PLAIN_FIELDS) if (current ? differs(name) : values[name] !== '') body[name] = values[name];
  for (const name of FLAGS) if (current ? differs(name) : values[name]) body[name] = values[name];
  const newVenue = inline(values.new_venue, 'venue');
  const venueId = values.venue[0]?.id;
  if (newVenue) body.venue = newVenue;
  else if (!current || venueId !== current.venue[0]?.id) body.venue = venueId ?? (current ? null : undefined);
  const organizers: unknown[] = values.organizer.map((o) => o.id);
  const newOrganizer = inline(values.new_organizer, 'organizer');
  if (newOrganizer) organizers.push(newOrganizer);
  const organizerIds = values.organizer.map((o) => String(o.id));
  if (
    current
      ? newOrganizer ||
        !sameList(
          organizerIds,
          current.organizer.map((o) => String(o.id)),
        )
      : organizers.length
  )
    body.organizer = organizers;
  if (current ? !sameList([...values.categories].sort(), [...current.categories].sort()) : values.categories.length)
    body.categories = values.categories;
  if (current ? !sameList(tagNames(values.tags), tagNames(current.tags)) : values.tags.trim()) {
    body.tags = tagNames(values.tags);
  }
  if (!options.occurrence) {
    const lines = linesOf(values.repeat, startWall(values), values.all_day);
    const before = current ? linesOf(current.repeat, startWall(current), current.all_day) : [];
    // `recurrence: []` ends a series (docs/recurrence.md): sent only when there was one.
    if (lines.join('\n') !== before.join('\n') && (lines.length || before.length)) body.recurrence = lines;
  } else {
    body.scope = values.scope;
  }
  const status = options.status ?? values.status;
  if (status && (!current || status !== current.status)) body.status = status;
  if (values.author && (!current || values.author !== current.author)) body.author = Number(values.author);
  if (values.password !== '') body.password = values.password;
  else if (values.clear_password) body.password = '';
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}
