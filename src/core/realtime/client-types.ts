// The shapes the realtime connection (client.ts) works with: its observable states and errors, and
// the parts of laravel-echo and pusher-js it touches (docs/spec.md §4 "Real-time connection").
import type { ReadableAtom } from 'nanostores';
import type { Handler } from './listeners.ts';
import type { RealtimeConfig, RealtimeTuning } from './options.ts';

/** Read from pusher.connection.state, not Echo's mapping (which reports `unavailable` as `failed`). */
export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'offline' | 'unavailable' | 'failed';
export type ChannelStatus = 'pending' | 'subscribed' | 'unavailable';
export type RealtimeError =
  | { kind: 'channel-auth'; channel: string | null; status: number | null; message: string }
  | { kind: 'connection'; code: number | null; message: string };

export interface PusherLike {
  connection: {
    state: string;
    socket_id?: string;
    bind(event: string, callback: (data: any) => void): unknown;
    unbind(event: string, callback: (data: any) => void): unknown;
  };
  channel(name: string): { subscribed: boolean } | undefined;
  subscribe(name: string): unknown;
}
export interface EchoChannelLike {
  listen(event: string, callback: Handler): unknown;
  stopListening(event: string, callback?: Handler): unknown;
}
export interface EchoLike {
  channel(name: string): EchoChannelLike;
  private(name: string): EchoChannelLike;
  leaveChannel(fullName: string): void;
  disconnect(): void;
  connector: { pusher: PusherLike };
}
export type EchoConstructor = new (options: any) => EchoLike;

export interface RealtimeSources {
  $token: ReadableAtom<string | null>;
  $config: ReadableAtom<RealtimeConfig | null>;
  /** Called once per channel when the auth endpoint answers 401; the channel is then retried. */
  refreshToken?: () => Promise<unknown>;
  tuning?: RealtimeTuning;
}

export interface RealtimeLibraries {
  Pusher: unknown;
  Echo: EchoConstructor;
}
