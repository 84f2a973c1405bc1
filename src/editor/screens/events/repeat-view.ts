import type { Lang } from '../../../i18n/languages';
import { esc, seriesPreview, viewOf } from '../../../pages';
import type { FieldErrors } from '../../editor.forms';
import { fieldError } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { choiceGroup, selectField, textareaField } from '../kit/inputs';
import { type ContentKey, say, sayText } from '../kit/texts';
import { FREQUENCIES, linesOf, positionOf, type RepeatFields, WEEKDAYS, weekdayOf } from './repeat';
import type { EventValues } from './values';
import { startWall } from './values';

/**
 * @module The repeat builder of the event form and its preview (docs/editor.md, "Repeat"): the rule in words and
 * the next dates, said by the public pages' own module (`seriesPreview`, src/pages/), from the lines the builder
 * writes. Without JavaScript every part of the builder is shown and **Show the dates** sends the form back with
 * the preview; the script hides the parts the chosen frequency does not use and refreshes the preview as it changes
 * (`GET …/admin/events/repeat`, the same fragment).
 */

/** How many next dates the preview lists. */
const PREVIEW_DATES = 5;

/** The names of the weekdays in `lang` (1 January 2024 was a Monday). */
function dayName(lang: Lang, code: string, style: 'long' | 'short'): string {
  const index = WEEKDAYS.indexOf(code as (typeof WEEKDAYS)[number]);
  return new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
}

/** A group of radio buttons of `[value, label]` options. */
const radios = (name: string, label: string, options: [string, string][], value: string) =>
  choiceGroup({
    name,
    label,
    type: 'radio',
    choices: options.map(([v, l]) => ({ value: v, label: l, checked: v === value })),
  });

/** The preview's inner HTML: the rule in words and the next dates, or why there is none. */
export function previewHtml(request: EditorRequest, values: EventValues): string {
  const { lang } = request;
  const lines = linesOf(values.repeat, startWall(values), values.all_day);
  if (lines.length === 0) return `<p>${say(lang, 'repeatsNever')}</p>`;
  if (!/^\d{4}-\d{2}-\d{2}/.test(values.start_date)) return `<p>${say(lang, 'previewNeedsStart')}</p>`;
  const config = request.c.var.config;
  const end = values.end_date || values.start_date;
  const wall = (input: string, endOfDay: boolean) =>
    input.length === 10
      ? `${input} ${endOfDay ? '23:59:59' : '00:00:00'}`
      : `${input.replace('T', ' ')}:00`.slice(0, 19);
  const now = Date.now();
  let preview: ReturnType<typeof seriesPreview>;
  try {
    preview = seriesPreview(
      viewOf(request.c, lang, false),
      lines,
      {
        startLocal: wall(values.start_date, false),
        endLocal: wall(end, values.all_day),
        zone: values.timezone || config.siteTimezone,
        allDay: values.all_day,
      },
      { nowMs: now, untilMs: now + config.recurrence.horizonDays * 86_400_000, max: config.recurrence.maxOccurrences },
      PREVIEW_DATES,
    );
  } catch {
    // A zone or a date the expansion cannot place: the save names the field.
    preview = undefined;
  }
  if (!preview) return `<p>${say(lang, 'previewUnreadable')}</p>`;
  const words = preview.words ? `<p class="rule-words">${esc(preview.words)}</p>` : '';
  const dates = preview.dates.length
    ? `<p>${say(lang, 'nextDates')}</p><ul class="dates">${preview.dates.map((d) => `<li>${d}</li>`).join('')}</ul>`
    : `<p>${say(lang, 'noNextDates')}</p>`;
  return `${words}${dates}`;
}

