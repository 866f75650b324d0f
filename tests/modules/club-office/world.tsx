// The office tests' world: the REAL reference server in-process with a board member, a treasurer and
// a member, and a staff member's client with the office's texts (tests/support/client-world.tsx).
import { grantRole } from '../../../server/auth/staff-roles.ts';
import type { StaffRole } from '../../../src/shared/contract/staff-roles.ts';
import { clubOfficeModule } from '../../../src/modules/club-office/index.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { SEED_ACTOR } from '../../support/staff.ts';

export async function officeWorld(as: StaffRole = 'board') {
  const server = createWorld();
  const staff = async (email: string, name: string, role: StaffRole | null) => {
    const user = await server.createUser({ email, name });
    if (role) grantRole(server.app.deps, SEED_ACTOR, user.id, role);
    return user;
  };
  const board = await staff('board@club.test', 'Bea Board', 'board');
  const treasurer = await staff('treasurer@club.test', 'Theo Kasse', 'treasurer');
  const member = await staff('mia@club.test', 'Mia Member', null);
  const me = as === 'board' ? board : as === 'treasurer' ? treasurer : await staff(`${as}@club.test`, as, as);
  const client = await signedInClient(server, server.tokenFor(me), clubOfficeModule);
  return { server, board, treasurer, member, me, ...client };
}

export type OfficeWorld = Awaited<ReturnType<typeof officeWorld>>;
