// The Growing module's handovers in SQL: the distribution record (KCanG), written in one BEGIN
// IMMEDIATE transaction with the law's check, the stock and the wallet debit.
import { sql, transaction, type Database } from '../../db/open.ts';
import { settleTransaction } from '../../ledger/bookings.ts';
import { findTransactionById } from '../../ledger/repository.ts';
import { bookPickup, GrowingError } from './errors.ts';
import { releaseExpired } from './expiry.ts';
import { refusal } from './quota.ts';
import { findReservation, listReservations, type ReservationRow } from './repository.ts';
import { berlinDay } from '../../clock.ts';
import { countedFor } from './repository-quota.ts';
import { ageFacts } from '../../auth/age-checks.ts';
import { findStrain, priceOf, takeStock } from './repository-strains.ts';

export interface HandoverRow {
  id: number;
  user_id: number;
  strain_id: number;
  strain_name: string;
  grams_mg: number;
  thc_tenths: number;
  cbd_tenths: number;
  price_cents: number;
  reservation_id: number | null;
  transaction_id: number | null;
  handed_at: string;
  created_at: string;
}

/** The member's open reservation of `strainId` for the pickup day of `now` (Berlin), if any. */
export function openReservationToday(
  db: Database,
  userId: number,
  strainId: number,
  now: string,
): ReservationRow | undefined {
  const day = berlinDay(new Date(now));
  return listReservations(db, userId, now).find(
    (row) => row.status === 'reserved' && row.strain_id === strainId && berlinDay(new Date(row.slot_at)) === day,
  );
}

/**
 * Records a handover. A reservation (named, or the member's open one of that strain for today: its
 * grams and money are held, and counting them again would count them twice) is fulfilled as it is:
 * other grams are refused and say so. With a reservation the law was checked for its day and runs
 * again for today. Without one, the law, the stock and the balance are checked now and the price
 * is booked. `mg` null: the reservation's grams.
 */
export function dispense(
  db: Database,
  d: { userId: number; strainId: number; mg: number | null; now: string; reservationLabel?: string | null },
): HandoverRow {
  return transaction(db, () => {
    releaseExpired(db, d.now); // the stock it checks is exact
    const strain = findStrain(db, d.strainId);
    if (!strain) throw new GrowingError({ rule: 'unknown' });
    const reservation = d.reservationLabel
      ? findReservation(db, d.reservationLabel, d.now)
      : openReservationToday(db, d.userId, strain.id, d.now);
    if (d.reservationLabel && (!reservation || reservation.user_id !== d.userId || reservation.strain_id !== strain.id))
      throw new GrowingError({ rule: 'unknown' });
    if (reservation && reservation.status !== 'reserved')
      throw new GrowingError({ rule: 'not_reserved', label: reservation.label, status: reservation.status });
    if (reservation && d.mg !== null && d.mg !== reservation.grams_mg)
      throw new GrowingError({ rule: 'reservation_grams', label: reservation.label, reservedMg: reservation.grams_mg });
    if (!reservation && (d.mg === null || d.mg <= 0)) throw new GrowingError({ rule: 'unknown' });
    const mg = reservation ? reservation.grams_mg : d.mg!;
    // The reservation's own grams are not counted twice.
    const age = ageFacts(db, d.userId);
    const refused = refusal(
      countedFor(db, d.userId, d.now, reservation?.id ?? null),
      new Date(d.now),
      age.checked,
      mg,
      strain.thc_tenths,
      age.claimed,
    );
    if (refused) throw new GrowingError(refused);
    let transactionId: number | null;
    let price: number;
    if (reservation) {
      price = reservation.price_cents;
      transactionId = reservation.transaction_id;
      const debit = transactionId === null ? undefined : findTransactionById(db, transactionId);
      if (debit) settleTransaction(db, d.userId, debit.label, 'completed', d.now);
      sql(db, "UPDATE growing_reservations SET status = 'collected', updated_at = ? WHERE id = ?").run(
        d.now,
        reservation.id,
      );
    } else {
      if (strain.stock_mg < mg) throw new GrowingError({ rule: 'stock', leftMg: strain.stock_mg });
      price = priceOf(strain, mg);
      transactionId = null;
      if (price > 0) {
        transactionId = bookPickup(db, {
          userId: d.userId,
          type: 'order',
          amountCents: -price,
          status: 'completed',
          text: { key: 'pickup' },
          now: d.now,
        });
      }
      takeStock(db, strain.id, mg, d.now);
    }
    const result = sql(
      db,
      `INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents, reservation_id, transaction_id, handed_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      d.userId,
      strain.id,
      strain.name,
      mg,
      strain.thc_tenths,
      strain.cbd_tenths,
      price,
      reservation?.id ?? null,
      transactionId,
      d.now,
      d.now,
    );
    return sql(db, 'SELECT * FROM growing_handovers WHERE id = ?').get(
      Number(result.lastInsertRowid),
    ) as unknown as HandoverRow;
  });
}

export function listHandovers(db: Database, userId: number): HandoverRow[] {
  return sql(db, 'SELECT * FROM growing_handovers WHERE user_id = ? ORDER BY handed_at DESC, id DESC').all(
    userId,
  ) as unknown as HandoverRow[];
}
