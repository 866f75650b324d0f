// Whether the page's script has taken over the markup the build prerendered (src/portal/prerender.tsx).
// False while React hydrates (and on the server), true from then on; true at once in a page React
// renders itself. What only the browser knows (the persisted session, GET config, the URL's
// parameters, an injected wallet) is shown from that point: rendered during hydration it would not
// match the prerendered HTML, and React would throw that HTML away, with whatever was typed into it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
