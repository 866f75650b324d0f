// Whether the page's script has taken over the markup the build prerendered (src/portal/prerender.tsx).
// False while the page hydrates (and on the server), true from then on; true at once in a page
// rendered afresh (useSyncExternalStore's server snapshot, which React and preact/compat both read
// while hydrating). What only the browser knows (the persisted session, GET config, the URL's
// parameters, an injected wallet) is shown from that point: rendered during hydration it would not
// match the prerendered HTML: React would throw that HTML away, with whatever was typed into it, and
// preact/compat (the guest screens' build) would keep the HTML's attributes where they differ.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
