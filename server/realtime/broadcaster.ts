// How the API publishes an event: into our own hub (default) or, through the official `pusher`
// HTTP client, to any Pusher-compatible server (Pusher, Soketi, Reverb, or this server from
// another process such as the admin CLI). This file is the only import of `pusher`.
import Pusher from 'pusher';
import type { Hub } from './hub.ts';
import { isValidSocketId } from './protocol.ts';

export interface BroadcastOptions {
  /** The connection that caused the event (Laravel's `toOthers()`); a malformed id is ignored. */
  exceptSocketId?: string;
}

export interface Broadcaster {
  broadcast(
    channels: string[],
    event: string,
    payload: Record<string, unknown>,
    options?: BroadcastOptions,
  ): Promise<void>;
}

/** The `X-Socket-ID` header of an API call as a trigger socket_id: valid or nothing (T13). */
export function readSocketId(value: string | null | undefined): string | undefined {
  return isValidSocketId(value) ? value : undefined;
}

export function createLocalBroadcaster(hub: Pick<Hub, 'publish'>): Broadcaster {
  return {
    async broadcast(channels, event, payload, options) {
      if (channels.length === 0) return;
      // encoded once here; subscribers receive it as the string it is (double encoding)
      hub.publish({
        channels,
        event,
        data: JSON.stringify(payload),
        exceptSocketId: readSocketId(options?.exceptSocketId),
      });
    },
  };
}

export interface PusherBroadcasterOptions {
  appId: string;
  key: string;
  secret: string;
  /** Omitted: Pusher's own API host for the cluster. */
  host?: string | null;
  port?: number | null;
  useTLS?: boolean;
  cluster?: string;
  timeoutMs?: number;
}

const MAX_CHANNELS_PER_CALL = 100;

export function createPusherBroadcaster(options: PusherBroadcasterOptions): Broadcaster {
  const common = {
    appId: options.appId,
    key: options.key,
    secret: options.secret,
    useTLS: options.useTLS ?? true,
    timeout: options.timeoutMs ?? 10_000,
  };
  const client = options.host
    ? new Pusher({ ...common, host: options.host, ...(options.port ? { port: String(options.port) } : {}) })
    : new Pusher({ ...common, cluster: options.cluster || 'eu' });

  return {
    async broadcast(channels, event, payload, broadcastOptions) {
      const data = JSON.stringify(payload);
      const socketId = readSocketId(broadcastOptions?.exceptSocketId);
      for (let i = 0; i < channels.length; i += MAX_CHANNELS_PER_CALL) {
        const batch = channels.slice(i, i + MAX_CHANNELS_PER_CALL);
        await client.trigger(batch, event, data, socketId ? { socket_id: socketId } : undefined);
      }
    },
  };
}
