// Page views (docs/spec.md §2) and error reporting (docs/spec.md §4, §7) through two small adapters:
// a Matomo-style command queue (`window._paq`) and a Sentry-compatible hub. Nothing happens
// until configureTracking() is called, and a failing tracker never breaks the portal.
import type { ReadableAtom } from 'nanostores';
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
/** Matomo custom variable slot carrying the member's name. */
const NAME_SLOT = 1;

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

export function createTracking() {
  let analytics: ReturnType<typeof analyticsChannel> | undefined;
  let errors: ErrorHub | undefined;
  const contexts = new Set<string>();

  const track = (...commands: unknown[][]) => commands.forEach((c) => analytics?.send(c));
  const report = (fn: (hub: ErrorHub) => void) => errors && quietly(() => fn(errors!));

  /** Replaces the configuration; `configureTracking({})` turns tracking off again. */
  function configureTracking(config: TrackingConfig) {
    analytics?.close();
    analytics = config.analytics ? analyticsChannel(config.analytics) : undefined;
    errors = config.errors;
    contexts.clear();
  }

  function trackPageView(path: string, title: string) {
    track(['setCustomUrl', path], ['setDocumentTitle', title], ['trackPageView']);
  }

  function resetTracking() {
    track(['resetUserId'], ['deleteCustomVariable', NAME_SLOT, 'visit']);
    report((hub) => {
      hub.setUser(null);
      for (const name of contexts) hub.setContext(name, null);
    });
    contexts.clear();
  }

  /** The tracker user (id and name, docs/spec.md §2) and the error-reporting user; null resets both. */
  function setTrackedUser(user: Pick<User, 'id' | 'name' | 'email' | 'ip_address'> | null) {
    if (!user) return resetTracking();
    track(['setUserId', String(user.id)], ['setCustomVariable', NAME_SLOT, 'name', user.name, 'visit']);
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
   * Keeps the tracked user in step with a session store: set on login (also in another tab),
   * reset on logout. A locked session keeps its user, so nothing changes on lock.
   */
  function followSession($session: ReadableAtom<{ user: User | null }>): () => void {
    let trackedId: number | null = null;
    return $session.subscribe(({ user }) => {
      const id = user?.id ?? null;
      if (id === trackedId) return;
      const wasTracking = trackedId !== null;
      trackedId = id;
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
export const {
  configureTracking,
  trackPageView,
  setTrackedUser,
  setErrorContext,
  reportError,
  resetTracking,
  followSession,
} = tracking;
