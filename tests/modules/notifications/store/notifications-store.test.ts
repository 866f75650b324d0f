// docs/spec.md §4 "Notifications", T8: the store against the real reference server in-process.
import { atom, cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsStore } from '../../../../src/modules/notifications/store/notifications-store.ts';
import { countingApi, flush, notificationsWorld } from '../world.ts';

let mounted: NotificationsStore[] = [];
afterEach(() => {
  for (const store of mounted) cleanStores(store.$notifications, store.$unreadCount);
  mounted = [];
  vi.useRealTimers();
});

/** A store in use, as the bell keeps it: mounted, so it listens on the member's channel. */
function mount<T extends NotificationsStore>(store: T): T {
  store.$unreadCount.listen(() => {});
  mounted.push(store);
  return store;
}

/** A member with `seeded` unread notifications whose bell panel is open and loaded. */
async function openPanel(seeded: number) {
  const w = await notificationsWorld();
  await w.seed(seeded);
  await w.loadHeader();
  const store = mount(w.store());
  store.open();
  await flush();
  return { w, store };
}

const titles = (store: NotificationsStore, list: 'unread' | 'read' = 'unread') =>
  store.$notifications.get()[list].data.map((n) => n.data.title);

describe('the panel', () => {
  it('toggles open and closed.', async () => {
    const w = await notificationsWorld();
    const store = mount(w.store());
    store.toggle();
    expect(store.$notifications.get().open).toBe(true);
    store.toggle();
    expect(store.$notifications.get().open).toBe(false);
  });

  it('opening loads the unread and the read list when their counts are non-zero.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    w.markReadOnServer();
    await w.seed(3, 10);
    await w.loadHeader();
    const store = mount(w.store());
    store.open();
    await flush();
    expect(titles(store)).toEqual(['Title 12', 'Title 11', 'Title 10']);
    expect(titles(store, 'read')).toEqual(['Title 1', 'Title 0']);
  });

  it('reset empties both lists and closes the panel, as a fresh page has them.', async () => {
    const { store } = await openPanel(2);
    store.reset();
    expect(store.$notifications.get()).toMatchObject({ unread: { data: [] }, read: { data: [] }, open: false });
    expect(store.$unreadCount.get()).toBe(0);
  });

  it('opening loads no list whose count is zero.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const counting = countingApi(w.api);
    const store = mount(w.store({ api: counting.api }));
    store.open();
    await flush();
    expect(counting.calls).toEqual({ unread: [1], read: [], markAllRead: 0 });
  });

  it('opening with both counts zero loads nothing and shows an empty unread list.', async () => {
    const w = await notificationsWorld();
    await w.loadHeader();
    const counting = countingApi(w.api);
    const store = mount(w.store({ api: counting.api }));
    store.open();
    await flush();
    expect(counting.calls).toEqual({ unread: [], read: [], markAllRead: 0 });
    expect(store.$notifications.get().unread.data).toEqual([]);
  });

  it('an open panel loads its lists when the header summary arrives after it opened.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    const store = mount(w.store());
    store.open();
    await flush();
    await w.loadHeader();
    await flush();
    expect(titles(store)).toEqual(['Title 1', 'Title 0']);
  });

  it('opening again does not load a list that already has its first page.', async () => {
    const w = await notificationsWorld();
    await w.seed(12);
    await w.loadHeader();
    const counting = countingApi(w.api);
    const store = mount(w.store({ api: counting.api }));
    store.open();
    await flush();
    store.close();
    store.open();
    await flush();
    expect(counting.calls.unread).toEqual([1]);
  });
});

describe('loading more', () => {
  it('sets the list to loading while the page is on its way and clears it after the merge.', async () => {
    const w = await notificationsWorld();
    await w.seed(3);
    await w.loadHeader();
    const store = mount(w.store());
    const loading = store.loadMore('unread');
    expect(store.$notifications.get().unread.loading).toBe(true);
    await loading;
    expect(store.$notifications.get().unread.loading).toBe(false);
  });

  it('merges the next page after the loaded ones, with the paginator fields of the server.', async () => {
    const w = await notificationsWorld();
    await w.seed(25);
    await w.loadHeader();
    const store = mount(w.store());
    await store.loadMore('unread');
    await store.loadMore('unread');
    const { unread } = store.$notifications.get();
    expect(unread.data).toHaveLength(20);
    expect(unread.data[0]!.data.title).toBe('Title 24');
    expect(unread.data[19]!.data.title).toBe('Title 5');
    expect(unread).toMatchObject({
      current_page: 2,
      from: 11,
      to: 20,
      total: 25,
      next_page_url: 'http://club.test/api/user/notifications/unread?page=3',
    });
  });

  it('loading pages changes no count: the badge is the server’s unread count (docs/spec.md §4).', async () => {
    const w = await notificationsWorld();
    await w.seed(25);
    await w.loadHeader();
    const store = mount(w.store());
    await store.loadMore('unread');
    expect(store.$unreadCount.get()).toBe(25);
    await store.loadMore('unread');
    expect(store.$unreadCount.get()).toBe(25);
  });

  it('loads nothing more once the last page is merged.', async () => {
    const w = await notificationsWorld();
    await w.seed(3);
    await w.loadHeader();
    const counting = countingApi(w.api);
    const store = mount(w.store({ api: counting.api }));
    await store.loadMore('unread');
    await store.loadMore('unread');
    expect(counting.calls.unread).toEqual([1]);
  });

  it('clears loading and marks the list failed when the page cannot be loaded; opening again retries.', async () => {
    const w = await notificationsWorld();
    await w.seed(3);
    await w.loadHeader();
    let fail = true;
    const store = mount(
      w.store({
        api: { ...w.api, getUnread: (page) => (fail ? Promise.reject(new Error('offline')) : w.api.getUnread(page)) },
      }),
    );
    store.open();
    await flush();
    expect(store.$notifications.get().unread).toMatchObject({ loading: false, failed: true, current_page: 0 });
    fail = false;
    store.close();
    store.open();
    await flush();
    expect(store.$notifications.get().unread).toMatchObject({ failed: false, current_page: 1 });
    expect(titles(store)).toHaveLength(3);
  });
});

