// Payouts (docs/spec.md §10 "Treasury"): the treasurer approves or rejects pending withdrawals; the
// approved ones go out together as one SEPA credit-transfer file (pain.001, ./sepa-xml.ts) for the
// club's online banking, and once the bank has executed it the batch is marked processed, which
// books every withdrawal in it. The staff area's routes and `club withdrawal:*` call these; each
// write and its audit entry are one transaction, then members and staff dashboards are told.
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { notifyWalletChange } from '../../ledger/events.ts';
import { MoneyError, settleWithdrawal } from './money-repository.ts';
import { withdrawalProcessed, withdrawalRejected } from './notices.ts';
import { formatLabel } from '../../db/labels.ts';
import type { WithdrawalRow } from './repository-withdrawals.ts';
import { creditTransferXml } from './sepa-xml.ts';
import { formatEuro } from './treasury-orders.ts';

export type StaffWithdrawalRow = WithdrawalRow & {
  approved_at: string | null;
  payout_batch_id: number | null;
  member_name: string;
  member_email: string;
  holder: string;
  iban: string;
};

export interface PayoutBatchRow {
  id: number;
  label: string;
  status: 'exported' | 'processed';
  count: number;
  total_cents: number;
  xml: string;
  created_by: number | null;
  created_at: string;
  processed_at: string | null;
}

/** Why a payout step was refused (routes answer 422). */
export class PayoutError extends Error {
  readonly code: 'nothing_to_export' | 'no_club_account' | 'in_batch' | 'not_exported';
  constructor(code: PayoutError['code']) {
    super(code);
    this.name = 'PayoutError';
    this.code = code;
  }
}

const STAFF_WITHDRAWALS = `SELECT w.*, u.name AS member_name, u.email AS member_email, a.holder, a.iban
  FROM withdrawals w JOIN users u ON u.id = w.user_id JOIN withdraw_accounts a ON a.id = w.withdraw_account_id`;

export function findStaffWithdrawal(db: Database, label: string): StaffWithdrawalRow | undefined {
  return sql(db, `${STAFF_WITHDRAWALS} WHERE w.label = ?`).get(label) as StaffWithdrawalRow | undefined;
}

/** 'pending' (awaiting a decision), 'approved' (waiting for the next batch), 'batched', or a final status. */
export type WithdrawalStage = 'pending' | 'approved' | 'batched' | 'processed' | 'rejected' | 'cancelled';

const STAGE_SQL: Record<WithdrawalStage, string> = {
  pending: "w.status = 'pending' AND w.approved_at IS NULL",
  approved: "w.status = 'pending' AND w.approved_at IS NOT NULL AND w.payout_batch_id IS NULL",
  batched: "w.status = 'pending' AND w.payout_batch_id IS NOT NULL",
  processed: "w.status = 'processed'",
  rejected: "w.status = 'rejected'",
  // the member cancelled it while pending
  cancelled: "w.status = 'cancelled'",
};

export function stageOf(row: Pick<StaffWithdrawalRow, 'status' | 'approved_at' | 'payout_batch_id'>): WithdrawalStage {
  if (row.status !== 'pending') return row.status;
  if (row.payout_batch_id !== null) return 'batched';
  return row.approved_at === null ? 'pending' : 'approved';
}

export function listStaffWithdrawals(
  db: Database,
  stage: WithdrawalStage | undefined,
  page: { limit: number; offset: number },
): { items: StaffWithdrawalRow[]; total: number } {
  const where = stage ? `WHERE ${STAGE_SQL[stage]}` : '';
  const total = (sql(db, `SELECT COUNT(*) AS n FROM withdrawals w ${where}`).get() as { n: number }).n;
  const items = sql(db, `${STAFF_WITHDRAWALS} ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`).all(
    page.limit,
    page.offset,
  ) as unknown as StaffWithdrawalRow[];
  return { items, total };
}

const summary = (row: Pick<StaffWithdrawalRow, 'status' | 'approved_at' | 'payout_batch_id' | 'amount_cents'>) => ({
  stage: stageOf(row),
  amount_cents: row.amount_cents,
});

