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

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const WALLET_USAGE = `  order:paid <label>              mark a bank-transfer order paid (a deposit is credited to the wallet)
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
    expired: 'has expired',
    insufficient_funds: 'cannot be paid from the wallet',
  }[error.code];
  io.err(`${error.label} ${why}.`);
  return 1;
}

export const walletCommands: Record<string, Command> = {
  async 'order:paid'(deps, args, io) {
    const parsed = parse(args, io, `Usage: npm run club -- order:paid <label>\n\n${WALLET_USAGE.split('\n')[0]}`);
    if (parsed.exit !== null) return parsed.exit;
    try {
      const order = markOrderPaid(deps.db, parsed.label, toTimestamp(deps.clock.now()));
      const language = findUserById(deps.db, order.user_id)?.language ?? 'en';
      if (order.purpose === 'deposit') {
        await notifyWalletChange(
          deps,
          order.user_id,
          depositReceived({ label: order.label, amount: money(order.total_cents, language) }),
          'success',
        );
      } else {
        await walletUpdated(deps, order.user_id);
      }
      io.out(`Order ${order.label} is paid.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:process'(deps, args, io) {
    const parsed = parse(
      args,
      io,
      `Usage: npm run club -- withdrawal:process <label>\n\n${WALLET_USAGE.split('\n')[1]}`,
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
      io.out(`Withdrawal ${row.label} is processed.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:reject'(deps, args, io) {
    const help = `Usage: npm run club -- withdrawal:reject <label> --reason R\n\n${WALLET_USAGE.split('\n').slice(2).join('\n')}`;
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
      io.out(`Withdrawal ${row.label} is rejected.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },
};
