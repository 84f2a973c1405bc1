import { esc } from '../../../pages';
import { type FieldErrors, fieldError, fieldId } from '../../editor.forms';

/**
 * @module The inputs of the content forms beside the shell's text `field` (src/editor/editor.forms.ts): selects,
 * text areas, check boxes and groups, each with its label, hint and the API's message when a save was refused
 * (`aria-invalid`, `aria-describedby`), so every refused field shows its error beside it.
 */

interface Common {
  name: string;
  label: string;
  hint?: string;
  errors?: FieldErrors;
  /** The field's error is reported under another parameter (`venue` for the new venue's inputs). */
  errorName?: string;
}

/** `aria-describedby`/`aria-invalid` of an input with the id `id`, and the hint and error paragraphs. */
function described(id: string, options: Common): { attrs: string; after: string; invalid: boolean } {
  const errorName = options.errorName ?? options.name;
  const error = options.errors?.[errorName];
  const ids = [options.hint ? `${id}-hint` : '', error ? `${fieldId(errorName)}-error` : ''].filter(Boolean);
  const attrs = `${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  const hint = options.hint ? `<p class="hint" id="${id}-hint">${esc(options.hint)}</p>` : '';
  // A group's error is shown once, by the group; its own inputs only point at it.
  const after = options.errorName ? hint : `${hint}${fieldError(errorName, error)}`;
  return { attrs, after, invalid: Boolean(error) };
}

/** A labelled `<select>`; `options` are `[value, label]`. */
export function selectField(options: Common & { value: string; choices: readonly (readonly [string, string])[] }) {
  const id = fieldId(options.name);
  const { attrs, after, invalid } = described(id, options);
  const items = options.choices
    .map(
      ([value, label]) =>
        `<option value="${esc(value)}"${value === options.value ? ' selected' : ''}>${esc(label)}</option>`,
    )
    .join('');
  return `<div class="field${invalid ? ' invalid' : ''}"><label for="${id}">${esc(options.label)}</label>
<select id="${id}" name="${esc(options.name)}"${attrs}>${items}</select>${after}</div>`;
}

/** A labelled `<textarea>`. */
export function textareaField(options: Common & { value: string; rows?: number; lang?: string }) {
  const id = fieldId(options.name);
  const { attrs, after, invalid } = described(id, options);
  const lang = options.lang ? ` lang="${esc(options.lang)}"` : '';
  return `<div class="field${invalid ? ' invalid' : ''}"><label for="${id}">${esc(options.label)}</label>
<textarea id="${id}" name="${esc(options.name)}" rows="${options.rows ?? 4}"${lang}${attrs}>${esc(options.value)}</textarea>${after}</div>`;
}

/**
 * A check box that always says its value: a hidden `0` before the box's `1`, so an unticked box sends `0` (a REST
 * update changes only the fields sent: a box that sent nothing could never be cleared). The form reads the last
 * value (`lastValue`).
 */
export function checkboxField(options: Common & { checked: boolean }) {
  const id = fieldId(options.name);
  const { attrs, after, invalid } = described(id, options);
  return `<div class="field check${invalid ? ' invalid' : ''}"><input type="hidden" name="${esc(options.name)}" value="0">
<input type="checkbox" id="${id}" name="${esc(options.name)}" value="1"${options.checked ? ' checked' : ''}${attrs}>
<label for="${id}">${esc(options.label)}</label>${after}</div>`;
}

/** One choice of a group of check boxes or radio buttons. */
export interface Choice {
  value: string;
  label: string;
  checked: boolean;
  /** Extra text after the label (an address, a count). */
  note?: string;
  /** Nesting depth (the category tree). */
  depth?: number;
}

/** A `<fieldset>` of check boxes (`type: 'checkbox'`, field `name[]`) or radio buttons, its error beside it. */
export function choiceGroup(
  options: Common & { type: 'checkbox' | 'radio'; choices: readonly Choice[]; empty?: string; extra?: string },
) {
  const id = fieldId(options.name);
  const error = options.errors?.[options.errorName ?? options.name];
  const errorId = `${fieldId(options.errorName ?? options.name)}-error`;
  const inputName = options.type === 'checkbox' ? `${options.name}[]` : options.name;
  const items = options.choices
    .map((choice, i) => {
      const itemId = `${id}-${i}`;
      const depth = choice.depth ? ` class="depth-${Math.min(choice.depth, 4)}"` : '';
      const note = choice.note ? ` <span class="muted">${esc(choice.note)}</span>` : '';
      return `<li${depth}><input type="${options.type}" id="${itemId}" name="${esc(inputName)}" value="${esc(choice.value)}"${
        choice.checked ? ' checked' : ''
      }><label for="${itemId}">${esc(choice.label)}${note}</label></li>`;
    })
    .join('');
  const list = items ? `<ul class="choices">${items}</ul>` : `<p class="muted">${esc(options.empty ?? '')}</p>`;
  const hint = options.hint ? `<p class="hint" id="${id}-hint">${esc(options.hint)}</p>` : '';
  const describedBy = [options.hint ? `${id}-hint` : '', error ? errorId : ''].filter(Boolean).join(' ');
  return `<fieldset class="field group${error ? ' invalid' : ''}" id="${id}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
<legend>${esc(options.label)}</legend>${hint}${list}${options.extra ?? ''}${fieldError(options.errorName ?? options.name, error)}</fieldset>`;
}

/** The last value of a form field (a check box sends `0` then `1`), as text; `''` when absent. */
export function lastValue(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : '';
}

/** The values of a repeated form field (`categories[]`), as texts. */
export function listValue(form: Record<string, unknown>, name: string): string[] {
  const value = form[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}
