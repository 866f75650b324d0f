// The account screens outside the settings (login, register, recover, reset, lock, email
// verification, the one-time login link: docs/spec.md §2) and the module's texts, apart from its
// definition (index.ts, which adds the settings pages): the portal's first screen for a guest
// knows these routes without every module's definition (src/portal/first-screen.ts).
import { loadMessages, registerMessages } from '../../../core/i18n/i18n.ts';
import type { MessageLoaders, RouteDef } from '../../../core/modules.ts';

/** The module's table: Login's texts and what every account screen shares. */
export const accountMessages: MessageLoaders = {
  en: () => import('../messages/en.ts'),
  de: () => import('../messages/de.ts'),
};

// The other screens' texts (messages/screens/) join the module's table when one of them first
// loads, not on Login. Registered on first use, so a language switch before then does
// not fetch them either.
const SCREENS_TEXTS = 'account#screens';

/** Registers the other account screens' table (again is harmless) and loads it. */
export function loadScreenTexts(): Promise<void> {
  registerMessages(SCREENS_TEXTS, {
    en: () => import('../messages/screens/en.ts'),
    de: () => import('../messages/screens/de.ts'),
  });
  return loadMessages([SCREENS_TEXTS]);
}

function withTexts<T>(page: Promise<T>): Promise<T> {
  // A table that fails to load leaves its keys visible; the page itself still shows.
  return Promise.all([page, loadScreenTexts().catch(() => undefined)]).then(([module]) => module);
}

export const accountScreens: RouteDef[] = [
  {
    name: 'Login',
    path: '/login',
    access: 'guest',
    title: 'account.pages.login',
    load: () => import('./login-page.tsx'),
  },
  {
    name: 'Register',
    path: '/register/:ref_hash?',
    access: 'guest',
    title: 'account.pages.register',
    load: () => withTexts(import('./register-page.tsx')),
  },
  {
    name: 'Recover',
    path: '/recover',
    access: 'guest',
    title: 'account.pages.recover',
    load: () => withTexts(import('./recover-page.tsx')),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password/:email/:token',
    access: 'guest',
    title: 'account.pages.resetPassword',
    load: () => withTexts(import('./reset-password-page.tsx')),
  },
  // Lock keeps its member while logged out; a signed-in visitor is sent on by the page itself.
  {
    name: 'Lock',
    path: '/lock',
    access: 'public',
    title: 'account.pages.lock',
    load: () => withTexts(import('./lock-page.tsx')),
  },
  {
    name: 'VerifiedConfirmation',
    path: '/email-verification/:status',
    access: 'public',
    title: 'account.pages.verifiedConfirmation',
    load: () => withTexts(import('./verified-confirmation-page.tsx')),
  },
  {
    name: 'AuthWithToken',
    path: '/auth',
    access: 'public',
    title: 'account.pages.authWithToken',
    load: () => withTexts(import('./auth-with-token-page.tsx')),
  },
];
