// Membership fee plans (docs/spec.md §10 "Treasury"): the treasurer keeps plans (amount, interval)
// and gives members one with its first due day. Every write is one audit entry.
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';

export type FeeInterval = 'month' | 'quarter' | 'year';
export const FEE_INTERVALS: readonly FeeInterval[] = ['month', 'quarter', 'year'];

export interface FeePlanRow {
  id: number;
  name: string;
  amount_cents: number;
  interval: FeeInterval;
  active: number;
  created_at: string;
  updated_at: string;
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
