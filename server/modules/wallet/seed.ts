// Demo wallet of demo@club.test: about half a year of deposits, monthly fees, credits, orders of
// every status, a paid-out and a pending withdrawal, and a bank transfer still on its way. Every
// entry goes through the ledger in date order, so balances and balance_after values add up.
import { berlinDay, toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import type { LedgerKind } from '../../ledger/repository.ts';
import type { LedgerText } from '../../ledger/texts.ts';
import { bookTransaction } from '../../ledger/bookings.ts';
import { advertisingBan } from '../../members/settings.ts';
import { createOrder, type NewOrder } from './repository-orders.ts';
import { createWithdrawal, insertWithdrawAccount } from './repository-withdrawals.ts';

type Step =
  | {
      days: number;
      kind: 'deposit' | 'fee' | 'credit';
      cents: number;
      text?: LedgerText;
      pending?: boolean;
      bonus?: LedgerKind;
      /** A referral bonus: the email of the team member it was for. */
      referred?: string;
    }
  | {
      days: number;
      kind: 'order';
      method: NewOrder['paymentMethod'];
      status: NewOrder['status'];
      items: NewOrder['items'];
    }
  | { days: number; kind: 'withdrawal'; cents: number; status: 'pending' | 'processed' };

const shirt = { name: { en: 'Club T-shirt', de: 'Club-T-Shirt' }, quantity: 1, unit_price_cents: 2490 };
const papers = (quantity: number) => ({
  name: { en: 'Rolling papers', de: 'Blättchen' },
  quantity,
  unit_price_cents: 150,
});
const jar = (quantity: number) => ({
  name: { en: 'Storage jar', de: 'Vorratsglas' },
  quantity,
  unit_price_cents: 1250,
});
const hoodie = { name: { en: 'Club hoodie', de: 'Club-Hoodie' }, quantity: 1, unit_price_cents: 3990 };

const STEPS: Step[] = [
  { days: 170, kind: 'deposit', cents: 20000 },
  { days: 168, kind: 'fee', cents: 1500 },
  { days: 160, kind: 'order', method: 'wallet', status: 'completed', items: [shirt, papers(3)] },
  {
    days: 150,
    kind: 'credit',
    cents: 1000,
    text: { key: 'referral' },
    bonus: 'referral_bonus',
    referred: 'lena.schmidt@club.test',
  },
  { days: 140, kind: 'deposit', cents: 10000 },
  { days: 138, kind: 'fee', cents: 1500 },
  {
    days: 130,
    kind: 'order',
    method: 'wallet',
    status: 'completed',
    items: [jar(2)],
  },
  { days: 115, kind: 'withdrawal', cents: 4000, status: 'processed' },
  {
    days: 110,
    kind: 'order',
    method: 'bank_transfer',
    status: 'completed',
    items: [hoodie],
  },
  { days: 108, kind: 'fee', cents: 1500 },
  { days: 100, kind: 'deposit', cents: 15000 },
  { days: 95, kind: 'credit', cents: 500, text: { key: 'team_bonus' }, bonus: 'team_bonus' },
  { days: 85, kind: 'deposit', cents: 8000 },
  { days: 78, kind: 'fee', cents: 1500 },
  {
    days: 75,
    kind: 'order',
    method: 'bank_transfer',
    status: 'cancelled',
    items: [{ name: { en: 'Grow light', de: 'Pflanzenlampe' }, quantity: 1, unit_price_cents: 8900 }],
  },
  {
    days: 70,
    kind: 'credit',
    cents: 1000,
    text: { key: 'referral' },
    bonus: 'referral_bonus',
    referred: 'jonas.weber@club.test',
  },
  { days: 55, kind: 'deposit', cents: 5000 },
  { days: 48, kind: 'fee', cents: 1500 },
  { days: 40, kind: 'order', method: 'bank_transfer', status: 'cancelled', items: [papers(10)] },
  { days: 30, kind: 'credit', cents: 500, text: { key: 'team_bonus' }, bonus: 'team_bonus' },
  { days: 25, kind: 'deposit', cents: 6000 },
  {
    days: 20,
    kind: 'order',
    method: 'wallet',
    status: 'paid',
    items: [hoodie],
  },
  { days: 18, kind: 'fee', cents: 1500 },
  { days: 10, kind: 'deposit', cents: 12000 },
  {
    days: 6,
    kind: 'order',
    method: 'wallet',
    status: 'paid',
    items: [{ name: { en: 'Grinder', de: 'Grinder' }, quantity: 1, unit_price_cents: 1490 }, papers(2)],
  },
  { days: 4, kind: 'deposit', cents: 10000, pending: true },
  {
    days: 3,
    kind: 'order',
    method: 'bank_transfer',
    status: 'pending',
    items: [shirt, jar(1)],
  },
  { days: 2, kind: 'withdrawal', cents: 2500, status: 'pending' },
  {
    days: 2,
    kind: 'order',
    method: 'bank_transfer',
    status: 'pending',
    items: [
      { name: { en: 'Seminar: growing at home', de: 'Seminar: Anbau zu Hause' }, quantity: 1, unit_price_cents: 4500 },
    ],
  },
];

export function seedWallet(deps: AppDeps): void {
  const { db } = deps;
  const demo = findUserByEmail(db, DEMO_EMAIL);
  if (!demo) return;
  const start = deps.clock.now().getTime();
  // Spread over the day so entries of one day keep their order.
  const at = (days: number, index: number) => new Date(start - days * 86_400_000 - (STEPS.length - index) * 60_000 * 7);

  const account = insertWithdrawAccount(db, {
    userId: demo.id,
    holder: demo.name,
    iban: 'DE89 3704 0044 0532 0130 00',
    now: toTimestamp(at(180, 0)),
  });
  // KCanG §6: a cannabis club books no bonus for bringing in members.
  const banned = advertisingBan(deps.config.club);
  STEPS.forEach((step, index) => {
    if (banned && step.kind === 'credit' && step.bonus) return;
    const when = at(step.days, index);
    const now = toTimestamp(when);
    switch (step.kind) {
      case 'deposit':
        bookTransaction(db, {
          userId: demo.id,
          type: 'deposit',
          amountCents: step.cents,
          status: step.pending ? 'pending' : 'completed',
          text: { key: 'bank_deposit' },
          now,
        });
        break;
      case 'fee':
        bookTransaction(db, {
          userId: demo.id,
          type: 'fee',
          amountCents: -step.cents,
          status: 'completed',
          text: { key: 'membership_fee', params: { month: berlinDay(when).slice(0, 7) } },
          now,
        });
        break;
      case 'credit':
        bookTransaction(db, {
          userId: demo.id,
          type: 'credit',
          amountCents: step.cents,
          status: 'completed',
          text: step.text,
          kind: step.bonus,
          referredUserId: step.referred ? (findUserByEmail(db, step.referred)?.id ?? null) : null,
          now,
        });
        break;
      case 'order':
        createOrder(db, { userId: demo.id, items: step.items, paymentMethod: step.method, status: step.status, now });
        break;
      case 'withdrawal':
        createWithdrawal(db, {
          userId: demo.id,
          accountId: account.id,
          amountCents: step.cents,
          status: step.status,
          now,
        });
        break;
    }
  });
}
