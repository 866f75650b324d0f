// Page views (docs/spec.md §2) and error reporting (docs/spec.md §4, §7) through two small adapters:
// a Matomo-style command queue (`window._paq`) and a Sentry-compatible hub. Nothing happens
// until configureTracking() is called (the portal loads this file and calls it only when GET config
// names Matomo or Sentry, src/portal/tracking/; screens call in through core/tracking-calls.ts),
// and a failing tracker never breaks the portal. The member's id and name reach the analytics
// only while they agreed (User.analytics_consent, docs/contracts.md §7.6).
import type { ReadableAtom } from 'nanostores';
import { connectTracking } from './tracking-calls.ts';
import type { User } from './types.ts';

/** Matomo's `_paq`: an array before matomo.js loads, an object with push() after. */
export interface AnalyticsQueue {
  push(command: unknown[]): unknown;
}

export interface AnalyticsConfig {
  /** The queue itself; otherwise it is looked up as `target[global]`. */
  queue?: AnalyticsQueue;
  global?: string; // default '_paq'
  target?: object; // default globalThis
  /** How long calls wait for the queue global to appear (docs/spec.md §9: 3000 ms), then are dropped. */
  waitMs?: number;
  /** The Matomo custom dimension carrying the member's name (GET config `name_dimension`). */
  nameDimension?: number;
}

/** The subset of @sentry/browser (or a Sentry hub/scope) used here. */
export interface ErrorHub {
  setUser(user: { id: string; username?: string; email?: string; ip_address?: string } | null): void;
  setContext(name: string, context: Record<string, unknown> | null): void;
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown;
}

export interface TrackingConfig {
  analytics?: AnalyticsConfig;
  errors?: ErrorHub;
}

export const ANALYTICS_WAIT_MS = 3000;
export const ANALYTICS_POLL_MS = 100;
/** The Matomo custom dimension carrying the member's name unless GET config names another. */
export const DEFAULT_NAME_DIMENSION = 1;

type TrackedUser = Pick<User, 'id' | 'name' | 'email' | 'ip_address' | 'analytics_consent'>;

const quietly = (fn: () => void) => {
  try {
    fn();
  } catch {
    // a tracker's own failure must not become the member's problem
  }
};

function analyticsChannel(config: AnalyticsConfig) {
  const { global = '_paq', target = globalThis, waitMs = ANALYTICS_WAIT_MS } = config;
  const find = (): AnalyticsQueue | undefined => {
    if (config.queue) return config.queue;
    const q = (target as Record<string, unknown>)[global] as AnalyticsQueue | undefined;
    return typeof q?.push === 'function' ? q : undefined;
  };

  let pending: unknown[][] = [];
  let poll: ReturnType<typeof setInterval> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    clearInterval(poll);
    clearTimeout(giveUp);
    poll = giveUp = undefined;
  };
  const flush = () => {
    const queue = find();
    if (!queue) return false;
    stopWaiting();
    for (const command of pending.splice(0)) quietly(() => queue.push(command));
    return true;
  };

  if (!find()) {
    poll = setInterval(flush, ANALYTICS_POLL_MS);
    giveUp = setTimeout(() => {
      pending = [];
      stopWaiting();
    }, waitMs);
  }

  return {
    send(command: unknown[]) {
      const queue = find();
      if (queue) {
        flush();
        quietly(() => queue.push(command));
      } else if (giveUp !== undefined) {
        pending.push(command);
      }
    },
    close: stopWaiting,
  };
}

/** Matomo wants the full URL of the page (setCustomUrl), not a path. */
function absoluteUrl(path: string): string {
  return typeof location === 'undefined' ? path : new URL(path, location.href).href;
}

export function createTracking() {
  let analytics: ReturnType<typeof analyticsChannel> | undefined;
  let nameDimension = DEFAULT_NAME_DIMENSION;
  let errors: ErrorHub | undefined;
  const contexts = new Set<string>();
  /** Whether the analytics were given a user id (only ever with consent). */
  let analyticsUser = false;

  const track = (...commands: unknown[][]) => commands.forEach((c) => analytics?.send(c));
  const report = (fn: (hub: ErrorHub) => void) => errors && quietly(() => fn(errors!));

  /** Replaces the configuration; `configureTracking({})` turns tracking off again. */
  function configureTracking(config: TrackingConfig) {
    analytics?.close();
    analytics = config.analytics ? analyticsChannel(config.analytics) : undefined;
    nameDimension = config.analytics?.nameDimension ?? DEFAULT_NAME_DIMENSION;
    errors = config.errors;
    contexts.clear();
    analyticsUser = false;
  }

  function trackPageView(path: string, title: string) {
    track(['setCustomUrl', absoluteUrl(path)], ['setDocumentTitle', title], ['trackPageView']);
  }

  function resetAnalyticsUser() {
    track(['resetUserId'], ['deleteCustomDimension', nameDimension]);
    analyticsUser = false;
  }

  function resetTracking() {
    resetAnalyticsUser();
    report((hub) => {
      hub.setUser(null);
      for (const name of contexts) hub.setContext(name, null);
    });
    contexts.clear();
  }

  /**
   * The tracker user (id and name, docs/spec.md §2) only with the member's consent; withdrawn, the
   * tracker forgets them. The error-reporting user per docs/spec.md §7 either way. null resets both.
   */
  function setTrackedUser(user: TrackedUser | null) {
    if (!user) return resetTracking();
    if (user.analytics_consent) {
      track(['setUserId', String(user.id)], ['setCustomDimension', nameDimension, user.name]);
      analyticsUser = true;
    } else if (analyticsUser) {
      resetAnalyticsUser();
    }
    report((hub) =>
      hub.setUser({
        id: String(user.id),
        username: user.name,
        email: user.email,
        ip_address: user.ip_address ?? undefined,
      }),
    );
  }

  function setErrorContext(name: string, data: Record<string, unknown>) {
    contexts.add(name);
    report((hub) => hub.setContext(name, data));
  }

  function reportError(error: unknown, context?: Record<string, unknown>) {
    report((hub) => hub.captureException(error, context ? { extra: context } : undefined));
  }

  /**
   * Keeps the tracked user in step with a session store: set on login (also in another tab), again
   * when the member's consent changes, reset on logout. A locked session keeps its user, so
   * nothing changes on lock.
   */
  function followSession($session: ReadableAtom<{ user: User | null }>): () => void {
    let tracked: { id: number; consent: boolean } | null = null;
    return $session.subscribe(({ user }) => {
      const next = user ? { id: user.id, consent: user.analytics_consent === true } : null;
      if (next?.id === tracked?.id && next?.consent === tracked?.consent) return;
      const wasTracking = tracked !== null;
      tracked = next;
      if (user) setTrackedUser(user);
      else if (wasTracking) resetTracking();
    });
  }

  return {
    configureTracking,
    trackPageView,
    setTrackedUser,
    setErrorContext,
    reportError,
    resetTracking,
    followSession,
  };
}

export type Tracking = ReturnType<typeof createTracking>;

export const tracking: Tracking = createTracking();
// Loaded, it answers the calls screens make through core/tracking-calls.ts.
connectTracking(tracking);
export const {
  configureTracking,
  trackPageView,
  setTrackedUser,
  setErrorContext,
  reportError,
  resetTracking,
  followSession,
} = tracking;
