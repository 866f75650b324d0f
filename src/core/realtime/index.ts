// THE public entry of core/realtime/: nothing outside this folder imports another file of it (the
// layer check enforces it). One realtime connection per browser (docs/architecture.md decision 4). Every
// tab (and every widget script on the same origin) has a relay with the Realtime interface of client.ts. The
// relay holding the Web Lock 'club-realtime' owns the one pusher-js connection, subscribes to what
// any tab wants and relays events, connection state and reconnect cues over BroadcastChannel; the
// others only listen. When the owner's page goes, the browser releases the lock and the next
// waiting tab takes over, connects and tells everyone to refetch. Split by job:
//   relay-tab.ts        one tab's relay, leading or following (createRealtimeRelay)
//   relay-election.ts   standing for the Web Lock
//   relay-messages.ts   what tabs tell each other
//   relay-types.ts      what a relay is given and is
//   relay-browser.ts    the page's relay (`relay`)
//   retain.ts           retainRealtime(): the connection follows the screen
//   client.ts           the one pusher-js connection (createRealtime), its shapes in client-types.ts
//   channels.ts         the channels and events it names, and the named subscriptions
import { relay } from './relay-browser.ts';

export { createRealtimeRelay, RELAY_NAME } from './relay-tab.ts';
export type { LockManagerLike, RealtimeRelay, RelayOptions, RelayPort, RelayRole } from './relay-types.ts';
export { relay } from './relay-browser.ts';
export { realtimeRetainers, retainRealtime } from './retain.ts';
export { followCue, type Cue } from './cue.ts';
export { onMemberCue, onPublicCue } from './cues.ts';
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
export type { RealtimeError, ConnectionState, ChannelStatus } from './client-types.ts';
export type { RealtimeConfig, RealtimeTuning } from './options.ts';

export const {
  $connectionState,
  $realtimeError,
  $channelStatus,
  $role: $relayRole,
  connect: connectRealtime,
  disconnect: disconnectRealtime,
  listen,
  onUserNotification,
  onChatMessage,
  onClientUpdated,
  onReconnect,
  socketId,
} = relay;
