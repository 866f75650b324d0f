// Why the Growing module refused a reservation or a handover; rules.ts turns it into a 422.
import type { Database } from '../../db/open.ts';
import { bookTransaction, type NewEntry } from '../../ledger/bookings.ts';
import { findWalletByUser } from '../../ledger/repository.ts';
import type { Refusal } from './quota.ts';

/** Why a reservation or handover was refused. */
export class GrowingError extends Error {
  readonly refusal:
    | Refusal
    | { rule: 'stock'; leftMg: number }
    | { rule: 'balance'; missingCents: number }
    | { rule: 'unknown' }
    | { rule: 'not_reserved'; label: string; status: string }
    /** A handover of other grams than the member's open reservation of that strain today. */
    | { rule: 'reservation_grams'; label: string; reservedMg: number }
    /** Only active members receive or reserve (KCanG §16, §19 (2)). */
    | { rule: 'not_member' }
    /** The counter did not see an official photo ID with the card (§19 (2)). */
    | { rule: 'id_not_seen' }
    /** Only a released batch is handed over. */
    | { rule: 'batch_status'; status: string }
    | { rule: 'batch_stock'; leftMg: number };

  constructor(refusal: GrowingError['refusal']) {
    super(refusal.rule);
    this.name = 'GrowingError';
    this.refusal = refusal;
  }
}

/** Books the pickup's price in the wallet; a balance too low is the Growing refusal 'balance', with what is missing. */
export function bookPickup(db: Database, entry: NewEntry): number {
  try {
    return bookTransaction(db, entry).id;
  } catch (error) {
    if ((error as { code?: string }).code === 'insufficient_funds') {
      const balance = findWalletByUser(db, entry.userId)?.balance_cents ?? 0;
      throw new GrowingError({ rule: 'balance', missingCents: Math.max(1, -entry.amountCents - balance) });
    }
    throw error;
  }
}
