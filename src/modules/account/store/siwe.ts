// Sign-In with Ethereum (EIP-4361) in the browser: the only client viem import. Loaded lazily by
// the Login page (`await import('../store/siwe.ts')`), never by auth.ts, so neither the
// portal's first load nor the embed script carries viem. The server checks everything again.
import { getAddress, isAddress, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Eip1193Provider } from './browser-wallet.ts';
import { walletErrorOf, WalletError } from './wallet-error.ts';

export interface SignSiweOptions {
  provider: Eip1193Provider;
  /** GET auth/siwe/nonce: the nonce, and the server's time to write as Issued At when it sends one. */
  getNonce: () => Promise<{ nonce: string; issued_at?: string }>;
  /** The page's location: its host is the message's domain, its origin the URI. */
  location: Pick<Location, 'host' | 'origin' | 'pathname'>;
  /** The human-readable line the wallet shows above the details. */
  statement: string;
  now?: () => number;
}

export interface SignedSiweMessage {
  message: string;
  signature: string;
}

/** Asks the wallet for its account and a personal_sign of a fresh EIP-4361 message. */
export async function signSiweMessage({
  provider,
  getNonce,
  location,
  statement,
  now = Date.now,
}: SignSiweOptions): Promise<SignedSiweMessage> {
  let account: string | undefined;
  let chainId: number;
  try {
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as unknown;
    account = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
    chainId = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16);
  } catch (error) {
    throw walletErrorOf(error);
  }
  if (!account) throw new WalletError('no-account');
  const address = getAddress(account);
  const { nonce, issued_at } = await getNonce();
  // The server's clock, so a device whose clock is off still writes a message the server accepts.
  const serverTime = issued_at ? Date.parse(issued_at) : Number.NaN;
  const message = createSiweMessage({
    domain: location.host,
    address,
    statement,
    uri: `${location.origin}${location.pathname}`,
    version: '1',
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : 1,
    nonce,
    issuedAt: new Date(Number.isNaN(serverTime) ? now() : serverTime),
  });
  let signature: unknown;
  try {
    // personal_sign takes the UTF-8 bytes as hex, then the address (EIP-1193 wallets, MetaMask order).
    signature = await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] });
  } catch (error) {
    throw walletErrorOf(error);
  }
  if (typeof signature !== 'string') throw new WalletError('unavailable');
  return { message, signature };
}

/**
 * EIP-55 for a typed wallet address (settings/account): the checksummed form, or null when it is
 * not 0x plus 40 hex digits, all lowercase or mixed case with a correct checksum.
 */
export function checksumWalletAddress(address: string): string | null {
  const trimmed = address.trim();
  return isAddress(trimmed, { strict: true }) ? getAddress(trimmed) : null;
}
