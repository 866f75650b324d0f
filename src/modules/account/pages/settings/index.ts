// The settings pages of the account module (docs/spec.md §2: settings/address, account, 2fa, devices,
// notifications, terms, sponsor, api-token; privacy since issue 15), shown by the portal's settings frame through
// registry.settingsPages(); /settings leads to /settings/address. Pages load lazily.
import type { RouteDef, SettingsPage } from '../../../../core/modules.ts';

/** The shell's '/settings/:page?' route shows them; they need no routes of their own. */
export const settingsRoutes: RouteDef[] = [];

export const settingsPages: SettingsPage[] = [
  {
    name: 'SettingsAddress',
    path: '/settings/address',
    label: 'account.settings.tabs.address',
    order: 10,
    load: () => import('./settings-address-page.tsx'),
  },
  {
    name: 'SettingsAccount',
    path: '/settings/account',
    label: 'account.settings.tabs.account',
    order: 20,
    load: () => import('./settings-account-page.tsx'),
  },
  {
    name: 'Settings2fa',
    path: '/settings/2fa',
    label: 'account.settings.tabs.twoFactor',
    order: 30,
    load: () => import('./settings-2fa-page.tsx'),
  },
  {
    name: 'SettingsDevices',
    path: '/settings/devices',
    label: 'account.settings.tabs.devices',
    order: 40,
    load: () => import('./settings-devices-page.tsx'),
  },
  {
    name: 'SettingsNotifications',
    path: '/settings/notifications',
    label: 'account.settings.tabs.notifications',
    order: 50,
    load: () => import('./settings-notifications-page.tsx'),
  },
  {
    name: 'SettingsPrivacy',
    path: '/settings/privacy',
    label: 'account.settings.tabs.privacy',
    order: 55,
    load: () => import('./settings-privacy-page.tsx'),
  },
  {
    name: 'SettingsTerms',
    path: '/settings/terms',
    label: 'account.settings.tabs.terms',
    order: 60,
    load: () => import('./settings-terms-page.tsx'),
  },
  {
    name: 'SettingsSponsor',
    path: '/settings/sponsor',
    label: 'account.settings.tabs.sponsor',
    order: 70,
    load: () => import('./settings-sponsor-page.tsx'),
  },
  {
    name: 'ApiToken',
    path: '/settings/api-token',
    label: 'account.settings.tabs.apiToken',
    order: 80,
    load: () => import('./api-token-page.tsx'),
  },
];
