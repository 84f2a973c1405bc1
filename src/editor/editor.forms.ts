import { esc } from '../pages';

/**
 * @module Forms (docs/editor.md, "Forms"): every form of the editor posts to the editor itself with the page's
 * anti-forgery token in a hidden field; a field refused by the API shows its message beside it (`aria-invalid`,
 * `aria-describedby`) and keeps what was typed; a summary at the top links to each refused field.
 */

/** The name of the hidden field that carries the anti-forgery token (JavaScript sends it as `X-CSRF-Token`). */
export const TOKEN_FIELD = '_csrf';

/** The hidden field with the page's anti-forgery token: the first child of every form the editor renders. */
export function tokenField(token: string): string {
  return `<input type="hidden" name="${TOKEN_FIELD}" value="${esc(token)}">`;
}

/** Messages per field name (the API's `data.params`, in the page's language). */
export type FieldErrors = Record<string, string>;

/** One labelled input. `value` is what the form shows: what was typed when a save was refused. */
export interface FieldOptions {
  name: string;
  label: string;
  value?: string;
  type?: 'text' | 'url' | 'email' | 'date' | 'datetime-local' | 'number' | 'search';
  required?: boolean;
  hint?: string;
  autocomplete?: string;
  errors?: FieldErrors;
}

/** The id of a field's input (`title` → `f-title`; `tags[]` → `f-tags`). */
export const fieldId = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;

/** A label, an input, its hint and its error (when the API refused it). */
export function field(options: FieldOptions): string {
  const id = fieldId(options.name);
  const error = options.errors?.[options.name];
  const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${esc(options.name)}"`,
    `type="${options.type ?? 'text'}"`,
    options.value !== undefined ? `value="${esc(options.value)}"` : '',
    options.required ? 'required' : '',
    options.autocomplete ? `autocomplete="${esc(options.autocomplete)}"` : '',
    described ? `aria-describedby="${described}"` : '',
    error ? 'aria-invalid="true"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${esc(options.label)}</label>
<input ${attributes}>
${options.hint ? `<p class="hint" id="${id}-hint">${esc(options.hint)}</p>` : ''}${fieldError(options.name, error)}
</div>`;
}

/** The message beside a refused field (empty when it was not refused). */
export function fieldError(name: string, message: string | undefined): string {
  return message ? `<p class="field-error" id="${fieldId(name)}-error">${esc(message)}</p>` : '';
}

/**
 * The summary of a refused save at the top of its form: the API's message, then each refused field linked to its
 * input (`labels` names the fields in the page's language; a parameter without a label is shown by its name).
 */
export function errorSummary(
  title: string,
  message: string,
  errors: FieldErrors,
  labels: Record<string, string>,
): string {
  const items = Object.entries(errors)
    .map(([name, text]) => `<li><a href="#${fieldId(name)}">${esc(labels[name] ?? name)}</a>: ${esc(text)}</li>`)
    .join('');
  return `<div class="error-summary" role="alert" tabindex="-1" id="error-summary">
<h2>${esc(title)}</h2>
<p>${esc(message)}</p>${items ? `<ul>${items}</ul>` : ''}
</div>`;
}

/** A notice after a successful action (Post/Redirect/Get: the next page shows it). */
export function notice(text: string): string {
  return `<div class="notice" role="status">${esc(text)}</div>`;
}

/** The value of a single-valued form field as text (`''` when absent; the first when repeated). */
export function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
}
