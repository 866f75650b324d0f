// Session calls around the sign-in: logout (the server is told when it can be, the browser is
// cleared always) and the token refresh (one request at a time, rotated token stored).
// Tracking is reset by tracking.followSession when the user goes; realtime follows the token.
import type { Api } from '../api/api.ts';
import { UnauthenticatedError } from '../api/errors.ts';
import { sessionStatus, type Session } from './session.ts';
import type { AuthResponse } from '../types.ts';

export const LOGOUT_TIMEOUT_MS = 5000;
/** How long logout lets the reads already sent finish before the token is revoked under them. */
export const LOGOUT_SETTLE_MS = 1000;

export interface LogoutOptions {
  api: Api;
  session: Pick<Session, '$session' | 'logout'>;
  /** Dropped at once rather than when the token change reaches it. */
  realtime?: { disconnect(): void };
  /** How long the server gets to revoke the token before the browser forgets it anyway. */
  timeoutMs?: number;
}

/** POST auth/logout (best effort: offline, expired or slow never keeps a member signed in), then clears. */
export async function logout({ api, session, realtime, timeoutMs = LOGOUT_TIMEOUT_MS }: LogoutOptions): Promise<void> {
  const token = session.$session.get().token?.access_token ?? null;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (token) {
      // Revoked under them, the requests still on their way answered 401, an error in the
      // browser's console each; their answers are of no use now, but they are not cut off either.
      await api.whenIdle(Math.min(LOGOUT_SETTLE_MS, timeoutMs));
      timer = setTimeout(() => abort.abort(new Error('logout timed out')), timeoutMs);
      // The token is passed explicitly, so an already-dead token's 401 does not lock the session first.
      await api.raw('POST', 'auth/logout', { token, signal: abort.signal });
    }
  } catch {
    // the token dies with its expiry anyway; the member asked to leave, so leave
  } finally {
    clearTimeout(timer);
    realtime?.disconnect();
    session.logout();
  }
}

export interface RefreshOptions {
  api: Api;
  session: Pick<Session, '$session' | 'refreshed' | 'lock'>;
}

const inflight = new WeakMap<object, Promise<AuthResponse | null>>();

/**
 * POST auth/refresh: the rotated token replaces the stored one. Concurrent calls share one request
 * (the old token dies with the first rotation). Answers null when there was nothing to refresh or
 * another tab rotated the token meanwhile. A 401 for the token still stored locks the session.
 */
export function refresh({ api, session }: RefreshOptions): Promise<AuthResponse | null> {
  const running = inflight.get(session);
  if (running) return running;
  const state = session.$session.get();
  const token = state.token?.access_token;
  if (sessionStatus(state) !== 'logged-in' || !token) return Promise.resolve(null);

  const job = (async () => {
    try {
      const auth = (await api.raw<AuthResponse>('POST', 'auth/refresh', { token })).data;
      if (session.$session.get().token?.access_token !== token) return null;
      session.refreshed(auth);
      return auth;
    } catch (error) {
      const stillOurs = session.$session.get().token?.access_token === token;
      if (!stillOurs) return null; // another tab rotated first; its token is ours now
      if (error instanceof UnauthenticatedError) session.lock();
      throw error;
    } finally {
      inflight.delete(session);
    }
  })();
  inflight.set(session, job);
  return job;
}
