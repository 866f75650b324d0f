// Leader election of the realtime relay: a tab stands for the Web Lock 'club-realtime'; the browser
// grants it to one tab at a time, queues the others and releases it when the holder's page goes,
// so the next waiting tab is elected.
/** The part of `navigator.locks` the relay uses. */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

/**
 * Queues for the lock `name` until `signal` aborts; once granted, `elected` runs and the lock is
 * held until it calls `release`.
 */
export function standForLock(
  locks: LockManagerLike,
  name: string,
  signal: AbortSignal,
  elected: (release: () => void) => void,
): void {
  locks.request(name, { signal }, () => new Promise<void>(elected)).catch(() => {}); // AbortError: withdrawn before the lock was granted
}
