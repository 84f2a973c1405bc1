/**
 * What JavaScript adds to pages that work without it (docs/editor.md, "JavaScript"): copy buttons, a confirmation
 * before destructive actions, a warning before leaving a form with unsaved changes, and focus on a refused save's
 * summary of errors.
 */

/** `<button data-copy="#id">`: copies the text of the element `#id`, then says so in its `data-copied` text. */
function copyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const source = document.querySelector<HTMLElement>(button.dataset.copy ?? '');
      if (!source) return;
      const text = source instanceof HTMLInputElement ? source.value : (source.textContent ?? '');
      await navigator.clipboard.writeText(text.trim());
      const status = button.nextElementSibling;
      if (status instanceof HTMLElement && status.getAttribute('role') === 'status') {
        status.textContent = button.dataset.copied ?? '';
      }
    });
  }
}

/** `<form data-confirm="…">`: asks before submitting. */
function confirmations(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-confirm]')) {
    form.addEventListener('submit', (event) => {
      if (!window.confirm(form.dataset.confirm ?? '')) event.preventDefault();
    });
  }
}

/** `<form data-warn-unsaved>`: the browser asks before leaving the page once a field changed, until it is sent. */
function unsavedWarnings(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-warn-unsaved]')) {
    let dirty = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    form.addEventListener('input', () => {
      dirty = true;
    });
    form.addEventListener('submit', () => {
      dirty = false;
    });
    window.addEventListener('beforeunload', warn);
  }
}

/** A refused save: its summary takes the focus, so it is read first. */
function focusErrors(root: ParentNode): void {
  root.querySelector<HTMLElement>('#error-summary')?.focus();
}

export function enhance(root: ParentNode): void {
  copyButtons(root);
  confirmations(root);
  unsavedWarnings(root);
  focusErrors(root);
}
