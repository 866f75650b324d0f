// The club's wallet commands (`npm run club -- order:paid ORD-…`): the treasurer marks a
// bank-transfer order paid when the money is on the club's account, and pays out or rejects
// withdrawals. They call the staff area's services (modules/wallet/treasury-*.ts): each books in
// one transaction with its audit entry, then notifies the member and sends the WalletUpdated cue.
import { parseArgs } from 'node:util';
import { cliActor } from '../audit/actors.ts';
import type { AppDeps } from '../http/env.ts';
import { findUserById } from '../auth/repository-users.ts';
import { printIban } from '../../src/shared/contract/iban.ts';
import { MoneyError } from '../modules/wallet/money-repository.ts';
import { formatEuro, staffMarkOrderPaid } from '../modules/wallet/treasury-orders.ts';
import {
  PayoutError,
  processWithdrawal,
  rejectWithdrawal,
  type StaffWithdrawalRow,
} from '../modules/wallet/treasury-payouts.ts';

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const WALLET_USAGE = `  order:paid <label|CLUB-…> [--amount EUR] [--late] [--reference R]
                                  a transfer arrived: mark its order paid (a deposit credits what arrived;
                                  --late books one for an expired or cancelled deposit order;
                                  --reference keeps the bank's reference for the transfer)
  withdrawal:process <label>      the withdrawal was paid out: its reserved amount is booked
  withdrawal:reject <label> --reason R
                                  reject a pending withdrawal: its amount is available again`;

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
  if (error instanceof PayoutError && error.code === 'in_batch') {
    io.err('This withdrawal is in a payout batch: mark the batch processed in the staff area.');
    return 1;
  }
  if (!(error instanceof MoneyError)) throw error;
  const why = {
    unknown: 'does not exist',
    not_pending: `is ${error.status}, not pending`,
    expired: 'has expired (if its money arrived all the same, book it with --late)',
    insufficient_funds: 'cannot be paid from the wallet',
    amount_differs: 'is a purchase: only its total pays it',
    duplicate_account: 'is already saved',
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
function payout(row: StaffWithdrawalRow): string {
  return `${formatEuro(row.amount_cents, 'en')} to ${row.member_name} <${row.member_email}>, ${printIban(row.iban)} (${row.holder})`;
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
    const help = `Usage: npm run club -- order:paid <label|CLUB-…> [--amount EUR] [--late] [--reference R]\n\n${WALLET_USAGE.split('\n').slice(0, 4).join('\n')}`;
    const parsed = parse(args, io, help, {
      amount: { type: 'string' },
      late: { type: 'boolean' },
      reference: { type: 'string' },
    });
    if (parsed.exit !== null) return parsed.exit;
    const amount = typeof parsed.values.amount === 'string' ? eurosToCents(parsed.values.amount) : null;
    if (typeof parsed.values.amount === 'string' && amount === null) {
      io.err(`--amount must be a positive number of euros, e.g. 25.50 or 25,50.\n\n${help}`);
      return 2;
    }
    const reference = typeof parsed.values.reference === 'string' ? parsed.values.reference.trim() : '';
    try {
      const order = await staffMarkOrderPaid(deps, cliActor(), parsed.label, reference.slice(0, 140) || null, {
        amountCents: amount,
        late: parsed.values.late === true,
      });
      const arrived = order.paid_cents ?? order.total_cents;
      const differs =
        arrived === order.total_cents ? '' : ` (the order was for ${formatEuro(order.total_cents, 'en')})`;
      io.out(
        `Order ${order.label} (${order.bank_reference ?? 'no bank reference'}) is paid: ${formatEuro(arrived, 'en')}${differs} ${order.purpose === 'deposit' ? 'credited to' : 'from'} ${memberOf(deps, order.user_id)}.`,
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
      `Usage: npm run club -- withdrawal:process <label>\n\n${WALLET_USAGE.split('\n')[4]}`,
    );
    if (parsed.exit !== null) return parsed.exit;
    try {
      const row = await processWithdrawal(deps, cliActor(), parsed.label);
      io.out(`Withdrawal ${row.label} is processed: ${payout(row)}.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:reject'(deps, args, io) {
    const help = `Usage: npm run club -- withdrawal:reject <label> --reason R\n\n${WALLET_USAGE.split('\n').slice(5).join('\n')}`;
    const parsed = parse(args, io, help, { reason: { type: 'string' } });
    if (parsed.exit !== null) return parsed.exit;
    const reason = typeof parsed.values.reason === 'string' ? parsed.values.reason.trim() : '';
    if (!reason) {
      io.err(`--reason is required.\n\n${help}`);
      return 2;
    }
    try {
      const row = await rejectWithdrawal(deps, cliActor(), parsed.label, reason.slice(0, 500));
      io.out(`Withdrawal ${row.label} is rejected: ${payout(row)} returned to the wallet.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },
};
