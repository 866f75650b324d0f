// Wire types of the member settings endpoints (server/modules/settings/routes-*.ts), imported by the server
// with `import type`; the fixed lists both sides use at run time are in src/shared/contract/.
import type { Timestamp } from '../../core/types.ts';
import type { ChannelPreference, NotificationTopic } from '../../shared/contract/notification-topics.ts';

export type { ApiTokenAbility } from '../../shared/contract/api-token-abilities.ts';
export type {
  ChannelPreference,
  NotificationChannel,
  NotificationTopic,
} from '../../shared/contract/notification-topics.ts';

/** PUT user/settings/address. Country: ISO 3166-1 alpha-2; region: the value of regionOptions(). */
export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
}

/** PUT user/settings/password answers this. */
export interface PasswordChanged {
  message: string;
  /** Other sessions ended because `logout_other_devices` was true (0 otherwise). */
  revoked_devices: number;
  /** API tokens revoked with them (unless `keep_api_tokens`); absent from older backends. */
  revoked_api_tokens?: number;
}

/** GET user/two-factor: where the member stands. */
export interface TwoFactorStatus {
  /** Confirmed 2FA (enforced at login), else null. */
  enabled_at: Timestamp | null;
  /** A secret was handed out and waits for its first code. */
  pending: boolean;
  /** Unused recovery codes (0 without 2FA). */
  recovery_codes_left: number;
}

/** POST user/two-factor: a new pending secret. Not enforced until confirmed. */
export interface TwoFactorSetup {
  /** Base32, 160 bits, for typing into an authenticator by hand. */
  secret: string;
  otpauth_url: string;
  /** An SVG document: show it only through <img src="data:image/svg+xml;base64,...">. */
  qr_svg: string;
}

/** POST user/two-factor/confirm and POST user/two-factor/recovery-codes: shown once. */
export interface RecoveryCodes {
  recovery_codes: string[];
  enabled_at: Timestamp;
}

/** One signed-in session of the member (GET user/devices). */
export interface Device {
  id: number;
  name: string;
  user_agent: string | null;
  ip_address: string | null;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
  /** The token that made this request. */
  current: boolean;
}

export type NotificationPreferences = Record<NotificationTopic, ChannelPreference>;

/** GET/PUT user/settings/notifications. A PUT may name only some topics; each named one needs both channels. */
export interface NotificationPreferencesBody {
  preferences: NotificationPreferences;
}

/** One current terms document and what the member accepted of it (GET user/terms). */
export interface TermsDocumentStatus {
  name: string;
  title: string;
  version: number;
  url: string;
  published_at: Timestamp;
  /** The highest version of this document the member accepted, or null. */
  accepted_version: number | null;
  accepted_at: Timestamp | null;
}

export interface TermsOverview {
  documents: TermsDocumentStatus[];
}

/** GET user/sponsor. The sponsor's email is not shared (privacy); only the name. */
export interface SponsorInfo {
  sponsor: { name: string; email?: string } | null;
  ref_hash: string;
  /** `${FRONTEND_URL}/r/{ref_hash}` */
  referral_link: string;
}

/** An API token as listed (GET user/api-tokens): never the secret. */
export interface ApiToken {
  id: number;
  name: string;
  abilities: string[];
  last_used_at: Timestamp | null;
  created_at: Timestamp;
  expires_at: Timestamp | null;
}

export interface NewApiTokenInput {
  name: string;
  abilities: string[];
  /** `YYYY-MM-DD` (midnight UTC) or an ISO date-time, in the future; null: never expires. */
  expires_at?: string | null;
  /** The current password: a token outlives the session, so minting one re-authenticates. */
  password: string;
}

/** POST user/api-tokens answers 201 with this; the plain token is shown once. */
export interface NewApiToken {
  token: ApiToken;
  plain_text_token: string;
}
