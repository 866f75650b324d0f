// The staff area's commands (docs/spec.md §10): grant and revoke staff roles, list the staff, and
// verify the audit trail. Role changes go through the same service as the staff area's routes
// (server/auth/staff-roles.ts), so each is one audit entry naming the CLI's operator.
import { parseArgs } from 'node:util';
import { STAFF_ROLE_NAMES, STAFF_ROLES } from '../../src/shared/contract/staff-roles.ts';
import { cliActor } from '../audit/actors.ts';
import { verifyAuditLog } from '../audit/audit-log.ts';
import { findUserByEmail, permissionsOf } from '../auth/repository-users.ts';
import { grantRole, listStaff, revokeRole, RoleError } from '../auth/staff-roles.ts';
import type { AppDeps } from '../http/env.ts';
import type { Command, Io } from './commands.ts';

export const STAFF_USAGE = `
Staff and audit:
  staff:grant <email> <role>      give a member a staff role (${STAFF_ROLE_NAMES.join(', ')})
  staff:revoke <email> <role>     take a staff role away
  staff:list                      every member with a staff role or permission
  audit:verify                    check the audit trail's chain; names the first changed or removed entry`;

const ROLE_HELP = STAFF_ROLE_NAMES.map((role) => `  ${role.padEnd(20)}${STAFF_ROLES[role].join(', ')}`).join('\n');

function memberAndRole(deps: AppDeps, name: string, args: string[], io: Io) {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean' } } });
  if (values.help) {
    io.out(`Usage: npm run club -- ${name} <email> <role>\n\nRoles and their permissions:\n${ROLE_HELP}`);
    return { exit: 0 } as const;
  }
  const [email, role] = positionals;
  if (!email || !role || positionals.length !== 2) {
    io.err(`Usage: npm run club -- ${name} <email> <role>`);
    return { exit: 2 } as const;
  }
  const user = findUserByEmail(deps.db, email);
  if (!user) {
    io.err(`No member with the email address ${email}.`);
    return { exit: 1 } as const;
  }
  return { exit: null, user, role } as const;
}

function roleRefused(error: unknown, role: string, io: Io): number {
  if (!(error instanceof RoleError)) throw error;
  if (error.code === 'unknown_role') {
    io.err(`There is no role "${role}". Roles: ${STAFF_ROLE_NAMES.join(', ')}.`);
    return 2;
  }
  io.err('The club needs at least one board member: grant the board role to another member first.');
  return 1;
}

export const staffCommands: Record<string, Command> = {
  async 'staff:grant'(deps, args, io) {
    const parsed = memberAndRole(deps, 'staff:grant', args, io);
    if (parsed.exit !== null) return parsed.exit;
    try {
      const change = grantRole(deps, cliActor(), parsed.user.id, parsed.role);
      io.out(
        change.changed
          ? `${parsed.user.email} is now ${parsed.role} (roles: ${change.roles.join(', ')}).`
          : `${parsed.user.email} already holds the role ${parsed.role}.`,
      );
      return 0;
    } catch (error) {
      return roleRefused(error, parsed.role, io);
    }
  },

  async 'staff:revoke'(deps, args, io) {
    const parsed = memberAndRole(deps, 'staff:revoke', args, io);
    if (parsed.exit !== null) return parsed.exit;
    try {
      const change = revokeRole(deps, cliActor(), parsed.user.id, parsed.role);
      io.out(
        change.changed
          ? `${parsed.user.email} no longer holds the role ${parsed.role} (roles: ${change.roles.join(', ') || 'none'}).`
          : `${parsed.user.email} does not hold the role ${parsed.role}.`,
      );
      return 0;
    } catch (error) {
      return roleRefused(error, parsed.role, io);
    }
  },

  async 'staff:list'(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    for (const member of listStaff(deps))
      io.out(
        `${member.email}\troles: ${member.roles.join(', ') || '-'}\tpermissions: ${permissionsOf(deps.db, member.id).join(', ')}`,
      );
    return 0;
  },

  async 'audit:verify'(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    const verdict = verifyAuditLog(deps);
    if (verdict.ok) {
      io.out(`The audit trail holds: ${verdict.entries} entries, head ${verdict.head}.`);
      return 0;
    }
    io.err(
      verdict.problem === 'removed'
        ? `Audit entry ${verdict.id} was removed: the trail is broken there.`
        : `Audit entry ${verdict.id} was changed: it no longer matches its hash chain.`,
    );
    return 1;
  },
};
