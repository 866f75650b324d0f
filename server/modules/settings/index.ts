// The member settings as one server module (its entry in server/modules/index.ts): one routes file and
// one OpenAPI file per settings page.
import type { ServerModule } from '../../http/module.ts';
import { settingsAccountPaths } from './openapi-account.ts';
import { settingsAddressPaths } from './openapi-address.ts';
import { settingsApiTokensPaths } from './openapi-api-tokens.ts';
import { settingsDevicesPaths } from './openapi-devices.ts';
import { settingsNotificationPreferencesPaths } from './openapi-notification-preferences.ts';
import { settingsSponsorPaths } from './openapi-sponsor.ts';
import { settingsTermsPaths } from './openapi-terms.ts';
import { settingsTwoFactorPaths } from './openapi-two-factor.ts';
import { settingsLanguagePaths } from './openapi-language.ts';
import { settingsPrivacyPaths } from './openapi-privacy.ts';
import { settingsAccountRoutes } from './routes-account.ts';
import { settingsAddressRoutes } from './routes-address.ts';
import { settingsApiTokensRoutes } from './routes-api-tokens.ts';
import { settingsDevicesRoutes } from './routes-devices.ts';
import { settingsNotificationPreferencesRoutes } from './routes-notification-preferences.ts';
import { settingsSponsorRoutes } from './routes-sponsor.ts';
import { settingsTermsRoutes } from './routes-terms.ts';
import { settingsTwoFactorRoutes } from './routes-two-factor.ts';
import { settingsLanguageRoutes } from './routes-language.ts';
import { settingsPrivacyRoutes } from './routes-privacy.ts';

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
      .route('/', settingsApiTokensRoutes())
      .route('/', settingsLanguageRoutes())
      .route('/', settingsPrivacyRoutes()),
  openapi: {
    ...settingsAddressPaths,
    ...settingsAccountPaths,
    ...settingsTwoFactorPaths,
    ...settingsDevicesPaths,
    ...settingsNotificationPreferencesPaths,
    ...settingsTermsPaths,
    ...settingsSponsorPaths,
    ...settingsApiTokensPaths,
    ...settingsLanguagePaths,
    ...settingsPrivacyPaths,
  },
};
