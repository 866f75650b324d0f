// What GET config's `analytics` switches on (src/portal/tracking/start-tracking.ts, docs/contracts.md
// §7.6): nothing and no library while unset; Matomo's script and Sentry's chunk only when configured;
// the Sentry user context of docs/spec.md §7 set for the member and cleared at logout.
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureTracking,
  resetTracking,
  setTrackedUser,
  trackPageView,
  type AnalyticsQueue,
  type ErrorHub,
} from '../../../src/core/tracking.ts';
import { deferredHub, startTracking, type TrackingLoaders } from '../../../src/portal/tracking/start-tracking.ts';
import type { User } from '../../../src/core/types.ts';
import { makeUser } from '../../core/session/fixtures.ts';

const MATOMO = { url: 'https://stats.club.example/', site_id: 3, name_dimension: 2 };
const DSN = 'https://public@o1.ingest.sentry.example/42';

function fakeLoaders() {
  const hubCalls: unknown[][] = [];
  const hub: ErrorHub = {
    setUser: (user) => void hubCalls.push(['setUser', user]),
    setContext: (name, context) => void hubCalls.push(['setContext', name, context]),
    captureException: (error) => void hubCalls.push(['captureException', error]),
  };
  const matomoHost: { _paq?: AnalyticsQueue }[] = [];
  const loaders = {
    matomo: vi.fn(async () => ({
      loadMatomo: (_settings: unknown, host: { _paq?: AnalyticsQueue }) => void matomoHost.push(host),
    })),
    sentry: vi.fn(async () => ({ startSentry: (dsn: string) => (hubCalls.push(['init', dsn]), hub) })),
  } as unknown as TrackingLoaders & { matomo: ReturnType<typeof vi.fn>; sentry: ReturnType<typeof vi.fn> };
  return { loaders, hubCalls, matomoHost };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A session store as core/session's, with `user` signed in (null: a guest). */
const sessionOf = (user: User | null) => atom({ user });
const following: (() => void)[] = [];
const start = (...args: Parameters<typeof startTracking>) => void following.push(startTracking(...args));

afterEach(() => {
  following.splice(0).forEach((stop) => stop());
  configureTracking({});
});

describe('startTracking', () => {
  it('loads neither Matomo nor Sentry while GET config names neither, and tracks nothing', async () => {
    const { loaders } = fakeLoaders();
    start({ matomo: null, sentry: null }, sessionOf(null), loaders);
    start(undefined, sessionOf(null), loaders);
    await settle();
    expect(loaders.matomo).not.toHaveBeenCalled();
    expect(loaders.sentry).not.toHaveBeenCalled();
  });

  it('does not import Sentry when only Matomo is configured', async () => {
    const { loaders } = fakeLoaders();
    start({ matomo: MATOMO, sentry: null }, sessionOf(null), loaders);
    await settle();
    expect(loaders.matomo).toHaveBeenCalledOnce();
    expect(loaders.sentry).not.toHaveBeenCalled();
  });

  it("sends page views into Matomo's queue once matomo.js is there, with the configured name dimension", async () => {
    const { loaders, matomoHost } = fakeLoaders();
    start({ matomo: MATOMO, sentry: null }, sessionOf(makeUser({ analytics_consent: true })), loaders);
    trackPageView('/dashboard', 'Dashboard · Club');
    await settle();
    const paq: unknown[][] = [];
    matomoHost[0]!._paq = { push: (command) => paq.push(command) };
    await vi.waitFor(() => expect(paq).toContainEqual(['trackPageView']));
    expect(paq).toContainEqual(['setCustomDimension', 2, 'ada']);
  });

  it('waits 3000 ms for matomo.js (docs/spec.md §9): later, the page views held for it are dropped', async () => {
    vi.useFakeTimers();
    try {
      const { loaders, matomoHost } = fakeLoaders();
      start({ matomo: MATOMO, sentry: null }, sessionOf(null), loaders);
      await vi.advanceTimersByTimeAsync(0);
      trackPageView('/dashboard', 'Dashboard · Club');
      await vi.advanceTimersByTimeAsync(3000);
      const paq: unknown[][] = [];
      matomoHost[0]!._paq = { push: (command) => paq.push(command) };
      await vi.advanceTimersByTimeAsync(1000);
      expect(paq).toEqual([]);
      trackPageView('/posts', 'News · Club'); // a script that arrived late gets the views from then on
      expect(paq).toContainEqual(['trackPageView']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the page views made before matomo.js ran and sends them once it is there', async () => {
    vi.useFakeTimers();
    try {
      const { loaders, matomoHost } = fakeLoaders();
      start({ matomo: MATOMO, sentry: null }, sessionOf(null), loaders);
      await vi.advanceTimersByTimeAsync(0);
      trackPageView('/dashboard', 'Dashboard · Club');
      await vi.advanceTimersByTimeAsync(2500);
      const paq: unknown[][] = [];
      matomoHost[0]!._paq = { push: (command) => paq.push(command) };
      await vi.advanceTimersByTimeAsync(100);
      expect(paq).toContainEqual(['setDocumentTitle', 'Dashboard · Club']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands Sentry the DSN and the user context of docs/spec.md §7, and clears it at logout', async () => {
    const { loaders, hubCalls } = fakeLoaders();
    start({ matomo: null, sentry: { dsn: DSN } }, sessionOf(makeUser()), loaders);
    await settle();
    expect(hubCalls[0]).toEqual(['init', DSN]);
    expect(hubCalls[1]).toEqual([
      'setUser',
      { id: '7', username: 'ada', email: 'ada@example.org', ip_address: '203.0.113.9' },
    ]);
    resetTracking();
    expect(hubCalls.at(-1)).toEqual(['setUser', null]);
  });
});

describe('deferredHub', () => {
  it('keeps the calls made before Sentry loaded and hands them over in order', async () => {
    const calls: unknown[][] = [];
    let arrive!: (hub: ErrorHub) => void;
    const hub = deferredHub(new Promise((resolve) => (arrive = resolve)));
    configureTracking({ errors: hub });
    setTrackedUser(makeUser());
    const error = new Error('early');
    hub.captureException(error);
    expect(calls).toEqual([]);
    arrive({
      setUser: (user) => void calls.push(['setUser', user]),
      setContext: () => {},
      captureException: (e) => void calls.push(['captureException', e]),
    });
    await settle();
    expect(calls.map(([name]) => name)).toEqual(['setUser', 'captureException']);
  });
});
