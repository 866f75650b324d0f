// The club's wallet commands (`npm run club -- order:paid ORD-…`): the treasurer marks a
// bank-transfer order paid when the money is on the club's account, and pays out or rejects
// withdrawals. They call the staff area's services (modules/wallet/treasury-*.ts): each books in
// one transaction with its audit entry, then notifies the member and sends the WalletUpdated cue.
import { parseArgs } from 'node:util';
import { cliActor } from '../audit/actors.ts';
import type { AppDeps } from '../http/env.ts';
import { MoneyError } from '../modules/wallet/money-repository.ts';
import { staffMarkOrderPaid } from '../modules/wallet/treasury-orders.ts';
import { PayoutError, processWithdrawal, rejectWithdrawal } from '../modules/wallet/treasury-payouts.ts';

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const WALLET_USAGE = `  order:paid <label> [--reference R]
                                  mark a bank-transfer order paid (a deposit is credited to the wallet)
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
    expired: 'has expired',
    insufficient_funds: 'cannot be paid from the wallet',
    duplicate_account: 'is already saved',
  }[error.code];
  io.err(`${error.label} ${why}.`);
  return 1;
}

export const walletCommands: Record<string, Command> = {
  async 'order:paid'(deps, args, io) {
    const parsed = parse(
      args,
      io,
      `Usage: npm run club -- order:paid <label> [--reference R]\n\n${WALLET_USAGE.split('\n').slice(0, 2).join('\n')}`,
      { reference: { type: 'string' } },
    );
    if (parsed.exit !== null) return parsed.exit;
    const reference = typeof parsed.values.reference === 'string' ? parsed.values.reference.trim() : '';
    try {
      const order = await staffMarkOrderPaid(deps, cliActor(), parsed.label, reference.slice(0, 140) || null);
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
      `Usage: npm run club -- withdrawal:process <label>\n\n${WALLET_USAGE.split('\n')[2]}`,
    );
    if (parsed.exit !== null) return parsed.exit;
    try {
      const row = await processWithdrawal(deps, cliActor(), parsed.label);
      io.out(`Withdrawal ${row.label} is processed.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },

  async 'withdrawal:reject'(deps, args, io) {
    const help = `Usage: npm run club -- withdrawal:reject <label> --reason R\n\n${WALLET_USAGE.split('\n').slice(3).join('\n')}`;
    const parsed = parse(args, io, help, { reason: { type: 'string' } });
    if (parsed.exit !== null) return parsed.exit;
    const reason = typeof parsed.values.reason === 'string' ? parsed.values.reason.trim() : '';
    if (!reason) {
      io.err(`--reason is required.\n\n${help}`);
      return 2;
    }
    try {
      const row = await rejectWithdrawal(deps, cliActor(), parsed.label, reason.slice(0, 500));
      io.out(`Withdrawal ${row.label} is rejected.`);
      return 0;
    } catch (error) {
      return refused(error, io);
    }
  },
};
