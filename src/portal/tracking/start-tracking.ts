// Starts what GET config asks for (docs/contracts.md §7.6): Matomo page views and Sentry error reports,
// each only when configured, each library in a chunk of its own loaded here on demand (the first
// load carries neither). Until Sentry arrives its calls wait in a short line; until matomo.js runs,
// core/tracking.ts holds page views for 3000 ms (docs/spec.md §9). The portal's runtime loads this
// file (and core/tracking.ts with it) only when GET config names Matomo or Sentry.
import type { ReadableAtom } from 'nanostores';
import { configureTracking, followSession, type AnalyticsQueue, type ErrorHub } from '../../core/tracking.ts';
import type { ClientConfig, User } from '../../core/types.ts';

export interface TrackingLoaders {
  matomo(): Promise<Pick<typeof import('./matomo.ts'), 'loadMatomo'>>;
  sentry(): Promise<Pick<typeof import('./sentry.ts'), 'startSentry'>>;
}

const lazily: TrackingLoaders = { matomo: () => import('./matomo.ts'), sentry: () => import('./sentry.ts') };

/** Calls made before Sentry loaded, kept up to this many (an error storm before it is there is dropped). */
const EARLY_CALLS = 50;

/** An ErrorHub that forwards to the real one once it loaded; calls before that wait in order. */
export function deferredHub(loading: Promise<ErrorHub>): ErrorHub {
  let hub: ErrorHub | null = null;
  let early: ((hub: ErrorHub) => void)[] | null = [];
  loading.then(
    (loaded) => {
      hub = loaded;
      for (const call of early ?? []) call(loaded);
      early = null;
    },
    () => void (early = null),
  );
  const call = (fn: (hub: ErrorHub) => void) => {
    if (hub) fn(hub);
    else if (early && early.length < EARLY_CALLS) early.push(fn);
  };
  return {
    setUser: (user) => call((h) => h.setUser(user)),
    setContext: (name, context) => call((h) => h.setContext(name, context)),
    captureException: (error, hint) => call((h) => h.captureException(error, hint)),
  };
}

/**
 * Configures core/tracking.ts from GET config's `analytics` and has it follow the session from the
 * member already signed in on (core/tracking.ts sends their id and name to Matomo only with their
 * consent). Unset: nothing loads. Returns the function that stops following the session.
 */
export function startTracking(
  settings: ClientConfig['analytics'],
  $session: ReadableAtom<{ user: User | null }>,
  loaders: TrackingLoaders = lazily,
): () => void {
  const matomo = settings?.matomo ?? null;
  const dsn = settings?.sentry?.dsn ?? null;
  if (!matomo && !dsn) return () => {};
  const host: { _paq?: AnalyticsQueue } = {};
  configureTracking({
    analytics: matomo ? { target: host, nameDimension: matomo.name_dimension } : undefined,
    errors: dsn ? deferredHub(loaders.sentry().then(({ startSentry }) => startSentry(dsn))) : undefined,
  });
  if (matomo) {
    loaders
      .matomo()
      .then(({ loadMatomo }) => loadMatomo({ url: matomo.url, siteId: matomo.site_id }, host))
      .catch(() => {
        // Without its chunk the portal runs untracked; core/tracking.ts drops the waiting views.
      });
  }
  return followSession($session);
}
