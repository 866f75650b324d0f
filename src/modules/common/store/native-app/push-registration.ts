// Inside the Android app, the signed-in member's device is registered for push notifications
// (docs/spec.md §1, §7: POST fcm/register {token}), once per member and token: again only when the app
// announces a new token or another member signs in. Never in ghost mode: support staff's phone
// must not receive the member's notifications. A failed attempt is tried again at the next change.
import type { ReadableAtom } from 'nanostores';
import type { SessionState } from '../../../../core/session/session.ts';

export interface PushRegistrationDeps {
  $session: ReadableAtom<SessionState>;
  isNativeApp: () => boolean;
  readToken: () => string | null;
  onTokenChange: (callback: (token: string) => void) => () => void;
  register: (token: string) => Promise<unknown>;
}

export function startPushRegistration(deps: PushRegistrationDeps): () => void {
  if (!deps.isNativeApp()) return () => {};
  let token = deps.readToken();
  let registered: string | null = null;
  let pending: string | null = null;

  const attempt = () => {
    const session = deps.$session.get();
    if (!token || !session.isLoggedIn || !session.token || !session.user || session.ghost) return;
    // A token the bridge only learned after login (first app start) is read again here.
    const key = `${session.user.id}:${token}`;
    if (key === registered || key === pending) return;
    pending = key;
    deps
      .register(token)
      .then(() => {
        if (pending === key) registered = key;
      })
      .catch(() => {})
      .finally(() => {
        if (pending === key) pending = null;
      });
  };

  const stopSession = deps.$session.subscribe(() => {
    token ??= deps.readToken();
    attempt();
  });
  const stopToken = deps.onTokenChange((next) => {
    token = next;
    attempt();
  });
  return () => {
    stopSession();
    stopToken();
  };
}