describe('counts', () => {
  it('takes the initial unread count from the header summary.', async () => {
    const w = await notificationsWorld();
    await w.seed(4);
    const store = mount(w.store());
    expect(store.$unreadCount.get()).toBe(0);
    await w.loadHeader();
    expect(store.$unreadCount.get()).toBe(4);
  });

  it('takes the counts from the header only once per member: a later summary does not overrule the live count.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const store = mount(w.store());
    const stale = w.$header.get()!;
    await w.send(3);
    w.$header.set({ ...stale });
    expect(store.$unreadCount.get()).toBe(3);
  });

  it('takes the counts from the first pages when no header summary is given.', async () => {
    const w = await notificationsWorld();
    await w.seed(4);
    const store = mount(w.store({ $header: undefined }));
    await flush();
    expect(store.$unreadCount.get()).toBe(4);
  });
});

describe('mark all as read', () => {
  it('sets unread to to total, the unread count to 0, and closes the panel.', async () => {
    const { store } = await openPanel(15);
    await store.markAllRead();
    const state = store.$notifications.get();
    expect(state.unread.to).toBe(state.unread.total);
    expect(store.$unreadCount.get()).toBe(0);
    expect(state.open).toBe(false);
  });

  it('tells the server, so the unread list is empty there too.', async () => {
    const w = await notificationsWorld();
    await w.seed(3);
    await w.loadHeader();
    const store = mount(w.store());
    await store.markAllRead();
    expect((await w.api.getUnread(1)).total).toBe(0);
    expect((await w.api.getRead(1)).total).toBe(3);
  });

  it('moves the loaded unread items to the top of the read list.', async () => {
    const w = await notificationsWorld();
    await w.seed(1);
    w.markReadOnServer();
    await w.seed(2, 5);
    await w.loadHeader();
    const store = mount(w.store());
    store.open();
    await flush();
    await store.markAllRead();
    expect(titles(store)).toEqual([]);
    expect(titles(store, 'read')).toEqual(['Title 6', 'Title 5', 'Title 0']);
    expect(store.$notifications.get().read.total).toBe(3);
  });

  it('counts a notification arriving after it again.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const store = mount(w.store());
    await store.markAllRead();
    await w.send(9);
    expect(store.$unreadCount.get()).toBe(1);
    expect(titles(store)).toEqual(['Title 9']);
  });
});

describe('realtime', () => {
  it('puts a notification from the private channel on top of the unread list and increments the count at once.', async () => {
    const w = await notificationsWorld();
    await w.seed(3);
    await w.loadHeader();
    const store = mount(w.store());
    await store.loadMore('unread');
    const before = store.$unreadCount.get();
    await w.send(7);
    expect(titles(store)[0]).toBe('Title 7');
    expect(store.$unreadCount.get()).toBe(before + 1);
  });

  it('normalises the flattened realtime payload into the shape of the REST item.', async () => {
    const w = await notificationsWorld();
    const store = mount(w.store());
    const sent = await w.send(1);
    const [received] = store.$notifications.get().unread.data;
    const [fromRest] = (await w.api.getUnread(1)).data;
    expect(received).toEqual({ ...fromRest, created_at: received!.created_at });
    expect(received!.id).toBe(sent.id);
  });

  it('shows a notification delivered both live and in a later page once (dedupe by id).', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const store = mount(w.store());
    await w.send(5);
    store.open();
    await flush();
    expect(titles(store)).toEqual(['Title 5', 'Title 1', 'Title 0']);
  });

  it('ignores a second live copy of a notification already shown, and does not count it.', async () => {
    const { w, store } = await openPanel(2);
    const count = store.$unreadCount.get();
    const [shown] = await w.api.getUnread(1).then((page) => page.data);
    w.realtime.deliver(w.member.id, { ...shown!.data, id: shown!.id, type: shown!.type });
    expect(titles(store)).toEqual(['Title 1', 'Title 0']);
    expect(store.$unreadCount.get()).toBe(count);
  });

  it('ignores a realtime payload without an id.', async () => {
    const w = await notificationsWorld();
    const store = mount(w.store());
    w.realtime.deliver(w.member.id, { title: 'No id', type: 'X' });
    w.realtime.deliver(w.member.id, 'text');
    expect(store.$notifications.get().unread.data).toEqual([]);
    expect(store.$unreadCount.get()).toBe(0);
  });

  it("listens on the member's private channel while in use and stops when the last listener leaves.", async () => {
    const w = await notificationsWorld();
    vi.useFakeTimers();
    const store = w.store();
    expect(w.realtime.listeners(w.member.id)).toBe(0);
    const stop = store.$unreadCount.listen(() => {});
    expect(w.realtime.listeners(w.member.id)).toBe(1);
    stop();
    vi.advanceTimersByTime(2 * STORE_UNMOUNT_DELAY); // the computed count, then the store itself
    expect(w.realtime.listeners(w.member.id)).toBe(0);
  });

  it('starts over, on the new channel, when another member signs in.', async () => {
    const { w, store } = await openPanel(2);
    w.$userId.set(999);
    expect(store.$notifications.get().unread.data).toEqual([]);
    expect(w.realtime.listeners(w.member.id)).toBe(0);
    expect(w.realtime.listeners(999)).toBe(1);
  });
});

