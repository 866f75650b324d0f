// Ghost mode in the session (support staff acting as a member): the staff login is kept aside
// and comes back exactly as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/core/session/session.ts';
import { freshSession, makeAuth, otherTabWrites, persistedDocument } from './fixtures.ts';

let session: Session;
let clock: { now: number };

const staffAuth = makeAuth(
  { access_token: '1|staff-token', expires_in: 7200 },
  { id: 1, email: 'staff@club.test', language: 'en', permissions: ['ghost-mode'] },
);
const memberAuth = makeAuth(
  { access_token: '9|ghost-token', expires_in: 3600 },
  { id: 42, email: 'mia@club.test', language: 'de' },
);

beforeEach(() => {
  ({ session, clock } = freshSession());
  session.login(staffAuth);
});
afterEach(() => session.destroy());

const state = () => session.$session.get();

describe('session: ghost mode', () => {
  it('logs in as the member and keeps the staff login aside, with its token, user and login mail', () => {
    const staffToken = state().token;
    clock.now += 60_000;
    session.enterGhost(memberAuth);
    expect(state().user?.id).toBe(42);
    expect(state().token?.access_token).toBe('9|ghost-token');
    expect(state().loginMail).toBe('mia@club.test');
    expect(state().ghost).toEqual({ token: staffToken, user: staffAuth.user, loginMail: 'staff@club.test' });
    expect(session.$sessionState.get()).toBe('logged-in');
  });

  it("keeps the staff member's language while acting as the member", () => {
    session.enterGhost(memberAuth);
    expect(state().language).toBe('en');
  });

  it('has no ghost field outside ghost mode', () => {
    expect('ghost' in state()).toBe(false);
    expect(persistedDocument().session.ghost).toBeUndefined();
  });

  it('refuses ghost mode without a logged-in session and inside ghost mode', () => {
    session.enterGhost(memberAuth);
    expect(() => session.enterGhost(memberAuth)).toThrow(/already active/);
    session.logout();
    expect(() => session.enterGhost(memberAuth)).toThrow(/logged-in session/);
  });

  it('restores the staff login exactly as it was when leaving, session start included', () => {
    const before = state();
    session.enterGhost(memberAuth);
    clock.now += 600_000;
    expect(session.leaveGhost()).toBe(true);
    expect(state().token).toEqual(before.token);
    expect(state().user).toEqual(before.user);
    expect(state().loginMail).toBe(before.loginMail);
    expect(state().ghost).toBeUndefined();
    expect(session.leaveGhost()).toBe(false);
  });

  it('ends ghost mode instead of locking the borrowed session', () => {
    session.enterGhost(memberAuth);
    session.lock();
    expect(session.$sessionState.get()).toBe('logged-in');
    expect(state().user?.id).toBe(1);
    expect(state().ghost).toBeUndefined();
  });

  it('ends ghost mode on 401 Unauthenticated and answers no navigation, remembering nothing', () => {
    session.enterGhost(memberAuth);
    expect(session.handleUnauthenticated('/financial')).toBeNull();
    expect(state().user?.id).toBe(1);
    expect(state().redirectAfterLogin).toBe(false);
  });

  it('does not report a lock when ghost mode ends', () => {
    const locks: number[] = [];
    const stop = session.onLock(() => locks.push(1));
    session.enterGhost(memberAuth);
    session.lock();
    stop();
    expect(locks).toEqual([]);
  });

  it('forgets the staff login at logout', () => {
    session.enterGhost(memberAuth);
    session.logout();
    expect(state().ghost).toBeUndefined();
    expect(state().user).toBeNull();
    expect(persistedDocument().session.ghost).toBeUndefined();
  });

  it('persists the staff login aside so a reload stays in ghost mode', () => {
    session.enterGhost(memberAuth);
    expect(persistedDocument().session.ghost.user.id).toBe(1);
    const reloaded = freshSession().session;
    expect(reloaded.$session.get().ghost?.token.access_token).toBe('1|staff-token');
    reloaded.destroy();
  });

  it('follows another tab entering and leaving ghost mode', () => {
    const doc = persistedDocument();
    const staff = { token: doc.session.token, user: doc.session.user, loginMail: doc.session.loginMail };
    otherTabWrites({ ...doc, session: { ...doc.session, user: memberAuth.user, ghost: staff } });
    expect(state().ghost?.user.id).toBe(1);
    otherTabWrites(doc);
    expect(state().ghost).toBeUndefined();
  });

  it('drops a stored ghost entry that lacks a token or a user', () => {
    const doc = persistedDocument();
    otherTabWrites({ ...doc, session: { ...doc.session, ghost: { token: null, user: doc.session.user } } });
    expect(state().ghost).toBeUndefined();
    expect(state().user?.id).toBe(1);
  });
});
