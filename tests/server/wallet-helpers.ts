// A world with demo@club.test and the wallet and appointment demo data, for the wallet and
// appointments tests (server and client). Other members are there to fill a workshop and to
// prove that one member never sees another's rows.
import { seedAppointments } from '../../server/repositories/appointments-seed.ts';
import { seedWallet } from '../../server/repositories/wallet-seed.ts';
import { DEMO_EMAIL } from '../../server/seeds/users.ts';
import { createWorld } from './helpers.ts';

export async function createWalletWorld(options: { appointments?: boolean } = {}) {
  const world = createWorld();
  const demo = await world.createUser({ name: 'Demo Member', email: DEMO_EMAIL, address: true });
  const others = [await world.createUser({ name: 'Olga Other' }), await world.createUser(), await world.createUser()];
  seedWallet(world.app.deps);
  if (options.appointments !== false) seedAppointments(world.app.deps);
  return { ...world, demo, other: others[0]!, demoToken: world.tokenFor(demo), otherToken: world.tokenFor(others[0]!) };
}

export type WalletWorld = Awaited<ReturnType<typeof createWalletWorld>>;

/** Reads a PDF's cross-reference table and checks each offset points at its object. */
export function readPdfStructure(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  const xrefHeader = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (!xrefHeader) throw new Error('no xref at startxref');
  const count = Number(xrefHeader[1]);
  const entriesStart = startxref + xrefHeader[0].length;
  const entries = Array.from({ length: count }, (_, i) => text.slice(entriesStart + i * 20, entriesStart + (i + 1) * 20));
  return { text, startxref, count, entries };
}
