// One realtime connection per browser (ARCHITECTURE decision 4). Every tab (and every widget
// script on the same origin) has a relay with the Realtime interface of realtime-client.ts. The
// relay holding the Web Lock 'club-realtime' owns the one pusher-js connection, subscribes to what
// any tab wants and relays events, connection state and reconnect cues over BroadcastChannel; the
// others only listen. When the owner's page goes, the browser releases the lock and the next
// waiting tab takes over, connects and tells everyone to refetch. Split by job:
//   realtime-relay-tab.ts        one tab's relay, leading or following (createRealtimeRelay)
//   realtime-relay-election.ts   standing for the Web Lock
//   realtime-relay-messages.ts   what tabs tell each other
//   realtime-relay-types.ts      what a relay is given and is
//   realtime-relay-browser.ts    the page's relay (`relay`)
//   realtime-retain.ts           retainRealtime(): the connection follows the screen
import { relay } from './realtime-relay-browser.ts';

export { createRealtimeRelay, RELAY_NAME } from './realtime-relay-tab.ts';
export type { LockManagerLike, RealtimeRelay, RelayOptions, RelayPort, RelayRole } from './realtime-relay-types.ts';
export { relay } from './realtime-relay-browser.ts';
export { retainRealtime } from './realtime-retain.ts';

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
