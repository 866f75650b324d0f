// The account module: the guest and lock screens of docs/spec.md §2 (login, register, recover, reset,
// lock, email verification, one-time login link) and, next, the settings pages.
import { defineModule } from '../../core/modules.ts';
import { accountMessages, accountScreens } from './pages/screens.ts';

// ---- Settings pages (src/modules/account/pages/settings/) register here --------------------------
// Their routes go into `settingsRoutes` (paths under /settings/..., access 'auth') and their
// entries into `settingsPages` (SettingsPage: name, path, label, load, order), e.g.
//   import { settingsRoutes, settingsPages } from './pages/settings/index.ts';
// Their texts are read as 'account.settings.…': a `settings` group in messages/en.ts and de.ts
// (which the completeness test checks), or a table merged into the loaders at the bottom.
import { settingsRoutes, settingsPages } from './pages/settings/index.ts';
// ------------------------------------------------------------------------------------------------

export const accountModule = defineModule({
  id: 'account',
  routes: [...accountScreens, ...settingsRoutes],
  settings: settingsPages,
  messages: accountMessages,
});
