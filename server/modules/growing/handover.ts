// THE handover (docs/spec.md §12 "Counter", KCanG §19, §21, §26): the counter screen and
// `club dispense` both call handOver(). In one BEGIN IMMEDIATE transaction it checks that the
// member is active and the photo ID was seen, fulfils the member's reservation (named, or their
// open one of that strain for today), checks the law's limits with the batch's lab THC, takes the
// grams from a released batch (never below zero), books or settles the price in the wallet,
// writes the record the law keeps (recipient's name and year of birth, membership number) and its
// one audit entry. Two counters serving one member, or twenty serving one batch, queue on the
// database's write lock: each sees what the one before it wrote.
import { recordAudit, type AuditActor, type AuditDeps } from '../../audit/audit-log.ts';
import type { AppDeps } from '../../http/env.ts';
import { notifyWalletChange } from '../../ledger/events.ts';
import { growingUpdated } from '../../members/cue.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { pickupNotice } from './notices.ts';
import { ageFacts } from '../../auth/age-checks.ts';
import { berlinDay } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { settleTransaction } from '../../ledger/bookings.ts';
import { findTransactionById } from '../../ledger/repository.ts';
import { findMembership } from '../../members/repository.ts';
import { bookPickup, GrowingError } from './errors.ts';
import { releaseExpired } from './expiry.ts';
import { refusal } from './quota.ts';
import { findReservation, listReservations, type ReservationRow } from './repository.ts';
import { BatchError, findBatch, listBatches, takeFromBatch, type BatchRow } from './repository-batches.ts';
import type { HandoverRow } from './repository-handovers.ts';
import { countedFor } from './repository-quota.ts';
import { findStrain, priceOf } from './repository-strains.ts';

