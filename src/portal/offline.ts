// The portal's side of the service worker (src/portal/service-worker.ts; docs/spec.md §4
// "Installable and offline"). A signed-in member's browser registers it once the page has loaded
// and its first screen shows what it is for (a guest's prerendered screens never wait for it),
// then makes the door ready while online: the card's and the tickets' pages and texts, the hashed
// files this page loaded before the worker controlled it, and the card and upcoming tickets
// themselves (the worker keeps those answers).
// A logout or another member's login deletes the kept answers.
import type { ReadableAtom } from 'nanostores';
import type { ModuleRegistry } from '../core/module-registry.ts';
import { currentApi } from '../core/runtime.ts';
import { forgetDoorData, setWorkerRegistration } from '../core/service-worker.ts';
import type { SessionState } from '../core/session/state.ts';
import { firstScreenHeld } from '../core/first-screen.ts';
import { preloadPage } from './router/page.tsx';

/** The routes a member needs at the club's door without a network. */
export const DOOR_ROUTES = ['/card', '/tickets'];
/** The answers the worker keeps for them (the first page of upcoming tickets, as the page asks). */
const DOOR_REQUESTS: [string, Record<string, string | number>?][] = [
  ['membership/card'],
  ['tickets', { filter: 'upcoming', page: 1 }],
];

/** Trusted Types: the one script URL the `service-worker` policy grants (server/http/csp.ts). */
function workerUrl(): string {
  const url = '/sw.js';
  const types = (
    window as { trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(u: string): unknown } } }
  ).trustedTypes;
  if (!types) return url;
  const policy = types.createPolicy('service-worker', {
    createScriptURL: (value: string) => {
      if (value !== url) throw new TypeError('The service-worker policy loads only /sw.js');
      return value;
    },
  });
  return policy.createScriptURL(url) as string;
}

async function prepareDoor(registry: ModuleRegistry, registration: ServiceWorkerRegistration): Promise<void> {
  const ready = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  await Promise.all(
    DOOR_ROUTES.map((path) => registry.routeForPath(path)?.route).map((route) =>
      route ? preloadPage(registry, route).catch(() => {}) : null,
    ),
  );
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'));
  (ready.active ?? registration.active)?.postMessage({ type: 'cache-assets', urls });
  await Promise.all(
    DOOR_REQUESTS.map(([path, params]) =>
      currentApi()
        .get(path, params)
        .catch(() => null),
    ),
  );
}

export function startOffline(
  loadRegistry: () => Promise<ModuleRegistry>,
  $session: ReadableAtom<SessionState>,
): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  let started = false;
  const start = () => {
    if (started || !$session.get().isLoggedIn) return;
    started = true;
    // Not before the first screen shows what it is for (core/first-screen.ts): on the Dashboard the
    // worker's install, its copies of the page's files and the door's pages and answers took the
    // main thread and the link while the cards still waited for their data (bench/README.md).
    void (firstScreenHeld() ?? Promise.resolve())
      .then(() => navigator.serviceWorker.register(workerUrl(), { scope: '/' }))
      .then(async (registration) => {
        setWorkerRegistration(registration);
        await prepareDoor(await loadRegistry(), registration);
      })
      .catch(() => {
        started = false; // a later sign-in tries again
      });
  };
  let member = $session.get().user?.id ?? null;
  const stop = $session.listen((state) => {
    const next = state.user?.id ?? null;
    if (next !== member) void forgetDoorData();
    member = next;
    start();
  });
  // after the first screen: when the page has loaded and the browser is idle
  const later = () => (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(start);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return stop;
}
