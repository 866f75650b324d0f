// The clock behind relative times ("5 seconds ago"): re-renders as often as the finest unit among
// the times shown needs (core/relative-time relativeTimeStep), and reads the time anew on every render,
// so an item that arrived after the last tick is never shown in the future.
import { useEffect, useState } from 'react';
import { relativeTimeStep } from '../core/relative-time.ts';

export function useRelativeClock(utcTimestamps: readonly string[]): number {
  const [, setTick] = useState(0);
  const now = Date.now();
  const step = relativeTimeStep(utcTimestamps, now);
  useEffect(() => {
    const timer = setTimeout(() => setTick((tick) => tick + 1), step);
    return () => clearTimeout(timer);
  });
  return now;
}
