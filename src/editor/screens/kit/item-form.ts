import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { type FieldErrors, field } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { checkboxField, lastValue, textareaField } from './inputs';
import { originalBeside } from './languages';
import { type ContentKey, sayText } from './texts';

/**
 * @module The forms of venues, organizers, categories and tags (docs/editor.md, "Venues, organizers, categories,
 * tags"): each is a list of field specs under the API's parameter names, drawn in groups, read from a REST item or
 * from a submitted form, and sent as the REST body of a save — only what differs from the item as it is (the version
 * the form carries guards that it is the one the form was opened on), and a new language's texts only with its name.
 */

export interface FieldSpec {
  /** The API's parameter name (the form field's name). */
  name: string;
  label: ContentKey;
  input: 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'number' | 'checkbox';
  /** A text of the item's language (written per language; the original's shown beside a translation). */
  text?: boolean;
  /** The item's name (required on create, and for a new language's text). */
  name_field?: boolean;
  hint?: ContentKey;
  /** The group (fieldset) it is drawn in. */
  group: ContentKey;
  /** A checkbox whose absence on the wire means true (`show_map` of venues). */
  defaultOn?: boolean;
}

/** A form's values: a text per field (`1`/`0` for check boxes). */
export type ItemValues = Record<string, string>;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The values of a REST item; a language the item has no text in starts with empty texts. */
export function valuesOfItem(specs: readonly FieldSpec[], item: Record<string, unknown>, ownText: boolean) {
  const values: ItemValues = {};
  for (const spec of specs) {
    const value = item[spec.name];
    if (spec.input === 'checkbox') values[spec.name] = (value ?? spec.defaultOn ?? false) === true ? '1' : '0';
    else if (spec.text && !ownText) values[spec.name] = '';
    else if (spec.name === 'image')
      values[spec.name] = value && typeof value === 'object' ? asText((value as { url?: unknown }).url) : '';
    else values[spec.name] = asText(value);
  }
  // The wire's `website` of an item without one is its own page (docs/api.md): not a value to edit.
  if (values.website !== undefined && item.website === item.url) values.website = '';
  return values;
}

/** The values of a submitted form. */
export function valuesOfForm(specs: readonly FieldSpec[], form: Record<string, unknown>): ItemValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, lastValue(form, spec.name)]));
}

/** The values of a new item: empty texts, check boxes at their defaults. */
export function emptyValues(specs: readonly FieldSpec[]): ItemValues {
  return Object.fromEntries(
    specs.map((spec) => [spec.name, spec.input === 'checkbox' ? (spec.defaultOn ? '1' : '0') : '']),
  );
}

/**
 * The REST body of a save: on create every field typed; on update the fields that differ from `current`. A
 * language new to the item gets its texts only when its name was typed (a language's text is a unit).
 */
export function itemBody(
  specs: readonly FieldSpec[],
  values: ItemValues,
  current: ItemValues | undefined,
  newText: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = specs.find((spec) => spec.name_field);
  const skipTexts = newText && name !== undefined && (values[name.name] ?? '').trim() === '';
  for (const spec of specs) {
    const value = values[spec.name] ?? '';
    if (spec.text && skipTexts) continue;
    if (
      current
        ? current[spec.name] === value
        : value === '' || (spec.input === 'checkbox' && value === (spec.defaultOn ? '1' : '0'))
    )
      continue;
    body[spec.name] = spec.input === 'checkbox' ? value === '1' : value;
  }
  return body;
}

export interface ItemFieldsOptions {
  request: EditorRequest;
  specs: readonly FieldSpec[];
  values: ItemValues;
  errors: FieldErrors;
  textLang: Lang;
  /** The original language's texts beside a translation. */
  original?: { lang: Lang; values: ItemValues };
  /** Extra HTML at the end of a group (a term's parent). */
  extra?: Partial<Record<ContentKey, string>>;
}

function input(options: ItemFieldsOptions, spec: FieldSpec): string {
  const { request, values, errors, textLang } = options;
  // A text in another language than the page's says so (screen readers, spelling); the page's needs nothing.
  const ownLang = spec.text && textLang !== request.lang;
  const label = sayText(request.lang, spec.label);
  const hint = spec.hint ? sayText(request.lang, spec.hint) : undefined;
  const value = values[spec.name] ?? '';
  if (spec.input === 'checkbox') return checkboxField({ name: spec.name, label, hint, errors, checked: value === '1' });
  const html =
    spec.input === 'textarea'
      ? textareaField({
          name: spec.name,
          label,
          hint,
          errors,
          value,
          rows: spec.name === 'description' ? 6 : 3,
          lang: ownLang ? textLang : undefined,
        })
      : field({
          name: spec.name,
          label,
          hint,
          errors,
          value,
          type: spec.input === 'tel' ? 'text' : spec.input,
          required: spec.name_field,
        }).replace(
          '<input ',
          `<input${ownLang ? ` lang="${textLang}"` : ''}${spec.input === 'tel' ? ' inputmode="tel" autocomplete="tel"' : ''}${spec.input === 'number' ? ' inputmode="decimal" step="any"' : ''} `,
        );
  const original = options.original;
  if (!spec.text || !original) return html;
  const shown = spec.input === 'textarea' ? (original.values[spec.name] ?? '') : esc(original.values[spec.name] ?? '');
  return `<div class="side-by-side">${html}${originalBeside(request, original.lang, label, shown)}</div>`;
}

/** The groups of fields, each a fieldset with its legend. */
export function itemFields(options: ItemFieldsOptions): string {
  const groups = [...new Set(options.specs.map((spec) => spec.group))];
  return groups
    .map((group) => {
      const legend =
        group === 'textIn'
          ? sayText(options.request.lang, 'textIn', {
              language: sayText(options.request.lang, `lang.${options.textLang}`),
            })
          : sayText(options.request.lang, group);
      const inputs = options.specs.filter((spec) => spec.group === group).map((spec) => input(options, spec));
      return `<fieldset class="section"><legend>${esc(legend)}</legend>\n${inputs.join('\n')}${options.extra?.[group] ?? ''}</fieldset>`;
    })
    .join('\n');
}
