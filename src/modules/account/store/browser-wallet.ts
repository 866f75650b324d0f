// The browser wallet (EIP-1193 provider, `window.ethereum`) as far as the Login page needs to know
// before loading anything heavy: is there one. How its refusals read: wallet-error.ts, loaded with
// the wallet sign-in (the login screen's chunk carries only this). No viem here.

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
