import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../src/core/session/session.ts';
import { startExpiryTicker } from '../../../src/core/session/expiry.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { makeAuth } from './fixtures.ts';

let session: Session;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_767_261_600_000 });
  // Session and ticker both read Date.now, which the fake timers drive.
  session = createSession({ storage: createStorage(localStorage, window) });
});
afterEach(() => {
  stop();
  session.destroy();
  vi.useRealTimers();
});

const loginFor = (seconds: number) => session.login(makeAuth({ expires_in: seconds }), 'ada@example.org');

describe('token expiry (docs/spec.md §4, §9)', () => {
  it('locks the session once session_start + expires_in has passed, checked every 1000 ms', () => {
    stop = startExpiryTicker({ session });
    loginFor(2.5);
    vi.advanceTimersByTime(2000);
    expect(session.$sessionState.get()).toBe('logged-in');
    vi.advanceTimersByTime(1000);
    expect(session.$sessionState.get()).toBe('locked');
  });

  it('runs no timer while there is no token', () => {
    stop = startExpiryTicker({ session });
    expect(vi.getTimerCount()).toBe(0);
    loginFor(60);
    expect(vi.getTimerCount()).toBe(1);
    session.lock();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('locks at once a persisted token that has already expired', () => {
    loginFor(60);
    vi.setSystemTime(Date.now() + 61_000);
    stop = startExpiryTicker({ session });
    expect(session.$sessionState.get()).toBe('locked');
  });

  it('checks against the injected clock and scheduler', () => {
    let now = 0;
    const ticks: (() => void)[] = [];
    stop = startExpiryTicker({
      session,
      now: () => now,
      setInterval: (fn, ms) => (expect(ms).toBe(1000), ticks.push(fn)),
      clearInterval: () => {},
    });
    loginFor(10);
    const start = session.$session.get().token!.session_start;
    now = start + 9_999;
    ticks[0]!();
    expect(session.$sessionState.get()).toBe('logged-in');
    now = start + 10_000;
    ticks[0]!();
    expect(session.$sessionState.get()).toBe('locked');
  });

  it('stops checking once stopped', () => {
    stop = startExpiryTicker({ session });
    loginFor(1);
    stop();
    vi.advanceTimersByTime(5000);
    // (counted before reading the store: nanostores schedules its own unmount timer on a read)
    expect(vi.getTimerCount()).toBe(0);
    expect(session.$sessionState.get()).toBe('logged-in');
  });
});
