// Membership fees (docs/spec.md §10 "Treasury"): the treasurer's plans, members' plans, charges and
// direct-debit files (staff routes, ./staff-endpoint.ts), and the member's own view and SEPA
// mandate in the wallet. Amounts are integer cents; days are YYYY-MM-DD (Berlin).
import { count, endpoints, id, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';
import { SepaFile } from './club-treasury.ts';

const staff = staffEndpoints('club-fees');
const member = endpoints('wallet');

export const FeeInterval = v.picklist(['month', 'quarter', 'year']);
const Day = v.pipe(v.string(), v.isoDate());
const Cents = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_00));

export const FeePlan = v.object({
  id: count,
  name: v.string(),
  amount_cents: count,
  interval: FeeInterval,
  active: v.boolean(),
  members: count,
});

export const FeeCharge = v.object({
  id: count,
  due_on: v.string(),
  amount_cents: count,
  status: v.picklist(['charged', 'insufficient', 'collecting', 'collected']),
  plan: v.string(),
});

export const StaffFeeCharge = v.object({
  ...FeeCharge.entries,
  member: v.object({ id: count, name: v.string(), email: v.string() }),
});

export const Mandate = v.object({
  reference: v.string(),
  holder: v.string(),
  iban: v.string(),
  signed_on: v.string(),
  consent_at: Timestamp,
});

export const MemberFees = v.object({
  plan: v.nullable(v.object({ name: v.string(), amount_cents: count, interval: FeeInterval })),
  next_due: v.nullable(v.string()),
  mandate: v.nullable(Mandate),
  charges: v.array(FeeCharge),
});

export const DirectDebitBatch = v.object({ label: v.string(), count, total_cents: count, created_at: Timestamp });

const PlanId = v.object({ id: v.string() });
const UserParam = v.object({ user: v.string() });

export const clubFees = {
  plans: staff('GET /api/club/fee-plans', {
    summary: 'The fee plans, active first, with how many members each has',
    permission: 'fees',
    responses: { 200: v.array(FeePlan) },
  }),
  createPlan: staff('POST /api/club/fee-plans', {
    summary: 'A new fee plan',
    permission: 'fees',
    body: v.object({ name: text(100), amount_cents: Cents, interval: FeeInterval }),
    responses: { 201: FeePlan },
  }),
  updatePlan: staff('PUT /api/club/fee-plans/{id}', {
    summary: 'Rename a plan, change its amount (from the next charge on) or switch it off',
    permission: 'fees',
    params: PlanId,
    body: v.object({ name: v.optional(text(100)), amount_cents: v.optional(Cents), active: v.optional(v.boolean()) }),
    responses: { 200: FeePlan, 404: 'No such plan' },
  }),
  assign: staff('PUT /api/club/members/{user}/fee-plan', {
    summary: 'Give the member a plan, first due on the given day (replacing their plan)',
    permission: 'fees',
    params: UserParam,
    body: v.object({ plan_id: id, first_due: Day }),
    responses: { 200: MemberFees, 404: 'No such member', 422: 'No such plan, or switched off' },
  }),
  unassign: staff('DELETE /api/club/members/{user}/fee-plan', {
    summary: "End the member's plan (no further charges)",
    permission: 'fees',
    params: UserParam,
    responses: { 200: MemberFees, 404: 'No such member' },
  }),
  memberFees: staff('GET /api/club/members/{user}/fees', {
    summary: "The member's plan, next due day, mandate and charges",
    permission: 'fees',
    params: UserParam,
    responses: { 200: MemberFees, 404: 'No such member' },
  }),
  charges: staff('GET /api/club/fee-charges', {
    summary: 'The latest 50 charges, filtered by status (insufficient: members whose wallet could not pay)',
    permission: 'fees',
    query: v.object({ status: v.optional(v.picklist(['charged', 'insufficient', 'collecting', 'collected'])) }),
    responses: { 200: v.array(StaffFeeCharge) },
  }),
  retry: staff('POST /api/club/fee-charges/{id}/retry', {
    summary: 'Try an unpaid charge again from the wallet',
    permission: 'fees',
    params: PlanId,
    responses: { 200: StaffFeeCharge, 422: 'Not an unpaid charge' },
  }),
  run: staff('POST /api/club/fees/run', {
    summary: 'Charge every fee that is due now, as the job runner does each minute',
    permission: 'fees',
    responses: { 200: v.object({ charged: count, insufficient: count, collecting: count }) },
  }),
  exportDebits: staff('POST /api/club/direct-debits', {
    summary: 'Every charge under a mandate becomes one SEPA direct-debit file (pain.008.001.08)',
    permission: 'fees',
    responses: { 201: DirectDebitBatch, 422: 'Nothing to collect, or no creditor identifier' },
  }),
  debitFile: staff('GET /api/club/direct-debits/{label}/file', {
    summary: "The batch's pain.008 file for the club's online banking",
    permission: 'fees',
    params: v.object({ label: v.string() }),
    responses: { 200: SepaFile, 404: 'No such batch' },
  }),
  mine: member('GET /api/wallet/fees', "The member's fee plan, next due day, direct-debit mandate and fee charges", {
    auth: ['wallet:read'],
    responses: { 200: MemberFees },
  }),
  giveMandate: member(
    'POST /api/wallet/fees/mandate',
    'The member authorises the club to collect fees by SEPA direct debit from this account',
    {
      auth: ['*'],
      body: v.object({ holder: text(70), iban: text(34), consent: v.literal(true) }),
      responses: { 201: MemberFees },
    },
  ),
  revokeMandate: member(
    'DELETE /api/wallet/fees/mandate',
    'The member withdraws the mandate; fees are taken from the wallet again',
    {
      auth: ['*'],
      responses: { 200: MemberFees },
    },
  ),
};

export type FeePlan = v.InferOutput<typeof FeePlan>;
export type FeeCharge = v.InferOutput<typeof FeeCharge>;
export type StaffFeeCharge = v.InferOutput<typeof StaffFeeCharge>;
export type MemberFees = v.InferOutput<typeof MemberFees>;
export type DirectDebitBatch = v.InferOutput<typeof DirectDebitBatch>;
