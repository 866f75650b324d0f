// A staff member for a client test: a user the server knows, with a role granted the way the club's
// CLI grants it when the club is set up (server/auth/staff-roles.ts).
import { grantRole } from '../../server/auth/staff-roles.ts';
import type { StaffRole } from '../../src/shared/contract/staff-roles.ts';
import type { createWorld } from '../server/helpers.ts';

type ServerWorld = Pick<ReturnType<typeof createWorld>, 'app' | 'createUser'>;

/** Who grants the roles a test starts with: the CLI, as the audit trail names it. */
export const SEED_ACTOR = { id: null, label: 'seed', via: 'cli' } as const;

export async function createStaff(
  server: ServerWorld,
  fields: Parameters<ServerWorld['createUser']>[0],
  role: StaffRole,
) {
  const user = await server.createUser(fields);
  grantRole(server.app.deps, SEED_ACTOR, user.id, role);
  return user;
}
