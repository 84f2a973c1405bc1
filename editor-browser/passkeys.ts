import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/**
 * The passkey buttons (docs/editor.md, "Signing in"): a form with `data-passkey="sign-in"` or `"register"` posts,
 * with the page's anti-forgery token, to `<its action>/options` for the ceremony's options, asks the browser for
 * the passkey, sends the result to `<its action>/verify`, and goes where the answer says. Texts come from the
 * form's data attributes (the page's language); the server's refusals carry their own localized `message`.
 */

interface Answer {
  ok: boolean;
  body: { message?: string; redirect?: string; options?: unknown };
}

async function post(url: string, token: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const parsed = (await response.json().catch(() => ({}))) as Answer['body'];
  return { ok: response.ok, body: parsed };
}

async function ceremony(form: HTMLFormElement, token: string): Promise<string> {
  const kind = form.dataset.passkey;
  const options = await post(`${form.action}/options`, token, {});
  if (!options.ok) throw new Refusal(options.body.message);
  const result =
    kind === 'register'
      ? await startRegistration({ optionsJSON: options.body.options as PublicKeyCredentialCreationOptionsJSON })
      : await startAuthentication({ optionsJSON: options.body.options as PublicKeyCredentialRequestOptionsJSON });
  const verified = await post(`${form.action}/verify`, token, { response: result, next: form.dataset.next });
  if (!verified.ok || !verified.body.redirect) throw new Refusal(verified.body.message);
  return verified.body.redirect;
}

/** A refusal the server explained (its message is shown as it is). */
class Refusal extends Error {}

function setUp(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('.passkey-status');
  const token = form.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? '';
  if (!button || !status) return;
  const say = (text: string | undefined) => {
    status.textContent = text ?? '';
  };
  if (!browserSupportsWebAuthn()) {
    button.disabled = true;
    say(form.dataset.unsupported);
    return;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    say(form.dataset.working);
    try {
      window.location.assign(await ceremony(form, token));
    } catch (error) {
      if (error instanceof Refusal) say(error.message || form.dataset.failed);
      else if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
        say(form.dataset.cancelled);
      } else say(form.dataset.failed);
      button.disabled = false;
    }
  });
}

/** Drives every passkey form of the page. */
export function passkeys(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-passkey]')) setUp(form);
}