export interface HandoverRequest {
  userId: number;
  /** The batch handed out; null: the released batch of `strainId` that expires first and holds the grams. */
  batchId: number | null;
  strainId?: number;
  /** null: the reservation's grams. */
  mg: number | null;
  reservationLabel?: string | null;
  /** The counter saw an official photo ID with the membership card (§19 (2)). */
  idSeen: boolean;
  now: string;
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

/** The name the records keep: 'Lastname, Firstname' as the member gave them, else the account's name. */
export function recipientName(db: Database, userId: number): string {
  const row = sql(
    db,
    `SELECT u.name, a.firstname, a.lastname FROM users u LEFT JOIN addresses a ON a.user_id = u.id WHERE u.id = ?`,
  ).get(userId) as { name: string; firstname: string | null; lastname: string | null } | undefined;
  if (!row) return '';
  const first = row.firstname?.trim() ?? '';
  const last = row.lastname?.trim() ?? '';
  return first && last ? `${last}, ${first}` : row.name;
}

const birthYear = (day: string | null) => (day === null ? null : Number(day.slice(0, 4)));

function batchFor(db: Database, r: HandoverRequest, strainId: number | undefined, mg: number | null): BatchRow {
  if (r.batchId !== null) {
    const batch = findBatch(db, r.batchId);
    if (!batch || (strainId !== undefined && batch.strain_id !== strainId)) throw new GrowingError({ rule: 'unknown' });
    return batch;
  }
  if (strainId === undefined) throw new GrowingError({ rule: 'unknown' });
  const released = listBatches(db, { strainId, status: 'released' }).sort(
    (a, b) => a.best_before.localeCompare(b.best_before) || a.id - b.id,
  );
  const batch = released.find((b) => mg === null || b.stock_mg >= mg) ?? released[0];
  if (!batch) throw new GrowingError({ rule: 'stock', leftMg: 0 });
  return batch;
}

/** Records one handover, or throws the GrowingError that says why not. */
export function handOver(deps: AuditDeps, actor: AuditActor, r: HandoverRequest): HandoverRow {
  const { db } = deps;
  return transaction(db, () => {
    releaseExpired(db, r.now); // the stock it checks is exact
    const membership = findMembership(db, r.userId);
    if (membership?.status !== 'active' || membership.number === null) throw new GrowingError({ rule: 'not_member' });
    if (!r.idSeen) throw new GrowingError({ rule: 'id_not_seen' });

    const named = r.reservationLabel ? findReservation(db, r.reservationLabel, r.now) : undefined;
    if (r.reservationLabel && (!named || named.user_id !== r.userId)) throw new GrowingError({ rule: 'unknown' });
    const batch = batchFor(db, r, named?.strain_id ?? r.strainId, r.mg ?? named?.grams_mg ?? null);
    const strain = findStrain(db, batch.strain_id)!;
    if (named && named.strain_id !== strain.id) throw new GrowingError({ rule: 'unknown' });
    const reservation = named ?? openReservationToday(db, r.userId, strain.id, r.now);
    if (reservation && reservation.status !== 'reserved')
      throw new GrowingError({ rule: 'not_reserved', label: reservation.label, status: reservation.status });
    if (reservation && r.mg !== null && r.mg !== reservation.grams_mg)
      throw new GrowingError({ rule: 'reservation_grams', label: reservation.label, reservedMg: reservation.grams_mg });
    if (!reservation && (r.mg === null || r.mg <= 0)) throw new GrowingError({ rule: 'unknown' });
    const mg = reservation ? reservation.grams_mg : r.mg!;
    if (batch.status !== 'released') throw new GrowingError({ rule: 'batch_status', status: batch.status });

    // The age the club checked; until then the under-21 limits apply (server/auth/age-checks.ts).
    const age = ageFacts(db, r.userId);
    // The reservation's own grams are not counted twice; the batch's lab THC is what is handed over.
    const refused = refusal(
      countedFor(db, r.userId, r.now, reservation?.id ?? null),
      new Date(r.now),
      age.checked,
      mg,
      batch.thc_tenths,
      age.claimed,
    );
    if (refused) throw new GrowingError(refused);
    if (batch.stock_mg < mg) throw new GrowingError({ rule: 'batch_stock', leftMg: batch.stock_mg });
    // Grams other members' open reservations hold stay theirs.
    if (!reservation && strain.stock_mg < mg) throw new GrowingError({ rule: 'stock', leftMg: strain.stock_mg });

    let transactionId: number | null = null;
    let price: number;
    if (reservation) {
      price = reservation.price_cents;
      transactionId = reservation.transaction_id;
      const debit = transactionId === null ? undefined : findTransactionById(db, transactionId);
      if (debit) settleTransaction(db, r.userId, debit.label, 'completed', r.now);
      sql(db, "UPDATE growing_reservations SET status = 'collected', updated_at = ? WHERE id = ?").run(
        r.now,
        reservation.id,
      );
    } else {
      price = priceOf(strain, mg);
      if (price > 0)
        transactionId = bookPickup(db, {
          userId: r.userId,
          type: 'order',
          amountCents: -price,
          status: 'completed',
          text: { key: 'pickup' },
          now: r.now,
        });
    }
    const result = sql(
      db,
      `INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents,
         reservation_id, transaction_id, handed_at, created_at, batch_id, member_number, recipient_name,
         recipient_birth_year, handed_by, id_seen)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
    ).run(
      r.userId,
      strain.id,
      strain.name,
      mg,
      batch.thc_tenths,
      batch.cbd_tenths,
      price,
      reservation?.id ?? null,
      transactionId,
      r.now,
      r.now,
      batch.id,
      membership.number,
      recipientName(db, r.userId),
      birthYear(age.checked ?? age.claimed),
      actor.label,
    );
    const id = Number(result.lastInsertRowid);
    try {
      takeFromBatch(db, { batchId: batch.id, kind: 'dispensed', mg, actor: actor.label, at: r.now, handoverId: id });
    } catch (error) {
      if (error instanceof BatchError) throw new GrowingError({ rule: 'batch_stock', leftMg: error.leftMg });
      throw error;
    }
    recordAudit(deps, actor, {
      action: 'handover.recorded',
      subject: { type: 'handover', id },
      after: { batch: batch.label, reservation: reservation?.label ?? null, id_seen: true },
    });
    return sql(db, 'SELECT * FROM growing_handovers WHERE id = ?').get(id) as unknown as HandoverRow;
  });
}

/** The label of the reservation a handover fulfilled, if it fulfilled one. */
export function fulfilledReservation(db: Database, row: HandoverRow): string | null {
  if (row.reservation_id === null) return null;
  const found = sql(db, 'SELECT label FROM growing_reservations WHERE id = ?').get(row.reservation_id) as
    { label: string } | undefined;
  return found?.label ?? null;
}

/**
 * After a handover committed: the member's notification (the pickup's label only, never strain or
 * grams), the wallet and growing cues (their open portal shows the record at once) and the staff
 * dashboard's pickups cue.
 */
export async function announceHandover(deps: AppDeps, row: HandoverRow): Promise<void> {
  const label = fulfilledReservation(deps.db, row) ?? `#${row.id}`;
  await notifyWalletChange(deps, row.user_id, pickupNotice({ label }), 'success', '/growing');
  await growingUpdated(deps, row.user_id);
  await staffCue(deps, 'pickups');
}
