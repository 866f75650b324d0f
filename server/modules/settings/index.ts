// The member settings as one server module (its entry in server/modules.ts): one routes file and
// one OpenAPI file per settings page.
import type { ServerModule } from '../modules/module.ts';
import { settingsAccountPaths } from '../openapi/settings-account.ts';
import { settingsAddressPaths } from '../openapi/settings-address.ts';
import { settingsApiTokensPaths } from '../openapi/settings-api-tokens.ts';
import { settingsDevicesPaths } from '../openapi/settings-devices.ts';
import { settingsNotificationPreferencesPaths } from '../openapi/settings-notification-preferences.ts';
import { settingsSponsorPaths } from '../openapi/settings-sponsor.ts';
import { settingsTermsPaths } from '../openapi/settings-terms.ts';
import { settingsTwoFactorPaths } from '../openapi/settings-two-factor.ts';
import { settingsAccountRoutes } from './settings-account.ts';
import { settingsAddressRoutes } from './settings-address.ts';
import { settingsApiTokensRoutes } from './settings-api-tokens.ts';
import { settingsDevicesRoutes } from './settings-devices.ts';
import { settingsNotificationPreferencesRoutes } from './settings-notification-preferences.ts';
import { settingsSponsorRoutes } from './settings-sponsor.ts';
import { settingsTermsRoutes } from './settings-terms.ts';
import { settingsTwoFactorRoutes } from './settings-two-factor.ts';

export const settingsModule: ServerModule = {
  id: 'settings',
  api: () =>
    settingsAddressRoutes()
      .route('/', settingsAccountRoutes())
      .route('/', settingsTwoFactorRoutes())
      .route('/', settingsDevicesRoutes())
      .route('/', settingsNotificationPreferencesRoutes())
      .route('/', settingsTermsRoutes())
      .route('/', settingsSponsorRoutes())
      .route('/', settingsApiTokensRoutes()),
  openapi: {
    ...settingsAddressPaths,
    ...settingsAccountPaths,
    ...settingsTwoFactorPaths,
    ...settingsDevicesPaths,
    ...settingsNotificationPreferencesPaths,
    ...settingsTermsPaths,
    ...settingsSponsorPaths,
    ...settingsApiTokensPaths,
  },
};
