/**
 * What JavaScript adds to the content screens (docs/editor.md, "JavaScript"), whose forms all work without it: the
 * repeat builder shows only the parts its frequency uses and previews the rule in words and the next dates as they
 * change (the server's own fragment, `…/admin/events/repeat`, drawn by the public pages' module); all-day switches
 * the date inputs between date and date-and-time; the venue and organizer pickers search as you type
 * (`…/admin/events/find/<kind>`); tags suggest the existing ones after each comma.
 */

const WAIT_MS = 300;

/** `fn` called once `WAIT_MS` after the last call. */
function debounced(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, WAIT_MS);
  };
}

/** The editor's address in the page's language (`/ca/admin`). */
const adminBase = () => `/${document.documentElement.lang}/admin`;

/** The fields of `form` whose names start with one of `prefixes`, as a query string. */
function fieldsQuery(form: HTMLFormElement, names: readonly string[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && names.some((n) => name === n || name.startsWith(n))) params.append(name, value);
  }
  return params.toString();
}

/** The repeat builder: the parts of the chosen frequency and end, and the live preview. */
function repeatBuilder(form: HTMLFormElement): void {
  const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset.repeat');
  const preview = fieldset?.querySelector<HTMLElement>('[data-repeat-preview]');
  if (!fieldset || !preview) return;
  fieldset.classList.add('enhanced');
  for (const button of fieldset.querySelectorAll<HTMLElement>('[data-no-script]')) button.hidden = true;
  const sync = () => {
    fieldset.dataset.repeat = form.querySelector<HTMLSelectElement>('#f-repeat')?.value ?? 'none';
    fieldset.dataset.end = form.querySelector<HTMLInputElement>('input[name="repeat_end"]:checked')?.value ?? 'never';
  };
  let asked = 0;
  const refresh = debounced(async () => {
    const query = fieldsQuery(form, ['start_date', 'end_date', 'all_day', 'timezone', 'repeat', 'recurrence']);
    const ticket = ++asked;
    const res = await fetch(`${adminBase()}/events/repeat?${query}`, { credentials: 'same-origin' });
    // The fragment is the editor's own HTML (same origin, escaped by the server), newer answers only.
    if (res.ok && ticket === asked) preview.innerHTML = await res.text();
  });
  const watched = /^(start_date|end_date|all_day|timezone|repeat|recurrence)/;
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (!watched.test(name)) return;
    sync();
    refresh();
  });
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (watched.test(name)) sync();
  });
  sync();
  exceptionAdder(fieldset);
}

/** "Add another date" under the exception dates. */
function exceptionAdder(fieldset: HTMLFieldSetElement): void {
  const list = fieldset.querySelector<HTMLUListElement>('[data-except-list]');
  const template = list?.querySelector('li:last-child');
  if (!list || !template) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'secondary small';
  button.textContent = list.dataset.addLabel ?? '+';
  button.addEventListener('click', () => {
    const item = template.cloneNode(true) as HTMLLIElement;
    const input = item.querySelector('input');
    if (input) {
      input.value = '';
      input.setAttribute(
        'aria-label',
        `${input.getAttribute('aria-label')?.replace(/\d+$/, '')}${list.children.length + 1}`,
      );
    }
    list.append(item);
    input?.focus();
  });
  list.after(button);
}

/** All day: the start and end inputs become date inputs (and back), keeping their days. */
function allDayToggle(form: HTMLFormElement): void {
  const box = form.querySelector<HTMLInputElement>('#f-all_day');
  if (!box) return;
  box.addEventListener('change', () => {
    for (const [id, time] of [
      ['#f-start_date', '10:00'],
      ['#f-end_date', '12:00'],
    ] as const) {
      const input = form.querySelector<HTMLInputElement>(id);
      if (!input) continue;
      const day = input.value.slice(0, 10);
      input.type = box.checked ? 'date' : 'datetime-local';
      input.value = day ? (box.checked ? day : `${day}T${time}`) : '';
    }
  });
}

interface Found {
  id: number;
  name: string;
  note: string;
}

/** A picker's search as you type: the items found replace the unchosen ones. */
function picker(fieldset: HTMLFieldSetElement): void {
  const kind = fieldset.dataset.picker;
  const search = fieldset.querySelector<HTMLInputElement>('[data-picker-search]');
  let list = fieldset.querySelector<HTMLUListElement>('ul.choices');
  if (!kind || !search) return;
  const type = kind === 'venue' ? 'radio' : 'checkbox';
  const name = kind === 'venue' ? 'venue' : 'organizer[]';
  const run = async () => {
    const res = await fetch(`${adminBase()}/events/find/${kind}?search=${encodeURIComponent(search.value.trim())}`, {
      credentials: 'same-origin',
    });
    if (!res.ok) return;
    const { items } = (await res.json()) as { items: Found[] };
    if (!list) {
      list = document.createElement('ul');
      list.className = 'choices';
      fieldset.querySelector('legend')?.after(list);
      fieldset.querySelector('legend + p.muted')?.remove();
    }
    const kept = new Set<string>();
    for (const item of [...list.querySelectorAll('li')]) {
      const input = item.querySelector('input');
      if (input && (input.checked || input.value === '')) kept.add(input.value);
      else item.remove();
    }
    for (const found of items) {
      if (kept.has(String(found.id))) continue;
      const id = `f-${kind}-found-${found.id}`;
      const item = document.createElement('li');
      const input = document.createElement('input');
      Object.assign(input, { type, id, name, value: String(found.id) });
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = found.name;
      if (found.note) {
        const note = document.createElement('span');
        note.className = 'muted';
        note.textContent = ` ${found.note}`;
        label.append(note);
      }
      item.append(input, label);
      list.append(item);
    }
  };
  const later = debounced(run);
  search.addEventListener('input', later);
  search.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  });
  fieldset.querySelector<HTMLButtonElement>(`button[value="find-${kind}"]`)?.addEventListener('click', (event) => {
    event.preventDefault();
    void run();
  });
}

/** Tags: the datalist suggests each existing tag after what was typed before the last comma. */
function tagSuggestions(input: HTMLInputElement): void {
  const list = input.list;
  if (!list) return;
  const names = [...list.querySelectorAll('option')].map((option) => option.value);
  input.addEventListener('input', () => {
    const at = input.value.lastIndexOf(',');
    const before = at === -1 ? '' : `${input.value.slice(0, at + 1)} `;
    const typed = input.value
      .slice(at + 1)
      .trim()
      .toLocaleLowerCase();
    const taken = new Set(input.value.split(',').map((t) => t.trim().toLocaleLowerCase()));
    list.replaceChildren(
      ...names
        .filter((n) => !taken.has(n.toLocaleLowerCase()) && n.toLocaleLowerCase().includes(typed))
        .slice(0, 20)
        .map((n) => Object.assign(document.createElement('option'), { value: `${before}${n}` })),
    );
  });
}

export function content(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form.event-form')) {
    repeatBuilder(form);
    allDayToggle(form);
  }
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-picker]')) picker(fieldset);
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-tags]')) tagSuggestions(input);
}
