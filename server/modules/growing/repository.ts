// The Growing module's SQL: strains, members' dates of birth, pickup reservations and handovers.
// Reserving and dispensing run in one BEGIN IMMEDIATE transaction each: the law's check, the
// stock, the wallet debit and the record change together or not at all.
import type { Reservation } from '../../../src/modules/growing/types.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { bookTransaction, settleTransaction } from '../wallet/repository-ledger.ts';
import { findTransactionById, formatLabel } from '../wallet/repository.ts';
import { refusal, type Counted, type Refusal } from './quota.ts';

export interface StrainRow {
  id: number;
  name: string;
  thc_tenths: number;
  cbd_tenths: number;
  price_cents_per_gram: number;
  stock_mg: number;
  created_at: string;
  updated_at: string;
}

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

/** Why a reservation or handover was refused. */
export class GrowingError extends Error {
  readonly refusal:
    | Refusal
    | { rule: 'stock'; leftMg: number }
    | { rule: 'balance' }
    | { rule: 'unknown' }
    | { rule: 'not_reserved'; status: string };

  constructor(refusal: GrowingError['refusal']) {
    super(refusal.rule);
    this.name = 'GrowingError';
    this.refusal = refusal;
  }
}

export function addStrain(
  db: Database,
  strain: {
    name: string;
    thcTenths: number;
    cbdTenths: number;
    priceCentsPerGram: number;
    stockMg: number;
    now: string;
  },
): StrainRow {
  const result = sql(
    db,
    'INSERT INTO strains (name, thc_tenths, cbd_tenths, price_cents_per_gram, stock_mg, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    strain.name,
    strain.thcTenths,
    strain.cbdTenths,
    strain.priceCentsPerGram,
    strain.stockMg,
    strain.now,
    strain.now,
  );
  return findStrain(db, Number(result.lastInsertRowid))!;
}

export function findStrain(db: Database, id: number): StrainRow | undefined {
  return sql(db, 'SELECT * FROM strains WHERE id = ?').get(id) as StrainRow | undefined;
}

export function listStrains(db: Database): StrainRow[] {
  return sql(db, 'SELECT * FROM strains ORDER BY name, id').all() as unknown as StrainRow[];
}

/** Sets the stock (the club counted it); grams held by open reservations are not part of it. */
export function setStock(db: Database, id: number, stockMg: number, now: string): StrainRow | undefined {
  sql(db, 'UPDATE strains SET stock_mg = ?, updated_at = ? WHERE id = ?').run(stockMg, now, id);
  return findStrain(db, id);
}

export function dateOfBirth(db: Database, userId: number): string | null {
  return (
    (
      sql(db, 'SELECT date_of_birth FROM member_birth_dates WHERE user_id = ?').get(userId) as
        { date_of_birth: string } | undefined
    )?.date_of_birth ?? null
  );
}

export function setDateOfBirth(db: Database, userId: number, date: string, now: string): void {
  sql(
    db,
    'INSERT INTO member_birth_dates (user_id, date_of_birth, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET date_of_birth = excluded.date_of_birth, updated_at = excluded.updated_at',
  ).run(userId, date, now);
}

/** What counts against the member's quota: handovers, and open reservations on their slot's day. */
export function countedFor(db: Database, userId: number, exceptReservationId: number | null = null): Counted[] {
  const handed = sql(db, 'SELECT handed_at AS at, grams_mg AS mg FROM growing_handovers WHERE user_id = ?').all(
    userId,
  ) as { at: string; mg: number }[];
  const reserved = sql(
    db,
    "SELECT slot_at AS at, grams_mg AS mg FROM growing_reservations WHERE user_id = ? AND status = 'reserved' AND id IS NOT ?",
  ).all(userId, exceptReservationId) as {
    at: string;
    mg: number;
  }[];
  return [...handed, ...reserved].map((entry) => ({ at: new Date(entry.at), mg: entry.mg }));
}

