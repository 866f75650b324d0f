// Client events are limited per connection (Pusher: 10 per second, T11). A sliding window
// of the last accepted timestamps; rejected events do not count.

export interface RateLimiter {
  /** True when one more event fits into the window now. */
  take(): boolean;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number): RateLimiter {
  const accepted: number[] = [];
  return {
    take() {
      const t = now();
      while (accepted.length > 0 && accepted[0]! <= t - windowMs) accepted.shift();
      if (accepted.length >= limit) return false;
      accepted.push(t);
      return true;
    },
  };
}
