// The member, the session answers, the header summary, the client configuration (docs/spec.md §3),
// and the platform's, the member's and the public terms' endpoints.
import { count, endpoints, id, Message, nullable, page, paginator, rule, text, Timestamp } from './endpoint.ts';
import { isPlainText, isVisibleText } from './form-rules.ts';
import { NOTIFICATION_TOPICS } from './notification-topics.ts';
import * as v from './schema.ts';

const endpoint = endpoints('user');
const platform = endpoints('platform');

export const UserAddress = v.object({
  firstname: v.string(),
  lastname: v.string(),
  street: v.nullish(v.string()),
  zip: v.nullish(v.string()),
  city: v.nullish(v.string()),
  /** ISO 3166-1 alpha-2 */
  country: v.nullish(v.string()),
  region: v.nullish(v.string()),
});

export const User = v.object({
  id,
  name: v.string(),
  email: v.string(),
  ip_address: nullable(v.string()),
  language: v.string(),
  email_verified: v.boolean(),
  address_is_filled: v.boolean(),
  google2fa_enabled_at: nullable(Timestamp),
  nft: v.object({ address: nullable(v.string()) }),
  address: UserAddress,
  /** register_intro_closed, android_app_closed, ... */
  instruction_state: v.record(v.string(), v.boolean()),
  firstline: v.number(),
  permissions: v.array(v.string()),
  /** The member agreed that page views carry their id and name (Settings → Privacy; default false). */
  analytics_consent: v.boolean(),
});

/** A full session: POST auth/verify, auth/refresh, the one-time link, ghost mode. */
export const AuthResponse = v.object({
  access_token: v.pipe(v.string(), v.description('Sanctum-style `{id}|{secret}`; shown once.')),
  token_type: v.literal('Bearer'),
  /** Seconds until the token expires absolutely (session tokens also after 30 minutes unused). */
  expires_in: v.number(),
  user: User,
});

/**
 * The password step (POST auth/login; SIWE for 2FA members): a pending token (ability `verify`)
 * for the verification step, nothing personal before the second factor. Another backend may
 * send the member and leave `method` out (the client then decides from `user`, docs/spec.md §5).
 */
export const PendingAuthResponse = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
  user: v.optional(User),
  verification: v.object({
    method: v.optional(v.picklist(['totp', 'email', 'none'])),
    /** The member's address, masked (`m***@club.test`). */
    email: v.optional(v.string()),
    /** The server forces an emailed code even when 2FA is on. */
    email_verification_forced: v.optional(v.boolean()),
    /** The member has a passkey: it may answer the step instead (POST auth/verify/passkey). */
    passkey: v.optional(v.boolean()),
  }),
});

const unread = v.object({ unread_count: count, read_count: count });
export const TermUpdate = v.object({ name: v.string(), url: v.string() });
/** GET user/header: counts, plus chat and tickets only when those features are on. */
export const HeaderSummary = v.object({
  notifications: v.object({
    notifications: unread,
    chat: v.optional(v.object({ unread_count: count, unread_message_conversation_id: nullable(id) })),
    tickets: v.optional(v.object({ unread_count: count, unread_ticket_id: nullable(id) })),
  }),
  /** Current terms documents the member has not accepted yet. */
  term_updates: v.array(TermUpdate),
});

/** GET config: what a client needs to know about the club's backend. */
export const ClientConfig = v.object({
  club: v.object({
    name: v.string(),
    logo_url: v.nullish(v.string()),
    social: v.object({ news_channel: nullable(v.string()), group: nullable(v.string()), photos: nullable(v.string()) }),
  }),
  realtime: nullable(
    v.object({
      driver: v.literal('pusher'),
      key: v.string(),
      cluster: v.string(),
      /** null: Pusher's own cluster host */
      host: nullable(v.string()),
      port: nullable(v.number()),
      scheme: v.picklist(['http', 'https']),
      /** absolute URL of POST broadcasting/auth */
      auth_endpoint: v.string(),
    }),
  ),
  features: v.object({ tickets: v.boolean(), chat: v.boolean(), siwe: v.boolean() }),
  /** Off unless the club configured it; `matomo.url` ends with a slash. Absent from older servers. */
  analytics: v.optional(
    v.object({
      matomo: nullable(v.object({ url: v.string(), site_id: v.number(), name_dimension: v.number() })),
      sentry: nullable(v.object({ dsn: v.string() })),
    }),
  ),
});

export const TermsDocument = v.object({
  name: v.string(),
  version: v.number(),
  url: v.string(),
  published_at: Timestamp,
});

