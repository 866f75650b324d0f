// The portal's service worker (docs/spec.md §4 "Installable and offline", "Web push"), one file,
// built to /sw.js (rollup.config.mjs). Cache policy:
//   documents    network first; offline, the last index.html this build saw (no member data in it);
//   /assets/     the build's hashed files: cache first, kept per build (a new build's worker
//                deletes the old build's cache when it takes over);
//   door data    GET api/membership/card and api/tickets?filter=upcoming (signed, checkable
//                offline): network first, the last answer kept for when the network is gone, marked
//                with when it was fetched (X-Club-Saved-At); deleted at logout;
//   anything else (every other API answer, version.json, /dev/) is never cached.
// A new build's worker waits until the member applies the update (the client-update flow posts
// 'skip-waiting'). A push shows the payload's title and body as they come: the server words them
// (topic only, docs/threats.md T37).
import { DOOR_DATA_CACHE, SAVED_AT_HEADER } from '../core/service-worker.ts';
import type { PushMessage } from '../shared/contract/push.ts';

declare const __CLUB_BUILD_ID__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: unknown };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL = `club-shell-${__CLUB_BUILD_ID__}`;
const DOOR_DATA = DOOR_DATA_CACHE;
const SHELL_DOCUMENT = '/index.html';
const SAVED_AT = SAVED_AT_HEADER;

/** The API answers kept for the door: the card, and the first page of upcoming tickets. */
function isDoorData(url: URL): boolean {
  if (url.pathname.endsWith('/api/membership/card')) return true;
  return url.pathname.endsWith('/api/tickets') && (url.searchParams.get('filter') ?? 'upcoming') === 'upcoming';
}

/** A door answer's cache key: its path and query, without the member's token (the header is not part of it). */
const doorKey = (url: URL) => `${url.pathname}${url.search}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then(async (cache) => {
      const response = await fetch(SHELL_DOCUMENT, { cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put(SHELL_DOCUMENT, response);
      // the entry and its static imports, so the shell starts offline
      const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      await cache.addAll([...new Set(files)]);
    }),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('club-shell-') && name !== SHELL).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'skip-waiting') void worker.skipWaiting();
  // Hashed files the page loaded before this worker controlled it.
  if (data?.type === 'cache-assets' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (url): url is string =>
        typeof url === 'string' && new URL(url, worker.location.href).pathname.startsWith('/assets/'),
    );
    void caches.open(SHELL).then((cache) => cache.addAll(urls));
  }
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_DOCUMENT, { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function doorData(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(DOOR_DATA);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await cache.put(doorKey(url), new Response(body, { status: 200, headers }));
    } else if (response.status === 401 || response.status === 403) {
      await cache.delete(doorKey(url));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(doorKey(url));
    if (cached) return cached;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (isDoorData(url)) event.respondWith(doorData(request, url));
});

function pushMessage(event: PushEvent): PushMessage | null {
  try {
    const message = event.data?.json() as Partial<PushMessage> | undefined;
    if (typeof message?.title !== 'string' || typeof message.body !== 'string') return null;
    return {
      title: message.title,
      body: message.body,
      url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications',
      topic: message.topic!,
    };
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const message = pushMessage(event);
  if (!message) return;
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      tag: message.topic,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  const target = new URL(url ?? '/notifications', worker.location.href).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (open) return (await open.navigate(target))?.focus();
      return worker.clients.openWindow(target);
    }),
  );
});
