// docs/spec.md §10 "Roles and permissions": a role is a named set of permissions; a member's
// permissions are their direct ones plus their roles' ones; each change is one audit entry.
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../../../src/shared/contract/staff-roles.ts';
import { verifyAuditLog, type AuditActor } from '../../../server/audit/audit-log.ts';
import { countAuditEntries, listAuditEntries } from '../../../server/audit/repository.ts';
import { grantPermission, permissionsOf, rolesOf } from '../../../server/auth/repository-users.ts';
import { grantRole, revokeRole, RoleError } from '../../../server/auth/staff-roles.ts';
import { createWorld } from '../helpers.ts';

const actor: AuditActor = { id: null, label: 'cli:test', via: 'cli' };

describe('staff roles', () => {
  it('give the member every permission of the role, and the board all of them but prevention (KCanG §23).', async () => {
    const w = createWorld();
    const treasurer = await w.createUser();
    const board = await w.createUser();
    grantRole(w.app.deps, actor, treasurer.id, 'treasurer');
    grantRole(w.app.deps, actor, board.id, 'board');
    expect(permissionsOf(w.db, treasurer.id)).toEqual([...STAFF_ROLES.treasurer].sort());
    expect(permissionsOf(w.db, board.id)).toEqual(STAFF_PERMISSIONS.filter((p) => p !== 'prevention').sort());
  });

  it('keep a permission granted directly when a role with it is revoked.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    grantPermission(w.db, member.id, 'ghost-mode', '2026-01-01T10:00:00.000000Z');
    grantRole(w.app.deps, actor, member.id, 'support');
    revokeRole(w.app.deps, actor, member.id, 'support');
    expect(permissionsOf(w.db, member.id)).toEqual(['ghost-mode']);
  });

  it('record one audit entry per change, with the roles before and after.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    grantRole(w.app.deps, actor, member.id, 'editor');
    grantRole(w.app.deps, actor, member.id, 'counter');
    revokeRole(w.app.deps, actor, member.id, 'editor');
    const entries = listAuditEntries(w.db, {}, { limit: 10, offset: 0 }).items.reverse();
    expect(entries.map((e) => [e.action, e.subject_id, e.before, e.after])).toEqual([
      ['role.granted', String(member.id), '{"roles":[]}', '{"roles":["editor"]}'],
      ['role.granted', String(member.id), '{"roles":["editor"]}', '{"roles":["counter","editor"]}'],
      ['role.revoked', String(member.id), '{"roles":["counter","editor"]}', '{"roles":["counter"]}'],
    ]);
    expect(verifyAuditLog(w.app.deps)).toMatchObject({ ok: true, entries: 3 });
  });

  it('change nothing and record nothing when the member already holds (or lacks) the role.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    grantRole(w.app.deps, actor, member.id, 'editor');
    expect(grantRole(w.app.deps, actor, member.id, 'editor')).toEqual({ changed: false, roles: ['editor'] });
    expect(revokeRole(w.app.deps, actor, member.id, 'counter')).toEqual({ changed: false, roles: ['editor'] });
    expect(countAuditEntries(w.db)).toBe(1);
  });

  it('refuse an unknown role.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    expect(() => grantRole(w.app.deps, actor, member.id, 'admin')).toThrow(RoleError);
    expect(rolesOf(w.db, member.id)).toEqual([]);
  });

  it('keep at least one board member.', async () => {
    const w = createWorld();
    const [first, second] = [await w.createUser(), await w.createUser()];
    grantRole(w.app.deps, actor, first.id, 'board');
    expect(() => revokeRole(w.app.deps, actor, first.id, 'board')).toThrow(
      expect.objectContaining({ code: 'last_board_member' }),
    );
    grantRole(w.app.deps, actor, second.id, 'board');
    expect(revokeRole(w.app.deps, actor, first.id, 'board').changed).toBe(true);
  });
});
