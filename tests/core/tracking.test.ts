import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracking, type ErrorHub, type Tracking } from '../../src/core/tracking.ts';
import { createSession } from '../../src/core/session/session.ts';
import { createStorage } from '../../src/core/session/storage.ts';
import { setUser } from '../../src/core/session/updates.ts';
import { makeAuth, makeUser } from './session/fixtures.ts';

function fakeHub() {
  const calls: unknown[][] = [];
  const hub: ErrorHub = {
    setUser: (user) => void calls.push(['setUser', user]),
    setContext: (name, context) => void calls.push(['setContext', name, context]),
    captureException: (error, hint) => void calls.push(['captureException', error, hint]),
  };
  return { hub, calls };
}

/** Matomo's setCustomUrl takes the page's full URL. */
const full = (path: string) => new URL(path, location.href).href;

let tracking: Tracking;
let paq: unknown[][];

beforeEach(() => {
  tracking = createTracking();
  paq = [];
});
afterEach(() => {
  tracking.configureTracking({});
  vi.useRealTimers();
});

describe('tracking: no-op unless configured', () => {
  it('sends nothing anywhere before it is configured, even when the page has a _paq queue', () => {
    const host = globalThis as { _paq?: unknown[][] };
    host._paq = paq;
    tracking.trackPageView('/posts', 'News');
    tracking.setTrackedUser(makeUser());
    tracking.reportError(new Error('x'));
    tracking.resetTracking();
    delete host._paq;
    expect(paq).toEqual([]);
  });

  it('stops sending once configured with nothing again', () => {
    tracking.configureTracking({ analytics: { queue: paq } });
    tracking.configureTracking({});
    tracking.trackPageView('/posts', 'News');
    expect(paq).toEqual([]);
  });
});

describe('tracking: analytics queue (Matomo _paq)', () => {
  it('sends a page view as custom URL (the full URL), document title and trackPageView', () => {
    tracking.configureTracking({ analytics: { queue: paq } });
    tracking.trackPageView('/financial', 'Wallet | Club');
    expect(paq).toEqual([
      ['setCustomUrl', full('/financial')],
      ['setDocumentTitle', 'Wallet | Club'],
      ['trackPageView'],
    ]);
  });

  it("sets the tracker user to the member's id and the name dimension only when the member agreed", () => {
    tracking.configureTracking({ analytics: { queue: paq } });
    tracking.setTrackedUser(makeUser({ id: 7, name: 'ada', analytics_consent: true }));
    expect(paq).toEqual([
      ['setUserId', '7'],
      ['setCustomDimension', 1, 'ada'],
    ]);
  });

  it('sends no user id and no name without consent', () => {
    tracking.configureTracking({ analytics: { queue: paq } });
    tracking.setTrackedUser(makeUser({ id: 7, name: 'ada', analytics_consent: false }));
    tracking.trackPageView('/dashboard', 'Dashboard');
    expect(paq.map(([command]) => command)).toEqual(['setCustomUrl', 'setDocumentTitle', 'trackPageView']);
  });

  it('forgets the tracker user when the member withdraws consent', () => {
    tracking.configureTracking({ analytics: { queue: paq } });
    tracking.setTrackedUser(makeUser({ analytics_consent: true }));
    paq.length = 0;
    tracking.setTrackedUser(makeUser({ analytics_consent: false }));
    expect(paq).toEqual([['resetUserId'], ['deleteCustomDimension', 1]]);
  });

  it('puts the name in the custom dimension GET config names', () => {
    tracking.configureTracking({ analytics: { queue: paq, nameDimension: 4 } });
    tracking.setTrackedUser(makeUser({ name: 'ada', analytics_consent: true }));
    expect(paq).toContainEqual(['setCustomDimension', 4, 'ada']);
  });

  it('finds the queue under its global name', () => {
    const host = { _paq: paq };
    tracking.configureTracking({ analytics: { target: host } });
    tracking.trackPageView('/posts', 'News');
    expect(host._paq).toContainEqual(['trackPageView']);
  });

  it('holds calls until the queue global appears and then sends them in order', () => {
    vi.useFakeTimers();
    const host: { _paq?: unknown[][] } = {};
    tracking.configureTracking({ analytics: { target: host } });
    tracking.trackPageView('/dashboard', 'Dashboard');
    vi.advanceTimersByTime(1000);
    host._paq = paq;
    vi.advanceTimersByTime(100);
    expect(paq).toEqual([['setCustomUrl', full('/dashboard')], ['setDocumentTitle', 'Dashboard'], ['trackPageView']]);
  });

  it('gives up waiting for the analytics script after 3000 ms and drops the held calls', () => {
    vi.useFakeTimers();
    const host: { _paq?: unknown[][] } = {};
    tracking.configureTracking({ analytics: { target: host } });
    tracking.trackPageView('/dashboard', 'Dashboard');
    vi.advanceTimersByTime(2900);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
    host._paq = paq;
    vi.advanceTimersByTime(1000);
    expect(paq).toEqual([]);
    // a script that turns up late still gets the calls made from then on, not the dropped ones
    tracking.trackPageView('/later', 'Later');
    expect(paq).toEqual([['setCustomUrl', full('/later')], ['setDocumentTitle', 'Later'], ['trackPageView']]);
  });
});

