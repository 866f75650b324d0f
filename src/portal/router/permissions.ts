// docs/spec.md §6: permissions are names on the user; a first line exists only when firstline > 0.
// Both default to the logged-in member; pass a user to ask about someone else (or in tests).
import { $session } from '../../core/session/session.ts';
import type { User } from '../../core/types.ts';

const currentUser = () => $session.get().user;

export function hasPermission(name: string, user: Pick<User, 'permissions'> | null = currentUser()): boolean {
  return Array.isArray(user?.permissions) && user.permissions.includes(name);
}

export function hasFirstLine(user: Pick<User, 'firstline'> | null = currentUser()): boolean {
  return typeof user?.firstline === 'number' && user.firstline > 0;
}
