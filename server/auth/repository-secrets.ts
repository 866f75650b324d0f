// One-time secrets of the auth flows (password reset tokens, emailed codes, login links, recovery
// codes). Only hashes are stored; callers hash before they call.
import { sql, type Database } from '../db/open.ts';

export interface PasswordResetRow {
  email: string;
  token: string;
  created_at: string;
}

export function upsertPasswordReset(db: Database, email: string, tokenHash: string, now: string): void {
  sql(
    db,
    'INSERT INTO password_reset_tokens (email, token, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET token = excluded.token, created_at = excluded.created_at',
  ).run(email, tokenHash, now);
}

export function findPasswordReset(db: Database, email: string): PasswordResetRow | undefined {
  return sql(db, 'SELECT * FROM password_reset_tokens WHERE email = ? COLLATE NOCASE').get(email) as
    PasswordResetRow | undefined;
}

/**
 * Takes the reset row for `email` if its token hash matches, deleting it in the same statement:
 * of two concurrent requests with the same token only one gets the row (T21).
 * Comparing hashes in SQL leaks nothing about the token itself.
 */
export function consumePasswordReset(db: Database, email: string, tokenHash: string): PasswordResetRow | undefined {
  return sql(db, 'DELETE FROM password_reset_tokens WHERE email = ? COLLATE NOCASE AND token = ? RETURNING *').get(
    email,
    tokenHash,
  ) as PasswordResetRow | undefined;
}

export interface VerificationCodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Stores a new code and retires the member's earlier unused ones (only the latest is valid). */
export function replaceVerificationCode(
  db: Database,
  userId: number,
  codeHash: string,
  expiresAt: string,
  now: string,
): void {
  sql(db, 'UPDATE verification_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
  sql(db, 'INSERT INTO verification_codes (user_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    codeHash,
    expiresAt,
    now,
  );
}

export function findActiveVerificationCode(db: Database, userId: number, now: string): VerificationCodeRow | undefined {
  return sql(
    db,
    'SELECT * FROM verification_codes WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
  ).get(userId, now) as VerificationCodeRow | undefined;
}

export function useVerificationCode(db: Database, id: number, now: string): void {
  sql(db, 'UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, id);
}

export interface LoginLinkRow {
  id: number;
  user_id: number;
  token: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export function insertLoginLink(db: Database, userId: number, tokenHash: string, expiresAt: string, now: string): void {
  sql(db, 'INSERT INTO login_links (user_id, token, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    tokenHash,
    expiresAt,
    now,
  );
}

/** Marks an unused, unexpired link used and returns it; undefined when there is none. */
export function consumeLoginLink(db: Database, tokenHash: string, now: string): LoginLinkRow | undefined {
  return sql(
    db,
    'UPDATE login_links SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ? RETURNING *',
  ).get(now, tokenHash, now) as LoginLinkRow | undefined;
}

export function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[], now: string): void {
  sql(db, 'DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
  for (const hash of codeHashes)
    sql(db, 'INSERT INTO two_factor_recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)').run(
      userId,
      hash,
      now,
    );
}

export function unusedRecoveryCodes(db: Database, userId: number): { id: number; code_hash: string }[] {
  return sql(
    db,
    'SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL ORDER BY id',
  ).all(userId) as { id: number; code_hash: string }[];
}

export function useRecoveryCode(db: Database, id: number, now: string): boolean {
  return (
    sql(db, 'UPDATE two_factor_recovery_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id)
      .changes === 1
  );
}
