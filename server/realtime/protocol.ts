// Pusher protocol 7 frames as pusher-js 8 reads them (docs/contracts.md §1).
// Channel events, connection_established and pusher_internal:* carry `data` as a JSON
// *string* (double encoding); pusher:error and pusher:pong carry an object, like Pusher.

/**
 * This server's own `bulk_events` (docs/contracts.md §1.10): a `batch_events` of up to 1,000 events
 * for the CLI of the same installation (createRemoteBroadcaster), under the same 1 MB body limit.
 * A post to 514 members was 52 calls of 10 from the CLI, each waiting its turn on a busy server.
 */
export const BULK_EVENTS = { maxEvents: 1000, maxBodyBytes: 1024 * 1024 } as const;

/** Error and close codes of the protocol ("Error Codes", §1.8). */
export const ErrorCode = {
  appDoesNotExist: 4001,
  overQuota: 4004,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  generic: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
  /** Pusher's 4302 (watchlist limit) for the subscription cap: ≥4300, so pusher-js does not retry. */
  subscriptionLimit: 4302,
} as const;

export interface OutgoingEvent {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export interface IncomingEvent {
  event: string;
  channel?: string;
  data?: unknown;
}

export type ChannelKind = 'public' | 'private' | 'presence';

export const MAX_CHANNEL_NAME_LENGTH = 164;
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

export function encode(event: OutgoingEvent): string {
  return JSON.stringify(event);
}

export function errorFrame(code: number | null, message: string): string {
  return encode({ event: 'pusher:error', data: { code, message } });
}

export function connectionEstablished(socketId: string, activityTimeout: number): string {
  return encode({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
  });
}

export function subscriptionSucceeded(channel: string, presence?: PresenceData): string {
  const data = presence ? JSON.stringify({ presence }) : '{}';
  return encode({ event: 'pusher_internal:subscription_succeeded', channel, data });
}

export interface PresenceData {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export function memberAdded(channel: string, userId: string, userInfo: unknown): string {
  return encode({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify({ user_id: userId, user_info: userInfo }),
  });
}

export function memberRemoved(channel: string, userId: string): string {
  return encode({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
}

export function channelEvent(channel: string, event: string, data: string, userId?: string): string {
  return encode(userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId });
}

export const PING = encode({ event: 'pusher:ping', data: {} });
export const PONG = encode({ event: 'pusher:pong', data: {} });

/** Parses one text frame; null when it is not a JSON object with a string `event`. */
export function decode(text: string): IncomingEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.event !== 'string' || frame.event === '') return null;
  if (frame.channel !== undefined && typeof frame.channel !== 'string') return null;
  return { event: frame.event, channel: frame.channel as string | undefined, data: frame.data };
}

/** The `data` of a pusher:* frame: pusher-js sends an object; some clients send a JSON string. */
export function dataObject(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return data as Record<string, unknown>;
}

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(name);
}

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && SOCKET_ID.test(value);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}
