// The messages tabs exchange over BroadcastChannel in realtime-relay.ts, and their validation:
// anything that does not have exactly one of these shapes is ignored.
import type { ChannelType } from './listeners.ts';
import type { ChannelStatus, ConnectionState, RealtimeError } from './client-types.ts';

export const RELAY_NAMESPACE = 'club-realtime';
export const RELAY_VERSION = 1;

/** One event of one channel a tab listens to, as Echo names them (`App.Models.User.1`, `.client-updated`). */
export interface Want {
  type: ChannelType;
  name: string;
  event: string;
}

export interface RelayState {
  connection: ConnectionState;
  error: RealtimeError | null;
  channels: Record<string, ChannelStatus>;
  socketId: string | null;
}

export type RelayMessage =
  /** A tab's whole set of wanted events (sent on every change, and when a new leader asks). */
  | { kind: 'wants'; from: string; wants: Want[] }
  /** A tab is going away: its wants can go. */
  | { kind: 'bye'; from: string }
  /** A tab took the lock and owns the connection now. */
  | { kind: 'leader'; from: string }
  | ({ kind: 'state'; from: string } & RelayState)
  /** `channel` is the wire name (`private-App.Models.User.1`). */
  | { kind: 'event'; from: string; channel: string; event: string; payload: unknown }
  /** The connection came back after a gap: refetch. */
  | { kind: 'reconnect'; from: string };

export type Envelope = RelayMessage & { ns: typeof RELAY_NAMESPACE; v: typeof RELAY_VERSION };

const CONNECTION_STATES: readonly string[] = [
  'connected',
  'connecting',
  'reconnecting',
  'offline',
  'unavailable',
  'failed',
];
const CHANNEL_STATUSES: readonly string[] = ['pending', 'subscribed', 'unavailable'];
// Pusher channel names (docs/contracts.md §1.4), with room for the `private-` prefix.
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,172}$/;
const MAX_WANTS = 200;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
const isEvent = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;
const isChannel = (value: unknown): value is string => typeof value === 'string' && CHANNEL_NAME.test(value);

function isWant(value: unknown): value is Want {
  return (
    isObject(value) &&
    (value.type === 'public' || value.type === 'private') &&
    isChannel(value.name) &&
    isEvent(value.event)
  );
}

function isError(value: unknown): value is RealtimeError | null {
  if (value === null) return true;
  if (!isObject(value) || typeof value.message !== 'string') return false;
  const nullableNumber = (v: unknown) => v === null || typeof v === 'number';
  if (value.kind === 'channel-auth')
    return (value.channel === null || isChannel(value.channel)) && nullableNumber(value.status);
  return value.kind === 'connection' && nullableNumber(value.code);
}

function isChannels(value: unknown): value is Record<string, ChannelStatus> {
  return (
    isObject(value) &&
    Object.entries(value).every(([name, status]) => isChannel(name) && CHANNEL_STATUSES.includes(status as string))
  );
}

/** The message, or null when it is not one of ours or is malformed in any part. */
export function parseRelayMessage(data: unknown): RelayMessage | null {
  if (!isObject(data) || data.ns !== RELAY_NAMESPACE || data.v !== RELAY_VERSION || !isId(data.from)) return null;
  const from = data.from;
  switch (data.kind) {
    case 'wants':
      return Array.isArray(data.wants) && data.wants.length <= MAX_WANTS && data.wants.every(isWant)
        ? { kind: 'wants', from, wants: data.wants.map(({ type, name, event }) => ({ type, name, event })) }
        : null;
    case 'bye':
    case 'leader':
    case 'reconnect':
      return { kind: data.kind, from };
    case 'state':
      return CONNECTION_STATES.includes(data.connection as string) &&
        isError(data.error) &&
        isChannels(data.channels) &&
        (data.socketId === null || (typeof data.socketId === 'string' && /^\d+\.\d+$/.test(data.socketId)))
        ? {
            kind: 'state',
            from,
            connection: data.connection as ConnectionState,
            error: data.error,
            channels: data.channels,
            socketId: data.socketId,
          }
        : null;
    case 'event':
      return isChannel(data.channel) && isEvent(data.event) && 'payload' in data
        ? { kind: 'event', from, channel: data.channel, event: data.event, payload: data.payload }
        : null;
    default:
      return null;
  }
}

export function envelope(message: RelayMessage): Envelope {
  return { ns: RELAY_NAMESPACE, v: RELAY_VERSION, ...message };
}
