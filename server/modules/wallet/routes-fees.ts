// Membership fees over HTTP (docs/spec.md §10 "Treasury", src/shared/contract/club-fees.ts): the
// treasurer's staff routes over fees.ts, and the member's own view and SEPA mandate in the wallet.
import { Hono } from 'hono';
import { clubFees, type MemberFees, type StaffFeeCharge } from '../../../src/shared/contract/club-fees.ts';
import { staffActor } from '../../audit/actors.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { sql, type Database } from '../../db/open.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import {
  createFeePlan,
  FeeError,
  findFeePlan,
  listFeePlans,
  memberFeeOf,
  setMemberFeePlan,
  updateFeePlan,
  type FeePlanRow,
} from './fee-plans.ts';
import { chargeDueFees, listFeeCharges, listMemberCharges, retryFeeCharge, type StaffChargeRow } from './fees.ts';
import {
  activeMandateOf,
  exportDirectDebits,
  findDirectDebitBatch,
  giveMandate,
  revokeMandate,
} from './sepa-mandates.ts';
import { normalizeIban } from '../../../src/shared/contract/iban.ts';

const actorOf = (c: AppContext) => staffActor(c.get('user'));

function planOf(db: Database, row: FeePlanRow) {
  const { n } = sql(db, 'SELECT COUNT(*) AS n FROM member_fees WHERE plan_id = ?').get(row.id) as { n: number };
  return {
    id: row.id,
    name: row.name,
    amount_cents: row.amount_cents,
    interval: row.interval,
    active: row.active === 1,
    members: n,
  };
}

export function memberFees(db: Database, userId: number): MemberFees {
  const assigned = memberFeeOf(db, userId);
  const plan = assigned ? findFeePlan(db, assigned.plan_id) : undefined;
  const mandate = activeMandateOf(db, userId);
  const names = new Map(listFeePlans(db).map((p) => [p.id, p.name]));
  return {
    plan: plan ? { name: plan.name, amount_cents: plan.amount_cents, interval: plan.interval } : null,
    next_due: assigned?.next_due ?? null,
    mandate: mandate
      ? {
          reference: mandate.reference,
          holder: mandate.holder,
          iban: mandate.iban,
          signed_on: mandate.signed_on,
          consent_at: mandate.consent_at,
        }
      : null,
    charges: listMemberCharges(db, userId).map((charge) => ({
      id: charge.id,
      due_on: charge.due_on,
      amount_cents: charge.amount_cents,
      status: charge.status,
      plan: names.get(charge.plan_id) ?? '',
    })),
  };
}

const staffCharge = (row: StaffChargeRow): StaffFeeCharge => ({
  id: row.id,
  due_on: row.due_on,
  amount_cents: row.amount_cents,
  status: row.status,
  plan: row.plan_name,
  member: { id: row.user_id, name: row.member_name, email: row.member_email },
});

function memberOf(c: AppContext) {
  const raw = c.req.param('user') ?? '';
  const user = /^\d{1,15}$/.test(raw) ? findUserById(c.var.deps.db, Number(raw)) : undefined;
  if (!user) throw notFound(`No query results for model [App\\Models\\User] ${raw}`);
  return user;
}

function feeRefusal(error: unknown, field: string): never {
  if (!(error instanceof FeeError)) throw error;
  const messages: Record<FeeError['code'], string> = {
    unknown_plan: __('There is no such fee plan.'),
    inactive_plan: __('This fee plan is switched off.'),
    not_insufficient: __('This charge is not waiting for payment.'),
    nothing_to_collect: __('No fee is waiting to be collected by direct debit.'),
    no_creditor_id: __('The club has not set up its creditor identifier for direct debits.'),
  };
  throw new ValidationError({ [field]: [messages[error.code]] });
}

