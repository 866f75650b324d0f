// GET /api/config: what clients must not hard-code (club name, social links, realtime settings,
// the analytics and error-reporting endpoints).
import type { ClientConfig } from '../../src/shared/contract/user.ts';
import type { Config } from '../config.ts';

export function realtimeClientSettings(config: Config): ClientConfig['realtime'] {
  const base = {
    driver: 'pusher' as const,
    key: config.pusher.key,
    cluster: config.pusher.cluster,
    auth_endpoint: `${config.appUrl}/api/broadcasting/auth`,
  };
  if (config.broadcastDriver === 'local') {
    // Our own Pusher-protocol server, on the same origin as the API.
    const url = new URL(config.appUrl);
    const scheme = url.protocol === 'https:' ? 'https' : 'http';
    return { ...base, host: url.hostname, port: url.port ? Number(url.port) : scheme === 'https' ? 443 : 80, scheme };
  }
  if (config.broadcastDriver === 'pusher') {
    return { ...base, host: config.pusher.host, port: config.pusher.port, scheme: config.pusher.scheme };
  }
  return null;
}

export function clientConfig(config: Config): ClientConfig {
  return {
    club: {
      name: config.appName,
      logo_url: config.appLogoUrl,
      social: { news_channel: config.social.newsChannel, group: config.social.group, photos: config.social.photos },
    },
    realtime: realtimeClientSettings(config),
    features: { ...config.features },
    analytics: analyticsClientSettings(config),
  };
}

/** Where the portal sends page views and error reports (docs/spec.md §2, §7); null: that side is off. */
export function analyticsClientSettings(config: Config): ClientConfig['analytics'] {
  const { matomo, sentryDsn } = config.analytics;
  return {
    matomo: matomo && { url: matomo.url, site_id: matomo.siteId, name_dimension: matomo.nameDimension },
    sentry: sentryDsn ? { dsn: sentryDsn } : null,
  };
}
