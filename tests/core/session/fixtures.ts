// Builders for the session tests: a real AuthResponse/User shape and a fresh world per test.
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import type { AuthResponse, User } from '../../../src/core/types.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'ada',
    email: 'ada@example.org',
    ip_address: '203.0.113.9',
    language: 'de',
    email_verified: false,
    address_is_filled: false,
    google2fa_enabled_at: null,
    nft: { address: null },
    address: { firstname: 'Ada', lastname: 'Lovelace' },
    instruction_state: { register_intro_closed: false, android_app_closed: true },
    firstline: 0,
    permissions: [],
    analytics_consent: false,
    ...overrides,
  };
}

export function makeAuth(overrides: Partial<AuthResponse> = {}, user: Partial<User> = {}): AuthResponse {
  return { access_token: '1|first-token', token_type: 'Bearer', expires_in: 3600, user: makeUser(user), ...overrides };
}

/** A session on the test window's localStorage, with a clock the test moves by hand. */
export function freshSession(start = 1_767_261_600_000) {
  const clock = { now: start };
  const session = createSession({ storage: createStorage(localStorage, window), now: () => clock.now });
  return { session, clock };
}

export function persistedDocument(): Record<string, any> {
  return JSON.parse(localStorage.getItem('vuex') ?? 'null');
}

export function otherTabWrites(doc: unknown) {
  const raw = doc === null ? null : typeof doc === 'string' ? doc : JSON.stringify(doc);
  if (raw === null) localStorage.removeItem('vuex');
  else localStorage.setItem('vuex', raw);
  window.dispatchEvent(new StorageEvent('storage', { key: 'vuex', newValue: raw, storageArea: localStorage }));
}