describe('after a gap (reconnect, wake)', () => {
  it('refetches after a reconnect: a notification sent during the gap appears once and the count is right.', async () => {
    const { w, store } = await openPanel(2);
    await w.send(3); // live
    const missed = await w.send(4, { live: false }); // during the outage
    w.realtime.reconnect();
    await flush();
    expect(titles(store)).toEqual(['Title 4', 'Title 3', 'Title 1', 'Title 0']);
    expect(store.$notifications.get().unread.data.filter((n) => n.id === missed.id)).toHaveLength(1);
    expect(store.$unreadCount.get()).toBe(4); // the two loaded, one live, one missed
    w.realtime.reconnect();
    await flush();
    expect(titles(store)).toEqual(['Title 4', 'Title 3', 'Title 1', 'Title 0']);
  });

  it('fetches only the header again after a gap while the panel was never opened: its counts, no list.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const counting = countingApi(w.api);
    const reloadHeader = vi.fn(async () => {
      await w.loadHeader();
      return w.$header.get();
    });
    const store = mount(w.store({ api: counting.api, reloadHeader }));
    await w.send(3, { live: false });
    w.markReadOnServer();
    await w.send(4, { live: false });
    w.realtime.reconnect();
    await flush();
    expect(reloadHeader).toHaveBeenCalledTimes(1);
    expect([counting.calls.unread, counting.calls.read]).toEqual([[], []]);
    expect(store.$notifications.get().counts).toEqual({ unread: 1, read: 3 });
  });

  it('counts a notification missed while the panel was never opened.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    await w.loadHeader();
    const store = mount(w.store());
    await w.send(3, { live: false });
    w.realtime.reconnect();
    await flush();
    expect(store.$unreadCount.get()).toBe(3);
    store.open();
    await flush();
    expect(titles(store)).toEqual(['Title 3', 'Title 1', 'Title 0']);
  });

  it('drops from the unread list what was read elsewhere during the gap.', async () => {
    const { w, store } = await openPanel(2);
    w.markReadOnServer();
    w.realtime.reconnect();
    await flush();
    expect(titles(store)).toEqual([]);
    expect(store.$unreadCount.get()).toBe(0);
    expect(titles(store, 'read')).toEqual(['Title 1', 'Title 0']);
  });

  it('keeps a live notification that arrived while the refetch was on its way.', async () => {
    const w = await notificationsWorld();
    await w.loadHeader();
    let arriveDuringFetch: () => Promise<void> = async () => {};
    const api = {
      ...w.api,
      getUnread: async (page: number) => {
        const answer = await w.api.getUnread(page);
        await arriveDuringFetch();
        return answer;
      },
    };
    const store = mount(w.store({ api }));
    arriveDuringFetch = async () => {
      arriveDuringFetch = async () => {};
      await w.send(8);
    };
    w.realtime.reconnect();
    await flush();
    expect(titles(store)).toEqual(['Title 8']);
    expect(store.$unreadCount.get()).toBe(1);
  });

  it('refetches when the page wakes.', async () => {
    const w = await notificationsWorld();
    await w.loadHeader();
    const wakes = new Set<() => void>();
    const store = mount(w.store({ onWake: (callback) => (wakes.add(callback), () => void wakes.delete(callback)) }));
    await w.send(1, { live: false });
    wakes.forEach((wake) => wake());
    await flush();
    expect(store.$unreadCount.get()).toBe(1);
    expect(titles(store)).toEqual(['Title 1']);
  });

  it('drops answers that arrive after the member changed.', async () => {
    const w = await notificationsWorld();
    await w.seed(2);
    const $userId = atom<number | null>(w.member.id);
    const store = mount(w.store({ $userId }));
    w.realtime.reconnect();
    $userId.set(null);
    await flush();
    expect(store.$notifications.get().unread.data).toEqual([]);
  });
});
