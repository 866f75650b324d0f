// Server configuration from the environment plus an optional `.env` file, using Laravel's
// variable names where they exist so a club's existing .env mostly carries over.
import { existsSync, readFileSync } from 'node:fs';
import type { AnalyticsSettings, BroadcastDriver, Config } from './config-types.ts';
import { bool, httpUrl, int, list, parseDotEnv, positive, str, trimSlash, type Env } from './env-values.ts';
import { loadWalletSettings } from './modules/wallet/settings.ts';
import { isTimeZone } from './time-zone.ts';
import { loadClubSettings } from './members/settings.ts';

export type * from './config-types.ts';
export { allowedOrigins, loopbackTwin } from './allowed-origins.ts';
export { parseDotEnv, type Env } from './env-values.ts';

/** What the Pusher credentials fall back to when unset: fine for tests, refused by a deployment. */
export const DEMO_PUSHER = Object.freeze({ appId: 'app-id', key: 'app-key', secret: 'app-secret' });

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

  const timeZone = str(env, 'APP_TIMEZONE') ?? 'Europe/Berlin';
  if (!isTimeZone(timeZone)) throw new Error(`APP_TIMEZONE must be an IANA time zone, got "${timeZone}"`);

  return {
    appName: str(env, 'APP_NAME') ?? 'Club',
    timeZone,
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

/** APP_KEY as bytes: `base64:...` is decoded (Laravel), anything else used as UTF-8. */
export function appKeyBytes(config: Pick<Config, 'appKey'>): Buffer {
  if (!config.appKey) throw new Error('APP_KEY is not set');
  return config.appKey.startsWith('base64:')
    ? Buffer.from(config.appKey.slice(7), 'base64')
    : Buffer.from(config.appKey, 'utf8');
}
