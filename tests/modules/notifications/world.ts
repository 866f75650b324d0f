// A fresh world for the notification tests: the REAL reference server in-process (fresh
// ':memory:' database) as the api client's fetch, a member with a session token, and a fake
// realtime feed that delivers exactly what the server broadcast.
import { atom } from 'nanostores';
import { createApi } from '../../../src/core/api/api.ts';
import type { ConnectionState } from '../../../src/core/realtime/index.ts';
import { createApiErrorStream } from '../../../src/core/api/errors.ts';
import { createNotificationsApi, type NotificationsApi } from '../../../src/modules/notifications/api.ts';
import {
  createNotificationsStore,
  type NotificationsDeps,
} from '../../../src/modules/notifications/store/notifications-store.ts';
import type { HeaderNotifications } from '../../../src/modules/notifications/types.ts';
import { markAllNotificationsRead } from '../../../server/modules/notifications/repository.ts';
import { notify } from '../../../server/notifications/notify.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { createWorld } from '../../server/helpers.ts';
import type { NotificationTopic } from '../../../src/shared/contract/notification-topics.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (payload: any) => void;

/** The two realtime functions the store uses, driven by the test. */
export function fakeRealtime() {
  const channels = new Map<string, Set<Handler>>();
  const reconnects = new Set<() => void>();
  return {
    $connectionState: atom<ConnectionState>('connected'),
    onUserNotification(userId: number | string, handler: Handler) {
      const key = String(userId);
      if (!channels.has(key)) channels.set(key, new Set());
      const set = channels.get(key)!;
      const wrapped: Handler = (payload) => handler(payload);
      set.add(wrapped);
      return () => void set.delete(wrapped);
    },
    onReconnect(callback: () => void) {
      reconnects.add(callback);
      return () => void reconnects.delete(callback);
    },
    deliver(userId: number | string, payload: unknown) {
      for (const handler of [...(channels.get(String(userId)) ?? [])]) handler(payload);
    },
    reconnect() {
      for (const callback of [...reconnects]) callback();
    },
    listeners: (userId: number | string) => channels.get(String(userId))?.size ?? 0,
  };
}

export const item = (i: number) => ({
  title: `Title ${i}`,
  description: `Description ${i}`,
  class: 'fa fa-bell',
  status: 'success',
});

export async function notificationsWorld() {
  const server = createWorld();
  const member = await server.createUser({ address: true });
  const token = server.tokenFor(member);
  const errors = createApiErrorStream();
  const http = createApi({
    baseURL: 'http://club.test/api',
    fetch: async (input, init) => server.app.request(input, init),
    getToken: () => token,
    currentPath: () => '/dashboard',
    onUnauthenticated: () => {},
    document: null,
    errors,
  });
  const api = createNotificationsApi(http);
  const realtime = fakeRealtime();
  const $userId = atom<number | null>(member.id);
  const $header = atom<HeaderNotifications | null>(null);
  let clockMs = Date.parse('2026-01-01T12:00:00Z');

  /** Stores and broadcasts one notification (server side); returns the REST item. */
  async function send(
    i: number,
    options: {
      live?: boolean;
      status?: string;
      class?: string;
      extra?: Record<string, unknown>;
      topic?: NotificationTopic;
    } = {},
  ) {
    server.clock.advance(1000);
    const before = server.broadcasts.length;
    const stored = await notify(server.app.deps, member, {
      ...item(i),
      ...(options.status ? { status: options.status } : {}),
      ...(options.class ? { class: options.class } : {}),
      extra: options.extra,
      topic: options.topic,
    });
    const broadcast = server.broadcasts[before]!;
    if (options.live !== false) realtime.deliver(member.id, broadcast.payload);
    return stored;
  }

  /** n stored notifications, not delivered live (they existed before the page loaded). */
  async function seed(count: number, from = 0) {
    const ids: string[] = [];
    for (let i = from; i < from + count; i++) ids.push((await send(i, { live: false })).id);
    return ids;
  }

  function markReadOnServer() {
    markAllNotificationsRead(server.db, member.id, toTimestamp(server.clock.now()));
  }

  async function loadHeader() {
    $header.set(await http.get<HeaderNotifications>('user/header'));
  }

  function store(overrides: Partial<NotificationsDeps> = {}) {
    return createNotificationsStore({ api, realtime, $userId, $header, now: () => (clockMs += 1000), ...overrides });
  }

  return {
    server,
    member,
    http,
    api,
    realtime,
    $userId,
    $header,
    send,
    seed,
    markReadOnServer,
    loadHeader,
    store,
    errors,
  };
}

/** Counts calls per endpoint, passing them on. */
export function countingApi(api: NotificationsApi) {
  const calls = { unread: [] as number[], read: [] as number[], markAllRead: 0 };
  const counted: NotificationsApi = {
    ...api,
    getUnread: (page, category) => (calls.unread.push(page), api.getUnread(page, category)),
    getRead: (page, category) => (calls.read.push(page), api.getRead(page, category)),
    markAllRead: () => (calls.markAllRead++, api.markAllRead()),
  };
  return { api: counted, calls };
}

/** Waits until the store's pending requests have answered. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
