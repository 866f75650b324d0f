// The account screens outside the settings (login, register, recover, reset, lock, email
// verification, the one-time login link: docs/spec.md §2) and the module's texts, apart from its
// definition (index.ts, which adds the settings pages): the portal's first screen for a guest
// knows these routes without every module's definition (src/portal/first-screen.ts, issue 16).
import type { MessageLoaders, RouteDef } from '../../../core/modules.ts';

export const accountMessages: MessageLoaders = {
  en: () => import('../messages/en.ts'),
  de: () => import('../messages/de.ts'),
};

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
    load: () => import('./register-page.tsx'),
  },
  {
    name: 'Recover',
    path: '/recover',
    access: 'guest',
    title: 'account.pages.recover',
    load: () => import('./recover-page.tsx'),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password/:email/:token',
    access: 'guest',
    title: 'account.pages.resetPassword',
    load: () => import('./reset-password-page.tsx'),
  },
  // Lock keeps its member while logged out; a signed-in visitor is sent on by the page itself.
  {
    name: 'Lock',
    path: '/lock',
    access: 'public',
    title: 'account.pages.lock',
    load: () => import('./lock-page.tsx'),
  },
  {
    name: 'VerifiedConfirmation',
    path: '/email-verification/:status',
    access: 'public',
    title: 'account.pages.verifiedConfirmation',
    load: () => import('./verified-confirmation-page.tsx'),
  },
  {
    name: 'AuthWithToken',
    path: '/auth',
    access: 'public',
    title: 'account.pages.authWithToken',
    load: () => import('./auth-with-token-page.tsx'),
  },
];
