import { can } from '../../../auth/capabilities';
import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { versionField } from '../../editor.bridge';
import { type FieldErrors, field, tokenField } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { defaultButton, PUBLISHED, publishButtons } from '../kit/buttons';
import { checkboxField, choiceGroup, selectField, textareaField } from '../kit/inputs';
import { originalBeside } from '../kit/languages';
import { categoryChoices, type TermItem } from '../kit/terms';
import { type ContentKey, say, sayText } from '../kit/texts';
import { type LinkedKind, type Pickable, pickerField } from './pickers';
import { repeatSection } from './repeat-view';
import type { EventValues } from './values';

/**
 * @module The event form's fields (docs/editor.md, "The event form"): every writable field under the API's
 * parameter names, in sections (text, when, repeat, where and who, categories and tags, details, publishing) and
 * the buttons. The page around it (headings, language control, refusals, trash) is `page.ts`.
 */

/** What the form is drawn from. */
export interface EventForm {
  request: EditorRequest;
  values: EventValues;
  errors: FieldErrors;
  /** The form's address (with the text language). */
  action: string;
  /** The event's version (its ETag) the form was opened on. */
  version: string;
  textLang: Lang;
  /** The original language's text, when the text being written is a translation. */
  original?: { lang: Lang; title: string; description: string; excerpt: string };
  /** The text language is new to the event. */
  newText: boolean;
  isNew: boolean;
  occurrence: boolean;
  /** The event's stored status (the buttons depend on it); undefined for a new event. */
  status?: string;
  locked: boolean;
  found: Record<LinkedKind, { items: Pickable[]; search: string }>;
  categories: TermItem[];
  tags: TermItem[];
  authors: { id: number; name: string }[];
}

const label = (lang: Lang, key: ContentKey) => sayText(lang, key);

/** Every IANA zone `Intl` knows, plus the event's own (a `UTC±H` zone). */
function zoneChoices(current: string): [string, string][] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return all.map((zone) => [zone, zone.replaceAll('_', ' ')]);
}

function textSection(form: EventForm): string {
  const { request, values, errors, original } = form;
  const { lang } = request;
  const pair = (input: string, key: ContentKey, html: string) =>
    original
      ? `<div class="side-by-side">${input}${originalBeside(request, original.lang, label(lang, key), html)}</div>`
      : input;
  // A text in another language than the page's says so; the page's needs nothing.
  const textLang = form.textLang === lang ? '' : ` lang="${form.textLang}"`;
  const title = field({
    name: 'title',
    label: label(lang, 'title'),
    value: values.title,
    required: !form.newText,
    errors,
  });
  return `<fieldset class="section"><legend>${say(lang, 'textIn', { language: sayText(lang, `lang.${form.textLang}`) })}</legend>
${form.newText && original ? `<p class="hint">${say(lang, 'newTranslationHint', { language: sayText(lang, `lang.${original.lang}`) })}</p>` : ''}
${pair(title.replace('<input ', `<input${textLang} `), 'title', esc(original?.title ?? ''))}
${pair(textareaField({ name: 'description', label: label(lang, 'description'), value: values.description, rows: 8, lang: form.textLang === lang ? undefined : form.textLang, hint: label(lang, 'htmlHint'), errors }), 'description', original?.description ?? '')}
${pair(textareaField({ name: 'excerpt', label: label(lang, 'excerpt'), value: values.excerpt, rows: 3, lang: form.textLang === lang ? undefined : form.textLang, errors }), 'excerpt', original?.excerpt ?? '')}
</fieldset>`;
}

function whenSection(form: EventForm): string {
  const { request, values, errors } = form;
  const { lang } = request;
  const type = values.all_day ? 'date' : 'datetime-local';
  const dateHint = label(lang, values.all_day ? 'allDayHint' : 'zoneHint');
  return `<fieldset class="section when" data-all-day-toggle><legend>${say(lang, 'when')}</legend>
${checkboxField({ name: 'all_day', label: label(lang, 'allDay'), checked: values.all_day, errors })}
<div class="two">
${field({ name: 'start_date', label: label(lang, 'start'), value: values.start_date, type, required: form.isNew, errors, hint: dateHint })}
${field({ name: 'end_date', label: label(lang, 'end'), value: values.end_date, type, required: form.isNew, errors })}
</div>
${selectField({ name: 'timezone', label: label(lang, 'timezone'), value: values.timezone, choices: zoneChoices(values.timezone), errors })}
</fieldset>`;
}

