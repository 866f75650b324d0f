// EIP-55 for the wallet address setting, through viem (never hand-rolled). Sign-In with Ethereum
// has its own viem import in server/auth/siwe.ts; this one is only the address rule.
import { getAddress, isAddress } from 'viem';

export const INVALID_WALLET_ADDRESS = 'The address field must be a valid Ethereum address (EIP-55 checksum).';

/**
 * The checksummed form of `address`, or null when it is not an address: 0x plus 40 hex digits,
 * all lowercase (no checksum) or mixed case with a correct EIP-55 checksum.
 */
export function checksumWalletAddress(address: string): `0x${string}` | null {
  const trimmed = address.trim();
  return isAddress(trimmed, { strict: true }) ? getAddress(trimmed) : null;
}
