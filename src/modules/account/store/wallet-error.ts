// How a browser wallet's refusals read (EIP-1193 errors), for the wallet sign-in and the account
// settings' wallet link; apart from browser-wallet.ts, which the login screen loads at once.

export type WalletProblem = 'rejected' | 'no-account' | 'unavailable';

/** The wallet refused or could not help; `reason` is for the view to word. */
export class WalletError extends Error {
  readonly reason: WalletProblem;

  constructor(reason: WalletProblem, cause?: unknown) {
    super(`Wallet: ${reason}`);
    this.name = 'WalletError';
    this.reason = reason;
    this.cause = cause;
  }
}

/** EIP-1193 error 4001 is "User Rejected Request". */
export function walletErrorOf(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new WalletError(code === 4001 ? 'rejected' : 'unavailable', error);
}
