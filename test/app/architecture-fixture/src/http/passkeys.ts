// Breaks webauthn-only-in-editor: a module the API loads at startup imports the WebAuthn library.
import { generateRegistrationOptions } from '@simplewebauthn/server';

export const options = generateRegistrationOptions;
