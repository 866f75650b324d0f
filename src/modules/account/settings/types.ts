// Wire types and fixed lists of the member settings endpoints (server/routes/settings-*.ts). The
// server imports the types with `import type` and the two lists as values, so both sides agree.
import type { Timestamp } from '../../../core/types.ts';

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

/** The topics a member gets notifications about, in display order. */
export const NOTIFICATION_TOPICS = ['news', 'wallet', 'appointments', 'support', 'chat'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelPreference = Record<NotificationChannel, boolean>;
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

/**
 * What an API token may be granted (never '*': an API token cannot reach settings, auth, chat, ghost
 * mode, broadcasting/auth, ticket booking or any other write that needs a full session). A route opts
 * in with requireAuth({ abilities: ['wallet:read'] }) and documents it with bearerWith('wallet:read')
 * (server/openapi/components.ts); a session token has '*' and passes every check (Sanctum's tokenCan).
 *   user:read            GET user, GET user/header
 *   notifications:read   GET user/notifications/unread, GET user/notifications/read
 *   notifications:write  POST user/notifications/mark-all-read
 *   wallet:read          GET wallet, wallet/transactions(/{label}(/pdf)), wallet/orders(/{label}), wallet/withdrawals/{label}
 *   appointments:read    GET appointments, appointments/next, appointments/{label}, events, tickets/{label}
 *   news:read            GET posts, posts/{id}
 *   support:read         GET support/faq(/{category}), support/contact/categories, support/tickets(/{id}) (opening a ticket marks it read)
 *   support:write        POST support/contact/{category} (opens a ticket), POST support/tickets/{id}/messages
 */
export const API_TOKEN_ABILITIES = [
  'user:read',
  'notifications:read',
  'notifications:write',
  'wallet:read',
  'appointments:read',
  'news:read',
  'support:read',
  'support:write',
] as const;
export type ApiTokenAbility = (typeof API_TOKEN_ABILITIES)[number];

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
}

/** POST user/api-tokens answers 201 with this; the plain token is shown once. */
export interface NewApiToken {
  token: ApiToken;
  plain_text_token: string;
}
