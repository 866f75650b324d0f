// Subscribing, leaving, client events and delivery: the channel half of the hub.
import type { ChannelRegistry, Member } from './channels.ts';
import type { AppCredentials, Connection, PublishMessage } from './hub-types.ts';
import {
  channelEvent,
  channelKind,
  dataObject,
  ErrorCode,
  errorFrame,
  isValidChannelName,
  memberAdded,
  memberRemoved,
  subscriptionSucceeded,
  type IncomingEvent,
} from './protocol.ts';
import { verifyChannelAuth } from './signatures.ts';
import { subscriptionError, type Refusal, type SubscriptionErrorStyle } from './subscription-errors.ts';

/** The login on whose behalf channel auth signed a subscription (the hub's `sessions`, T29). */
export interface Grant {
  /** The login (server/auth/tokens.ts sessionOf): the subscription ends when it does. */
  sessionId: number;
  /** Ghost mode: staff watch the member's channel and send nothing on it (no client events). */
  readOnly: boolean;
}

export interface SubscriptionsOptions {
  app: AppCredentials;
  registry: ChannelRegistry;
  style: SubscriptionErrorStyle;
  send(socketId: string, frame: string): void;
  /** Channels one connection may hold (Pusher: 100). */
  maxChannels: number;
  /** Called instead of subscribing past maxChannels (the hub closes the connection). */
  overLimit(connection: Connection): void;
  /**
   * With logins tracked: the grant channel auth left for this socket and channel (taken), or null
   * when there is none, and then a private or presence subscription is refused.
   */
  grantFor?(connection: Connection, channel: string): Grant | null;
}

const MAX_EVENT_NAME_LENGTH = 200;

export function createSubscriptions(options: SubscriptionsOptions) {
  const { app, registry, style, send, maxChannels } = options;
  function toOthers(channel: string, exceptSocketId: string, frame: string): void {
    for (const socketId of registry.subscribers(channel)) if (socketId !== exceptSocketId) send(socketId, frame);
  }

  function refuse(connection: Connection, refusal: Refusal): void {
    send(connection.id, subscriptionError(style, refusal));
  }

  /** Checks the signature and, for presence, channel_data; returns the member or a refusal. */
  function authorize(connection: Connection, channel: string, data: Record<string, unknown>): Member | Refusal | null {
    const kind = channelKind(channel);
    if (kind === 'public') return null;
    const rawChannelData = kind === 'presence' ? data.channel_data : undefined;
    if (kind === 'presence' && typeof rawChannelData !== 'string') {
      return { channel, signed: `${connection.id}:${channel}:`, auth: data.auth, badChannelData: 'missing' };
    }
    const channelData = rawChannelData as string | undefined;
    const signed =
      channelData === undefined ? `${connection.id}:${channel}` : `${connection.id}:${channel}:${channelData}`;
    if (!verifyChannelAuth(app.key, app.secret, connection.id, channel, data.auth, channelData)) {
      return { channel, signed, auth: data.auth };
    }
    if (channelData === undefined) return null;
    const member = parseMember(channelData);
    return member ?? { channel, signed, auth: data.auth, badChannelData: 'expected a JSON object with a user_id' };
  }

  function leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    connection.grants.delete(channel);
    const change = registry.remove(channel, connection.id);
    if (change.removed !== undefined) toOthers(channel, connection.id, memberRemoved(channel, change.removed));
  }

  return {
    leave,

    subscribe(connection: Connection, raw: unknown): void {
      const data = dataObject(raw);
      if (!data) return send(connection.id, errorFrame(ErrorCode.generic, 'Invalid message format'));
      const channel = data.channel;
      if (!isValidChannelName(channel))
        return send(connection.id, errorFrame(ErrorCode.generic, 'Invalid channel name'));

      const result = authorize(connection, channel, data);
      if (result && 'channel' in result) return refuse(connection, result);
      const presence = channelKind(channel) === 'presence';
      if (options.grantFor && channelKind(channel) !== 'public') {
        // A signature alone is not enough here: the login behind it must be known, so it can end.
        const grant = options.grantFor(connection, channel);
        if (!grant) return refuse(connection, { channel, signed: `${connection.id}:${channel}`, auth: data.auth });
        connection.grants.set(channel, grant);
      }

      if (connection.channels.has(channel)) {
        // idempotent, as in Reverb: confirm again without touching membership
        return send(connection.id, subscriptionSucceeded(channel, presence ? registry.presence(channel) : undefined));
      }
      // Pusher's limit: one socket cannot make the server hold channels without bound.
      if (connection.channels.size >= maxChannels) return options.overLimit(connection);
      const change = registry.add(channel, connection.id, result ?? undefined);
      connection.channels.add(channel);
      send(connection.id, subscriptionSucceeded(channel, presence ? registry.presence(channel) : undefined));
      if (change.added)
        toOthers(channel, connection.id, memberAdded(channel, change.added.userId, change.added.userInfo));
    },

    unsubscribe(connection: Connection, raw: unknown): void {
      const channel = dataObject(raw)?.channel;
      if (typeof channel !== 'string')
        return send(connection.id, errorFrame(ErrorCode.generic, 'Invalid message format'));
      if (connection.channels.has(channel)) leave(connection, channel);
    },

    /** Whispers: only on private/presence channels the sender is in, never echoed, rate limited (T11). */
    clientEvent(connection: Connection, frame: IncomingEvent): void {
      const { channel, event } = frame;
      const reject = (message: string) => send(connection.id, errorFrame(ErrorCode.clientEventRejected, message));
      if (event.length > MAX_EVENT_NAME_LENGTH) return reject('Event name is too long');
      if (channel === undefined || channelKind(channel) === 'public') {
        return reject('Client events are only allowed on private and presence channels');
      }
      if (!connection.channels.has(channel)) return reject(`Not subscribed to ${channel.slice(0, 164)}`);
      if (connection.grants.get(channel)?.readOnly) return reject('Ghost mode is read-only: no client events');
      if (!connection.limiter.take()) return reject('Client event rate limit exceeded');
      const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? null);
      toOthers(channel, connection.id, channelEvent(channel, event, data, registry.memberOf(channel, connection.id)));
    },

    publish(message: PublishMessage, deliver: (socketId: string, frame: Buffer, channel: string) => boolean): number {
      let sent = 0;
      for (const channel of new Set(message.channels)) {
        const subscribers = registry.subscribers(channel);
        if (subscribers.size === 0) continue;
        // encoded once for every subscriber, not once per socket (1,000 on a busy channel)
        const frame = Buffer.from(channelEvent(channel, message.event, message.data));
        for (const socketId of subscribers) {
          if (socketId !== message.exceptSocketId && deliver(socketId, frame, channel)) sent++;
        }
      }
      return sent;
    },
  };
}

function parseMember(channelData: string): Member | null {
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { user_id: userId, user_info: userInfo } = value as Record<string, unknown>;
  if (typeof userId === 'number' && Number.isFinite(userId))
    return { userId: String(userId), userInfo: userInfo ?? null };
  if (typeof userId === 'string' && userId !== '') return { userId, userInfo: userInfo ?? null };
  return null;
}
