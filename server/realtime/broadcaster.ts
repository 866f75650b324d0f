// How the API publishes an event: into our own hub (default) or, through the official `pusher`
// HTTP client, to any Pusher-compatible server (Pusher, Soketi, Reverb, or this server from
// another process such as the admin CLI). This file is the only import of `pusher`.
import Pusher from 'pusher';
import type { Hub } from './hub.ts';
import { BULK_EVENTS, isValidSocketId } from './protocol.ts';

export interface BroadcastOptions {
  /** The connection that caused the event (Laravel's `toOthers()`); a malformed id is ignored. */
  exceptSocketId?: string;
}

/** One event of many published together (broadcastAll). */
export interface BroadcastEvent {
  channels: string[];
  event: string;
  payload: Record<string, unknown>;
}

export interface Broadcaster {
  broadcast(
    channels: string[],
    event: string,
    payload: Record<string, unknown>,
    options?: BroadcastOptions,
  ): Promise<void>;
  /** Many events in as few calls as the transport allows; rejects when any could not be published. */
  broadcastMany?(events: readonly BroadcastEvent[]): Promise<void>;
}

/**
 * Publishes `events` without waiting for each in turn (a post told to every member): through the
 * broadcaster's broadcastMany, else each by broadcast() at once. Never throws; answers the errors.
 */
export async function broadcastAll(broadcaster: Broadcaster, events: readonly BroadcastEvent[]): Promise<unknown[]> {
  if (events.length === 0) return [];
  if (broadcaster.broadcastMany) {
    try {
      await broadcaster.broadcastMany(events);
      return [];
    } catch (error) {
      return [error];
    }
  }
  const settled = await Promise.allSettled(events.map((e) => broadcaster.broadcast(e.channels, e.event, e.payload)));
  return settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
}

/** The `X-Socket-ID` header of an API call as a trigger socket_id: valid or nothing (T13). */
export function readSocketId(value: string | null | undefined): string | undefined {
  return isValidSocketId(value) ? value : undefined;
}

export function createLocalBroadcaster(hub: Pick<Hub, 'publish'>): Broadcaster {
  const publish = (channels: string[], event: string, payload: Record<string, unknown>, options?: BroadcastOptions) => {
    if (channels.length === 0) return;
    // encoded once here; subscribers receive it as the string it is (double encoding)
    hub.publish({
      channels,
      event,
      data: JSON.stringify(payload),
      exceptSocketId: readSocketId(options?.exceptSocketId),
    });
  };
  return {
    async broadcast(channels, event, payload, options) {
      publish(channels, event, payload, options);
    },
    async broadcastMany(events) {
      for (const e of events) publish(e.channels, e.event, e.payload);
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
  /**
   * The server is this installation's own (createRemoteBroadcaster): many events go as few
   * `bulk_events` calls (server/realtime/protocol.ts), or batches of 10 if it answers 404 (older).
   */
  bulk?: boolean;
}

interface Entry {
  channel: string;
  name: string;
  data: string;
}

/** `entries` cut into bulk_events bodies within the server's limits of events and bytes. */
export function bulkCalls(entries: readonly Entry[]): Entry[][] {
  const calls: Entry[][] = [];
  const room = BULK_EVENTS.maxBodyBytes - '{"batch":[]}'.length;
  let call: Entry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(JSON.stringify(entry)) + 1;
    if (call.length > 0 && (call.length === BULK_EVENTS.maxEvents || bytes + size > room)) {
      calls.push(call);
      call = [];
      bytes = 0;
    }
    call.push(entry);
    bytes += size;
  }
  if (call.length > 0) calls.push(call);
  return calls;
}

const MAX_CHANNELS_PER_CALL = 100;
/** Pusher's limit of events per batch_events call (server/realtime/trigger-api.ts keeps it too). */
const MAX_EVENTS_PER_BATCH = 10;
/** Batch calls in flight at once: enough to hide each round trip, few enough not to flood the server. */
const BATCHES_AT_ONCE = 10;

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

  /** Sends `entries` as bulk_events calls, one after another; false when the server has none (404). */
  async function sendBulk(entries: readonly Entry[]): Promise<boolean> {
    const calls = bulkCalls(entries);
    const errors: unknown[] = [];
    for (const [index, batch] of calls.entries()) {
      try {
        // typed as a string, but pusher's post() JSON-encodes the body itself (as its triggerBatch passes it)
        await client.post({ path: '/bulk_events', body: { batch } as unknown as string });
      } catch (error) {
        if (index === 0 && (error as { status?: number }).status === 404) return false;
        errors.push(error);
      }
    }
    if (errors.length === 0) return true;
    const first = errors[0] instanceof Error ? errors[0].message : String(errors[0]);
    throw new Error(`${errors.length} of ${calls.length} event calls not published: ${first}`);
  }

  return {
    async broadcast(channels, event, payload, broadcastOptions) {
      const data = JSON.stringify(payload);
      const socketId = readSocketId(broadcastOptions?.exceptSocketId);
      for (let i = 0; i < channels.length; i += MAX_CHANNELS_PER_CALL) {
        const batch = channels.slice(i, i + MAX_CHANNELS_PER_CALL);
        await client.trigger(batch, event, data, socketId ? { socket_id: socketId } : undefined);
      }
    },
    async broadcastMany(events) {
      const entries = events.flatMap((e) => {
        const data = JSON.stringify(e.payload);
        return e.channels.map((channel) => ({ channel, name: e.event, data }));
      });
      if (options.bulk && (await sendBulk(entries))) return;
      const batches: (typeof entries)[] = [];
      for (let i = 0; i < entries.length; i += MAX_EVENTS_PER_BATCH)
        batches.push(entries.slice(i, i + MAX_EVENTS_PER_BATCH));
      const errors: unknown[] = [];
      let next = 0;
      const sender = async () => {
        while (next < batches.length) {
          const batch = batches[next++]!;
          await client.triggerBatch(batch).catch((error: unknown) => void errors.push(error));
        }
      };
      await Promise.all(Array.from({ length: Math.min(BATCHES_AT_ONCE, batches.length) }, sender));
      if (errors.length > 0) {
        const first = errors[0] instanceof Error ? errors[0].message : String(errors[0]);
        throw new Error(`${errors.length} of ${batches.length} event batches not published: ${first}`);
      }
    },
  };
}
