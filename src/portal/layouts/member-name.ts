import type { User } from '../../core/types.ts';

/** docs/spec.md §2 top bar: first and last name from the address; the account name until it is filled. */
export function memberName(user: Pick<User, 'name' | 'address'> | null): string {
  if (!user) return '';
  const full = `${user.address.firstname ?? ''} ${user.address.lastname ?? ''}`.trim();
  return full || user.name;
}

/** The greeting's first name, with the same fallback. */
export function firstName(user: Pick<User, 'name' | 'address'> | null): string {
  if (!user) return '';
  return user.address.firstname?.trim() || user.name.split(' ')[0] || user.name;
}
