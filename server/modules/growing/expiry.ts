// A reservation not collected on its pickup day expires when that day is over in Berlin (docs/spec.md
// §2 Growing). A rule of the data: every reader (the member's list, the quota count, the staff's
// handover, cancelling) computes the status from slot_at in SQL, so all see the same state at once.
// Giving its grams back to the stock and releasing its held price is done once, by the growing sweep
// (server/jobs.ts) and at the start of every reservation or handover, in one transaction that
// claims the reservation (released_at), so parallel sweeps never release twice.
import { toTimestamp, berlinDay } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { settleTransaction } from '../../ledger/bookings.ts';
import { findTransactionById } from '../../ledger/repository.ts';
import { berlinInstant } from './slots.ts';

export const RELEASE_EVERY_MS = 60_000;

/** Midnight in Berlin that starts the day of `now`: a reservation with its slot before it has expired. */
export const expiryCutoff = (now: string): string => toTimestamp(berlinInstant(berlinDay(new Date(now)), 0));

/** The status every reader sees; the query binds :cutoff (expiryCutoff). */
export const RESERVATION_STATUS = `CASE WHEN status = 'reserved' AND slot_at < :cutoff THEN 'expired' ELSE status END`;

/** Gives back the stock and the held money of every expired reservation not yet released; answers how many. */
export function releaseExpired(db: Database, now: string): number {
  return transaction(db, () => {
    const claimed = sql(
      db,
      `UPDATE growing_reservations SET released_at = :now, updated_at = :now
        WHERE status = 'reserved' AND released_at IS NULL AND slot_at < :cutoff
        RETURNING user_id, transaction_id`,
    ).all({ now, cutoff: expiryCutoff(now) }) as {
      user_id: number;
      strain_id: number;
      grams_mg: number;
      transaction_id: number | null;
    }[];
    for (const row of claimed) {
      const debit = row.transaction_id === null ? undefined : findTransactionById(db, row.transaction_id);
      if (debit?.status === 'pending') settleTransaction(db, row.user_id, debit.label, 'failed', now);
    }
    return claimed.length;
  });
}

/** The growing sweep's job. */
export const releaseExpiredReservations = (deps: Pick<AppDeps, 'db' | 'clock'>): number =>
  releaseExpired(deps.db, toTimestamp(deps.clock.now()));
