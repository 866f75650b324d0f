// The browser wallet (EIP-1193 provider, `window.ethereum`) as far as the Login page needs to know
// before loading anything heavy: is there one, and how its refusals read. No viem here.

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The injected wallet of `win`, or null (no extension, or something that is not EIP-1193). */
export function injectedWallet(
  win: unknown = typeof window === 'undefined' ? undefined : window,
): Eip1193Provider | null {
  const ethereum = (win as { ethereum?: { request?: unknown } } | undefined)?.ethereum;
  return ethereum && typeof ethereum.request === 'function' ? (ethereum as Eip1193Provider) : null;
}

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
