// The Echo/pusher-js options built from the server's ClientConfig.realtime (docs/contracts.md
// §1.11, §2.3, §2.4). Kept free of the libraries themselves so it is plain data to test.
import type { ClientConfig } from '../types.ts';

export type RealtimeConfig = NonNullable<ClientConfig['realtime']>;

/** Shorter timings for fault tests; production uses pusher-js's defaults. */
export interface RealtimeTuning {
  activityTimeout?: number;
  pongTimeout?: number;
  unavailableTimeout?: number;
}

export const DEFAULT_CLUSTER = 'eu';

export function echoOptions(
  config: RealtimeConfig,
  getToken: () => string | null,
  Pusher: unknown,
  tuning: RealtimeTuning = {},
): Record<string, unknown> {
  const tls = config.scheme === 'https';
  const host = config.host
    ? { wsHost: config.host, wsPort: config.port ?? (tls ? 443 : 80), wssPort: config.port ?? 443 }
    : {};
  return {
    broadcaster: 'pusher',
    Pusher, // passed in: never read from or written to window.Pusher
    key: config.key,
    cluster: config.cluster || DEFAULT_CLUSTER, // pusher-js 8 requires one, even with wsHost
    ...host,
    forceTLS: tls,
    // No SockJS/XHR fallbacks: no script injection, no js.pusher.com. pusher-js is used as
    // published; these options leave its fallbacks and stats unused.
    enabledTransports: ['ws', 'wss'],
    enableStats: false,
    withoutInterceptors: true, // never patch the host page's axios/jQuery/Turbo (T25)
    // fresh objects: Echo writes CSRF/Bearer headers into `auth`, by default into a shared one
    auth: { headers: {} },
    userAuthentication: { endpoint: config.auth_endpoint.replace(/\/auth$/, '/user-auth'), headers: {} },
    // takes precedence over auth/authEndpoint in pusher-js, so a host page's CSRF token never
    // reaches our API; the header is read at every authorisation, so a refreshed token is used
    channelAuthorization: {
      endpoint: config.auth_endpoint,
      transport: 'ajax',
      headersProvider: () => ({ Authorization: `Bearer ${getToken() ?? ''}`, Accept: 'application/json' }),
    },
    ...tuning,
  };
}
