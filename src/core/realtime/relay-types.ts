// The realtime relay's types: what it is given (a connection, locks, a port) and what it is.
import type { ReadableAtom } from 'nanostores';
import type { Realtime } from './client.ts';
import type { LockManagerLike } from './relay-election.ts';

export type { LockManagerLike } from './relay-election.ts';

/** The part of a BroadcastChannel the relay uses. */
export interface RelayPort {
  postMessage(message: unknown): void;
  /** Calls `receive` with the data of every message from another port of the same name. */
  listen(receive: (data: unknown) => void): void;
  close(): void;
}

export interface RelayOptions {
  /** The real connection; only the leader ever calls its connect(). */
  inner: Realtime;
  locks?: LockManagerLike | null;
  openPort?: ((name: string) => RelayPort) | null;
  /** Lock and BroadcastChannel name. */
  name?: string;
  /** This relay's id in messages (random by default). */
  id?: string;
}

export type RelayRole = 'direct' | 'follower' | 'leader';

export type RealtimeRelay = Realtime & {
  /** 'leader' owns the connection, 'follower' listens through it, 'direct' has no relay. */
  readonly $role: ReadableAtom<RelayRole>;
  /** The page is going away for good: give up the lock, say goodbye, stop listening. */
  close(): void;
};
