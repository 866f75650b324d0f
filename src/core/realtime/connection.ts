// The realtime connection's factory: the only laravel-echo / pusher-js import. Internal to
// core/realtime/: the page's one connection is made by relay-browser.ts and everyone else uses the
// facade index.ts, so no import can open a second connection per tab by mistake.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { createRealtime as createWith, type EchoConstructor, type Realtime } from './client.ts';

/** A separate realtime instance (tests, or a relay); Echo and Pusher default to the real ones. */
export function createRealtime(deps: { Pusher?: unknown; Echo?: EchoConstructor } = {}): Realtime {
  return createWith({ Pusher: deps.Pusher ?? Pusher, Echo: deps.Echo ?? (Echo as unknown as EchoConstructor) });
}

export {
  userChannel,
  userChannelName,
  CLIENT_CHANNEL,
  NOTIFICATION_EVENT,
  NEW_MESSAGE_EVENT,
  CLIENT_UPDATED_EVENT,
} from './client.ts';
export type {
  Realtime,
  RealtimeSources,
  RealtimeError,
  ConnectionState,
  ChannelStatus,
  BroadcastNotification,
  NewMessageEvent,
  EchoConstructor,
} from './client.ts';
export type { RealtimeConfig, RealtimeTuning } from './options.ts';
