// The portal's logout (docs/spec.md §4): the server is told (best effort), the session cleared, and the
// member goes to Login. Ghost mode is left first, so the staff member's own token is revoked too.
import { logout } from '../core/session/auth.ts';
import { getRuntime } from '../core/runtime.ts';
import { leaveGhostMode } from './ghost-mode.ts';

export async function logoutMember(): Promise<void> {
  const runtime = getRuntime();
  if (runtime.session.$session.get().ghost) await leaveGhostMode();
  await logout({
    api: runtime.api,
    session: {
      $session: runtime.session.$session,
      // Navigate in the same tick as the session clears: the guard must not see a logged-out
      // member on a protected page, or it would remember that page for the next login.
      logout: () => {
        runtime.session.logout();
        runtime.navigate('/login');
      },
    },
  });
}
