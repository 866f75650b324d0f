// The club's wallet commands (`npm run club -- order:paid ORD-…`): the treasurer marks a
// bank-transfer order paid when the money is on the club's account, and pays out or rejects
// withdrawals. Each books in one transaction (modules/wallet/money-repository.ts), then notifies
// the member and sends the WalletUpdated cue so open portals and widgets refetch.
import { parseArgs } from 'node:util';
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { notifyWalletChange, walletUpdated } from '../ledger/events.ts';
import { markOrderPaid, MoneyError, settleWithdrawal } from '../modules/wallet/money-repository.ts';
import { depositReceived, withdrawalProcessed, withdrawalRejected } from '../modules/wallet/notices.ts';
import { findUserById } from '../auth/repository-users.ts';
import { printIban } from '../../src/shared/contract/iban.ts';
import { toWithdrawal, type WithdrawalRow } from '../modules/wallet/repository-withdrawals.ts';

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const WALLET_USAGE = `  order:paid <label|CLUB-…> [--amount EUR] [--late]
                                  a transfer arrived: mark its order paid (a deposit credits what arrived;
                                  --late books one for an expired or cancelled deposit order)
  withdrawal:process <label>      the withdrawal was paid out: its reserved amount is booked
  withdrawal:reject <label> --reason R
                                  reject a pending withdrawal: its amount is available again`;

const money = (cents: number, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de' : 'en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Parses `args`; prints the command's help for --help (exit 0) or a usage error (exit 2). */
function parse(
  args: string[],
  io: Io,
  help: string,
  options: Record<string, { type: 'string' | 'boolean' }> = {},
): { exit: number } | { exit: null; label: string; values: Record<string, string | boolean | undefined> } {
  const parsed = parseArgs({ args, allowPositionals: true, options: { ...options, help: { type: 'boolean' } } });
  if (parsed.values.help) {
    io.out(help);
    return { exit: 0 };
  }
  if (parsed.positionals.length !== 1) {
    io.err(`A label is required.\n\n${help}`);
    return { exit: 2 };
  }
  return {
    exit: null,
    label: parsed.positionals[0]!,
    values: parsed.values as Record<string, string | boolean | undefined>,
  };
}

function refused(error: unknown, io: Io): number {
  if (!(error instanceof MoneyError)) throw error;
  const why = {
    unknown: 'does not exist',
    not_pending: `is ${error.status}, not pending`,
    expired: 'has expired (if its money arrived all the same, book it with --late)',
    insufficient_funds: 'cannot be paid from the wallet',
    amount_differs: 'is a purchase: only its total pays it',
  }[error.code];
  io.err(`${error.label} ${why}.`);
  return 1;
}

/** `Demo Member <demo@club.test>`: whom a money command acted for. */
function memberOf(deps: AppDeps, userId: number): string {
  const user = findUserById(deps.db, userId);
  return user ? `${user.name} <${user.email}>` : `member ${userId}`;
}

/** `€25.00 to Demo Member <demo@club.test>, DE89 3704 0044 0532 0130 00`: what a withdrawal command acted on. */
function payout(deps: AppDeps, row: WithdrawalRow): string {
  const account = toWithdrawal(deps.db, row).account;
  return `${money(row.amount_cents, 'en')} to ${memberOf(deps, row.user_id)}, ${printIban(account.iban)} (${account.holder})`;
}

/** Euros as typed: 12.50, 12,50 or 12 (positive, whole cents). */
function eurosToCents(value: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export const walletCommands: Record<string, Command> = {
  async 'order:paid'(deps, args, io) {
    const help = `Usage: npm run club -- order:paid <label|CLUB-…> [--amount EUR] [--late]\n\n${WALLET_USAGE.split('\n').slice(0, 3).join('\n')}`;
    const parsed = parse(args, io, help, { amount: { type: 'string' }, late: { type: 'boolean' } });
    if (parsed.exit !== null) return parsed.exit;
    const amount = typeof parsed.values.amount === 'string' ? eurosToCents(parsed.values.amount) : null;
    if (typeof parsed.values.amount === 'string' && amount === null) {
      io.err(`--amount must be a positive number of euros, e.g. 25.50 or 25,50.\n\n${help}`);
      return 2;
    }
    try {
      const order = markOrderPaid(deps.db, parsed.label, toTimestamp(deps.clock.now()), {
        amountCents: amount,
        late: parsed.values.late === true,
      });
      const language = findUserById(deps.db, order.user_id)?.language ?? 'en';
      const arrived = order.paid_cents ?? order.total_cents;
      if (order.purpose === 'deposit') {
        await notifyWalletChange(
          deps,
          order.user_id,
          depositReceived({ label: order.label, amount: money(arrived, language) }),
          'success',
        );
      } else {
        await walletUpdated(deps, order.user_id);
      }
      const differs = arrived === order.total_cents ? '' : ` (the order was for ${money(order.total_cents, 'en')})`;
      io.out(
        `Order ${order.label} (${order.bank_reference ?? 'no bank reference'}) is paid: ${money(arrived, 'en')}${differs} ${order.purpose === 'deposit' ? 'credited to' : 'from'} ${memberOf(deps, order.user_id)}.`,
      );
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:process'(deps, args, io) {
    const parsed = parse(
      args,
      io,
      `Usage: npm run club -- withdrawal:process <label>\n\n${WALLET_USAGE.split('\n')[3]}`,
    );
    if (parsed.exit !== null) return parsed.exit;
    try {
      const row = settleWithdrawal(deps.db, parsed.label, 'processed', null, toTimestamp(deps.clock.now()));
      const language = findUserById(deps.db, row.user_id)?.language ?? 'en';
      await notifyWalletChange(
        deps,
        row.user_id,
        withdrawalProcessed({ label: row.label, amount: money(row.amount_cents, language) }),
        'success',
      );
      io.out(`Withdrawal ${row.label} is processed: ${payout(deps, row)}.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:reject'(deps, args, io) {
    const help = `Usage: npm run club -- withdrawal:reject <label> --reason R\n\n${WALLET_USAGE.split('\n').slice(4).join('\n')}`;
    const parsed = parse(args, io, help, { reason: { type: 'string' } });
    if (parsed.exit !== null) return parsed.exit;
    const reason = typeof parsed.values.reason === 'string' ? parsed.values.reason.trim() : '';
    if (!reason) {
      io.err(`--reason is required.\n\n${help}`);
      return 2;
    }
    try {
      const row = settleWithdrawal(
        deps.db,
        parsed.label,
        'rejected',
        reason.slice(0, 500),
        toTimestamp(deps.clock.now()),
      );
      const language = findUserById(deps.db, row.user_id)?.language ?? 'en';
      await notifyWalletChange(
        deps,
        row.user_id,
        withdrawalRejected({
          label: row.label,
          amount: money(row.amount_cents, language),
          reason: reason.slice(0, 500),
        }),
        'warning',
      );
      io.out(`Withdrawal ${row.label} is rejected: ${payout(deps, row)} returned to the wallet.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },
};
