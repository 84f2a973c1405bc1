import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { federationKeys } from '../../db/schema/federation';
import type { Lang } from '../../i18n/languages';

/**
 * @module The actors' key pairs (docs/federation.md, "Keys"): one RSA pair per actor (what Mastodon verifies),
 * generated on the actor's first use and stored in D1, never in `wrangler.toml`. Two isolates generating at once
 * both insert-or-ignore, then read back the one that won, so an actor never has two keys. The private key is only
 * ever imported to sign; nothing logs or returns it.
 */

/** The key pair of `actor`, read from D1 (one indexed row), generated and stored on first use. */
export async function actorKeyPair(db: Db, actor: Lang): Promise<CryptoKeyPair> {
  const stored = await read(db, actor);
  if (stored) return stored;
  const pair = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  await db
    .insert(federationKeys)
    .values({
      actor,
      publicJwk: JSON.stringify(await exportJwk(pair.publicKey)),
      privateJwk: JSON.stringify(await exportJwk(pair.privateKey)),
      createdAt: new Date().toISOString(),
    })
    .onConflictDoNothing();
  const kept = await read(db, actor);
  if (!kept) throw new Error(`the key pair of actor ${actor} could not be stored`);
  return kept;
}

async function read(db: Db, actor: Lang): Promise<CryptoKeyPair | undefined> {
  const [row] = await db.select().from(federationKeys).where(eq(federationKeys.actor, actor)).limit(1);
  if (!row) return undefined;
  return {
    publicKey: await importJwk(JSON.parse(row.publicJwk), 'public'),
    privateKey: await importJwk(JSON.parse(row.privateJwk), 'private'),
  };
}
