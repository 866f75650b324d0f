// The member settings as one server module (its entry in server/modules/index.ts): one routes file per
// settings page (their schemas: src/shared/contract/settings.ts).
import type { ServerModule } from '../../http/module.ts';
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
import { settingsConfirmPasswordRoutes } from './routes-confirm-password.ts';
import { settingsPasskeysRoutes } from './routes-passkeys.ts';
import { settingsQuietHoursRoutes } from './routes-quiet-hours.ts';
import { settingsPushRoutes } from './routes-push.ts';
import { releaseHeldMail } from '../../notifications/deliver.ts';
import { releaseHeldPush } from '../../push/deliver-push.ts';

export const settingsModule: ServerModule = {
  id: 'settings',
  api: () =>
    settingsAddressRoutes()
      .route('/', settingsAccountRoutes())
      .route('/', settingsTwoFactorRoutes())
      .route('/', settingsPasskeysRoutes())
      .route('/', settingsDevicesRoutes())
      .route('/', settingsNotificationPreferencesRoutes())
      .route('/', settingsQuietHoursRoutes())
      .route('/', settingsPushRoutes())
      .route('/', settingsTermsRoutes())
      .route('/', settingsSponsorRoutes())
      .route('/', settingsApiTokensRoutes())
      .route('/', settingsLanguageRoutes())
      .route('/', settingsPrivacyRoutes())
      .route('/', settingsConfirmPasswordRoutes()),
  // Mail and pushes held by quiet hours go out once they end (checked every minute).
  jobs: [
    { name: 'held-mail', everyMs: 60_000, run: (deps) => releaseHeldMail(deps) },
    { name: 'held-push', everyMs: 60_000, run: (deps) => releaseHeldPush(deps) },
  ],
};
