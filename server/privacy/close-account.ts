// A deletion request (GDPR Art. 17, docs/spec.md §11): in one transaction, every row about the member
// that the law does not make the club keep is deleted (server/privacy/retention.ts says which it
// keeps), the account row becomes a pseudonym nobody can sign in with, and closed_accounts keeps the
// identity and dates the kept records need. Every session ends with its token.
import { randomBytes } from 'node:crypto';
import type { CloseBlocker } from '../../src/shared/contract/privacy.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { toTimestamp } from '../clock.ts';
import { sql, transaction, type Database } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import { MEMBER_DATA, memberCondition } from './member-data.ts';
import { keptUntil, keptUntilYearEnd, RETAINED_TABLES } from './retention.ts';

/** What the member settles before the account can close: money the club owes, or open business. */
export function closeBlockers(db: Database, userId: number): CloseBlocker[] {
  const any = (query: string) => sql(db, `SELECT EXISTS (${query}) AS yes`).get(userId) as { yes: number };
  const blockers: CloseBlocker[] = [];
  if (any('SELECT 1 FROM wallets WHERE user_id = ? AND balance_cents > 0').yes) blockers.push('balance');
  if (any("SELECT 1 FROM wallet_orders WHERE user_id = ? AND status = 'pending'").yes) blockers.push('orders');
  if (any("SELECT 1 FROM withdrawals WHERE user_id = ? AND status = 'pending'").yes) blockers.push('withdrawals');
  if (any("SELECT 1 FROM growing_reservations WHERE user_id = ? AND status = 'reserved' AND released_at IS NULL").yes)
    blockers.push('reservations');
  return blockers;
}

function identityOf(db: Database, userId: number): { firstname: string; lastname: string; birth_year: number | null } {
  const row = sql(
    db,
    `SELECT u.name, a.firstname, a.lastname,
            COALESCE((SELECT date_of_birth FROM member_age_checks WHERE user_id = u.id),
                     (SELECT date_of_birth FROM member_birth_dates WHERE user_id = u.id)) AS born
     FROM users u LEFT JOIN addresses a ON a.user_id = u.id WHERE u.id = ?`,
  ).get(userId) as { name: string; firstname: string | null; lastname: string | null; born: string | null };
  const [first = '', ...rest] = row.name.trim().split(/\s+/);
  return {
    firstname: row.firstname || first,
    lastname: row.lastname || rest.join(' '),
    birth_year: row.born ? Number(row.born.slice(0, 4)) : null,
  };
}

function latest(db: Database, query: string, userId: number): string | null {
  return (sql(db, query).get(userId) as { at: string | null }).at;
}

export type CloseResult = { closed: true; closedAt: string } | { closed: false; blockers: CloseBlocker[] };

/** Closes the account unless something is unsettled (then nothing changes). */
export function closeAccount(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, userId: number): CloseResult {
  const { db, config, clock } = deps;
  return transaction(db, (): CloseResult => {
    const blockers = closeBlockers(db, userId);
    if (blockers.length > 0) return { closed: false, blockers };
    const now = toTimestamp(clock.now());
    const handedLast = latest(db, 'SELECT MAX(handed_at) AS at FROM growing_handovers WHERE user_id = ?', userId);
    const bookedLast = latest(
      db,
      `SELECT MAX(at) AS at FROM (
         SELECT created_at AS at FROM wallet_transactions WHERE wallet_id IN (SELECT id FROM wallets WHERE user_id = ?1)
         UNION ALL SELECT created_at FROM wallet_orders WHERE user_id = ?1
         UNION ALL SELECT created_at FROM withdrawals WHERE user_id = ?1
         UNION ALL SELECT created_at FROM fee_charges WHERE user_id = ?1)`,
      userId,
    );
    const identity = identityOf(db, userId);
    sql(
      db,
      `INSERT INTO closed_accounts (user_id, closed_at, firstname, lastname, birth_year, handovers_until, bookings_until)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      userId,
      now,
      identity.firstname,
      identity.lastname,
      identity.birth_year,
      handedLast && keptUntil(handedLast, config.retention.handoverYears),
      bookedLast && keptUntilYearEnd(bookedLast, config.retention.bookingYears),
    );

    // Kept records stop being live: payout accounts removed, mandates revoked.
    sql(db, 'UPDATE withdraw_accounts SET deleted_at = ?, is_default = 0 WHERE user_id = ? AND deleted_at IS NULL').run(
      now,
      userId,
    );
    sql(db, 'UPDATE sepa_mandates SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
    // Children before parents (the list's later tables may point at earlier ones).
    for (const entry of [...MEMBER_DATA].reverse()) {
      if (RETAINED_TABLES[entry.table]) continue;
      const { where, params } = memberCondition(entry);
      if (params > 0) sql(db, `DELETE FROM "${entry.table}" WHERE ${where}`).run(...Array<number>(params).fill(userId));
    }
    // The pseudonym: no name, address, login or secret; the id the kept records point at stays.
    sql(
      db,
      `UPDATE users SET name = ?, email = ?, email_verified_at = NULL, password = ?, ip_address = NULL, ref_hash = ?,
         sponsor_id = NULL, wallet_address = NULL, instruction_state = '{}', google2fa_secret = NULL,
         google2fa_enabled_at = NULL, google2fa_last_step = NULL, email_verification_forced = 0,
         analytics_consent = 0, team_visibility = 'hidden', closed_at = ?, updated_at = ? WHERE id = ?`,
    ).run(
      `Member ${userId}`,
      `closed-${userId}@closed.invalid`,
      // Not a hash any password matches: nobody signs in to a closed account.
      `closed:${randomBytes(32).toString('hex')}`,
      `closed-${randomBytes(8).toString('hex')}`,
      now,
      now,
      userId,
    );
    recordAudit(
      deps,
      { id: userId, label: `member:${userId}`, via: 'web' },
      { action: 'account.closed', subject: { type: 'user', id: userId }, after: { closed_at: now } },
    );
    return { closed: true, closedAt: now };
  });
}
