// Granting and revoking staff roles (docs/spec.md §10 "Roles and permissions"): the board does it in
// the staff area (PUT/DELETE club/staff/{user}/roles/{role}) and the operator with
// `npm run club -- staff:grant|staff:revoke`; both call these, and each change is one audit entry.
import { isStaffRole, type StaffRole } from '../../src/shared/contract/staff-roles.ts';
import { recordAudit, type AuditActor, type AuditDeps } from '../audit/audit-log.ts';
import { toTimestamp } from '../clock.ts';
import { sql, transaction } from '../db/open.ts';
import { rolesOf } from './repository-users.ts';

export type RoleChange = { changed: boolean; roles: string[] };

/** Why a role change was refused. */
export class RoleError extends Error {
  readonly code: 'unknown_role' | 'last_board_member';
  constructor(code: RoleError['code']) {
    super(code);
    this.name = 'RoleError';
    this.code = code;
  }
}

function checkRole(role: string): StaffRole {
  if (!isStaffRole(role)) throw new RoleError('unknown_role');
  return role;
}

/** Grants `role`; granting a role the member holds changes nothing and is not recorded. */
export function grantRole(deps: AuditDeps, actor: AuditActor, userId: number, role: string): RoleChange {
  checkRole(role);
  return transaction(deps.db, () => {
    const before = rolesOf(deps.db, userId);
    if (before.includes(role)) return { changed: false, roles: before };
    sql(deps.db, 'INSERT INTO user_roles (user_id, role, granted_at) VALUES (?, ?, ?)').run(
      userId,
      role,
      toTimestamp(deps.clock.now()),
    );
    const after = rolesOf(deps.db, userId);
    recordAudit(deps, actor, {
      action: 'role.granted',
      subject: { type: 'user', id: userId },
      before: { roles: before },
      after: { roles: after },
    });
    return { changed: true, roles: after };
  });
}

/**
 * Revokes `role`. The club keeps at least one board member: revoking the last one's board role is
 * refused, or nobody could grant roles in the staff area again.
 */
export function revokeRole(deps: AuditDeps, actor: AuditActor, userId: number, role: string): RoleChange {
  checkRole(role);
  return transaction(deps.db, () => {
    const before = rolesOf(deps.db, userId);
    if (!before.includes(role)) return { changed: false, roles: before };
    if (role === 'board') {
      const { n } = sql(deps.db, "SELECT COUNT(*) AS n FROM user_roles WHERE role = 'board'").get() as { n: number };
      if (n <= 1) throw new RoleError('last_board_member');
    }
    sql(deps.db, 'DELETE FROM user_roles WHERE user_id = ? AND role = ?').run(userId, role);
    const after = rolesOf(deps.db, userId);
    recordAudit(deps, actor, {
      action: 'role.revoked',
      subject: { type: 'user', id: userId },
      before: { roles: before },
      after: { roles: after },
    });
    return { changed: true, roles: after };
  });
}

/** Every member holding a staff role or a direct permission, with both (the staff area's list). */
export function listStaff(deps: Pick<AuditDeps, 'db'>): { id: number; name: string; email: string; roles: string[] }[] {
  const rows = sql(
    deps.db,
    `SELECT u.id, u.name, u.email FROM users u
      WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)
         OR EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id)
      ORDER BY u.name, u.id`,
  ).all() as { id: number; name: string; email: string }[];
  return rows.map((row) => ({ ...row, roles: rolesOf(deps.db, row.id) }));
}
