// The channels and events the club's realtime connection names (Laravel's notifiable channel, the
// public client channel), and the named subscriptions the Realtime interface offers over them.
import type { ReadableAtom } from 'nanostores';
import type { ChannelStatus } from './client-types.ts';
import { fullChannelName, type ChannelType, type Handler } from './listeners.ts';

/**
 * The Realtime interface's named subscriptions, over a connection's `listen`, the set its
 * reconnects call and its channel statuses: the relay tab (relay-tab.ts) offers the same ones over
 * its own.
 */
export function namedSubscriptions(
  listen: (type: ChannelType, name: string, event: string, handler: Handler) => () => void,
  reconnectListeners: Set<() => void>,
  $channelStatus: ReadableAtom<Record<string, ChannelStatus>>,
) {
  return {
    onUserNotification: (userId: number | string, callback: (notification: BroadcastNotification) => void) =>
      listen('private', userChannel(userId), NOTIFICATION_EVENT, callback as Handler),
    onChatMessage: (userId: number | string, callback: (event: NewMessageEvent) => void) =>
      listen('private', userChannel(userId), NEW_MESSAGE_EVENT, callback as Handler),
    /** A cue only: the payload on a public channel is never trusted (docs/contracts.md §1.9). */
    onClientUpdated: (callback: () => void) => listen('public', CLIENT_CHANNEL, CLIENT_UPDATED_EVENT, () => callback()),
    /** Every `connected` after the first: events may have been missed, so refetch (T8). */
    onReconnect(callback: () => void): () => void {
      const once = () => callback();
      reconnectListeners.add(once);
      return () => void reconnectListeners.delete(once);
    },
    /**
     * `callback` each time the channel's subscription succeeds after this call: the first one, and
     * again after a reconnect or a retried authorisation. Events sent before it reached no one, so a
     * follower refetches then; a subscription already standing at the call calls nothing.
     */
    onSubscribed(type: ChannelType, name: string, callback: () => void): () => void {
      const wire = fullChannelName(type, name);
      let subscribed = $channelStatus.get()[wire] === 'subscribed';
      return $channelStatus.listen((statuses) => {
        const now = statuses[wire] === 'subscribed';
        if (now && !subscribed) callback();
        subscribed = now;
      });
    },
  };
}

/** Laravel's default notifiable channel, without the `private-` prefix Echo adds. */
export const userChannel = (userId: number | string) => `App.Models.User.${userId}`;
export const userChannelName = (userId: number | string) => fullChannelName('private', userChannel(userId));
export const CLIENT_CHANNEL = 'client';
/** Echo event names; the leading dot opts out of Echo's `App.Events` namespace. */
export const NOTIFICATION_EVENT = '.Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
export const NEW_MESSAGE_EVENT = '.App\\Events\\NewMessageReceived';
export const CLIENT_UPDATED_EVENT = '.client-updated';

/** Laravel's broadcast notification payload: the notification's data flattened with id and type. */
export interface BroadcastNotification {
  id: string;
  type: string;
  [key: string]: unknown;
}

export interface NewMessageEvent {
  message: Record<string, unknown>;
}