/** The builder's fieldset (not on a date of a series: its series' page repeats). */
export function repeatSection(request: EditorRequest, values: EventValues, errors: FieldErrors): string {
  const { lang } = request;
  const r: RepeatFields = values.repeat;
  const day = values.start_date.slice(0, 10);
  const hasDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const frequencies: [string, string][] = FREQUENCIES.map((f) => [f, sayText(lang, `repeat.${f}`)]);
  if (r.repeat === 'custom') frequencies.push(['custom', sayText(lang, 'repeat.custom')]);
  const weekday = hasDay ? dayName(lang, weekdayOf(day), 'long') : '';
  const position = hasDay ? positionOf(day) : { nth: 1, last: false };
  const monthly: [string, string][] = [
    ['day', hasDay ? sayText(lang, 'monthlyDay', { day: Number(day.slice(8, 10)) }) : sayText(lang, 'monthlyDayPlain')],
    [
      'weekday',
      hasDay
        ? sayText(lang, 'monthlyWeekday', { nth: sayText(lang, `nth.${position.nth}` as ContentKey), weekday })
        : sayText(lang, 'monthlyWeekdayPlain'),
    ],
  ];
  if (!hasDay || position.last) {
    monthly.push(['last', hasDay ? sayText(lang, 'monthlyLast', { weekday }) : sayText(lang, 'monthlyLastPlain')]);
  }
  const ends: [string, string][] = [
    ['never', sayText(lang, 'endsNever')],
    ['until', sayText(lang, 'endsOn')],
    ['count', sayText(lang, 'endsAfter')],
  ];
  const excepts = [...r.except, ''];
  const days = r.days.length || !hasDay ? r.days : [weekdayOf(day)];
  const custom =
    r.repeat === 'custom'
      ? textareaField({
          name: 'recurrence',
          label: sayText(lang, 'customLines'),
          hint: sayText(lang, 'customHint'),
          value: r.custom,
          rows: 4,
          errors,
          errorName: 'recurrence',
        })
      : '';
  return `<fieldset class="section repeat" id="f-recurrence" data-repeat="${esc(r.repeat)}"${errors.recurrence ? ' aria-describedby="f-recurrence-error"' : ''}>
<legend>${say(lang, 'repeat')}</legend>
<div class="repeat-frequency">${selectField({ name: 'repeat', label: sayText(lang, 'repeats'), value: r.repeat, choices: frequencies })}</div>
<div class="field repeat-every"><label for="f-repeat_interval">${say(lang, 'every')}</label>
<input id="f-repeat_interval" name="repeat_interval" type="number" min="1" max="999" inputmode="numeric" value="${esc(r.interval)}" aria-describedby="f-repeat_interval-hint">
<p class="hint" id="f-repeat_interval-hint">${say(lang, 'everyHint')}</p></div>
<div class="only-weekly">${choiceGroup({
    name: 'repeat_days',
    label: sayText(lang, 'weeklyOn'),
    type: 'checkbox',
    choices: WEEKDAYS.map((code) => ({
      value: code,
      label: dayName(lang, code, 'long'),
      // No day chosen: the start's, which is what the builder writes.
      checked: days.includes(code),
    })),
  })}</div>
<div class="only-monthly">${radios('repeat_monthly', sayText(lang, 'monthlyOn'), monthly, r.monthly)}</div>
${radios('repeat_end', sayText(lang, 'ends'), ends, r.end)}
<div class="repeat-end-values">
<div class="field"><label for="f-repeat_until">${say(lang, 'endsOnDate')}</label><input id="f-repeat_until" name="repeat_until" type="date" value="${esc(r.until)}"></div>
<div class="field"><label for="f-repeat_count">${say(lang, 'endsAfterCount')}</label><input id="f-repeat_count" name="repeat_count" type="number" min="1" max="1000" inputmode="numeric" value="${esc(r.count)}"></div>
</div>
<div class="field except"><p class="label" id="f-repeat_except-label">${say(lang, 'exceptions')}</p>
<p class="hint" id="f-repeat_except-hint">${say(lang, 'exceptionsHint')}</p>
<ul class="except-dates" data-except-list data-add-label="${esc(sayText(lang, 'addException'))}">${excepts
    .map(
      (value, i) =>
        `<li><input type="date" name="repeat_except[]" value="${esc(value)}" aria-label="${esc(sayText(lang, 'exceptionDate', { n: i + 1 }))}" aria-describedby="f-repeat_except-hint"></li>`,
    )
    .join('')}</ul></div>
${custom}
<div class="repeat-preview" aria-live="polite" data-repeat-preview>${previewHtml(request, values)}</div>
<button type="submit" name="_action" value="preview-repeat" class="secondary" data-no-script>${say(lang, 'showDates')}</button>
${fieldError('recurrence', errors.recurrence)}
</fieldset>`;
}
