// Sign-In with Ethereum: the single-use nonces (only sha256 stored) and the one users query SIWE
// needs, the member linked to a wallet address (kept here so users.ts stays with its owner).
import { sql, type Database } from '../../db/open.ts';

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

/** The member whose wallet address (users.wallet_address, docs/spec.md §3 nft.address) is `address`, any letter case. */
export function findUserIdByWalletAddress(db: Database, address: string): number | undefined {
  const row = sql(db, 'SELECT id FROM users WHERE lower(wallet_address) = lower(?) ORDER BY id LIMIT 1').get(
    address,
  ) as { id: number } | undefined;
  return row?.id;
}
