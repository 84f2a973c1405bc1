/**
 * Sync tokens: opaque to clients, `base64url("<seq>.<issued unix seconds>")`. `seq` is the change log position
 * the client has seen; the issue time lets a token expire after the log's retention. Nothing in a token is
 * secret or language-bound, so one token works under every root.
 */
export interface SyncToken {
  seq: number;
  issuedAt: number;
}

export function encodeToken(token: SyncToken): string {
  return btoa(`${token.seq}.${token.issuedAt}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The token, or undefined when it is not one this service issued. */
export function decodeToken(value: string): SyncToken | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return undefined;
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^(\d{1,15})\.(\d{1,12})$/.exec(text);
  if (!match) return undefined;
  return { seq: Number(match[1]), issuedAt: Number(match[2]) };
}