function pendingDecision(db: Database, label: string): StaffWithdrawalRow {
  const row = findStaffWithdrawal(db, label);
  if (!row) throw new MoneyError('unknown', label);
  if (row.status !== 'pending') throw new MoneyError('not_pending', label, row.status);
  if (row.payout_batch_id !== null) throw new PayoutError('in_batch');
  return row;
}

/** Approves a pending withdrawal for the next payout batch (approving it again changes nothing). */
export async function approveWithdrawal(deps: AppDeps, actor: AuditActor, label: string): Promise<StaffWithdrawalRow> {
  const now = toTimestamp(deps.clock.now());
  const row = transaction(deps.db, () => {
    const before = pendingDecision(deps.db, label);
    if (before.approved_at !== null) return before;
    sql(deps.db, 'UPDATE withdrawals SET approved_at = ?, updated_at = ? WHERE id = ?').run(now, now, before.id);
    const after = findStaffWithdrawal(deps.db, label)!;
    recordAudit(deps, actor, {
      action: 'withdrawal.approved',
      subject: { type: 'withdrawal', id: label },
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
  await staffCue(deps, 'withdrawals');
  return row;
}

/** Rejects a withdrawal not yet in a batch: its reserved amount is available again. */
export async function rejectWithdrawal(
  deps: AppDeps,
  actor: AuditActor,
  label: string,
  reason: string,
): Promise<StaffWithdrawalRow> {
  const now = toTimestamp(deps.clock.now());
  const row = transaction(deps.db, () => {
    const before = pendingDecision(deps.db, label);
    settleWithdrawal(deps.db, label, 'rejected', reason, now);
    const after = findStaffWithdrawal(deps.db, label)!;
    recordAudit(deps, actor, {
      action: 'withdrawal.rejected',
      subject: { type: 'withdrawal', id: label },
      before: summary(before),
      after: { ...summary(after), reason },
    });
    return after;
  });
  const language = findUserById(deps.db, row.user_id)?.language ?? 'en';
  await notifyWalletChange(
    deps,
    row.user_id,
    withdrawalRejected({ label: row.label, amount: formatEuro(row.amount_cents, language), reason }),
    'warning',
    `/financial/withdraw/${encodeURIComponent(row.label)}`,
  );
  await staffCue(deps, 'withdrawals');
  return row;
}

async function announceProcessed(deps: AppDeps, rows: StaffWithdrawalRow[]): Promise<void> {
  for (const row of rows) {
    const language = findUserById(deps.db, row.user_id)?.language ?? 'en';
    await notifyWalletChange(
      deps,
      row.user_id,
      withdrawalProcessed({ label: row.label, amount: formatEuro(row.amount_cents, language) }),
      'success',
      `/financial/withdraw/${encodeURIComponent(row.label)}`,
    );
  }
  await staffCue(deps, 'withdrawals');
}

/** One withdrawal paid out by hand (`club withdrawal:process`), outside any batch. */
export async function processWithdrawal(deps: AppDeps, actor: AuditActor, label: string): Promise<StaffWithdrawalRow> {
  const now = toTimestamp(deps.clock.now());
  const row = transaction(deps.db, () => {
    const before = pendingDecision(deps.db, label);
    settleWithdrawal(deps.db, label, 'processed', null, now);
    const after = findStaffWithdrawal(deps.db, label)!;
    recordAudit(deps, actor, {
      action: 'withdrawal.processed',
      subject: { type: 'withdrawal', id: label },
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
  await announceProcessed(deps, [row]);
  return row;
}

export function findPayoutBatch(db: Database, label: string): PayoutBatchRow | undefined {
  return sql(db, 'SELECT * FROM payout_batches WHERE label = ?').get(label) as PayoutBatchRow | undefined;
}

export function listPayoutBatches(db: Database, limit = 20): Omit<PayoutBatchRow, 'xml'>[] {
  return sql(
    db,
    'SELECT id, label, status, count, total_cents, created_by, created_at, processed_at FROM payout_batches ORDER BY id DESC LIMIT ?',
  ).all(limit) as unknown as Omit<PayoutBatchRow, 'xml'>[];
}

const DAY_MS = 86_400_000;

/**
 * Every approved withdrawal not yet in a batch becomes one batch with its pain.001 file; the file
 * pays each to the member's account from the club's (WalletSettings.bank). Refused when there is
 * nothing approved or the club has no account configured.
 */
export async function exportPayoutBatch(deps: AppDeps, actor: AuditActor): Promise<PayoutBatchRow> {
  const club = deps.config.wallet.bank;
  if (!club) throw new PayoutError('no_club_account');
  const nowDate = deps.clock.now();
  const now = toTimestamp(nowDate);
  const batch = transaction(deps.db, () => {
    const rows = sql(
      deps.db,
      `${STAFF_WITHDRAWALS} WHERE ${STAGE_SQL.approved} ORDER BY w.id`,
    ).all() as unknown as StaffWithdrawalRow[];
    if (rows.length === 0) throw new PayoutError('nothing_to_export');
    const id = (sql(deps.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM payout_batches').get() as { id: number }).id;
    const label = formatLabel('PAY', id, now);
    const total = rows.reduce((sum, row) => sum + row.amount_cents, 0);
    const xml = creditTransferXml({
      messageId: label,
      createdAt: nowDate,
      executionDate: new Date(nowDate.getTime() + DAY_MS),
      club: { name: club.recipient, iban: club.iban, bic: club.bic },
      transfers: rows.map((row) => ({
        endToEndId: row.label,
        creditorName: row.holder,
        creditorIban: row.iban,
        amountCents: row.amount_cents,
        remittance: `${deps.config.appName} ${row.label}`,
      })),
    });
    sql(
      deps.db,
      `INSERT INTO payout_batches (id, label, status, count, total_cents, xml, created_by, created_at)
       VALUES (?, ?, 'exported', ?, ?, ?, ?, ?)`,
    ).run(id, label, rows.length, total, xml, actor.id, now);
    sql(
      deps.db,
      `UPDATE withdrawals SET payout_batch_id = ?, updated_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`,
    ).run(id, now, ...rows.map((row) => row.id));
    recordAudit(deps, actor, {
      action: 'payout-batch.exported',
      subject: { type: 'payout-batch', id: label },
      after: { withdrawals: rows.map((row) => row.label), count: rows.length, total_cents: total },
    });
    return findPayoutBatch(deps.db, label)!;
  });
  await staffCue(deps, 'withdrawals');
  return batch;
}

/** The bank executed the batch: every withdrawal in it is processed (booked) and its member told. */
export async function processPayoutBatch(deps: AppDeps, actor: AuditActor, label: string): Promise<PayoutBatchRow> {
  const now = toTimestamp(deps.clock.now());
  const { batch, rows } = transaction(deps.db, () => {
    const before = findPayoutBatch(deps.db, label);
    if (!before) throw new MoneyError('unknown', label);
    if (before.status !== 'exported') throw new PayoutError('not_exported');
    const rows = sql(deps.db, `${STAFF_WITHDRAWALS} WHERE w.payout_batch_id = ? AND w.status = 'pending'`).all(
      before.id,
    ) as unknown as StaffWithdrawalRow[];
    for (const row of rows) settleWithdrawal(deps.db, row.label, 'processed', null, now);
    sql(deps.db, "UPDATE payout_batches SET status = 'processed', processed_at = ? WHERE id = ?").run(now, before.id);
    recordAudit(deps, actor, {
      action: 'payout-batch.processed',
      subject: { type: 'payout-batch', id: label },
      before: { status: before.status },
      after: { status: 'processed', withdrawals: rows.map((row) => row.label) },
    });
    return { batch: findPayoutBatch(deps.db, label)!, rows };
  });
  await announceProcessed(deps, rows);
  return batch;
}
