// docs/spec.md §4/§9: the session locks once its token has expired, checked every 1000 ms. The timer
// only exists while there is a token, so a logged-out or locked portal does no work.
import { session as defaultSession, type Session } from './session.ts';
import type { SessionToken } from './state.ts';

export const EXPIRY_CHECK_MS = 1000;

export interface ExpiryTickerOptions {
  session?: Pick<Session, '$session' | 'lock'>;
  now?: () => number;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export function tokenExpiresAt(token: SessionToken): number {
  return token.session_start + token.expires_in * 1000;
}

/** Starts watching the session's token; returns a function that stops it. */
export function startExpiryTicker({
  session = defaultSession,
  now = () => Date.now(),
  setInterval: schedule = (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: cancel = (id) => globalThis.clearInterval(id as Parameters<typeof globalThis.clearInterval>[0]),
}: ExpiryTickerOptions = {}): () => void {
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const check = () => {
    const token = session.$session.get().token;
    if (token && now() >= tokenExpiresAt(token)) session.lock();
  };

  const unsubscribe = session.$session.subscribe(({ token }) => {
    if (!token) return stopTimer();
    if (timer === null) {
      timer = schedule(check, EXPIRY_CHECK_MS);
      check(); // a token persisted by an earlier visit may be long expired
    }
  });

  return () => {
    unsubscribe();
    stopTimer();
  };
}