export const NotificationData = v.looseObject({
  title: v.string(),
  description: v.string(),
  /** Icon class */
  class: v.string(),
  status: v.string(),
  url: v.optional(v.string()),
});
/** A row of Laravel's notifications table; `id` is also the realtime copy's (dedupe key). */
export const NotificationItem = v.object({
  id: v.string(),
  type: v.string(),
  notifiable_type: v.string(),
  notifiable_id: id,
  data: NotificationData,
  read_at: nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** In the bell's archive since (docs/spec.md §4 "Notifications"); archiving also marks it read. */
  archived_at: nullable(Timestamp),
  /** The notification topic it is about (the category the bell filters by); null: none. */
  topic: nullable(v.picklist(NOTIFICATION_TOPICS)),
});
/** A list's page, plus the member's counts over every category (the badge's, whatever the filter). */
const notificationList = v.object({
  ...paginator(NotificationItem).entries,
  counts: v.object({ unread: count, read: count, archived: count }),
});
const notificationsPage = {
  auth: ['notifications:read'],
  query: v.object({
    page,
    /** One topic's notifications only; absent or empty: all. An unknown one is refused (422). */
    category: v.nullish(v.picklist(NOTIFICATION_TOPICS)),
  }),
  responses: { 200: notificationList, 422: 'Unknown category' },
} as const;
const notificationId = v.object({ id: v.pipe(v.string(), v.maxLength(100)) });
const archiveChange = {
  auth: ['notifications:write'],
  params: notificationId,
  responses: { 200: NotificationItem, 404: 'Not one of the member’s notifications' },
} as const;

export const user = {
  config: platform(
    'GET /api/config',
    'Client configuration: club name, social links, realtime connection settings, features',
    { responses: { 200: ClientConfig } },
  ),
  openapi: platform('GET /api/openapi.json', 'This OpenAPI 3.1 document', { responses: { 200: v.object({}) } }),
  terms: endpoints('terms')(
    'GET /api/terms',
    'The current terms documents (no login needed): what registering accepts',
    { responses: { 200: v.object({ data: v.array(TermsDocument) }) } },
  ),
  me: endpoint('GET /api/user', 'The signed-in member', { auth: ['user:read'], responses: { 200: User } }),
  header: endpoint(
    'GET /api/user/header',
    'Header summary: notification counts, optional chat/ticket counts, terms updates',
    { auth: ['user:read', 'header:read'], responses: { 200: HeaderSummary } },
  ),
  toggleInstruction: endpoint(
    'POST /api/instructions/toggle-state/{id}',
    'Flip a named instruction flag (register_intro_closed, android_app_closed, dashboard_intro_closed)',
    {
      auth: ['*'],
      responses: { 200: v.object({ instruction_state: v.record(v.string(), v.boolean()) }), 422: 'Unknown flag' },
    },
  ),
  fcm: endpoint('POST /api/fcm/register', 'Register this device for push notifications (Android app)', {
    auth: ['*'],
    // printable ASCII: a token of control characters only would be stored as nothing
    body: v.object({
      token: v.pipe(text(4096), v.check(isPlainText, rule('plain_text')), v.check(isVisibleText, rule('visible_text'))),
    }),
    responses: { 204: 'Registered' },
  }),
  agreeTerms: endpoint('POST /api/user/terms/agree-updates', 'Accept every current terms document', {
    auth: ['*'],
    responses: { 204: 'Accepted' },
  }),
  unread: endpoints('notifications')(
    'GET /api/user/notifications/unread',
    'Unread notifications (not archived), newest first, 10 per page',
    notificationsPage,
  ),
  read: endpoints('notifications')(
    'GET /api/user/notifications/read',
    'Read notifications (not archived), newest first, 10 per page',
    notificationsPage,
  ),
  archived: endpoints('notifications')(
    'GET /api/user/notifications/archived',
    'Archived notifications, last archived first, 10 per page',
    notificationsPage,
  ),
  archive: endpoints('notifications')(
    'POST /api/user/notifications/{id}/archive',
    'Archive one of the member’s notifications (marks it read); every tab follows',
    archiveChange,
  ),
  unarchive: endpoints('notifications')(
    'POST /api/user/notifications/{id}/unarchive',
    'Move an archived notification back among the read ones; every tab follows',
    archiveChange,
  ),
  markAllRead: endpoints('notifications')(
    'POST /api/user/notifications/mark-all-read',
    'Mark every unread notification read',
    { auth: ['notifications:write'], responses: { 204: 'Done' } },
  ),
};

export { Message };
export type UserAddress = v.InferOutput<typeof UserAddress>;
export type User = v.InferOutput<typeof User>;
export type AuthResponse = v.InferOutput<typeof AuthResponse>;
export type PendingAuthResponse = v.InferOutput<typeof PendingAuthResponse>;
export type VerificationRequirement = PendingAuthResponse['verification'];
export type HeaderSummary = v.InferOutput<typeof HeaderSummary>;
export type TermUpdate = v.InferOutput<typeof TermUpdate>;
export type ClientConfig = v.InferOutput<typeof ClientConfig>;
export type NotificationData = v.InferOutput<typeof NotificationData>;
export type NotificationItem = v.InferOutput<typeof NotificationItem>;
