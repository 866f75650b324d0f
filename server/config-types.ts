// What the server's configuration holds (server/config.ts loads it from the environment).
import type { WalletSettings } from './modules/wallet/settings.ts';
import type { ClubSettings } from './members/settings.ts';

export type BroadcastDriver = 'local' | 'pusher' | 'log' | 'null';

export interface PusherSettings {
  appId: string;
  key: string;
  secret: string;
  host: string | null;
  port: number | null;
  scheme: 'http' | 'https';
  cluster: string;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` (nodemailer URL). When set, mail goes out through SMTP. */
  smtpUrl: string | null;
  mailer: string; // MAIL_MAILER: 'outbox' (default), 'smtp' or 'log'
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  encryption: string | null; // 'tls' | 'ssl' | null
  fromAddress: string;
  fromName: string;
}

export interface AuthSettings {
  tokenIdleMinutes: number;
  tokenLifetimeMinutes: number;
  pendingTokenMinutes: number;
  verificationCodeMinutes: number;
  passwordResetMinutes: number;
  emailVerificationMinutes: number;
  loginLinkMinutes: number;
  /** Failed logins per account per hour before the account is throttled (ASVS 4.0.3 2.2.1). */
  loginAccountHourlyCap: number;
  /** Password hashes that may wait for one of the two scrypt slots before 429 (PASSWORD_HASH_QUEUE). */
  hashQueue: number;
}

export interface Config {
  appName: string;
  /** APP_TIMEZONE (Laravel's name): the club's zone for documents, messages and statements; Europe/Berlin. */
  timeZone: string;
  /** The club's logo in the portal's top bar (APP_LOGO_URL); null: the portal's own mark. */
  appLogoUrl: string | null;
  appEnv: string;
  /** Public origin of this server (API, websocket, portal): `http://localhost:8080`. No trailing slash. */
  appUrl: string;
  /** Where the portal lives, for links in mail and redirects. Defaults to APP_URL. */
  frontendUrl: string;
  /** APP_KEY as Laravel writes it (`base64:...`) or raw text; null until main/cli resolves one. */
  appKey: string | null;
  port: number;
  /** HOST: the interface to listen on; null: loopback in demo mode, every interface otherwise. */
  host: string | null;
  databasePath: string;
  /** Demo mode: only with APP_ENV=local and APP_DEMO=true (what `npm start` sets), never by default. */
  demo: boolean;
  /** Trust X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
  /** Extra origins allowed by CORS (partner sites embedding the widgets). */
  widgetOrigins: string[];
  /** Requests per minute to /api per member (per IP for guests): Laravel's throttle:api. 0: no limit. */
  apiRateLimit: number;
  broadcastDriver: BroadcastDriver;
  pusher: PusherSettings;
  /** Caps of the own websocket server (BROADCAST_DRIVER=local). */
  realtime: { maxConnections: number; maxConnectionsPerIp: number; maxChannelsPerConnection: number };
  mail: MailSettings;
  auth: AuthSettings;
  social: { newsChannel: string | null; group: string | null; photos: string | null };
  features: { tickets: boolean; chat: boolean; siwe: boolean };
  wallet: WalletSettings;
  /** Event tickets' Ed25519 keys (PEM or base64 DER); in demo mode generated under var/ when unset. */
  ticketKeys: { privateKey: string | null; publicKey: string | null };
  /** Page views (Matomo) and error reports (Sentry) of the portal; each off while unset (docs/spec.md §2, §7). */
  analytics: AnalyticsSettings;
  /** The club under the KCanG: its kind, member limit, minimum membership, retention (docs/spec.md §12). */
  club: ClubSettings;
  /** How long the law keeps a closed account's records, in years (server/privacy/retention.ts). */
  retention: { handoverYears: number; bookingYears: number };
  /** KCanG §17: the hours of club work the club asks of each member in a calendar year, in minutes. */
  volunteering: { yearlyTargetMinutes: number };
  /**
   * Web push (docs/spec.md §4 "Web push"): the VAPID key pair (base64url, VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY; in demo mode generated under var/ when unset) and the contact the push
   * services see (VAPID_SUBJECT, mailto: or https:). Without keys outside demo mode push is off.
   */
  push: { publicKey: string | null; privateKey: string | null; subject: string };
}

export interface AnalyticsSettings {
  /** MATOMO_URL and MATOMO_SITE_ID: the Matomo base URL (with a trailing slash) and site; null: off. */
  matomo: { url: string; siteId: number; nameDimension: number } | null;
  /** SENTRY_DSN: where the portal reports errors; null: off. */
  sentryDsn: string | null;
}
