// The browser's one relay (relay-tab.ts) around the page's one connection (connection.ts), over the
// page's Web Locks and BroadcastChannel; closed when the page goes for good.
import { createRealtimeRelay } from './relay-tab.ts';
import type { RealtimeRelay } from './relay-types.ts';
import { createRealtime } from './connection.ts';

/** The browser's relay around the page's one connection; closed when the page goes for good. */
function browserRelay(): RealtimeRelay {
  const scope = globalThis as typeof globalThis & { navigator?: Navigator };
  const locks = scope.navigator?.locks ?? null;
  const Channel = typeof scope.BroadcastChannel === 'function' ? scope.BroadcastChannel : null;
  const relay = createRealtimeRelay({
    inner: createRealtime(),
    locks,
    openPort: Channel
      ? (portName) => {
          const channel = new Channel(portName);
          return {
            postMessage: (message) => channel.postMessage(message),
            listen: (receive) => channel.addEventListener('message', (event) => receive(event.data)),
            close: () => channel.close(),
          };
        }
      : null,
  });
  scope.addEventListener?.('pagehide', (event) => {
    if (!(event as PageTransitionEvent).persisted) relay.close();
  });
  return relay;
}

/**
 * What stores and the app use (through index.ts): the same interface, with one
 * connection per browser. The app calls connectRealtime() in every tab (it makes the tab a
 * candidate for the lock); listeners work in any tab.
 */
export const relay: RealtimeRelay = browserRelay();
