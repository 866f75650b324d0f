// The member's own account fields (name, email, wallet address): plain SQL.
import { sql, type Database } from '../../db/open.ts';

export function updateName(db: Database, userId: number, name: string, now: string): void {
  sql(db, 'UPDATE users SET name = ?, updated_at = ? WHERE id = ?').run(name, now, userId);
}

export function updateLanguage(db: Database, userId: number, language: string, now: string): void {
  sql(db, 'UPDATE users SET language = ?, updated_at = ? WHERE id = ?').run(language, now, userId);
}

export function updateAnalyticsConsent(db: Database, userId: number, consent: boolean, now: string): void {
  sql(db, 'UPDATE users SET analytics_consent = ?, updated_at = ? WHERE id = ?').run(consent ? 1 : 0, now, userId);
}

/** A new email address is unverified until its link is opened. */
export function updateEmail(db: Database, userId: number, email: string, now: string): void {
  sql(db, 'UPDATE users SET email = ?, email_verified_at = NULL, updated_at = ? WHERE id = ?').run(email, now, userId);
}

export function emailTakenByOther(db: Database, userId: number, email: string): boolean {
  return sql(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id <> ?').get(email, userId) !== undefined;
}

/** users.wallet_address is what Sign-In with Ethereum looks members up by (any letter case). */
export function setWalletAddress(db: Database, userId: number, address: string | null, now: string): void {
  sql(db, 'UPDATE users SET wallet_address = ?, updated_at = ? WHERE id = ?').run(address, now, userId);
}

export function walletTakenByOther(db: Database, userId: number, address: string): boolean {
  return (
    sql(db, 'SELECT 1 FROM users WHERE lower(wallet_address) = lower(?) AND id <> ?').get(address, userId) !== undefined
  );
}
