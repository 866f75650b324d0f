// Ghost mode on the client: support staff (permission `ghost-mode`) act as a member. The staff
// login waits in the session (core/session/session.ts enterGhost/leaveGhost) while the member's ghost
// token is used; leaving revokes that token and brings the staff login back.
import { currentApi } from '../core/runtime.ts';
import { $session, enterGhost, leaveGhost } from '../core/session/session.ts';
import type { AuthResponse } from '../core/types.ts';

/** POST ghost-mode {email}: a login for that member, whose token carries the `ghost` ability. */
export const postGhostMode = (email: string) => currentApi().post<AuthResponse>('ghost-mode', { email });

/** DELETE ghost-mode with the ghost token itself (its 401 must not lock anything). */
export const deleteGhostMode = (ghostToken: string) =>
  currentApi().raw<void>('DELETE', 'ghost-mode', { token: ghostToken });

export async function enterGhostMode(email: string): Promise<void> {
  const auth = await postGhostMode(email.trim());
  enterGhost(auth);
}

/** Revokes the ghost token (best effort: an expired one is gone anyway) and restores the staff login. */
export async function leaveGhostMode(): Promise<void> {
  const state = $session.get();
  const token = state.token?.access_token;
  if (!state.ghost) return;
  if (token) {
    try {
      await deleteGhostMode(token);
    } catch {
      // offline or already expired: the token dies with its short lifetime
    }
  }
  leaveGhost();
}
