// The settings pages of the account module (docs/spec.md §2: settings/address, account, 2fa, devices,
// notifications, terms, sponsor, api-token, privacy), shown by the portal's settings frame through
// registry.settingsPages(); /settings leads to /settings/address. Pages load lazily.
import { loadMessages, registerMessages } from '../../../../core/i18n/i18n.ts';
import type { RouteDef, SettingsPage } from '../../../../core/modules.ts';

// The settings pages' texts ('account.settings.…', beside the module's own table) load with the
// first settings page, not with the account screens a guest sees. Registered on first
// use, so a language switch before then does not fetch them either.
const SETTINGS_TEXTS = 'account.settings';

/** Registers the settings pages' table (once is enough, again is harmless) and loads it. */
export function loadSettingsTexts(): Promise<void> {
  registerMessages(SETTINGS_TEXTS, {
    en: () => import('../../messages/settings/en.ts'),
    de: () => import('../../messages/settings/de.ts'),
  });
  return loadMessages([SETTINGS_TEXTS]);
}

function withTexts<T>(page: Promise<T>): Promise<T> {
  // A table that fails to load leaves its keys visible; the page itself still shows.
  return Promise.all([page, loadSettingsTexts().catch(() => undefined)]).then(([module]) => module);
}

/** The shell's '/settings/:page?' route shows them; they need no routes of their own. */
export const settingsRoutes: RouteDef[] = [];

export const settingsPages: SettingsPage[] = [
  {
    name: 'SettingsAddress',
    path: '/settings/address',
    label: 'account.settings.tabs.address',
    order: 10,
    load: () => withTexts(import('./settings-address-page.tsx')),
  },
  {
    name: 'SettingsAccount',
    path: '/settings/account',
    label: 'account.settings.tabs.account',
    order: 20,
    load: () => withTexts(import('./settings-account-page.tsx')),
  },
  {
    name: 'Settings2fa',
    path: '/settings/2fa',
    label: 'account.settings.tabs.twoFactor',
    order: 30,
    load: () => withTexts(import('./settings-2fa-page.tsx')),
  },
  {
    name: 'SettingsDevices',
    path: '/settings/devices',
    label: 'account.settings.tabs.devices',
    order: 40,
    load: () => withTexts(import('./settings-devices-page.tsx')),
  },
  {
    name: 'SettingsNotifications',
    path: '/settings/notifications',
    label: 'account.settings.tabs.notifications',
    order: 50,
    load: () => withTexts(import('./settings-notifications-page.tsx')),
  },
  {
    name: 'SettingsPrivacy',
    path: '/settings/privacy',
    label: 'account.settings.tabs.privacy',
    order: 55,
    load: () => withTexts(import('./settings-privacy-page.tsx')),
  },
  {
    name: 'SettingsTerms',
    path: '/settings/terms',
    label: 'account.settings.tabs.terms',
    order: 60,
    load: () => withTexts(import('./settings-terms-page.tsx')),
  },
  {
    name: 'SettingsSponsor',
    path: '/settings/sponsor',
    label: 'account.settings.tabs.sponsor',
    order: 70,
    load: () => withTexts(import('./settings-sponsor-page.tsx')),
  },
  {
    name: 'ApiToken',
    path: '/settings/api-token',
    label: 'account.settings.tabs.apiToken',
    order: 80,
    load: () => withTexts(import('./api-token-page.tsx')),
  },
];
