// A language switch (docs/spec.md §4 language selection): applied at once, kept in the session, and for a
// signed-in member saved to the account (PUT user/settings/language), so the next login from any
// browser and the mails the server sends follow it.
import { setLocale, type Language } from '../i18n/i18n.ts';
import { getRuntime, type ClientRuntime } from '../runtime.ts';
import type { User } from '../types.ts';
import { setLanguage, setUser } from './updates.ts';

function installed(): ClientRuntime | null {
  try {
    return getRuntime();
  } catch {
    return null; // a screen rendered without a runtime (no api): the switch stays local
  }
}

export async function chooseLanguage(
  language: Language,
  runtime: Pick<ClientRuntime, 'api' | 'session'> | null = installed(),
): Promise<void> {
  setLanguage(language, runtime?.session);
  const switched = setLocale(language);
  if (!runtime) return switched;
  const { api, session } = runtime;
  const { isLoggedIn, token, user, ghost } = session.$session.get();
  // Ghost mode looks at a member's account; it does not change it.
  if (isLoggedIn && token && user && !ghost && user.language !== language) {
    try {
      setUser(await api.put<User>('user/settings/language', { language }), session);
    } catch {
      // The switch stays in this browser; the api's error stream reports what went wrong.
    }
  }
  await switched;
}
