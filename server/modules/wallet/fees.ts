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
import { formatLabel } from '../../db/labels.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { bookTransaction, WalletError } from '../../ledger/bookings.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { notifyAbout } from '../../notifications/deliver.ts';
import { __ } from '../../lang/translate.ts';
import { directDebitXml } from './sepa-xml.ts';

export type FeeInterval = 'month' | 'quarter' | 'year';
export const FEE_INTERVALS: readonly FeeInterval[] = ['month', 'quarter', 'year'];
export const FEES_EVERY_MS = 60_000;

export interface FeePlanRow {
  id: number;
  name: string;
  amount_cents: number;
  interval: FeeInterval;
  active: number;
  created_at: string;
  updated_at: string;
}

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

export interface MandateRow {
  id: number;
  user_id: number;
  reference: string;
  holder: string;
  iban: string;
  signed_on: string;
  consent_at: string;
  first_collected: number;
  revoked_at: string | null;
  created_at: string;
}

export class FeeError extends Error {
  readonly code: 'unknown_plan' | 'inactive_plan' | 'not_insufficient' | 'nothing_to_collect' | 'no_creditor_id';
  constructor(code: FeeError['code']) {
    super(code);
    this.name = 'FeeError';
    this.code = code;
  }
}

const MONTHS: Record<FeeInterval, number> = { month: 1, quarter: 3, year: 12 };

/** The due day `interval` after `day` (YYYY-MM-DD); the 31st of a shorter month is its last day. */
export function nextDueAfter(day: string, interval: FeeInterval): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + MONTHS[interval], 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

const planSummary = (plan: FeePlanRow) => ({
  name: plan.name,
  amount_cents: plan.amount_cents,
  interval: plan.interval,
  active: plan.active === 1,
});

export const listFeePlans = (db: Database): FeePlanRow[] =>
  sql(db, 'SELECT * FROM fee_plans ORDER BY active DESC, name, id').all() as unknown as FeePlanRow[];

export const findFeePlan = (db: Database, id: number): FeePlanRow | undefined =>
  sql(db, 'SELECT * FROM fee_plans WHERE id = ?').get(id) as FeePlanRow | undefined;

export function createFeePlan(
  deps: AppDeps,
  actor: AuditActor,
  plan: { name: string; amountCents: number; interval: FeeInterval },
): FeePlanRow {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    const id = Number(
      sql(
        deps.db,
        'INSERT INTO fee_plans (name, amount_cents, interval, active, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
      ).run(plan.name, plan.amountCents, plan.interval, now, now).lastInsertRowid,
    );
    const row = findFeePlan(deps.db, id)!;
    recordAudit(deps, actor, {
      action: 'fee-plan.created',
      subject: { type: 'fee-plan', id },
      after: planSummary(row),
    });
    return row;
  });
}

export function updateFeePlan(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  change: { name?: string; amountCents?: number; active?: boolean },
): FeePlanRow {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    const before = findFeePlan(deps.db, id);
    if (!before) throw new FeeError('unknown_plan');
    sql(deps.db, 'UPDATE fee_plans SET name = ?, amount_cents = ?, active = ?, updated_at = ? WHERE id = ?').run(
      change.name ?? before.name,
      change.amountCents ?? before.amount_cents,
      change.active === undefined ? before.active : change.active ? 1 : 0,
      now,
      id,
    );
    const after = findFeePlan(deps.db, id)!;
    recordAudit(deps, actor, {
      action: 'fee-plan.updated',
      subject: { type: 'fee-plan', id },
      before: planSummary(before),
      after: planSummary(after),
    });
    return after;
  });
}

export const memberFeeOf = (db: Database, userId: number) =>
  sql(db, 'SELECT * FROM member_fees WHERE user_id = ?').get(userId) as
    { user_id: number; plan_id: number; next_due: string; updated_at: string } | undefined;

/** Gives the member the plan (replacing another), first due on `firstDue`; null ends their plan. */
export function setMemberFeePlan(
  deps: AppDeps,
  actor: AuditActor,
  userId: number,
  assignment: { planId: number; firstDue: string } | null,
): void {
  const now = toTimestamp(deps.clock.now());
  transaction(deps.db, () => {
    const before = memberFeeOf(deps.db, userId);
    if (assignment) {
      const plan = findFeePlan(deps.db, assignment.planId);
      if (!plan) throw new FeeError('unknown_plan');
      if (plan.active !== 1) throw new FeeError('inactive_plan');
      sql(
        deps.db,
        `INSERT INTO member_fees (user_id, plan_id, next_due, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET plan_id = excluded.plan_id, next_due = excluded.next_due, updated_at = excluded.updated_at`,
      ).run(userId, plan.id, assignment.firstDue, now);
    } else {
      sql(deps.db, 'DELETE FROM member_fees WHERE user_id = ?').run(userId);
    }
    recordAudit(deps, actor, {
      action: assignment ? 'member-fee.assigned' : 'member-fee.ended',
      subject: { type: 'user', id: userId },
      before: before ? { plan_id: before.plan_id, next_due: before.next_due } : undefined,
      after: assignment ? { plan_id: assignment.planId, next_due: assignment.firstDue } : undefined,
    });
  });
}

