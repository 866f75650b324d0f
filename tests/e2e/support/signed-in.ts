// A browser context that opens already signed in as a member: the persisted session document
// (docs/spec.md §3, key 'vuex') as the portal writes it after a login, seeded through the context's
// storage state, so what its pages do to it later (a logout, a newer token) sticks in every tab.
import type { Browser, BrowserContext } from 'playwright-core';

/** The persisted session (`vuex`) of a member signed in with `token`, as the portal writes it. */
export async function sessionDocument(
  baseURL: string,
  token: string,
  email: string,
  language: 'en' | 'de' = 'en',
): Promise<string> {
  const response = await fetch(`${baseURL}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  const user = await response.json();
  const session = {
    isLoggedIn: true,
    token: { access_token: token, expires_in: 12 * 3600, session_start: Date.now() },
    user,
    loginMail: email,
    referral: { hash: null },
    language,
    chat: { realized_new_message: true, lastConversationId: null },
    redirectAfterLogin: false,
  };
  return JSON.stringify({ session });
}

/** A context (relative page.goto resolves against baseURL) whose origin holds `sessionDoc`. */
export function contextWithSession(browser: Browser, baseURL: string, sessionDoc: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'vuex', value: sessionDoc }] }] },
  });
}
