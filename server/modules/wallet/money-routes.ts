// The wallet's money-moving routes: withdraw accounts, withdrawals and deposit orders
// paid by bank transfer, with the bank details a member pays them with. Reads take a session or
// an API token with wallet:read; every change needs the member's full session, which requireAuth
// refuses to a ghost session (support staff look, they do not move a member's money). Every POST
// that moves money goes through idempotent(): one transaction, one answer per Idempotency-Key.
// Adding or changing a payout account, and a withdrawal to one younger than a day, need a fresh
// confirmation, and each new account and withdrawal is mailed and notified to the member
// (docs/threats.md T27).
import { staffCue } from '../../realtime/staff-cue.ts';
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware.ts';
import { requireFreshConfirmation } from '../../auth/fresh-confirmation.ts';
import { payoutAccountAdded, withdrawalRequested } from './payout-alerts.ts';
import { mailDepositOrdered } from './deposit-mails.ts';
import { mailAfterAnswer } from '../../mail/after-answer.ts';
import { parseTimestamp, toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { idempotent, replayIdempotent } from '../../http/idempotency.ts';
import { input } from '../../http/input.ts';
import { fieldMessage } from '../../lang/translate.ts';
import { __ } from '../../lang/translate.ts';
import { findOrder, toOrder } from './repository-orders.ts';
import { findWithdrawAccount, toWithdrawAccount, toWithdrawal } from './repository-withdrawals.ts';
import { wallet, type BankDetails, type WalletLimits } from '../../../src/shared/contract/wallet.ts';
import { epcPayload } from './epc-qr.ts';
import { qrCodeSvg } from '../../qr/qr-code.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { normalizeIban } from '../../../src/shared/contract/iban.ts';
import {
  addWithdrawAccount,
  availableCents,
  cancelOrder,
  cancelWithdrawal,
  createDepositOrder,
  listWithdrawAccounts,
  MoneyError,
  removeWithdrawAccount,
  requestWithdrawal,
  setDefaultWithdrawAccount,
} from './money-repository.ts';
import { amountCents, ibanProblem, money } from './validation.ts';

const walletRead = requireAuth({ abilities: ['wallet:read'] });

/** Banks' rule for new payees: a payout to an account younger than this needs a fresh confirmation. */
export const NEW_ACCOUNT_HOURS = 24;

/** A full session (requireAuth refuses every write of a ghost session). */
const memberMoney = requireAuth();

const missing = (model: string, label: string) =>
  notFound(`No query results for model [App\\Models\\${model}] ${label}`);
const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

/** An id path segment: digits only, else 404 like an unknown id. */
function idParam(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw missing('WithdrawAccount', raw);
  return id;
}

export function limitsOf(c: AppContext): WalletLimits {
  const w = c.var.deps.config.wallet;
  return {
    deposit_min_cents: w.depositMinCents,
    deposit_max_cents: w.depositMaxCents,
    withdrawal_min_cents: w.withdrawalMinCents,
    withdrawal_max_cents: w.withdrawalMaxCents,
    order_expiry_days: w.orderExpiryDays,
    currency: 'EUR',
  };
}

/**
 * The bank details of one of the member's own bank-transfer orders, or 404. Only a pending order is
 * to be paid: any other has no GiroCode (docs/spec.md §2 Wallet).
 */
export async function bankDetailsOf(c: AppContext, label: string): Promise<BankDetails> {
  const { db, config } = c.var.deps;
  const row = findOrder(db, c.get('user').id, label, now(c));
  const bank = config.wallet.bank;
  if (!row || row.payment_method !== 'bank_transfer' || !row.bank_reference || !bank) throw missing('Order', label);
  const epc =
    row.status === 'pending'
      ? epcPayload({
          bic: bank.bic,
          recipient: bank.recipient,
          iban: bank.iban,
          amountCents: row.total_cents,
          reference: row.bank_reference,
        })
      : null;
  return {
    order: toOrder(db, row),
    recipient: bank.recipient,
    iban: bank.iban,
    bic: bank.bic,
    bank_name: bank.bankName,
    amount_cents: row.total_cents,
    currency: row.currency,
    reference: row.bank_reference,
    epc_payload: epc,
    qr_svg: epc === null ? null : await qrCodeSvg(epc),
  };
}

export function walletMoneyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/wallet/limits', walletRead, (c) => c.json(limitsOf(c)));

  app.get('/wallet/withdraw-accounts', walletRead, (c) =>
    c.json({ data: listWithdrawAccounts(c.var.deps.db, c.get('user').id).map(toWithdrawAccount) }),
  );

  app.post('/wallet/withdraw-accounts', memberMoney, async (c) => {
    const body = c.var.body;
    const problem = ibanProblem(body.iban);
    let holder = '';
    try {
      holder = input(c, wallet.addAccount).body.holder;
    } catch (error) {
      if (error instanceof ValidationError && problem) throw new ValidationError({ ...error.errors, iban: [problem] });
      throw error;
    }
    if (problem) throw new ValidationError({ iban: [problem] });
    // after the input is right: the member confirms what will be saved, not a typo
    requireFreshConfirmation(c);
    let row;
    try {
      row = addWithdrawAccount(c.var.deps.db, {
        userId: c.get('user').id,
        holder: holder.trim(),
        iban: normalizeIban(body.iban as string)!,
        now: now(c),
      });
    } catch (error) {
      if (error instanceof MoneyError && error.code === 'duplicate_account')
        throw new ValidationError({ iban: [__('This account is already saved.')] });
      throw error;
    }
    await payoutAccountAdded(c.var.deps, c.get('user').id, row.iban);
    return c.json(toWithdrawAccount(row), 201);
  });

  app.post('/wallet/withdraw-accounts/:id/default', memberMoney, (c) => {
    const id = idParam(c);
    // another member's account is 404 before anything else: no existence oracle
    if (!findWithdrawAccount(c.var.deps.db, c.get('user').id, id)) throw missing('WithdrawAccount', String(id));
    requireFreshConfirmation(c);
    if (!setDefaultWithdrawAccount(c.var.deps.db, c.get('user').id, id, now(c)))
      throw missing('WithdrawAccount', String(id));
    return c.json({ data: listWithdrawAccounts(c.var.deps.db, c.get('user').id).map(toWithdrawAccount) });
  });

  app.delete('/wallet/withdraw-accounts/:id', memberMoney, (c) => {
    const id = idParam(c);
    if (!removeWithdrawAccount(c.var.deps.db, c.get('user').id, id, now(c)))
      throw missing('WithdrawAccount', String(id));
    return c.body(null, 204);
  });

  app.post('/wallet/withdrawals', memberMoney, replayIdempotent, (c) => {
    const { db, config } = c.var.deps;
    const userId = c.get('user').id;
    const body = c.var.body;
    const accountErrors: Record<string, string[]> = {};
    const accountId =
      typeof body.withdraw_account_id === 'number'
        ? body.withdraw_account_id
        : /^\d{1,15}$/.test(String(body.withdraw_account_id ?? ''))
          ? Number(body.withdraw_account_id)
          : null;
    if (
      body.withdraw_account_id === undefined ||
      body.withdraw_account_id === null ||
      body.withdraw_account_id === ''
    ) {
      accountErrors.withdraw_account_id = [fieldMessage('required', 'withdraw_account_id')];
    } else if (
      accountId === null ||
      !Number.isSafeInteger(accountId) ||
      !listWithdrawAccounts(db, userId).some((a) => a.id === accountId)
    ) {
      accountErrors.withdraw_account_id = [fieldMessage('in', 'withdraw_account_id')];
    }
    const cents = amountCents(
      body.amount,
      config.wallet.withdrawalMinCents,
      config.wallet.withdrawalMaxCents,
      accountErrors,
    );
    const account = listWithdrawAccounts(db, userId).find((a) => a.id === accountId)!;
    const age = c.var.deps.clock.now().getTime() - parseTimestamp(account.created_at).getTime();
    if (age < NEW_ACCOUNT_HOURS * 3_600_000) requireFreshConfirmation(c);
    return idempotent(c, () => {
      try {
        const row = requestWithdrawal(db, { userId, accountId: accountId!, amountCents: cents, now: now(c) });
        const after = async () => {
          await withdrawalRequested(c.var.deps, userId, row.label, account.iban);
          await walletUpdated(c.var.deps, userId);
          await staffCue(c.var.deps, 'withdrawals');
        };
        return { status: 201, body: toWithdrawal(db, row), after };
      } catch (error) {
        if (error instanceof MoneyError && error.code === 'insufficient_funds') {
          throw new ValidationError({
            amount: [
              __(
                'You can withdraw at most :available: your available balance (pending withdrawals are already taken out).',
                { available: money(availableCents(db, userId)) },
              ),
            ],
          });
        }
        throw error;
      }
    });
  });

  // Only the member's own withdrawal: another member's answers 404, as if it did not exist.
  app.post('/wallet/withdrawals/:label/cancel', memberMoney, async (c) => {
    const label = c.req.param('label') ?? '';
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    let row;
    try {
      row = cancelWithdrawal(db, userId, label, now(c));
    } catch (error) {
      if (error instanceof MoneyError)
        throw new ValidationError({ withdrawal: [__('Only a pending withdrawal can be cancelled.')] });
      throw error;
    }
    if (!row) throw missing('Withdrawal', label);
    await walletUpdated(c.var.deps, userId);
    await staffCue(c.var.deps, 'withdrawals');
    return c.json(toWithdrawal(db, row));
  });

  app.post('/wallet/deposits', memberMoney, replayIdempotent, (c) => {
    const { db, config, clock } = c.var.deps;
    const userId = c.get('user').id;
    const cents = amountCents(c.var.body.amount, config.wallet.depositMinCents, config.wallet.depositMaxCents);
    if (!config.wallet.bank)
      throw new ValidationError({
        amount: [__('Deposits by bank transfer are not available: the club has not set up its account.')],
      });
    return idempotent(c, () => {
      const row = createDepositOrder(db, {
        userId,
        amountCents: cents,
        expiryDays: config.wallet.orderExpiryDays,
        now: clock.now(),
        toTimestamp,
      });
      // the bank details go out after the answer and the cue: neither waits for the mail server
      const after = async () => {
        await staffCue(c.var.deps, 'orders');
        mailAfterAnswer(c.var.deps, () => mailDepositOrdered(c.var.deps, row));
      };
      return { status: 201, body: toOrder(db, row), after };
    });
  });

  app.get('/wallet/orders/:label/bank-details', walletRead, async (c) =>
    c.json(await bankDetailsOf(c, c.req.param('label') ?? '')),
  );

  app.post('/wallet/orders/:label/cancel', memberMoney, (c) => {
    const label = c.req.param('label') ?? '';
    const { db } = c.var.deps;
    try {
      const row = cancelOrder(db, c.get('user').id, label, now(c));
      if (!row) throw missing('Order', label);
      void staffCue(c.var.deps, 'orders');
      return c.json(toOrder(db, row));
    } catch (error) {
      if (error instanceof MoneyError)
        throw new ValidationError({ order: [__('Only an order awaiting payment can be cancelled.')] });
      throw error;
    }
  });

  return app;
}
