import { content } from './content';
import { enhance } from './enhance';
import { passkeys } from './passkeys';

/**
 * The editor's module script (`/editor.js`, bundled by scripts/editor-build.mjs): progressive enhancement only.
 * Every screen and every write of the editor works without it, except the passkey ceremonies, which WebAuthn
 * runs in the browser (docs/editor.md, "JavaScript").
 */
passkeys(document);
enhance(document);
content(document);
