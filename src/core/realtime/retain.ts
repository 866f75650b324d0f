// Resources follow the screen: the tab is a candidate for the browser's realtime connection while
// anything shown needs live data.
import { computed } from 'nanostores';
import { refresh } from '../session/auth-session.ts';
import { relay } from './relay-browser.ts';
import { $clientConfig, getRuntime } from '../runtime.ts';
import { firstScreenHeld } from '../first-screen.ts';

let retained = 0;
let stopConnection: (() => void) | null = null;
// which retained period a pending connect belongs to (a release to none and a new retain start another)
let period = 0;

function connect(): () => void {
  const runtime = getRuntime();
  runtime.loadClientConfig().catch(() => {}); // a failure shows as an error dialog
  return relay.connect({
    $token: computed(runtime.session.$session, (s) => s.token?.access_token ?? null),
    $config: computed($clientConfig, (config) => config?.realtime ?? null),
    // A channel auth answered 401 (idle token): refresh once, then the channel is re-authorised.
    refreshToken: () => refresh({ api: runtime.api, session: runtime.session }),
  });
}

/**
 * Keeps this tab a candidate for the browser's connection while anything shows live data (the
 * bell, a chat screen): resources follow the screen. The connection follows the installed
 * runtime's session token and the server's realtime settings (GET config, loaded if needed), so it
 * appears once a token exists and goes when it is cleared (docs/spec.md §4). Returns the release.
 */
export function retainRealtime(): () => void {
  if (retained++ === 0) {
    // The portal's first screen holds the connection (its library, its socket) until it shows what it
    // is for (docs/architecture.md decision 16); a cue followed meanwhile misses nothing: its
    // channel's first subscription fetches again (cue.ts).
    const held = firstScreenHeld();
    if (held === null) stopConnection = connect();
    else {
      const mine = ++period;
      void held.then(() => {
        if (mine === period && retained > 0 && stopConnection === null) stopConnection = connect();
      });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--retained > 0) return;
    period++;
    stopConnection?.();
    stopConnection = null;
  };
}

/** How many shown things hold the connection now (0: none; a page's stores unmount 1 s late). */
export function realtimeRetainers(): number {
  return retained;
}
