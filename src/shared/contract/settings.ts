// The member's settings pages (docs/spec.md §2): address, account, two-factor, devices,
// notification preferences, terms, sponsor, API tokens, language, privacy. A full session only;
// every change is refused in ghost mode (403).
import { API_TOKEN_ABILITIES } from './api-token-abilities.ts';
import {
  confirmation,
  email,
  endpoints,
  id,
  newPassword,
  nullable,
  optionalText,
  personName,
  text,
  Timestamp,
  unchecked,
} from './endpoint.ts';
import { LANGUAGES } from './language.ts';
import { NOTIFICATION_TOPICS, type NotificationTopic } from './notification-topics.ts';
import { User } from './user.ts';
import * as v from './schema.ts';

const endpoint = endpoints('settings', { auth: ['*'] });
const password = v.object({ password: v.pipe(text(1024), v.description('The current password (re-authentication)')) });

export const Address = v.object({
  firstname: personName(),
  lastname: personName(),
  street: optionalText(255),
  zip: optionalText(20),
  city: optionalText(255),
  country: v.pipe(optionalText(2), v.description('ISO 3166-1 alpha-2, one of the country-region-data countries')),
  region: v.pipe(
    optionalText(255),
    v.description('A region of that country (its shortCode or name); required when the country has regions'),
  ),
});

export const PasswordChanged = v.object({
  message: v.string(),
  /** Other sessions ended because `logout_other_devices` was true (0 otherwise). */
  revoked_devices: v.number(),
  /** API tokens revoked with them (unless `keep_api_tokens`); absent from older backends. */
  revoked_api_tokens: v.optional(v.number()),
});
export const TwoFactorStatus = v.object({
  enabled_at: nullable(Timestamp),
  pending: v.boolean(),
  recovery_codes_left: v.number(),
});
/** A pending secret (base32, 160 bits); `qr_svg` is an SVG document, shown only as an <img> data URL. */
export const TwoFactorSetup = v.object({ secret: v.string(), otpauth_url: v.string(), qr_svg: v.string() });
/** Shown once: only hashes are stored. */
export const RecoveryCodes = v.object({ recovery_codes: v.array(v.string()), enabled_at: Timestamp });
/** One signed-in session; `current`: the token that made this request. */
export const Device = v.object({
  id,
  name: v.string(),
  user_agent: nullable(v.string()),
  ip_address: nullable(v.string()),
  last_used_at: nullable(Timestamp),
  created_at: Timestamp,
  current: v.boolean(),
});
const ChannelPreference = v.object({ mail: v.boolean(), push: v.boolean() });
const Topics = v.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, ChannelPreference])) as Record<
    NotificationTopic,
    typeof ChannelPreference
  >,
);
export const NotificationPreferencesBody = v.object({ preferences: Topics });
export const TermsDocumentStatus = v.object({
  name: v.string(),
  title: v.string(),
  version: v.number(),
  url: v.string(),
  published_at: Timestamp,
  accepted_version: nullable(v.number()),
  accepted_at: nullable(Timestamp),
});
/** The sponsor's email is not shared, only the name. */
export const SponsorInfo = v.object({
  sponsor: nullable(v.object({ name: v.string(), email: v.optional(v.string()) })),
  ref_hash: v.string(),
  referral_link: v.string(),
  advertising_ban: v.pipe(
    v.boolean(),
    v.description('KCanG §6 (club kind cannabis): the page speaks of a registration link, not a referral'),
  ),
});
/** An API token as listed: never the secret. */
export const ApiToken = v.object({
  id,
  name: v.string(),
  abilities: v.array(v.string()),
  last_used_at: nullable(Timestamp),
  created_at: Timestamp,
  expires_at: nullable(Timestamp),
});
export const NewApiToken = v.object({ token: ApiToken, plain_text_token: v.string() });

