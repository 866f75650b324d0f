import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/core/session/session.ts';
import { freshSession, makeAuth, makeUser, otherTabWrites, persistedDocument } from './fixtures.ts';
import {
  markAddressFilled,
  markEmailVerified,
  noticeNewMessage,
  setConversation,
  setInstructionState,
  setLanguage,
  setReferralHash,
  setTwoFactorEnabledAt,
  setUser,
  setWalletAddress,
} from '../../../src/core/session/updates.ts';

let session: Session;
let clock: { now: number };

beforeEach(() => {
  ({ session, clock } = freshSession());
});
afterEach(() => session.destroy());

const state = () => session.$session.get();

describe('session: transitions (docs/spec.md §4)', () => {
  it('starts logged out with every field of docs/spec.md §3 at its default', () => {
    expect(state()).toEqual({
      isLoggedIn: false,
      token: null,
      user: null,
      loginMail: null,
      referral: { hash: null },
      language: null,
      chat: { realized_new_message: false, lastConversationId: null },
      redirectAfterLogin: false,
    });
    expect(session.$sessionState.get()).toBe('logged-out');
  });

  it('stores the token and the user at login and marks the session logged in', () => {
    const auth = makeAuth();
    session.login(auth, 'ada@example.org');
    expect(state().isLoggedIn).toBe(true);
    expect(state().token?.access_token).toBe('1|first-token');
    expect(state().token?.expires_in).toBe(3600);
    expect(state().user).toEqual(auth.user);
    expect(session.$sessionState.get()).toBe('logged-in');
  });

  it('copies the login mail and the user language at login', () => {
    session.login(makeAuth({}, { language: 'de' }), 'Ada@Example.org');
    expect(state().loginMail).toBe('Ada@Example.org');
    expect(state().language).toBe('de');
  });

  it('stamps session_start with the clock at login', () => {
    clock.now = 1_800_000_000_123;
    session.login(makeAuth(), 'ada@example.org');
    expect(state().token?.session_start).toBe(1_800_000_000_123);
  });

  it('clears login state, token, user, chat state and login mail at logout', () => {
    session.login(makeAuth(), 'ada@example.org');
    setConversation(12, session);
    noticeNewMessage(session);
    session.logout();
    expect(state()).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: null,
      loginMail: null,
      chat: { realized_new_message: false, lastConversationId: null },
    });
    expect(session.$sessionState.get()).toBe('logged-out');
  });

  it('keeps the language and the referral hash at logout', () => {
    setReferralHash('x7Yq', session);
    session.login(makeAuth({}, { language: 'de' }), 'ada@example.org');
    session.logout();
    expect(state().language).toBe('de');
    expect(state().referral).toEqual({ hash: 'x7Yq' });
  });

  it('clears only the token when locking and keeps the user', () => {
    session.login(makeAuth(), 'ada@example.org');
    setConversation(3, session);
    const before = state();
    session.lock();
    expect(state()).toEqual({ ...before, isLoggedIn: false, token: null });
    expect(session.$sessionState.get()).toBe('locked');
  });

  it('tells onLock listeners when a logged-in session locks, and not when it logs out', () => {
    const locks: number[] = [];
    const stop = session.onLock(() => locks.push(clock.now));
    session.login(makeAuth(), 'ada@example.org');
    session.lock();
    session.unlock(makeAuth());
    session.logout();
    stop();
    expect(locks).toHaveLength(1);
  });

  it('stores the new token and user on unlock, keeping login mail and remembered path', () => {
    session.login(makeAuth(), 'typed-at-login@example.org');
    session.handleUnauthenticated('/financial');
    clock.now += 60_000;
    session.unlock(makeAuth({ access_token: '2|after-unlock' }, { name: 'ada2' }));
    expect(state()).toMatchObject({
      isLoggedIn: true,
      token: { access_token: '2|after-unlock', session_start: clock.now },
      user: { name: 'ada2' },
      loginMail: 'typed-at-login@example.org',
      redirectAfterLogin: '/financial',
    });
  });

  it('sets the language from the user on unlock (docs/spec.md §4)', () => {
    session.login(makeAuth(), 'ada@example.org');
    expect(state().language).toBe('de');
    session.lock();
    session.unlock(makeAuth({ access_token: '2|after-unlock' }, { language: 'en' }));
    expect(state().language).toBe('en');
  });

  it('replaces token and user with a new session_start on refresh', () => {
    session.login(makeAuth(), 'ada@example.org');
    clock.now += 1_000_000;
    session.refreshed(makeAuth({ access_token: '3|refreshed', expires_in: 900 }, { name: 'renamed' }));
    expect(state().token).toEqual({ access_token: '3|refreshed', expires_in: 900, session_start: clock.now });
    expect(state().user?.name).toBe('renamed');
    expect(state().isLoggedIn).toBe(true);
  });

  it('drops a refresh answer that arrives after logout', () => {
    session.login(makeAuth(), 'ada@example.org');
    session.logout();
    session.refreshed(makeAuth({ access_token: '3|late' }));
    expect(state().token).toBeNull();
    expect(state().isLoggedIn).toBe(false);
  });

  it('replaces the user', () => {
    session.login(makeAuth(), 'ada@example.org');
    const user = makeUser({ id: 7, name: 'new name', firstline: 4 });
    setUser(user, session);
    expect(state().user).toEqual(user);
  });

  it('sets the language', () => {
    setLanguage('en', session);
    expect(state().language).toBe('en');
  });

  it('marks the address filled', () => {
    session.login(makeAuth(), 'ada@example.org');
    markAddressFilled(session);
    expect(state().user?.address_is_filled).toBe(true);
  });

  it('marks the email verified', () => {
    session.login(makeAuth(), 'ada@example.org');
    markEmailVerified(session);
    expect(state().user?.email_verified).toBe(true);
  });

  it('sets the 2FA timestamp and clears it with null', () => {
    session.login(makeAuth(), 'ada@example.org');
    setTwoFactorEnabledAt('2026-01-01T10:00:00.000000Z', session);
    expect(state().user?.google2fa_enabled_at).toBe('2026-01-01T10:00:00.000000Z');
    setTwoFactorEnabledAt(null, session);
    expect(state().user?.google2fa_enabled_at).toBeNull();
  });

  it('sets the current conversation', () => {
    setConversation(42, session);
    expect(state().chat.lastConversationId).toBe(42);
  });

  it('records that a new chat message was noticed', () => {
    noticeNewMessage(session);
    expect(state().chat.realized_new_message).toBe(true);
  });

  it('flips one instruction flag and keeps the others', () => {
    session.login(makeAuth(), 'ada@example.org');
    setInstructionState('register_intro_closed', true, session);
    expect(state().user?.instruction_state).toEqual({ register_intro_closed: true, android_app_closed: true });
  });

  it('sets the referral hash', () => {
    setReferralHash('x7Yq', session);
    expect(state().referral.hash).toBe('x7Yq');
  });

  it('replaces the nft object when setting the wallet address', () => {
    session.login(makeAuth({}, { nft: { address: '0xold', extra: 1 } as never }), 'ada@example.org');
    setWalletAddress('0xabc', session);
    expect(state().user?.nft).toEqual({ address: '0xabc' });
    setWalletAddress(null, session);
    expect(state().user?.nft).toEqual({ address: null });
  });

  it('leaves the session without a user when a user update arrives after logout', () => {
    markEmailVerified(session);
    setInstructionState('android_app_closed', true, session);
    setWalletAddress('0xabc', session);
    expect(state().user).toBeNull();
  });

  it('gives each change a new state object so subscribers re-render', () => {
    session.login(makeAuth(), 'ada@example.org');
    const before = state();
    setInstructionState('register_intro_closed', true, session);
    expect(state()).not.toBe(before);
    expect(state().user).not.toBe(before.user);
    expect(before.user?.instruction_state.register_intro_closed).toBe(false);
  });
});

