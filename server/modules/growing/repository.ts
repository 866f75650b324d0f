// The Growing module's pickup reservations in SQL. Reserving and cancelling run in one BEGIN
// IMMEDIATE transaction each: the law's check, the stock, the wallet hold and the record change
// together or not at all. Strains: repository-strains.ts; what the quota counts: repository-quota.ts;
// handovers: repository-handovers.ts.
import type { Reservation } from '../../../src/shared/contract/growing.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { settleTransaction } from '../../ledger/bookings.ts';
import { findTransactionById } from '../../ledger/repository.ts';
import { formatLabel } from '../../db/labels.ts';
import { bookPickup, GrowingError } from './errors.ts';
import { expiryCutoff, releaseExpired, RESERVATION_STATUS } from './expiry.ts';
import { refusal } from './quota.ts';
import { countedFor } from './repository-quota.ts';
import { ageFacts } from '../../auth/age-checks.ts';
import { isActiveMember } from '../../members/repository.ts';
import { findStrain, priceOf } from './repository-strains.ts';

export interface ReservationRow {
  id: number;
  label: string;
  user_id: number;
  strain_id: number;
  grams_mg: number;
  price_cents: number;
  slot_at: string;
  status: Reservation['status'];
  transaction_id: number | null;
  created_at: string;
  updated_at: string;
}

function nextReservationId(db: Database): number {
  return (sql(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM growing_reservations').get() as { id: number }).id;
}

/**
 * Reserves `mg` of a strain for a pickup slot: checks the law for the slot's day, holds the
 * stock (the open reservation's grams are no longer in the menu's stock), and holds the price in the wallet (a pending debit, refused when the balance is too low).
 */
export function reserve(
  db: Database,
  r: { userId: number; strainId: number; mg: number; slotAt: string; now: string },
): ReservationRow {
  return transaction(db, () => {
    releaseExpired(db, r.now); // the stock it checks is exact
    if (!isActiveMember(db, r.userId)) throw new GrowingError({ rule: 'not_member' });
    const strain = findStrain(db, r.strainId);
    if (!strain) throw new GrowingError({ rule: 'unknown' });
    const age = ageFacts(db, r.userId);
    const refused = refusal(
      countedFor(db, r.userId, r.now),
      new Date(r.slotAt),
      age.checked,
      r.mg,
      strain.thc_tenths,
      age.claimed,
    );
    if (refused) throw new GrowingError(refused);
    if (strain.stock_mg < r.mg) throw new GrowingError({ rule: 'stock', leftMg: strain.stock_mg });
    const id = nextReservationId(db);
    const label = formatLabel('RES', id, r.now);
    const price = priceOf(strain, r.mg);
    let transactionId: number | null = null;
    if (price > 0) {
      // No strain or grams in the wallet: the description shows in the embed's wallet summary.
      transactionId = bookPickup(db, {
        userId: r.userId,
        type: 'order',
        amountCents: -price,
        status: 'pending',
        text: { key: 'pickup_hold', params: { label } },
        now: r.now,
      });
    }
    sql(
      db,
      `INSERT INTO growing_reservations (id, label, user_id, strain_id, grams_mg, price_cents, slot_at, status, transaction_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'reserved', ?, ?, ?)`,
    ).run(id, label, r.userId, strain.id, r.mg, price, r.slotAt, transactionId, r.now, r.now);
    return findReservation(db, label, r.now)!;
  });
}

/** Reservations as every reader sees them at :cutoff's day (expiry.ts): one not collected on its day reads 'expired'. */
const RESERVATIONS_AT = `SELECT id, label, user_id, strain_id, grams_mg, price_cents, slot_at, ${RESERVATION_STATUS} AS status,
    transaction_id, created_at, updated_at
  FROM growing_reservations`;

export function findReservation(db: Database, label: string, now: string): ReservationRow | undefined {
  return sql(db, `${RESERVATIONS_AT} WHERE label = :label`).get({ label, cutoff: expiryCutoff(now) }) as
    ReservationRow | undefined;
}

export function listReservations(db: Database, userId: number, now: string): ReservationRow[] {
  return sql(db, `${RESERVATIONS_AT} WHERE user_id = :user ORDER BY slot_at DESC, id DESC LIMIT 50`).all({
    user: userId,
    cutoff: expiryCutoff(now),
  }) as unknown as ReservationRow[];
}

/** Cancels an open reservation: quota, stock and the held money are free again. */
export function cancelReservation(db: Database, userId: number, label: string, now: string): ReservationRow | null {
  return transaction(db, () => {
    const row = findReservation(db, label, now);
    if (!row || row.user_id !== userId) return null;
    if (row.status !== 'reserved') throw new GrowingError({ rule: 'not_reserved', label, status: row.status });
    const debit = row.transaction_id === null ? undefined : findTransactionById(db, row.transaction_id);
    if (debit) settleTransaction(db, userId, debit.label, 'failed', now);
    sql(db, "UPDATE growing_reservations SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, row.id);
    return findReservation(db, label, now)!;
  });
}
