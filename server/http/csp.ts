// Content-Security-Policy of the portal's pages (ASVS 5.0 3.4.3, docs/contracts.md §4.7): scripts and styles
// only from this origin (the UI adopts constructable stylesheets, so no 'unsafe-inline'), no eval,
// connections only to this origin and the realtime websocket, Trusted Types for DOM sinks (the news
// page's DOMPurify is the one policy allowed), no framing of the portal, and one framed document (the
// widget preview). A configured Matomo adds exactly its
// origin (matomo.js, its hits) and the `matomo` policy that loads that one script; a Sentry DSN its origin.
import type { Config } from '../config.ts';
import { WIDGET_PREVIEW_PATH } from '../../src/shared/contract/widget-snippet.ts';
import { realtimeClientSettings } from './client-config.ts';

/** `ws(s)://host:port` of the realtime server the clients are told to use, or null without realtime. */
export function realtimeSocketOrigin(config: Config): string | null {
  const realtime = realtimeClientSettings(config);
  if (!realtime) return null;
  if (!realtime.host) return `wss://ws-${realtime.cluster}.pusher.com`;
  return `${realtime.scheme === 'https' ? 'wss' : 'ws'}://${realtime.host}${realtime.port ? `:${realtime.port}` : ''}`;
}

/** The origins of the configured analytics (docs/spec.md §2, §7): Matomo's and Sentry's, each when set. */
export function analyticsOrigins(config: Config): { matomo: string | null; sentry: string | null } {
  const { matomo, sentryDsn } = config.analytics;
  return { matomo: matomo && new URL(matomo.url).origin, sentry: sentryDsn && new URL(sentryDsn).origin };
}

export function portalCsp(config: Config): string {
  const socket = realtimeSocketOrigin(config);
  const { matomo, sentry } = analyticsOrigins(config);
  const also = (...origins: (string | null)[]) =>
    origins
      .filter(Boolean)
      .map((origin) => ` ${origin}`)
      .join('');
  return [
    "default-src 'none'",
    `script-src 'self'${also(matomo)}`,
    "style-src 'self'",
    // Post images may come from the club's CMS over https; QR codes and demo covers are data: URLs.
    // matomo.js sends its hits as image requests (or beacons, below).
    `img-src 'self' data: https:${also(matomo)}`,
    "font-src 'self'",
    `connect-src 'self' ${new URL(config.appUrl).origin}${also(socket, matomo, sentry)}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    // The staff area's widget snippet page frames the one preview document, nothing else
    // (docs/threats.md T51): a path source matches that path only.
    `frame-src ${new URL(config.appUrl).origin}${WIDGET_PREVIEW_PATH}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    // service-worker: the one policy that registers /sw.js (src/portal/offline.ts)
    `trusted-types dompurify service-worker${matomo ? ' matomo' : ''}`,
  ].join('; ');
}

export function portalSecurityHeaders(config: Config): Record<string, string> {
  return {
    'Content-Security-Policy': portalCsp(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
