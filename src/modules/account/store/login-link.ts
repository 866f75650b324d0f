// A one-time login link (/auth?token=...) as a store: shown, it exchanges the token for a session,
// signs in and names the path to continue to (the remembered one or the Dashboard), or says it failed.
import { atom, onStart } from 'nanostores';
import { getRuntime } from '../../../core/runtime.ts';
import type { AuthResponse } from '../../../core/types.ts';
import { exchangeLoginToken } from '../api.ts';

export type LoginLinkState = { step: 'working' } | { step: 'failed' } | { step: 'signed-in'; to: string };

// A link works once: a second page in the same commit (React StrictMode) must share the first
// exchange rather than spend the token again and fail. Forgotten once settled.
const exchanges = new Map<string, Promise<AuthResponse>>();
function exchangeOnce(token: string): Promise<AuthResponse> {
  let job = exchanges.get(token);
  if (!job) {
    job = exchangeLoginToken(token);
    exchanges.set(token, job);
    job.then(
      () => exchanges.delete(token),
      () => exchanges.delete(token),
    );
  }
  return job;
}

export function createLoginLink(token: string) {
  const $state = atom<LoginLinkState>(token ? { step: 'working' } : { step: 'failed' });
  let started = !token;
  onStart($state, () => {
    // once per page: its first render and its subscription both start the store
    if (started) return;
    started = true;
    exchangeOnce(token).then(
      (auth) => {
        const { session } = getRuntime();
        // Resolved for every page: only the first one to get here signs in.
        if (session.$session.get().token?.access_token !== auth.access_token) session.login(auth);
        $state.set({ step: 'signed-in', to: session.takeRedirectAfterLogin() });
      },
      () => $state.set({ step: 'failed' }),
    );
  });
  return { $state };
}