export const settings = {
  address: endpoint('GET /api/user/settings/address', "The member's postal address", {
    responses: { 200: v.object({ ...Address.entries, firstname: v.string(), lastname: v.string() }) },
  }),
  saveAddress: endpoint('PUT /api/user/settings/address', 'Save the postal address (empty strings count as null)', {
    body: Address,
    responses: { 200: User },
  }),
  account: endpoint('PUT /api/user/settings/account', "Change the member's name", {
    body: v.object({ name: personName() }),
    responses: { 200: User },
  }),
  email: endpoint('PUT /api/user/settings/email', 'Change the email (re-authenticated); it must be verified again', {
    body: v.object({ email, password: text(1024) }),
    responses: { 200: User, 429: 'Throttled' },
  }),
  password: endpoint(
    'PUT /api/user/settings/password',
    'Change the password, optionally ending the other sessions (and API tokens unless kept)',
    {
      body: v.object({
        current_password: text(1024),
        password: newPassword,
        password_confirmation: confirmation,
        logout_other_devices: v.optional(v.boolean()),
        keep_api_tokens: v.optional(v.boolean()),
      }),
      responses: { 200: PasswordChanged, 429: 'Throttled' },
    },
  ),
  walletAddress: endpoint(
    'PUT /api/user/settings/wallet-address',
    'Link a wallet with a signed SIWE message (address null or empty: unlink)',
    {
      body: v.object({
        message: text(4096),
        signature: text(200),
        address: unchecked({ type: ['string', 'null'], description: 'null or empty: unlink' }),
      }),
      responses: { 200: User, 429: 'Throttled' },
    },
  ),
  twoFactor: endpoint('GET /api/user/two-factor', 'Two-factor status: confirmed, pending, recovery codes left', {
    responses: { 200: TwoFactorStatus },
  }),
  enableTwoFactor: endpoint(
    'POST /api/user/two-factor',
    'Start enabling 2FA (re-authenticated): a new secret, pending until confirmed',
    { body: password, responses: { 200: TwoFactorSetup, 429: 'Throttled' } },
  ),
  disableTwoFactor: endpoint(
    'DELETE /api/user/two-factor',
    'Disable 2FA (re-authenticated); the recovery codes die with it',
    { body: password, responses: { 204: 'Disabled', 429: 'Throttled' } },
  ),
  confirmTwoFactor: endpoint(
    'POST /api/user/two-factor/confirm',
    'Confirm the pending secret with a first code; answers the 8 recovery codes, once',
    { body: v.object({ code: text(32) }), responses: { 200: RecoveryCodes } },
  ),
  recoveryCodes: endpoint(
    'POST /api/user/two-factor/recovery-codes',
    'Regenerate the recovery codes (re-authenticated); the old ones stop working',
    { body: password, responses: { 200: RecoveryCodes, 429: 'Throttled' } },
  ),
  devices: endpoint('GET /api/user/devices', "The member's active login sessions, oldest first, never their secrets", {
    responses: { 200: v.array(Device) },
  }),
  endDevice: endpoint('DELETE /api/user/devices/{id}', 'End one session; its next request answers 401', {
    responses: { 204: 'Ended', 404: 'Not one of the member’s sessions' },
  }),
  logoutOthers: endpoint(
    'POST /api/user/devices/logout-others',
    'End every other session (re-authenticated), and the API tokens unless kept',
    {
      body: v.object({ ...password.entries, keep_api_tokens: v.optional(v.boolean()) }),
      responses: { 200: v.object({ revoked_devices: v.number(), revoked_api_tokens: v.number() }), 429: 'Throttled' },
    },
  ),
  notifications: endpoint('GET /api/user/settings/notifications', 'Mail and push per notification topic', {
    responses: { 200: NotificationPreferencesBody },
  }),
  saveNotifications: endpoint(
    'PUT /api/user/settings/notifications',
    'Choose mail and push per topic (the topics named; each with both channels)',
    { body: v.object({ preferences: v.partial(Topics) }), responses: { 200: NotificationPreferencesBody } },
  ),
  terms: endpoint('GET /api/user/terms', 'The current terms documents and what the member accepted of each', {
    responses: { 200: v.object({ documents: v.array(TermsDocumentStatus) }) },
  }),
  sponsor: endpoint('GET /api/user/sponsor', "The member's sponsor (name only) and their own referral link", {
    responses: { 200: SponsorInfo },
  }),
  apiTokens: endpoint('GET /api/user/api-tokens', "The member's API tokens, never their secrets", {
    responses: { 200: v.array(ApiToken) },
  }),
  createApiToken: endpoint(
    'POST /api/user/api-tokens',
    'Create an API token with some abilities (re-authenticated); the plain token is shown once',
    {
      body: v.object({
        name: text(255),
        expires_at: v.pipe(
          optionalText(64),
          v.description('YYYY-MM-DD or an ISO date-time in the future; null: never'),
        ),
        password: text(1024),
        abilities: v.array(v.picklist(API_TOKEN_ABILITIES)),
      }),
      responses: { 201: NewApiToken, 429: 'Throttled' },
    },
  ),
  revokeApiToken: endpoint('DELETE /api/user/api-tokens/{id}', 'Revoke an API token', {
    responses: { 204: 'Revoked', 404: 'Not one of the member’s tokens' },
  }),
  language: endpoint('PUT /api/user/settings/language', 'The language of mails and server messages', {
    body: v.object({ language: v.picklist(LANGUAGES) }),
    responses: { 200: User },
  }),
  privacy: endpoint('PUT /api/user/settings/privacy', 'Agree (or not) that page views carry the member’s id and name', {
    body: v.object({ analytics_consent: v.boolean() }),
    responses: { 200: User },
  }),
  confirmPassword: endpoint(
    'POST /api/user/confirm-password',
    'Confirm this login afresh: the password, or with 2FA on a TOTP code (for 5 minutes)',
    {
      description:
        'Fortify\'s password confirmation for a token (docs/contracts.md §7.7). Adding or changing a payout account, and a withdrawal to an account added less than 24 hours ago, answer 423 `{"message":"Password confirmation required.","confirm":"password"|"totp"}` without one in the last 5 minutes. With 2FA on only `code` is taken (a code works once). 5 wrong passwords, or codes, a minute per member: 429.',
      body: v.object({
        password: v.optional(v.pipe(text(1024), v.description('Without 2FA: the current password'))),
        code: v.optional(v.pipe(text(32), v.description('With 2FA on: the current TOTP code'))),
      }),
      responses: { 201: v.object({ confirmed_until: Timestamp }), 429: 'Throttled' },
    },
  ),
};

/** What PUT user/settings/address stores and GET answers: every field, null when empty. */
export type AddressInput = Required<v.InferOutput<typeof Address>>;
export type PasswordChanged = v.InferOutput<typeof PasswordChanged>;
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatus>;
export type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetup>;
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodes>;
export type Device = v.InferOutput<typeof Device>;
export type NotificationPreferencesBody = v.InferOutput<typeof NotificationPreferencesBody>;
export type NotificationPreferences = NotificationPreferencesBody['preferences'];
export type TermsDocumentStatus = v.InferOutput<typeof TermsDocumentStatus>;
export type TermsOverview = { documents: TermsDocumentStatus[] };
export type SponsorInfo = v.InferOutput<typeof SponsorInfo>;
export type ApiToken = v.InferOutput<typeof ApiToken>;
export type NewApiToken = v.InferOutput<typeof NewApiToken>;
/** What the token form sends; the server refuses an ability it does not know. */
export type NewApiTokenInput = Omit<v.InferInput<(typeof settings)['createApiToken']['body']>, 'abilities'> & {
  abilities: string[];
};
