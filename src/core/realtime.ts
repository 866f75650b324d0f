// The browser's realtime connection: the only laravel-echo / pusher-js import. Stores import the
// functions below; the connection itself appears once a token exists (connectRealtime) and goes
// when it clears. A later one-connection-per-browser relay wraps the same Realtime interface.
//
//   connectRealtime({ $token: computed($session, (s) => s.token?.access_token ?? null), $config })
//   const off = onUserNotification(user.id, (n) => receive(n));
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { createRealtime as createWith, type EchoConstructor, type Realtime } from './realtime-client.ts';

/** A separate realtime instance (tests, or a relay); Echo and Pusher default to the real ones. */
export function createRealtime(deps: { Pusher?: unknown; Echo?: EchoConstructor } = {}): Realtime {
  return createWith({ Pusher: deps.Pusher ?? Pusher, Echo: deps.Echo ?? (Echo as unknown as EchoConstructor) });
}

export const realtime: Realtime = createRealtime();

export const {
  $connectionState,
  $realtimeError,
  $channelStatus,
  connect: connectRealtime,
  disconnect: disconnectRealtime,
  listen,
  onUserNotification,
  onChatMessage,
  onClientUpdated,
  onReconnect,
  socketId,
} = realtime;

export {
  userChannel,
  userChannelName,
  CLIENT_CHANNEL,
  NOTIFICATION_EVENT,
  NEW_MESSAGE_EVENT,
  CLIENT_UPDATED_EVENT,
} from './realtime-client.ts';
export type {
  Realtime,
  RealtimeSources,
  RealtimeError,
  ConnectionState,
  ChannelStatus,
  BroadcastNotification,
  NewMessageEvent,
  EchoConstructor,
} from './realtime-client.ts';
export type { RealtimeConfig, RealtimeTuning } from './realtime-options.ts';