describe('session: persistence under the vuex key (docs/spec.md §9)', () => {
  it('persists the session as JSON under "vuex" in the {session, settings} document', () => {
    session.login(makeAuth(), 'ada@example.org');
    expect(persistedDocument().session).toEqual(state());
  });

  it('restores the persisted session after a reload', () => {
    session.login(makeAuth(), 'ada@example.org');
    setReferralHash('x7Yq', session);
    const reloaded = freshSession().session;
    expect(reloaded.$session.get()).toEqual(state());
    reloaded.destroy();
  });

  it('keeps the layout settings section when writing the session', () => {
    localStorage.setItem('vuex', JSON.stringify({ settings: { isFixed: false } }));
    setLanguage('de', session);
    expect(persistedDocument().settings).toEqual({ isFixed: false });
  });

  it('starts from defaults when the vuex key holds garbage, and writes over it', () => {
    session.destroy();
    localStorage.setItem('vuex', '{"session": {"isLoggedIn": tru');
    ({ session } = freshSession());
    expect(state().isLoggedIn).toBe(false);
    setLanguage('en', session);
    expect(persistedDocument().session.language).toBe('en');
  });

  it('persists through the default instance to localStorage', () => {
    setReferralHash('default-instance');
    expect(persistedDocument().session.referral).toEqual({ hash: 'default-instance' });
    setReferralHash(null);
  });
});

describe('session: other tabs (storage event)', () => {
  it('logs this tab out when another tab logs out', () => {
    session.login(makeAuth(), 'ada@example.org');
    const other = { ...persistedDocument() };
    other.session = { ...other.session, isLoggedIn: false, token: null, user: null, loginMail: null };
    otherTabWrites(other);
    expect(session.$sessionState.get()).toBe('logged-out');
    expect(state().token).toBeNull();
  });

  it('logs this tab in when another tab logs in', () => {
    const { session: otherTab } = freshSession();
    otherTab.login(makeAuth({ access_token: '9|other-tab' }), 'ada@example.org');
    otherTab.destroy();
    otherTabWrites(localStorage.getItem('vuex'));
    expect(state().token?.access_token).toBe('9|other-tab');
    expect(session.$sessionState.get()).toBe('logged-in');
  });

  it('falls back to defaults when another tab clears the storage', () => {
    session.login(makeAuth(), 'ada@example.org');
    otherTabWrites(null);
    expect(session.$sessionState.get()).toBe('logged-out');
  });

  it('does not notify subscribers when another tab changed only the layout settings', () => {
    session.login(makeAuth(), 'ada@example.org');
    let calls = 0;
    const stop = session.$session.listen(() => calls++);
    otherTabWrites({ ...persistedDocument(), settings: { isFixed: false } });
    stop();
    expect(calls).toBe(0);
  });

  it('stops following other tabs once destroyed', () => {
    session.destroy();
    otherTabWrites({ session: { language: 'fr' } });
    expect(state().language).toBeNull();
  });
});
