import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/**
 * @module How people sign in to the editor (docs/editor.md, "Signing in"): passkeys, invitations, sessions and the
 * one-time challenges of WebAuthn ceremonies. Times are Unix milliseconds taken from the Worker's clock (so expiry
 * follows one clock, the one the code compares with). Secrets (invite codes, session cookies) are stored only as
 * their SHA-256.
 */

/** WebAuthn credentials (passkeys), each bound to one user. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: integer('counter').notNull().default(0),
    /** JSON array of the transports the browser reported (`internal`, `hybrid`…), null when none. */
    transports: text('transports'),
    /** `singleDevice` or `multiDevice` (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    /** A label for the People screen: the browser and system it was created on. */
    label: text('label').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/** One-time invitations (and new sign-in links): the code's hash, its expiry, and when it was used. */
export const invites = sqliteTable(
  'invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the code. */
    hash: text('hash').notNull().unique(),
    /** The administrator who issued it; null from the CLI. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** When it was redeemed; null while unused. */
    usedAt: integer('used_at'),
    /** A random value set by the redeeming batch, which its inserts select on (docs/editor.md, "Invitations"). */
    claim: text('claim'),
  },
  (t) => [index('invites_user').on(t.userId)],
);

/** Editor sessions: the cookie's secret is stored only as its hash. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The passkey the session was opened with: removing the passkey ends its sessions. */
    passkeyId: integer('passkey_id').references(() => passkeys.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the cookie's secret. */
    hash: text('hash').notNull().unique(),
    /** The session's anti-forgery token, sent back by every form (not a credential on its own). */
    csrf: text('csrf').notNull(),
    /** A label for the People screen: the browser and system that opened it. */
    label: text('label').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Challenges of WebAuthn ceremonies in progress: each is used once, within minutes. */
export const authChallenges = sqliteTable('auth_challenges', {
  /** The challenge, base64url, as the browser signs it. */
  challenge: text('challenge').primaryKey(),
  /** `register` (an invitation) or `sign-in`. */
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  /** The invitation a registration redeems. */
  inviteId: integer('invite_id').references(() => invites.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
});
