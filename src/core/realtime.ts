// The browser's realtime connection. Stores import the functions below; the connection itself
// appears once a token exists (connectRealtime) and goes when it clears. laravel-echo and pusher-js
// (realtime-libraries.ts, their one import) are loaded then, so a page without a signed-in member,
// and a tab that follows another tab's connection (realtime-relay.ts), never downloads them.
//
//   connectRealtime({ $token: computed($session, (s) => s.token?.access_token ?? null), $config })
//   const off = onUserNotification(user.id, (n) => receive(n));
import { createRealtime as createWith, type EchoConstructor, type Realtime } from './realtime-client.ts';

const loadLibraries = () => import('./realtime-libraries.ts');

/**
 * A separate realtime instance (tests, or a relay). With both Echo and Pusher given it connects at
 * once; a missing one is loaded (the real one) on the first connection.
 */
export function createRealtime(deps: { Pusher?: unknown; Echo?: EchoConstructor } = {}): Realtime {
  const { Pusher, Echo } = deps;
  if (Pusher && Echo) return createWith({ Pusher, Echo });
  return createWith(async () => {
    const real = await loadLibraries();
    return { Pusher: Pusher ?? real.Pusher, Echo: Echo ?? (real.Echo as unknown as EchoConstructor) };
  });
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
