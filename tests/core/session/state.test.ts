import { describe, expect, it } from 'vitest';
import { defaultSessionState, reviveSession, reviveUser } from '../../../src/core/session/state.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { makeUser } from './fixtures.ts';

const token = { access_token: '1|abc', expires_in: 3600, session_start: 1_767_261_600_000 };

function sessionFromStored(raw: string) {
  localStorage.setItem('vuex', raw);
  const session = createSession({ storage: createStorage(localStorage, window) });
  const value = session.$session.get();
  session.destroy();
  return value;
}

describe('session state: reviving what is stored under vuex', () => {
  it.each([
    ['broken JSON', '{"session":'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['a session that is a string', '{"session":"logged in"}'],
  ])('gives the default session for %s, without throwing', (_name, raw) => {
    expect(sessionFromStored(raw)).toEqual(defaultSessionState());
  });

  it('lets a wrong-typed field fall back alone and keeps the valid ones', () => {
    const revived = reviveSession({
      isLoggedIn: 'yes',
      token,
      language: 'de',
      loginMail: 5,
      referral: { hash: 'x7Yq' },
    });
    expect(revived.isLoggedIn).toBe(false);
    expect(revived.token).toEqual(token);
    expect(revived.language).toBe('de');
    expect(revived.loginMail).toBeNull();
    expect(revived.referral).toEqual({ hash: 'x7Yq' });
  });

  it('drops a token that misses a field or carries a wrong type', () => {
    expect(reviveSession({ token: { ...token, expires_in: '3600' } }).token).toBeNull();
    expect(reviveSession({ token: { access_token: '1|abc', expires_in: 3600 } }).token).toBeNull();
    expect(reviveSession({ token: 'Bearer 1|abc' }).token).toBeNull();
  });

  it('does not count a session as logged in when its token is unusable', () => {
    expect(reviveSession({ isLoggedIn: true, token: null, user: makeUser() }).isLoggedIn).toBe(false);
  });

  it('restores a complete persisted session unchanged', () => {
    const full = {
      isLoggedIn: true,
      token,
      user: makeUser(),
      loginMail: 'ada@example.org',
      referral: { hash: 'x7Yq' },
      language: 'de',
      chat: { realized_new_message: true, lastConversationId: 12 },
      redirectAfterLogin: '/financial',
    };
    expect(reviveSession(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('fills the fields an outdated stored user lacks with their empty values', () => {
    const user = reviveUser({ id: 7, name: 'ada', email: 'ada@example.org' });
    expect(user).toMatchObject({
      id: 7,
      instruction_state: {},
      permissions: [],
      firstline: 0,
      nft: { address: null },
      address: { firstname: '', lastname: '' },
      google2fa_enabled_at: null,
      email_verified: false,
    });
  });

  it('drops a stored user without a numeric id', () => {
    expect(reviveUser({ id: '7', name: 'ada' })).toBeNull();
    expect(reviveUser(['ada'])).toBeNull();
  });

  it('keeps only the string permissions and the boolean instruction flags of a stored user', () => {
    const user = reviveUser({ id: 1, permissions: ['wallet.view', 3, null], instruction_state: { a: true, b: 'yes' } });
    expect(user?.permissions).toEqual(['wallet.view']);
    expect(user?.instruction_state).toEqual({ a: true });
  });

  it('treats anything but a path string as no remembered path', () => {
    expect(reviveSession({ redirectAfterLogin: true }).redirectAfterLogin).toBe(false);
    expect(reviveSession({ redirectAfterLogin: '/posts' }).redirectAfterLogin).toBe('/posts');
  });
});
