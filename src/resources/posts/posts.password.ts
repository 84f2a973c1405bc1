/**
 * Password-protected content (docs/original.md#password-protected-content): what a protected item shows to readers
 * who have not unlocked it is declared on its wire schema's fields (`redacted`, src/resources/posts/posts.wire.ts).
 */

/** Whether `given` unlocks an item protected by `stored` (constant-time comparison). */
export function passwordUnlocks(stored: string | null, given: unknown): boolean {
  if (!stored) return true;
  if (typeof given !== 'string' || given.length !== stored.length) return false;
  let diff = 0;
  for (let i = 0; i < stored.length; i++) diff |= stored.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
