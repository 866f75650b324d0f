// The wallet and appointment client tests' world: the REAL reference server in-process (fresh
// ':memory:' database with the demo wallet and appointments of demo@club.test) and demo@club.test's
// client with the module's texts (tests/support/client-world.tsx).
import type { ModuleDefinition } from '../../../src/core/modules.ts';
import { createWalletWorld } from '../../server/modules/wallet/wallet-helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

export async function clientWorld(module: ModuleDefinition) {
  const server = await createWalletWorld();
  const client = await signedInClient(server, server.demoToken, module);
  return { server, ...client };
}

export type ClientWorld = Awaited<ReturnType<typeof clientWorld>>;

/** Text content with every kind of space as a plain space (Intl puts no-break spaces in de money). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