function placeSection(form: EventForm): string {
  const { request, values, errors, found } = form;
  const { lang } = request;
  return `<fieldset class="section"><legend>${say(lang, 'whereWho')}</legend>
${pickerField(lang, 'venue', { chosen: values.venue, found: found.venue.items, search: found.venue.search, fresh: values.new_venue }, errors)}
${pickerField(lang, 'organizer', { chosen: values.organizer, found: found.organizer.items, search: found.organizer.search, fresh: values.new_organizer }, errors)}
</fieldset>`;
}

function termsSection(form: EventForm): string {
  const { request, values, errors } = form;
  const { lang } = request;
  const names = form.tags.map((t) => `<option value="${esc(t.name)}"></option>`).join('');
  const tags = field({
    name: 'tags',
    label: label(lang, 'tags'),
    value: values.tags,
    errors,
    hint: label(lang, 'tagsHint'),
  });
  return `<fieldset class="section"><legend>${say(lang, 'categoriesAndTags')}</legend>
${choiceGroup({ name: 'categories', label: label(lang, 'categories'), type: 'checkbox', choices: categoryChoices(form.categories, values.categories), empty: label(lang, 'noCategoriesYet'), errors })}
${tags.replace('<input ', '<input list="tag-names" autocomplete="off" data-tags ')}
<datalist id="tag-names">${names}</datalist>
</fieldset>`;
}

function detailsSection(form: EventForm): string {
  const { request, values, errors } = form;
  const { lang } = request;
  return `<fieldset class="section"><legend>${say(lang, 'details')}</legend>
${field({ name: 'cost', label: label(lang, 'cost'), value: values.cost, errors, hint: label(lang, 'costHint') })}
${field({ name: 'website', label: label(lang, 'website'), value: values.website, type: 'url', errors })}
${field({ name: 'image', label: label(lang, 'image'), value: values.image, type: 'url', errors, hint: label(lang, 'imageHint') })}
${checkboxField({ name: 'featured', label: label(lang, 'featured'), checked: values.featured, errors })}
${checkboxField({ name: 'sticky', label: label(lang, 'sticky'), checked: values.sticky, errors })}
${checkboxField({ name: 'hide_from_listings', label: label(lang, 'hideFromListings'), checked: values.hide_from_listings, errors, hint: label(lang, 'hideFromListingsHint') })}
</fieldset>`;
}

function publishingSection(form: EventForm): string {
  const { request, values, errors } = form;
  const { lang, user } = request;
  const parts: string[] = [];
  if (form.status && PUBLISHED.has(form.status)) {
    const statuses = ['publish', 'future', 'private', 'draft', 'pending'].filter(
      (s) => can(user, 'publish') || !PUBLISHED.has(s),
    );
    parts.push(
      selectField({
        name: 'status',
        label: label(lang, 'status'),
        value: values.status,
        choices: statuses.map((s) => [s, label(lang, `status.${s}` as ContentKey)]),
        errors,
      }),
    );
  }
  if (form.occurrence) {
    parts.push(
      choiceGroup({
        name: 'scope',
        label: label(lang, 'applyTo'),
        type: 'radio',
        choices: [
          { value: 'this', label: label(lang, 'thisDate'), checked: values.scope === 'this' },
          { value: 'following', label: label(lang, 'thisAndFollowing'), checked: values.scope === 'following' },
        ],
        errors,
      }),
    );
  }
  if (form.authors.length) {
    parts.push(
      selectField({
        name: 'author',
        label: label(lang, 'author'),
        value: values.author,
        choices: form.authors.map((a) => [String(a.id), a.name]),
        errors,
      }),
    );
  }
  parts.push(
    field({
      name: 'password',
      label: label(lang, 'password'),
      value: values.password,
      errors,
      autocomplete: 'off',
      hint: label(lang, form.locked ? 'passwordSetHint' : 'passwordHint'),
    }),
  );
  if (form.locked)
    parts.push(
      checkboxField({ name: 'clear_password', label: label(lang, 'clearPassword'), checked: values.clear_password }),
    );
  return `<fieldset class="section"><legend>${say(lang, 'publishing')}</legend>${parts.join('\n')}</fieldset>`;
}

/** The whole form. `preview` is the Preview link (none for a new event). */
export function eventForm(form: EventForm, preview: string): string {
  const { request } = form;
  const actions = publishButtons(request.lang, request.user, form.status);
  return `<form method="post" action="${esc(form.action)}" class="event-form" data-warn-unsaved novalidate>
${tokenField(request.token)}${versionField(form.version)}
${defaultButton(request.lang, actions.default)}
${textSection(form)}
${whenSection(form)}
${form.occurrence ? '' : repeatSection(request, form.values, form.errors)}
${placeSection(form)}
${termsSection(form)}
${detailsSection(form)}
${publishingSection(form)}
<div class="form-actions">${actions.main}${preview}</div>
</form>`;
}
