import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { findPasskey, type NewPasskey, storeChallenge, takeChallenge } from '../../auth/passkeys';
import type { Db } from '../../db/client';

/**
 * @module The WebAuthn ceremonies (docs/editor.md, "Signing in"), through @simplewebauthn/server (which runs on
 * Workers: it uses the Web Crypto API of `globalThis.crypto`). The relying party is the request's host name (a
 * local instance is used as `http://localhost:<port>`: an IP address cannot be one), the expected origin the
 * request's origin; user verification is required; credentials are discoverable (resident keys), so signing in
 * asks for no name. Each challenge is stored in D1 and taken once.
 */

/** Where a ceremony runs: the relying party id (host name) and the page origin the browser signs. */
export interface RelyingParty {
  id: string;
  origin: string;
  /** The name authenticators show (the editor's name in the page's language). */
  name: string;
}

/** The relying party of a request URL. */
export function relyingPartyOf(url: string, name: string): RelyingParty {
  const parsed = new URL(url);
  return { id: parsed.hostname, origin: parsed.origin, name };
}

/** Options to create a passkey for user `user` (an invitation), its challenge stored for `inviteId`. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: number; name: string },
  exclude: string[],
  inviteId: number,
  now: number,
) {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.name,
    // A stable handle per user, no personal data: an authenticator keeps one passkey per user and site.
    userID: new Uint8Array(new TextEncoder().encode(`calendar-user-${user.id}`)),
    attestationType: 'none',
    excludeCredentials: exclude.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: 'register', inviteId, now });
  return options;
}

/** The passkey of a registration response, when it verifies against a challenge given for `inviteId`. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  inviteId: number,
  now: number,
): Promise<Omit<NewPasskey, 'label'> | null> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (await takeChallenge(db, challenge, 'register', now))?.inviteId === inviteId,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  });
  if (!verification.verified) return null;
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/** Options to sign in with any passkey of this site (discoverable credentials). */
export async function authenticationOptions(db: Db, rp: RelyingParty, now: number) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await storeChallenge(db, { challenge: options.challenge, purpose: 'sign-in', inviteId: null, now });
  return options;
}

/** The outcome of a sign-in response: the passkey and its new counter, or why not. */
export type SignInCheck =
  | { ok: true; passkeyId: number; userId: number; counter: number }
  | { ok: false; reason: 'unknown' | 'failed' };

/** Checks a sign-in response against a stored passkey and a challenge given for signing in. */
export async function verifySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: number,
): Promise<SignInCheck> {
  const passkey = typeof response.id === 'string' ? await findPasskey(db, response.id) : null;
  if (!passkey) {
    // The challenge is spent all the same: a response is checked once.
    await takeChallengeOf(db, response, now);
    return { ok: false, reason: 'unknown' };
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) => (await takeChallenge(db, challenge, 'sign-in', now)) !== null,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports ? JSON.parse(passkey.transports) : undefined,
    },
    requireUserVerification: true,
  });
  if (!verification.verified) return { ok: false, reason: 'failed' };
  return {
    ok: true,
    passkeyId: passkey.id,
    userId: passkey.userId,
    counter: verification.authenticationInfo.newCounter,
  };
}

/** Takes the challenge a response carries (its client data), whatever became of the response. */
async function takeChallengeOf(db: Db, response: AuthenticationResponseJSON, now: number): Promise<void> {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON)) as { challenge?: unknown };
    if (typeof data.challenge === 'string') await takeChallenge(db, data.challenge, 'sign-in', now);
  } catch {
    // Not client data at all: there is no challenge to spend.
  }
}
