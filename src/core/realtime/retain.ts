// Resources follow the screen: the tab is a candidate for the browser's realtime connection while
// anything shown needs live data.
import { computed } from 'nanostores';
import { refresh } from '../session/auth-session.ts';
import { relay } from './relay-browser.ts';
import { $clientConfig, getRuntime } from '../runtime.ts';

let retained = 0;
let stopConnection: (() => void) | null = null;

/**
 * Keeps this tab a candidate for the browser's connection while anything shows live data (the
 * bell, a chat screen): resources follow the screen. The connection follows the installed
 * runtime's session token and the server's realtime settings (GET config, loaded if needed), so it
 * appears once a token exists and goes when it is cleared (docs/spec.md §4). Returns the release.
 */
export function retainRealtime(): () => void {
  if (retained++ === 0) {
    const runtime = getRuntime();
    runtime.loadClientConfig().catch(() => {}); // a failure shows as an error dialog
    stopConnection = relay.connect({
      $token: computed(runtime.session.$session, (s) => s.token?.access_token ?? null),
      $config: computed($clientConfig, (config) => config?.realtime ?? null),
      // A channel auth answered 401 (idle token): refresh once, then the channel is re-authorised.
      refreshToken: () => refresh({ api: runtime.api, session: runtime.session }),
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--retained > 0) return;
    stopConnection?.();
    stopConnection = null;
  };
}

/** How many shown things hold the connection now (0: none; a page's stores unmount 1 s late). */
export function realtimeRetainers(): number {
  return retained;
}
