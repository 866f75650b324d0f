// What the page and the service worker (src/portal/service-worker.ts) agree on, and the page's side
// of it: the registration (kept here so a store can reach it), the caches' names, and the header
// that marks an answer the worker kept for offline use.

/** Door data: the card and the upcoming tickets, kept for when the network is gone. */
export const DOOR_DATA_CACHE = 'club-door-data';
/** On an answer the worker served from its copy: when that copy was fetched (ISO time). */
export const SAVED_AT_HEADER = 'X-Club-Saved-At';

let registration: ServiceWorkerRegistration | null = null;

export function setWorkerRegistration(next: ServiceWorkerRegistration | null): void {
  registration = next;
}

/** The client-update flow's "apply": a new build's worker waiting to take over does so now. */
export function activateWaitingWorker(): void {
  registration?.waiting?.postMessage({ type: 'skip-waiting' });
}

/** At logout or another member's login: the door data of the last member leaves this browser. */
export async function forgetDoorData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(DOOR_DATA_CACHE).catch(() => false);
}
