// The EIP-55 check of the wallet field. viem comes lazily through modules/account/store/siwe.ts (the client's
// only viem import); until it has loaded, the field is checked for its shape only, and the submit
// waits for the full check. The server checks again.
import { atom } from 'nanostores';
import type { Rule } from '../../../../core/validation.ts';

type Checksum = (address: string) => string | null;

const $checksum = atom<Checksum | null>(null);
let loading: Promise<Checksum> | null = null;

export function loadWalletCheck(): Promise<Checksum> {
  loading ??= import('../siwe.ts').then(
    (module) => {
      $checksum.set(module.checksumWalletAddress);
      return module.checksumWalletAddress;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** Empty passes (clearing is its own button); otherwise EIP-55 once viem is there. */
export const walletAddress: Rule = {
  name: 'walletAddress',
  test: (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return true;
    const checksum = $checksum.get();
    return checksum ? checksum(text) !== null : SHAPE.test(text);
  },
};
