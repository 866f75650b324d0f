// The wallet and appointment client tests' world: the REAL reference server in-process (fresh
// ':memory:' database with the demo wallet and appointments of demo@club.test) and demo@club.test's
// client with the module's texts (tests/support/client-world.tsx).
import { cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import type { ModuleDefinition } from '../../../src/core/modules.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import { $wallet, resetWallet } from '../../../src/modules/wallet/store.ts';
import { createWalletWorld } from '../../server/modules/wallet/wallet-helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

export async function clientWorld(module: ModuleDefinition) {
  const server = await createWalletWorld();
  const client = await signedInClient(server, server.demoToken, module);
  return { server, ...client };
}

export type ClientWorld = Awaited<ReturnType<typeof clientWorld>>;

/**
 * Ends a test as a page ends: the page unmounted, the wallet let go and emptied, `world` (the
 * test's, if it made one) torn down, spies restored, the language English again.
 */
export async function endWalletTest(world: ClientWorld | null): Promise<void> {
  cleanup();
  cleanStores($wallet);
  resetWallet();
  world?.teardown();
  vi.restoreAllMocks();
  await setLocale('en');
}

/** The path of the wallet's route `name`. */
export const walletRoute = (name: string) => walletModule.routes.find((r) => r.name === name)!.path;

/** Text content with every kind of space as a plain space (Intl puts no-break spaces in de money). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
