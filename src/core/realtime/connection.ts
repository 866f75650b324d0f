// The realtime connection's factory. Internal to core/realtime/: the page's one connection is made
// by relay-browser.ts and everyone else uses the facade index.ts, so no import can open a second
// connection per tab by mistake. laravel-echo and pusher-js (libraries.ts, their one import) are
// loaded on the first connection, so a page without a signed-in member, and a tab that follows
// another tab's connection (the relay), never downloads them.
import { createRealtime as createWith, type Realtime } from './client.ts';
import type { EchoConstructor } from './client-types.ts';

const loadLibraries = () => import('./libraries.ts');

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

export {
  userChannel,
  userChannelName,
  CLIENT_CHANNEL,
  NOTIFICATION_EVENT,
  NEW_MESSAGE_EVENT,
  CLIENT_UPDATED_EVENT,
} from './channels.ts';
export type { BroadcastNotification, NewMessageEvent } from './channels.ts';
export type { Realtime } from './client.ts';
export type {
  RealtimeSources,
  RealtimeError,
  ConnectionState,
  ChannelStatus,
  EchoConstructor,
} from './client-types.ts';
export type { RealtimeConfig, RealtimeTuning } from './options.ts';
