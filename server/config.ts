// Server configuration from the environment plus an optional `.env` file, using Laravel's
// variable names where they exist so a club's existing .env mostly carries over.
import { existsSync, readFileSync } from 'node:fs';
import { loadWalletSettings, type WalletSettings } from './modules/wallet/settings.ts';
import { loadClubSettings, type ClubSettings } from './members/settings.ts';

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

export type Env = Record<string, string | undefined>;

/** What the Pusher credentials fall back to when unset: fine for tests, refused by a deployment. */
export const DEMO_PUSHER = Object.freeze({ appId: 'app-id', key: 'app-key', secret: 'app-secret' });

/** Parses a dotenv file: KEY=value, optional quotes, `#` comments, `export ` prefix. */
export function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[match[1]] = value;
  }
  return out;
}

function str(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value.trim() === '' || value === 'null' ? null : value.trim();
}

function int(env: Env, name: string, fallback: number): number {
  const value = str(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function positive(env: Env, name: string, fallback: number): number {
  const n = int(env, name, fallback);
  if (n < 1) throw new Error(`${name} must be a positive whole number, got "${env[name]}"`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = str(env, name);
  if (value === null) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function list(env: Env, name: string): string[] {
  return (str(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface LoadConfigOptions {
  env?: Env;
  /** Path of a dotenv file; values already in `env` win (as in Laravel). null: no file. */
  envFile?: string | null;
}

export function loadConfig(options: LoadConfigOptions = {}): Config {
  const fileVars =
    options.envFile && existsSync(options.envFile) ? parseDotEnv(readFileSync(options.envFile, 'utf8')) : {};
  const env: Env = { ...fileVars, ...(options.env ?? process.env) };

  const port = int(env, 'PORT', 8080);
  const appUrl = trimSlash(str(env, 'APP_URL') ?? `http://localhost:${port}`);
  // Laravel's own default: a server nobody configured is a production server (docs/threats.md).
  const appEnv = str(env, 'APP_ENV') ?? 'production';
  const driver = (str(env, 'BROADCAST_DRIVER') ?? str(env, 'BROADCAST_CONNECTION') ?? 'local').toLowerCase();
  if (!['local', 'pusher', 'reverb', 'log', 'null'].includes(driver)) {
    throw new Error(`BROADCAST_DRIVER must be local, pusher, log or null, got "${driver}"`);
  }
  const scheme = (str(env, 'PUSHER_SCHEME') ?? 'https').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') throw new Error(`PUSHER_SCHEME must be http or https, got "${scheme}"`);
  const pusherPort = str(env, 'PUSHER_PORT');

  return {
    appName: str(env, 'APP_NAME') ?? 'Club',
    appLogoUrl: str(env, 'APP_LOGO_URL') ?? null,
    appEnv,
    appUrl,
    frontendUrl: trimSlash(str(env, 'FRONTEND_URL') ?? appUrl),
    appKey: str(env, 'APP_KEY'),
    port,
    host: str(env, 'HOST'),
    databasePath: str(env, 'DATABASE_PATH') ?? 'var/club.sqlite',
    demo: appEnv === 'local' && bool(env, 'APP_DEMO', false),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    widgetOrigins: list(env, 'WIDGET_ORIGINS').map(trimSlash),
    // Twice Laravel's 60: a member clicking through the portal (a page loads a handful of calls) never meets it.
    apiRateLimit: int(env, 'API_RATE_LIMIT', 120),
    broadcastDriver: (driver === 'reverb' ? 'pusher' : driver) as BroadcastDriver,
    realtime: {
      maxConnections: int(env, 'REALTIME_MAX_CONNECTIONS', 10_000),
      maxConnectionsPerIp: int(env, 'REALTIME_MAX_CONNECTIONS_PER_IP', 100),
      maxChannelsPerConnection: int(env, 'REALTIME_MAX_CHANNELS', 100),
    },
    pusher: {
      // Demo values: outside demo mode bootstrap refuses them (server/bootstrap.ts).
      appId: str(env, 'PUSHER_APP_ID') ?? DEMO_PUSHER.appId,
      key: str(env, 'PUSHER_APP_KEY') ?? DEMO_PUSHER.key,
      secret: str(env, 'PUSHER_APP_SECRET') ?? DEMO_PUSHER.secret,
      host: str(env, 'PUSHER_HOST'),
      port: pusherPort === null ? null : int(env, 'PUSHER_PORT', 443),
      scheme,
      cluster: str(env, 'PUSHER_APP_CLUSTER') ?? 'eu',
    },
    mail: {
      smtpUrl: str(env, 'SMTP_URL') ?? str(env, 'MAIL_URL'),
      mailer: (str(env, 'MAIL_MAILER') ?? 'outbox').toLowerCase(),
      host: str(env, 'MAIL_HOST'),
      port: str(env, 'MAIL_PORT') === null ? null : int(env, 'MAIL_PORT', 587),
      username: str(env, 'MAIL_USERNAME'),
      password: str(env, 'MAIL_PASSWORD'),
      encryption: str(env, 'MAIL_ENCRYPTION') ?? str(env, 'MAIL_SCHEME'),
      fromAddress: str(env, 'MAIL_FROM_ADDRESS') ?? 'hello@club.test',
      fromName: str(env, 'MAIL_FROM_NAME') ?? str(env, 'APP_NAME') ?? 'Club',
    },
    auth: {
      tokenIdleMinutes: int(env, 'TOKEN_IDLE_MINUTES', 30),
      tokenLifetimeMinutes: int(env, 'TOKEN_LIFETIME_MINUTES', 12 * 60),
      pendingTokenMinutes: 10,
      verificationCodeMinutes: 10,
      passwordResetMinutes: int(env, 'PASSWORD_RESET_MINUTES', 60),
      emailVerificationMinutes: int(env, 'EMAIL_VERIFICATION_MINUTES', 60),
      loginLinkMinutes: 15,
      loginAccountHourlyCap: int(env, 'LOGIN_ACCOUNT_HOURLY_CAP', 100),
      hashQueue: int(env, 'PASSWORD_HASH_QUEUE', 8),
    },
    social: {
      newsChannel: str(env, 'CLUB_SOCIAL_NEWS_CHANNEL'),
      group: str(env, 'CLUB_SOCIAL_GROUP'),
      photos: str(env, 'CLUB_SOCIAL_PHOTOS'),
    },
    features: {
      tickets: bool(env, 'FEATURE_TICKETS', true),
      chat: bool(env, 'FEATURE_CHAT', true),
      siwe: bool(env, 'FEATURE_SIWE', true),
    },
    wallet: loadWalletSettings(env, bool(env, 'APP_DEMO', appEnv !== 'production')),
    ticketKeys: { privateKey: str(env, 'TICKET_SIGNING_KEY'), publicKey: str(env, 'TICKET_PUBLIC_KEY') },
    analytics: loadAnalytics(env),
    club: loadClubSettings(env),
    // KCanG §26 (2): 5 years; §147 (1), (3) AO and §257 HGB: 10 years for books and bookings.
    retention: {
      handoverYears: positive(env, 'CLUB_RETENTION_HANDOVER_YEARS', 5),
      bookingYears: positive(env, 'CLUB_RETENTION_BOOKING_YEARS', 10),
    },
    volunteering: { yearlyTargetMinutes: positive(env, 'CLUB_VOLUNTEER_HOURS_TARGET', 12) * 60 },
    push: {
      publicKey: str(env, 'VAPID_PUBLIC_KEY'),
      privateKey: str(env, 'VAPID_PRIVATE_KEY'),
      subject: str(env, 'VAPID_SUBJECT') ?? `mailto:${str(env, 'MAIL_FROM_ADDRESS') ?? 'hello@club.test'}`,
    },
  };
}

/** An http(s) URL from the environment; null while unset. */
function httpUrl(env: Env, name: string): URL | null {
  const value = str(env, name);
  const url = value === null ? null : URL.parse(value);
  if (value !== null && !/^https?:$/.test(url?.protocol ?? ''))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}

/** Matomo needs both its URL and a site (positive integers, as the dimension); one alone is refused. */
function loadAnalytics(env: Env): AnalyticsSettings {
  const matomoUrl = httpUrl(env, 'MATOMO_URL');
  if ((matomoUrl === null) !== (str(env, 'MATOMO_SITE_ID') === null))
    throw new Error('MATOMO_URL and MATOMO_SITE_ID must be set together');
  const [siteId, nameDimension] = [int(env, 'MATOMO_SITE_ID', 1), int(env, 'MATOMO_NAME_DIMENSION', 1)];
  if (siteId < 1 || nameDimension < 1) throw new Error('MATOMO_SITE_ID and MATOMO_NAME_DIMENSION must be positive');
  return {
    matomo: matomoUrl && { url: `${trimSlash(matomoUrl.href.split(/[?#]/)[0])}/`, siteId, nameDimension },
    sentryDsn: httpUrl(env, 'SENTRY_DSN') && str(env, 'SENTRY_DSN'),
  };
}

/**
 * The same server under its other loopback name (localhost <-> 127.0.0.1), null for any other host:
 * a second origin on one machine, where the widgets' cross-origin example runs in demo mode.
 */
export function loopbackTwin(url: string): string | null {
  try {
    const twin = new URL(url);
    if (twin.hostname !== 'localhost' && twin.hostname !== '127.0.0.1') return null;
    twin.hostname = twin.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    return twin.origin;
  } catch {
    return null;
  }
}

/** Every origin CORS admits for /api: the server's own, the portal's and the widget hosts (in demo mode also the loopback twin). */
export function allowedOrigins(config: Pick<Config, 'appUrl' | 'frontendUrl' | 'widgetOrigins' | 'demo'>): string[] {
  const twin = config.demo ? loopbackTwin(config.appUrl) : null;
  const origins = [config.appUrl, config.frontendUrl, ...config.widgetOrigins, ...(twin ? [twin] : [])].map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      return url;
    }
  });
  return [...new Set(origins)];
}

/** APP_KEY as bytes: `base64:...` is decoded (Laravel), anything else used as UTF-8. */
export function appKeyBytes(config: Pick<Config, 'appKey'>): Buffer {
  if (!config.appKey) throw new Error('APP_KEY is not set');
  return config.appKey.startsWith('base64:')
    ? Buffer.from(config.appKey.slice(7), 'base64')
    : Buffer.from(config.appKey, 'utf8');
}