function nextReservationId(db: Database): number {
  return (sql(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM growing_reservations').get() as { id: number }).id;
}

const priceOf = (strain: StrainRow, mg: number) => Math.round((strain.price_cents_per_gram * mg) / 1000);

/**
 * Reserves `mg` of a strain for a pickup slot: checks the law for the slot's day, holds the
 * stock, and holds the price in the wallet (a pending debit, refused when the balance is too low).
 */
export function reserve(
  db: Database,
  r: { userId: number; strainId: number; mg: number; slotAt: string; now: string },
): ReservationRow {
  return transaction(db, () => {
    const strain = findStrain(db, r.strainId);
    if (!strain) throw new GrowingError({ rule: 'unknown' });
    const refused = refusal(
      countedFor(db, r.userId),
      new Date(r.slotAt),
      dateOfBirth(db, r.userId),
      r.mg,
      strain.thc_tenths,
    );
    if (refused) throw new GrowingError(refused);
    if (strain.stock_mg < r.mg) throw new GrowingError({ rule: 'stock', leftMg: strain.stock_mg });
    const id = nextReservationId(db);
    const label = formatLabel('RES', id, r.now);
    const price = priceOf(strain, r.mg);
    let transactionId: number | null = null;
    if (price > 0) {
      try {
        // No strain or grams in the wallet: the description shows in the embed's wallet summary.
        transactionId = bookTransaction(db, {
          userId: r.userId,
          type: 'order',
          amountCents: -price,
          status: 'pending',
          description: `Dispensary pickup ${label}`,
          now: r.now,
        }).id;
      } catch (error) {
        if ((error as { code?: string }).code === 'insufficient_funds') throw new GrowingError({ rule: 'balance' });
        throw error;
      }
    }
    sql(db, 'UPDATE strains SET stock_mg = stock_mg - ?, updated_at = ? WHERE id = ?').run(r.mg, r.now, strain.id);
    sql(
      db,
      `INSERT INTO growing_reservations (id, label, user_id, strain_id, grams_mg, price_cents, slot_at, status, transaction_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'reserved', ?, ?, ?)`,
    ).run(id, label, r.userId, strain.id, r.mg, price, r.slotAt, transactionId, r.now, r.now);
    return findReservation(db, label)!;
  });
}

export function findReservation(db: Database, label: string): ReservationRow | undefined {
  return sql(db, 'SELECT * FROM growing_reservations WHERE label = ?').get(label) as ReservationRow | undefined;
}

export function listReservations(db: Database, userId: number): ReservationRow[] {
  return sql(db, 'SELECT * FROM growing_reservations WHERE user_id = ? ORDER BY slot_at DESC, id DESC LIMIT 50').all(
    userId,
  ) as unknown as ReservationRow[];
}

/** Cancels an open reservation: quota, stock and the held money are free again. */
export function cancelReservation(db: Database, userId: number, label: string, now: string): ReservationRow | null {
  return transaction(db, () => {
    const row = findReservation(db, label);
    if (!row || row.user_id !== userId) return null;
    if (row.status !== 'reserved') throw new GrowingError({ rule: 'not_reserved', status: row.status });
    sql(db, 'UPDATE strains SET stock_mg = stock_mg + ?, updated_at = ? WHERE id = ?').run(
      row.grams_mg,
      now,
      row.strain_id,
    );
    const debit = row.transaction_id === null ? undefined : findTransactionById(db, row.transaction_id);
    if (debit) settleTransaction(db, userId, debit.label, 'failed', now);
    sql(db, "UPDATE growing_reservations SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, row.id);
    return findReservation(db, label)!;
  });
}

/**
 * Records a handover. With a reservation, its held grams and money are taken as they are (the law
 * was checked for its day; the check runs again for today). Without one, the law, the stock and
 * the balance are checked now and the price is booked.
 */
export function dispense(
  db: Database,
  d: { userId: number; strainId: number; mg: number; now: string; reservationLabel?: string | null },
): HandoverRow {
  return transaction(db, () => {
    const strain = findStrain(db, d.strainId);
    if (!strain) throw new GrowingError({ rule: 'unknown' });
    const reservation = d.reservationLabel ? findReservation(db, d.reservationLabel) : undefined;
    if (d.reservationLabel && (!reservation || reservation.user_id !== d.userId || reservation.strain_id !== strain.id))
      throw new GrowingError({ rule: 'unknown' });
    if (reservation && reservation.status !== 'reserved')
      throw new GrowingError({ rule: 'not_reserved', status: reservation.status });
    const mg = reservation ? reservation.grams_mg : d.mg;
    // The reservation's own grams are not counted twice.
    const refused = refusal(
      countedFor(db, d.userId, reservation?.id ?? null),
      new Date(d.now),
      dateOfBirth(db, d.userId),
      mg,
      strain.thc_tenths,
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
        try {
          transactionId = bookTransaction(db, {
            userId: d.userId,
            type: 'order',
            amountCents: -price,
            status: 'completed',
            description: 'Dispensary pickup',
            now: d.now,
          }).id;
        } catch (error) {
          if ((error as { code?: string }).code === 'insufficient_funds') throw new GrowingError({ rule: 'balance' });
          throw error;
        }
      }
      sql(db, 'UPDATE strains SET stock_mg = stock_mg - ?, updated_at = ? WHERE id = ?').run(mg, d.now, strain.id);
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