export function feeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/fee-plans', staffGuard(clubFees.plans), (c) =>
    c.json(listFeePlans(c.var.deps.db).map((row) => planOf(c.var.deps.db, row))),
  );

  app.post('/club/fee-plans', staffGuard(clubFees.createPlan), (c) => {
    const { body } = input(c, clubFees.createPlan);
    const row = createFeePlan(c.var.deps, actorOf(c), {
      name: body.name.trim(),
      amountCents: body.amount_cents,
      interval: body.interval,
    });
    return c.json(planOf(c.var.deps.db, row), 201);
  });

  app.put('/club/fee-plans/:id', staffGuard(clubFees.updatePlan), (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,15}$/.test(raw) || !findFeePlan(c.var.deps.db, Number(raw)))
      throw notFound(`No query results for model [App\\Models\\FeePlan] ${raw}`);
    const { body } = input(c, clubFees.updatePlan);
    const row = updateFeePlan(c.var.deps, actorOf(c), Number(raw), {
      name: body.name?.trim(),
      amountCents: body.amount_cents,
      active: body.active,
    });
    return c.json(planOf(c.var.deps.db, row));
  });

  app.get('/club/members/:user/fees', staffGuard(clubFees.memberFees), (c) =>
    c.json(memberFees(c.var.deps.db, memberOf(c).id)),
  );

  app.put('/club/members/:user/fee-plan', staffGuard(clubFees.assign), (c) => {
    const member = memberOf(c);
    const { body } = input(c, clubFees.assign);
    try {
      setMemberFeePlan(c.var.deps, actorOf(c), member.id, { planId: body.plan_id, firstDue: body.first_due });
    } catch (error) {
      feeRefusal(error, 'plan_id');
    }
    return c.json(memberFees(c.var.deps.db, member.id));
  });

  app.delete('/club/members/:user/fee-plan', staffGuard(clubFees.unassign), (c) => {
    const member = memberOf(c);
    setMemberFeePlan(c.var.deps, actorOf(c), member.id, null);
    return c.json(memberFees(c.var.deps.db, member.id));
  });

  app.get('/club/fee-charges', staffGuard(clubFees.charges), (c) => {
    const { query } = input(c, clubFees.charges);
    return c.json(listFeeCharges(c.var.deps.db, query.status).map(staffCharge));
  });

  app.post('/club/fee-charges/:id/retry', staffGuard(clubFees.retry), async (c) => {
    const raw = c.req.param('id');
    try {
      const charge = await retryFeeCharge(c.var.deps, actorOf(c), /^\d{1,15}$/.test(raw) ? Number(raw) : 0);
      return c.json(staffCharge(listFeeCharges(c.var.deps.db, undefined, 1000).find((row) => row.id === charge.id)!));
    } catch (error) {
      feeRefusal(error, 'charge');
    }
  });

  app.post('/club/fees/run', staffGuard(clubFees.run), async (c) => {
    const made = await chargeDueFees(c.var.deps, actorOf(c));
    const counted = (status: string) => made.filter((charge) => charge.status === status).length;
    return c.json({
      charged: counted('charged'),
      insufficient: counted('insufficient'),
      collecting: counted('collecting'),
    });
  });

  app.post('/club/direct-debits', staffGuard(clubFees.exportDebits), (c) => {
    try {
      const batch = exportDirectDebits(c.var.deps, actorOf(c));
      return c.json(
        { label: batch.label, count: batch.count, total_cents: batch.total_cents, created_at: batch.created_at },
        201,
      );
    } catch (error) {
      feeRefusal(error, 'batch');
    }
  });

  app.get('/club/direct-debits/:label/file', staffGuard(clubFees.debitFile), (c) => {
    const batch = findDirectDebitBatch(c.var.deps.db, c.req.param('label'));
    if (!batch) throw notFound(`No query results for model [App\\Models\\DirectDebitBatch] ${c.req.param('label')}`);
    return c.json({ file_name: `${batch.label}.xml`, content: batch.xml });
  });

  app.get('/wallet/fees', requireAuth({ abilities: ['wallet:read'] }), (c) =>
    c.json(memberFees(c.var.deps.db, c.get('user').id)),
  );

  // The member's own consent: staff in ghost mode look, they do not sign for the member
  // (requireAuth refuses every write of a ghost session).
  app.post('/wallet/fees/mandate', requireAuth(), (c) => {
    // Laravel's `accepted`, worded as such for a missing or refused consent (input() would let a
    // missing literal pass and call a false one 'invalid').
    if (![true, 1, '1', 'yes', 'on', 'true'].includes(c.var.body.consent as never))
      throw new ValidationError({ consent: [fieldMessage('accepted', 'consent')] });
    const { body } = input(c, clubFees.giveMandate);
    const iban = normalizeIban(body.iban);
    if (!iban)
      throw new ValidationError({ iban: [__('The IBAN is not valid. Please check it against your bank statement.')] });
    giveMandate(c.var.deps, c.get('user').id, { holder: body.holder.trim(), iban });
    return c.json(memberFees(c.var.deps.db, c.get('user').id), 201);
  });

  app.delete('/wallet/fees/mandate', requireAuth(), (c) => {
    revokeMandate(c.var.deps, c.get('user').id);
    return c.json(memberFees(c.var.deps.db, c.get('user').id));
  });

  return app;
}
