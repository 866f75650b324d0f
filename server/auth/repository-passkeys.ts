// The members' passkeys and the single-use WebAuthn challenges (migration 120).
import { sql, type Database } from '../db/open.ts';
import type { NewCredential } from './webauthn.ts';

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string | null;
  backed_up: number;
  name: string;
  last_used_at: string | null;
  created_at: string;
}

export type ChallengePurpose = 'register' | 'login' | 'verify';

export function passkeysOf(db: Database, userId: number): PasskeyRow[] {
  return sql(db, 'SELECT * FROM passkeys WHERE user_id = ? ORDER BY id').all(userId) as unknown as PasskeyRow[];
}

export function findPasskeyByCredentialId(db: Database, credentialId: string): PasskeyRow | undefined {
  return sql(db, 'SELECT * FROM passkeys WHERE credential_id = ?').get(credentialId) as PasskeyRow | undefined;
}

/** The passkey `id` when it is `userId`'s; another member's is as absent as a missing one. */
export function findOwnPasskey(db: Database, userId: number, id: number): PasskeyRow | undefined {
  return sql(db, 'SELECT * FROM passkeys WHERE id = ? AND user_id = ?').get(id, userId) as PasskeyRow | undefined;
}

export function insertPasskey(
  db: Database,
  userId: number,
  credential: NewCredential,
  name: string,
  now: string,
): PasskeyRow {
  const result = sql(
    db,
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, backed_up, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    credential.credential_id,
    credential.public_key,
    credential.counter,
    credential.transports,
    credential.backed_up ? 1 : 0,
    name,
    now,
  );
  return findOwnPasskey(db, userId, Number(result.lastInsertRowid))!;
}

export function renamePasskey(db: Database, userId: number, id: number, name: string): boolean {
  return (
    Number(sql(db, 'UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?').run(name, id, userId).changes) === 1
  );
}

export function deletePasskey(db: Database, userId: number, id: number): boolean {
  return Number(sql(db, 'DELETE FROM passkeys WHERE id = ? AND user_id = ?').run(id, userId).changes) === 1;
}

/**
 * Records a use; the counter only moves forward in the same statement, so two answers racing with
 * the same counter cannot both be recorded (the second finds the counter already there).
 */
export function recordPasskeyUse(db: Database, id: number, counter: number, backedUp: boolean, now: string): boolean {
  const result = sql(
    db,
    'UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE id = ? AND (counter = 0 OR counter < ?)',
  ).run(counter, backedUp ? 1 : 0, now, id, counter);
  return Number(result.changes) === 1;
}

export function insertChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  expiresAt: string,
  now: string,
): void {
  // Expired challenges are useless; dropping them here keeps the table as small as the traffic.
  sql(db, 'DELETE FROM webauthn_challenges WHERE expires_at <= ?').run(now);
  sql(
    db,
    'INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(challenge, purpose, userId, expiresAt, now);
}

/**
 * Spends an unexpired challenge of `purpose` (for `userId` when given); true only for the first
 * caller, in one statement, so a replayed answer finds it gone.
 */
export function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: string,
): boolean {
  const result = sql(
    db,
    `DELETE FROM webauthn_challenges
     WHERE challenge = ? AND purpose = ? AND user_id IS ? AND expires_at > ?`,
  ).run(challenge, purpose, userId, now);
  return Number(result.changes) === 1;
}
