/** Token secrets: 32 random bytes, base64url, with a recognisable prefix. Only their SHA-256 is stored. */
export const TOKEN_PREFIX = 'cal_';

/** `bytes` random bytes (default 32: 256 bits of entropy) as base64url without padding. */
export function randomSecret(bytes = 32): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of random) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new random token secret (256 bits of entropy). */
export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomSecret();
}

/** Hex SHA-256 of a secret: what the `tokens` table stores and looks up. */
export async function hashToken(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time equality of two hex digests of the same length. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The secret of an `Authorization: Bearer <secret>` header, `undefined` when the header is absent, `null` when malformed. */
export function bearerSecret(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1]! : null;
}
