import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/core/session/session.ts';
import { fallbackPath, guardRoute } from '../../../src/core/session/redirect.ts';
import { freshSession, makeAuth } from './fixtures.ts';

let session: Session;
beforeEach(() => {
  ({ session } = freshSession());
});
afterEach(() => session.destroy());

const loggedIn = { isLoggedIn: true };
const loggedOut = { isLoggedIn: false };

describe('redirect after login (docs/spec.md §2 Route guard, §4)', () => {
  it('remembers the path for after login', () => {
    session.rememberPath('/financial/order/A1?x=1');
    expect(session.$session.get().redirectAfterLogin).toBe('/financial/order/A1?x=1');
  });

  it('ignores the remembered path when it is /lock', () => {
    session.rememberPath('/posts');
    session.rememberPath('/lock');
    expect(session.$session.get().redirectAfterLogin).toBe('/posts');
  });

  it('ignores the remembered path when it is /login', () => {
    session.rememberPath('/login?register');
    expect(session.$session.get().redirectAfterLogin).toBe(false);
  });

  it('goes to the remembered path after login and forgets it', () => {
    session.rememberPath('/support/tickets');
    expect(session.takeRedirectAfterLogin()).toBe('/support/tickets');
    expect(session.$session.get().redirectAfterLogin).toBe(false);
    expect(session.takeRedirectAfterLogin()).toBe('/dashboard');
  });

  it('goes to the dashboard after login when no path is remembered', () => {
    expect(session.takeRedirectAfterLogin()).toBe('/dashboard');
  });

  it('goes to the dashboard instead of a stored /lock path', () => {
    localStorage.setItem('vuex', JSON.stringify({ session: { redirectAfterLogin: '/lock' } }));
    const { session: loaded } = freshSession();
    expect(loaded.takeRedirectAfterLogin()).toBe('/dashboard');
    loaded.destroy();
  });
});

describe('401 Unauthenticated. (docs/spec.md §4, §8)', () => {
  it('remembers the current path, locks the session and goes to /lock', () => {
    session.login(makeAuth(), 'ada@example.org');
    expect(session.handleUnauthenticated('/posts')).toBe('/lock');
    expect(session.$session.get()).toMatchObject({ isLoggedIn: false, token: null, redirectAfterLogin: '/posts' });
    expect(session.$session.get().user).not.toBeNull();
  });

  it('goes to /login when no login mail is stored', () => {
    expect(session.handleUnauthenticated('/posts')).toBe('/login');
    expect(session.$session.get().redirectAfterLogin).toBe('/posts');
  });

  it('does nothing on the login and lock screens', () => {
    session.login(makeAuth(), 'ada@example.org');
    expect(session.handleUnauthenticated('/lock')).toBeNull();
    expect(session.handleUnauthenticated('/login')).toBeNull();
    expect(session.$sessionState.get()).toBe('logged-in');
  });
});

describe('route guard (docs/spec.md §2)', () => {
  it('sends logged-in members away from guest screens to the dashboard', () => {
    expect(guardRoute({ route: { guestOnly: true }, path: '/login', session: loggedIn })).toEqual({
      redirect: '/dashboard',
    });
  });

  it('shows guest screens to logged-out visitors', () => {
    expect(guardRoute({ route: { guestOnly: true }, path: '/login', session: loggedOut })).toEqual({});
  });

  it('sends a logged-out visitor of a protected route to login and remembers the target', () => {
    expect(
      guardRoute({ route: { requiresAuth: true }, path: '/financial', search: '?page=2', session: loggedOut }),
    ).toEqual({
      redirect: '/login',
      remember: '/financial?page=2',
    });
  });

  it('sends a logged-out visitor to register instead when the query has a register key', () => {
    expect(
      guardRoute({ route: { requiresAuth: true }, path: '/affiliate', search: 'register', session: loggedOut }),
    ).toEqual({
      redirect: '/register',
      remember: '/affiliate?register',
    });
  });

  it('lets logged-in members through protected routes', () => {
    expect(guardRoute({ route: { requiresAuth: true }, path: '/financial', session: loggedIn })).toEqual({});
  });

  it('lets everybody through public routes', () => {
    expect(guardRoute({ route: {}, path: '/lock', session: loggedOut })).toEqual({});
    expect(guardRoute({ route: {}, path: '/lock', session: loggedIn })).toEqual({});
  });

  it('sends unknown paths to the dashboard when logged in and to login otherwise', () => {
    expect(fallbackPath(loggedIn)).toBe('/dashboard');
    expect(fallbackPath(loggedOut)).toBe('/login');
  });
});
