// Membership fees (docs/spec.md §10 "Treasury"): the treasurer keeps fee plans (amount, interval) and
// gives members one with its first due day; on the due day the job runner charges each member once
// (fee_charges is unique per member and day): under an active SEPA mandate the charge waits for the
// next pain.008 file, otherwise it is debited from the wallet, and a wallet that cannot pay leaves
// the charge 'insufficient', listed for the treasurer and told to the member. Every write is one
// audit entry (staff: theirs; the job: job:fees).
import { jobActor } from '../../audit/actors.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { bookTransaction, WalletError } from '../../ledger/bookings.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { notifyAbout } from '../../notifications/deliver.ts';
import { __ } from '../../lang/translate.ts';
import { FeeError, nextDueAfter, type FeeInterval } from './fee-plans.ts';
import { activeMandateOf } from './sepa-mandates.ts';

export const FEES_EVERY_MS = 60_000;

export interface FeeChargeRow {
  id: number;
  user_id: number;
  plan_id: number;
  due_on: string;
  amount_cents: number;
  status: 'charged' | 'insufficient' | 'collecting' | 'collected';
  transaction_id: number | null;
  mandate_id: number | null;
  debit_batch_id: number | null;
  created_at: string;
  updated_at: string;
}

const FEE_TITLE = 'Membership fee not paid';
// No amount in the text: notifications show on lock screens and in widgets on other sites.
const FEE_TEXT = 'Your membership fee due on :day could not be taken from your wallet. Please top it up.';

async function tellInsufficient(deps: AppDeps, charge: FeeChargeRow): Promise<void> {
  const member = findUserById(deps.db, charge.user_id);
  if (!member) return;
  const locale = member.language === 'de' ? 'de' : 'en';
  const replace = { day: charge.due_on };
  await notifyAbout(deps, member, 'wallet', {
    title: __(FEE_TITLE, {}, locale),
    description: __(FEE_TEXT, replace, locale),
    class: 'fa fa-wallet',
    status: 'warning',
    type: 'App\\Notifications\\FeeNotPaid',
    url: '/financial/fees',
  });
}

/** Debits the charge from the wallet inside the caller's transaction; false when the balance is too low. */
function debit(db: Database, charge: Pick<FeeChargeRow, 'user_id' | 'amount_cents' | 'due_on' | 'id'>, now: string) {
  try {
    return bookTransaction(db, {
      userId: charge.user_id,
      type: 'fee',
      amountCents: -charge.amount_cents,
      status: 'completed',
      description: `Membership fee ${charge.due_on}`,
      reference: null,
      now,
    });
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_funds') return null;
    throw error;
  }
}

/**
 * The job runner's sweep: every member whose next due day is today or past is charged once for it
 * and their next due day moves one interval on. Answers the charges made.
 */
export async function chargeDueFees(deps: AppDeps, actor: AuditActor = jobActor('fees')): Promise<FeeChargeRow[]> {
  const nowDate = deps.clock.now();
  const today = berlinDay(nowDate);
  const now = toTimestamp(nowDate);
  const due = sql(
    deps.db,
    `SELECT m.user_id, m.next_due, p.id AS plan_id, p.amount_cents, p.interval FROM member_fees m
       JOIN fee_plans p ON p.id = m.plan_id WHERE m.next_due <= ? AND p.active = 1 ORDER BY m.next_due, m.user_id`,
  ).all(today) as { user_id: number; next_due: string; plan_id: number; amount_cents: number; interval: FeeInterval }[];
  const made: FeeChargeRow[] = [];
  for (const row of due) {
    const charge = transaction(deps.db, () => {
      // claimed in SQL: a second sweep (another process, an overlapping run) finds the day moved on
      const claimed = sql(
        deps.db,
        'UPDATE member_fees SET next_due = ?, updated_at = ? WHERE user_id = ? AND next_due = ?',
      ).run(nextDueAfter(row.next_due, row.interval), now, row.user_id, row.next_due);
      if (claimed.changes === 0) return null;
      const mandate = activeMandateOf(deps.db, row.user_id);
      const inserted = sql(
        deps.db,
        `INSERT INTO fee_charges (user_id, plan_id, due_on, amount_cents, status, mandate_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, due_on) DO NOTHING`,
      ).run(
        row.user_id,
        row.plan_id,
        row.next_due,
        row.amount_cents,
        mandate ? 'collecting' : 'insufficient',
        mandate?.id ?? null,
        now,
        now,
      );
      if (inserted.changes === 0) return null;
      const id = Number(inserted.lastInsertRowid);
      if (!mandate) {
        const entry = debit(
          deps.db,
          { id, user_id: row.user_id, amount_cents: row.amount_cents, due_on: row.next_due },
          now,
        );
        if (entry)
          sql(deps.db, "UPDATE fee_charges SET status = 'charged', transaction_id = ? WHERE id = ?").run(entry.id, id);
      }
      const made = sql(deps.db, 'SELECT * FROM fee_charges WHERE id = ?').get(id) as unknown as FeeChargeRow;
      recordAudit(deps, actor, {
        action: 'fee.charged',
        subject: { type: 'user', id: row.user_id },
        after: { due_on: made.due_on, amount_cents: made.amount_cents, status: made.status },
      });
      return made;
    });
    if (!charge) continue;
    made.push(charge);
    if (charge.status === 'insufficient') await tellInsufficient(deps, charge);
    else await walletUpdated(deps, charge.user_id);
  }
  return made;
}

/** The treasurer tries an unpaid charge again (after the member topped up). */
export async function retryFeeCharge(deps: AppDeps, actor: AuditActor, chargeId: number): Promise<FeeChargeRow> {
  const now = toTimestamp(deps.clock.now());
  const charge = transaction(deps.db, () => {
    const before = sql(deps.db, 'SELECT * FROM fee_charges WHERE id = ?').get(chargeId) as FeeChargeRow | undefined;
    if (!before || before.status !== 'insufficient') throw new FeeError('not_insufficient');
    const entry = debit(deps.db, before, now);
    if (entry)
      sql(deps.db, "UPDATE fee_charges SET status = 'charged', transaction_id = ?, updated_at = ? WHERE id = ?").run(
        entry.id,
        now,
        chargeId,
      );
    const after = sql(deps.db, 'SELECT * FROM fee_charges WHERE id = ?').get(chargeId) as unknown as FeeChargeRow;
    recordAudit(deps, actor, {
      action: 'fee.retried',
      subject: { type: 'fee-charge', id: chargeId },
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
  if (charge.status === 'charged') await walletUpdated(deps, charge.user_id);
  return charge;
}

export type StaffChargeRow = FeeChargeRow & { member_name: string; member_email: string; plan_name: string };

export function listFeeCharges(db: Database, status: FeeChargeRow['status'] | undefined, limit = 50): StaffChargeRow[] {
  return sql(
    db,
    `SELECT c.*, u.name AS member_name, u.email AS member_email, p.name AS plan_name FROM fee_charges c
       JOIN users u ON u.id = c.user_id JOIN fee_plans p ON p.id = c.plan_id
      WHERE (? IS NULL OR c.status = ?) ORDER BY c.due_on DESC, c.id DESC LIMIT ?`,
  ).all(status ?? null, status ?? null, limit) as unknown as StaffChargeRow[];
}

export const listMemberCharges = (db: Database, userId: number): FeeChargeRow[] =>
  sql(db, 'SELECT * FROM fee_charges WHERE user_id = ? ORDER BY due_on DESC, id DESC LIMIT 24').all(
    userId,
  ) as unknown as FeeChargeRow[];
