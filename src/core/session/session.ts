// The member's session (docs/spec.md §3-§4): a nanostore persisted in the `vuex` document (format in
// persisted.ts), kept in sync across tabs, with every transition as a plain function.
// Updates of single fields (language, referral, chat state, user flags) are plain functions in
// session-updates.ts, so a bundle keeps only those it calls (the widget script calls none).
// Side effects of a transition (calling the server, disconnecting realtime, closing dialogs,
// navigating) belong to the caller: they react to `$sessionState` or `onLock`.
import { computed, type ReadableAtom } from 'nanostores';
import { persistedSection } from './persisted.ts';
import { isIgnoredRedirect } from './redirect.ts';
import { defaultSessionState, reviveSession, type SessionState } from './state.ts';
import { storage as defaultStorage, type AppStorage } from './storage.ts';
import type { AuthResponse, User } from '../types.ts';

export type SessionStatus = 'logged-in' | 'locked' | 'logged-out';

export interface SessionOptions {
  storage?: AppStorage;
  /** Clock for session_start (ms). */
  now?: () => number;
}

export function sessionStatus(s: SessionState): SessionStatus {
  if (s.isLoggedIn && s.token) return 'logged-in';
  return s.user ? 'locked' : 'logged-out';
}

export function createSession({ storage = defaultStorage, now = Date.now }: SessionOptions = {}) {
  const persisted = persistedSection(storage, 'session', reviveSession);
  const $session: ReadableAtom<SessionState> = persisted.$store;
  const $sessionState = computed($session, sessionStatus);

  const update = (change: (s: SessionState) => Partial<SessionState>) => {
    const s = $session.get();
    persisted.set({ ...s, ...change(s) });
  };
  const updateUser = (change: (u: User) => Partial<User>) =>
    update((s) => (s.user ? { user: { ...s.user, ...change(s.user) } } : {}));
  const tokenFrom = (auth: AuthResponse) => ({
    access_token: auth.access_token,
    expires_in: auth.expires_in,
    session_start: now(),
  });

  /** Stores token and user, copies the login mail and the user's language, stamps session_start. */
  function login(auth: AuthResponse, email: string = auth.user.email) {
    update(() => ({
      isLoggedIn: true,
      token: tokenFrom(auth),
      user: auth.user,
      loginMail: email,
      language: auth.user.language || $session.get().language,
    }));
  }

  /** Clears login state, token, user, chat state and login mail; keeps language and referral. */
  function logout() {
    const d = defaultSessionState();
    update(() => ({ isLoggedIn: false, token: null, user: null, chat: d.chat, loginMail: null, ghost: undefined }));
  }

  /**
   * Clears only the token; the user stays for the lock screen. A member's session borrowed in
   * ghost mode is never locked (the staff member does not know that password): it ends instead.
   */
  function lock() {
    if (leaveGhost()) return;
    update(() => ({ isLoggedIn: false, token: null }));
  }

  /**
   * Ghost mode: support staff act as a member. The staff login is kept aside (`ghost`) and the
   * member's login takes its place in one write, so other tabs switch at once. The language stays
   * the staff member's.
   */
  function enterGhost(auth: AuthResponse) {
    const s = $session.get();
    if (sessionStatus(s) !== 'logged-in' || !s.user || !s.token)
      throw new Error('Ghost mode needs a logged-in session.');
    if (s.ghost) throw new Error('Ghost mode is already active.');
    update(() => ({
      ghost: { token: s.token!, user: s.user!, loginMail: s.loginMail },
      token: tokenFrom(auth),
      user: auth.user,
      loginMail: auth.user.email,
    }));
  }

  /** Ends ghost mode and puts the staff login back exactly as it was; false when not in ghost mode. */
  function leaveGhost(): boolean {
    const staff = $session.get().ghost;
    if (!staff) return false;
    update(() => ({
      ghost: undefined,
      isLoggedIn: true,
      token: staff.token,
      user: staff.user,
      loginMail: staff.loginMail,
    }));
    return true;
  }

  /** Unlocking is a login with the mail already known; the remembered path is kept. */
  function unlock(auth: AuthResponse) {
    login(auth, $session.get().loginMail ?? auth.user.email);
  }

  /** A refreshed token replaces the stored login. A late answer after logout/lock is dropped. */
  function refreshed(auth: AuthResponse) {
    if (sessionStatus($session.get()) !== 'logged-in') return;
    update(() => ({ token: tokenFrom(auth), user: auth.user }));
  }

  function rememberPath(path: string) {
    if (isIgnoredRedirect(path)) return;
    update(() => ({ redirectAfterLogin: path }));
  }

  /** Where to go after login or unlock; forgets the remembered path. */
  function takeRedirectAfterLogin(): string {
    const stored = $session.get().redirectAfterLogin;
    if (stored !== false) update(() => ({ redirectAfterLogin: false }));
    return stored && !isIgnoredRedirect(stored) ? stored : '/dashboard';
  }

  /**
   * The 401 'Unauthenticated.' handler (docs/spec.md §4, §8): remembers the path, locks, and answers
   * where to go: '/lock', or '/login' when no login mail is stored. On the login and lock
   * screens a 401 is just a failed attempt: nothing changes and the answer is null. In ghost
   * mode it ends ghost mode and answers null (the staff member stays logged in).
   */
  function handleUnauthenticated(currentPath: string): '/lock' | '/login' | null {
    if (isIgnoredRedirect(currentPath)) return null;
    // A revoked or expired ghost token only ends ghost mode: the staff login comes back.
    if (leaveGhost()) return null;
    rememberPath(currentPath);
    lock();
    return $session.get().loginMail ? '/lock' : '/login';
  }

  /** Calls `listener` each time a logged-in session becomes locked (expiry, 401, another tab). */
  function onLock(listener: () => void): () => void {
    let previous = $sessionState.get();
    return $sessionState.listen((status) => {
      const was = previous;
      previous = status;
      if (was === 'logged-in' && status === 'locked') listener();
    });
  }

  return {
    $session,
    $sessionState,
    login,
    logout,
    lock,
    unlock,
    refreshed,
    rememberPath,
    takeRedirectAfterLogin,
    handleUnauthenticated,
    onLock,
    enterGhost,
    leaveGhost,
    /** Writes a change of the stored session (field updates: session-updates.ts). */
    update,
    /** Writes a change of the stored user; nothing without one. */
    updateUser,
    /** Keeps the session under a key of `storage`, cut down by `keep` (the widgets on another origin). */
    persistIn: persisted.rebind,
    /** Stops following other tabs. */
    destroy: persisted.destroy,
  };
}

export type Session = ReturnType<typeof createSession>;

/** The browser's session, persisted in localStorage (memory when unavailable). */
export const session: Session = createSession();

export const {
  $session,
  $sessionState,
  login,
  logout,
  lock,
  unlock,
  refreshed,
  rememberPath,
  takeRedirectAfterLogin,
  handleUnauthenticated,
  onLock,
  enterGhost,
  leaveGhost,
} = session;

export type { SessionState, SessionToken, ConversationId, StaffSession } from './state.ts';
export { guardRoute, fallbackPath, isIgnoredRedirect } from './redirect.ts';
export type { GuardedRoute, GuardInput, GuardResult } from './redirect.ts';
