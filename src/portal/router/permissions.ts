// docs/spec.md §6: permissions are names on the user; a first line exists only when firstline > 0.
// Both default to the logged-in member; pass a user to ask about someone else (or in tests).
import { computed } from 'nanostores';
import { $session } from '../../core/session/session.ts';
import type { User } from '../../core/types.ts';

const currentUser = () => $session.get().user;

/** True when the member holds the permission, or for a list any one of them. */
export function hasPermission(
  name: string | readonly string[],
  user: Pick<User, 'permissions'> | null = currentUser(),
): boolean {
  if (!Array.isArray(user?.permissions)) return false;
  return typeof name === 'string' ? user.permissions.includes(name) : name.some((n) => user.permissions.includes(n));
}

/**
 * Staff (docs/spec.md §10): every permission that exists is a staff one, so a member holding any
 * gets the staff area's definitions; each of its routes still checks its own permission.
 */
export function isStaffMember(user: Pick<User, 'permissions'> | null = currentUser()): boolean {
  return Array.isArray(user?.permissions) && user.permissions.length > 0;
}

export function hasFirstLine(user: Pick<User, 'firstline'> | null = currentUser()): boolean {
  return typeof user?.firstline === 'number' && user.firstline > 0;
}

/** A signed-in staff member is using the portal (App loads the staff area's definitions then). */
export const $staffSignedIn = computed($session, (session) => session.isLoggedIn && isStaffMember(session.user));
