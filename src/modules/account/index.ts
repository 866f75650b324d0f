// The account module: the guest and lock screens of docs/spec.md §2 (login, register, recover, reset,
// lock, email verification, one-time login link) and, next, the settings pages.
import { defineModule, type RouteDef, type SettingsPage } from '../../core/modules.ts';

const screens: RouteDef[] = [
  {
    name: 'Login',
    path: '/login',
    access: 'guest',
    title: 'account.pages.login',
    load: () => import('./pages/login-page.tsx'),
  },
  {
    name: 'Register',
    path: '/register/:ref_hash?',
    access: 'guest',
    title: 'account.pages.register',
    load: () => import('./pages/register-page.tsx'),
  },
  {
    name: 'Recover',
    path: '/recover',
    access: 'guest',
    title: 'account.pages.recover',
    load: () => import('./pages/recover-page.tsx'),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password/:email/:token',
    access: 'guest',
    title: 'account.pages.resetPassword',
    load: () => import('./pages/reset-password-page.tsx'),
  },
  // Lock keeps its member while logged out; a signed-in visitor is sent on by the page itself.
  {
    name: 'Lock',
    path: '/lock',
    access: 'public',
    title: 'account.pages.lock',
    load: () => import('./pages/lock-page.tsx'),
  },
  {
    name: 'VerifiedConfirmation',
    path: '/email-verification/:status',
    access: 'public',
    title: 'account.pages.verifiedConfirmation',
    load: () => import('./pages/verified-confirmation-page.tsx'),
  },
  {
    name: 'AuthWithToken',
    path: '/auth',
    access: 'public',
    title: 'account.pages.authWithToken',
    load: () => import('./pages/auth-with-token-page.tsx'),
  },
];

// ---- Settings pages (src/modules/account/settings/**) register here --------------------------
// Their routes go into `settingsRoutes` (paths under /settings/..., access 'auth') and their
// entries into `settingsPages` (SettingsPage: name, path, label, load, order), e.g.
//   import { settingsRoutes, settingsPages } from './pages/settings/index.ts';
// Their texts are read as 'account.settings.…': a `settings` group in messages/en.ts and de.ts
// (which the completeness test checks), or a table merged into the loaders at the bottom.
import { settingsRoutes, settingsPages } from './pages/settings/index.ts';
// ------------------------------------------------------------------------------------------------

export const accountModule = defineModule({
  id: 'account',
  routes: [...screens, ...settingsRoutes],
  settings: settingsPages,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