export const activeMandateOf = (db: Database, userId: number): MandateRow | undefined =>
  sql(db, 'SELECT * FROM sepa_mandates WHERE user_id = ? AND revoked_at IS NULL').get(userId) as MandateRow | undefined;

/** The member's consent in the portal: a mandate with a fresh reference, signed today (their own write). */
export function giveMandate(deps: AppDeps, userId: number, account: { holder: string; iban: string }): MandateRow {
  const nowDate = deps.clock.now();
  const now = toTimestamp(nowDate);
  return transaction(deps.db, () => {
    sql(deps.db, 'UPDATE sepa_mandates SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
    // unique by the row it becomes (SEPA allows 35 characters: letters, digits and + ? / - : ( ) . , ')
    const { id } = sql(deps.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM sepa_mandates').get() as { id: number };
    const reference = `CLUB-M-${userId}-${id}`;
    sql(
      deps.db,
      `INSERT INTO sepa_mandates (user_id, reference, holder, iban, signed_on, consent_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, reference, account.holder, account.iban, berlinDay(nowDate), now, now);
    return activeMandateOf(deps.db, userId)!;
  });
}

export function revokeMandate(deps: AppDeps, userId: number): boolean {
  const now = toTimestamp(deps.clock.now());
  const { changes } = sql(
    deps.db,
    'UPDATE sepa_mandates SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  ).run(now, userId);
  return changes > 0;
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
      text: { key: 'membership_fee_due', params: { day: charge.due_on } },
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

/**
 * Every charge waiting under a mandate goes into one pain.008 file (first or recurring collection
 * by the mandate's history); the club needs its creditor identifier (CLUB_CREDITOR_ID).
 */
export function exportDirectDebits(deps: AppDeps, actor: AuditActor) {
  const club = deps.config.wallet.bank;
  const creditorId = deps.config.wallet.creditorId;
  if (!club || !creditorId) throw new FeeError('no_creditor_id');
  const nowDate = deps.clock.now();
  const now = toTimestamp(nowDate);
  return transaction(deps.db, () => {
    const rows = sql(
      deps.db,
      `SELECT c.*, m.reference, m.holder, m.iban, m.signed_on, m.first_collected FROM fee_charges c
         JOIN sepa_mandates m ON m.id = c.mandate_id WHERE c.status = 'collecting' ORDER BY c.id`,
    ).all() as unknown as (FeeChargeRow &
      Pick<MandateRow, 'reference' | 'holder' | 'iban' | 'signed_on' | 'first_collected'>)[];
    if (rows.length === 0) throw new FeeError('nothing_to_collect');
    const id = (sql(deps.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM direct_debit_batches').get() as { id: number })
      .id;
    const label = formatLabel('DD', id, now);
    const firsts = new Set<number>();
    const xml = directDebitXml({
      messageId: label,
      createdAt: nowDate,
      // SEPA core debits are presented at least a banking day ahead; five days leave room for a first one
      collectionDate: new Date(nowDate.getTime() + 5 * 86_400_000),
      club: { name: club.recipient, iban: club.iban, bic: club.bic, creditorId },
      debits: rows.map((row) => {
        const first = row.first_collected === 0 && !firsts.has(row.mandate_id!);
        if (first) firsts.add(row.mandate_id!);
        return {
          endToEndId: `FEE-${row.id}`,
          debtorName: row.holder,
          debtorIban: row.iban,
          mandateId: row.reference,
          mandateSignedOn: new Date(`${row.signed_on}T00:00:00Z`),
          amountCents: row.amount_cents,
          remittance: `${deps.config.appName} membership fee ${row.due_on}`,
          sequence: first ? 'FRST' : 'RCUR',
        };
      }),
    });
    const total = rows.reduce((sum, row) => sum + row.amount_cents, 0);
    sql(
      deps.db,
      'INSERT INTO direct_debit_batches (id, label, count, total_cents, xml, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(id, label, rows.length, total, xml, actor.id, now);
    sql(
      deps.db,
      `UPDATE fee_charges SET status = 'collected', debit_batch_id = ?, updated_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`,
    ).run(id, now, ...rows.map((row) => row.id));
    for (const mandateId of firsts)
      sql(deps.db, 'UPDATE sepa_mandates SET first_collected = 1 WHERE id = ?').run(mandateId);
    recordAudit(deps, actor, {
      action: 'direct-debit.exported',
      subject: { type: 'direct-debit-batch', id: label },
      after: { count: rows.length, total_cents: total },
    });
    return { label, count: rows.length, total_cents: total, xml, created_at: now };
  });
}

export const findDirectDebitBatch = (db: Database, label: string) =>
  sql(db, 'SELECT * FROM direct_debit_batches WHERE label = ?').get(label) as
    { label: string; count: number; total_cents: number; xml: string; created_at: string } | undefined;
