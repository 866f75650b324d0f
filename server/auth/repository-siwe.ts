// Sign-In with Ethereum's single-use nonces (only sha256 stored): issued for a SIWE login and
// spent by it or by linking a wallet address in the settings.
import { sql, type Database } from '../db/open.ts';

export function insertSiweNonce(db: Database, nonceHash: string, expiresAt: string, now: string): void {
  // Expired nonces are useless; dropping them here keeps the table as small as the traffic.
  sql(db, 'DELETE FROM siwe_nonces WHERE expires_at <= ?').run(now);
  sql(db, 'INSERT INTO siwe_nonces (nonce_hash, expires_at, created_at) VALUES (?, ?, ?)').run(
    nonceHash,
    expiresAt,
    now,
  );
}

/** Marks an unused, unexpired nonce used; true only for the first caller (one statement, no race). */
export function consumeSiweNonce(db: Database, nonceHash: string, now: string): boolean {
  const result = sql(
    db,
    'UPDATE siwe_nonces SET used_at = ? WHERE nonce_hash = ? AND used_at IS NULL AND expires_at > ?',
  ).run(now, nonceHash, now);
  return Number(result.changes) === 1;
}
