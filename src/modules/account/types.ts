// Wire types of the account settings API, inferred from its schemas (src/shared/contract/settings.ts,
// privacy.ts).
export type { ConsentEvent, PrivacyOverview, Retention } from '../../shared/contract/privacy.ts';
export type { ApiTokenAbility } from '../../shared/contract/api-token-abilities.ts';
export type {
  ChannelPreference,
  NotificationChannel,
  NotificationTopic,
} from '../../shared/contract/notification-topics.ts';
export type {
  AddressInput,
  ApiToken,
  Device,
  NewApiToken,
  NewApiTokenInput,
  NotificationPreferences,
  NotificationPreferencesBody,
  PasswordChanged,
  RecoveryCodes,
  SponsorInfo,
  TermsDocumentStatus,
  TermsOverview,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../shared/contract/settings.ts';
export type { Passkey } from '../../shared/contract/passkeys.ts';
export type { QuietHours } from '../../shared/contract/quiet-hours.ts';
export type { PushSettings } from '../../shared/contract/push.ts';