describe('tracking: error reporting (Sentry-compatible hub)', () => {
  it('sets the error-reporting user to id, name, email and IP', () => {
    const { hub, calls } = fakeHub();
    tracking.configureTracking({ errors: hub });
    tracking.setTrackedUser(makeUser({ id: 7, name: 'ada', email: 'ada@example.org', ip_address: '203.0.113.9' }));
    expect(calls).toEqual([
      ['setUser', { id: '7', username: 'ada', email: 'ada@example.org', ip_address: '203.0.113.9' }],
    ]);
  });

  it('passes a named context to the hub', () => {
    const { hub, calls } = fakeHub();
    tracking.configureTracking({ errors: hub });
    tracking.setErrorContext('member', { id: 7 });
    expect(calls).toEqual([['setContext', 'member', { id: 7 }]]);
  });

  it('reports an error with its context as extra data', () => {
    const { hub, calls } = fakeHub();
    tracking.configureTracking({ errors: hub });
    const error = new Error('boom');
    tracking.reportError(error, { status: 500 });
    expect(calls).toEqual([['captureException', error, { extra: { status: 500 } }]]);
  });

  it('keeps the portal running when the tracker itself throws', () => {
    tracking.configureTracking({
      errors: {
        ...fakeHub().hub,
        captureException: () => {
          throw new Error('hub down');
        },
      },
      analytics: {
        queue: {
          push: () => {
            throw new Error('queue down');
          },
        },
      },
    });
    expect(() => tracking.reportError(new Error('x'))).not.toThrow();
    expect(() => tracking.trackPageView('/', 'Home')).not.toThrow();
  });
});

describe('tracking: logout resets both', () => {
  it('resets the analytics user and clears the error-reporting user and contexts', () => {
    const { hub, calls } = fakeHub();
    tracking.configureTracking({ analytics: { queue: paq }, errors: hub });
    tracking.setErrorContext('member', { id: 7 });
    calls.length = 0;
    tracking.resetTracking();
    expect(paq).toContainEqual(['resetUserId']);
    expect(calls).toEqual([
      ['setUser', null],
      ['setContext', 'member', null],
    ]);
  });

  it('follows the session: sets the user at login, resets both at logout, keeps them on lock', () => {
    const session = createSession({ storage: createStorage(localStorage, window) });
    const { hub, calls } = fakeHub();
    tracking.configureTracking({ analytics: { queue: paq }, errors: hub });
    const stop = tracking.followSession(session.$session);
    session.login(makeAuth({}, { analytics_consent: true }), 'ada@example.org');
    expect(paq).toContainEqual(['setUserId', '7']);
    session.lock();
    expect(paq).not.toContainEqual(['resetUserId']);
    session.logout();
    expect(paq).toContainEqual(['resetUserId']);
    expect(calls.at(-1)).toEqual(['setUser', null]);
    stop();
    session.destroy();
  });

  it('follows the consent: no uid while it is off, the uid once switched on, reset when switched off', () => {
    const session = createSession({ storage: createStorage(localStorage, window) });
    tracking.configureTracking({ analytics: { queue: paq } });
    const stop = tracking.followSession(session.$session);
    session.login(makeAuth({}, { analytics_consent: false }), 'ada@example.org');
    expect(paq.filter(([command]) => command === 'setUserId')).toEqual([]);
    setUser(makeUser({ analytics_consent: true }), session);
    expect(paq).toContainEqual(['setUserId', '7']);
    paq.length = 0;
    setUser(makeUser({ analytics_consent: false }), session);
    expect(paq).toEqual([['resetUserId'], ['deleteCustomDimension', 1]]);
    stop();
    session.destroy();
  });
});
