// The club office's reads (docs/spec.md §10): staff members with roles and permissions, and the
// member search staff use to pick a member. Plain SQL.
import { permissionsOf, rolesOf } from '../../auth/repository-users.ts';
import { sql, type Database } from '../../db/open.ts';
import type { StaffMember } from '../../../src/shared/contract/club.ts';

export function staffMemberOf(db: Database, user: { id: number; name: string; email: string }): StaffMember {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: rolesOf(db, user.id),
    permissions: permissionsOf(db, user.id),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose name or email contains `search`, by name; at most `limit`. */
export function searchMembers(db: Database, search: string, limit = 20): { id: number; name: string; email: string }[] {
  return sql(
    db,
    "SELECT id, name, email FROM users WHERE name LIKE :q ESCAPE '\\' OR email LIKE :q ESCAPE '\\' ORDER BY name, id LIMIT :limit",
  ).all({ q: `%${escapeLike(search.trim())}%`, limit }) as { id: number; name: string; email: string }[];
}
