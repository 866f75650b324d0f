// docs/spec.md §4 "Notifications": the archive and the category filter, the store against the real
// reference server in-process. What the badge shows stays the server's unread total over every
// category.
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationsStore } from '../../../../src/modules/notifications/store/notifications-store.ts';
import { flush, notificationsWorld } from '../world.ts';

let mounted: NotificationsStore[] = [];
afterEach(() => {
  for (const store of mounted) cleanStores(store.$notifications, store.$unreadCount);
  mounted = [];
});

function mount(store: NotificationsStore): NotificationsStore {
  store.$unreadCount.listen(() => {});
  mounted.push(store);
  return store;
}

type ListName = 'unread' | 'read' | 'archived';
const titles = (store: NotificationsStore, list: ListName = 'unread') =>
  store.$notifications.get()[list].data.map((n) => n.data.title);

/** A member with news (0, 1), wallet (2) and topic-less (3) notifications, the panel open and loaded. */
async function openPanel() {
  const w = await notificationsWorld();
  await w.send(0, { live: false, topic: 'news' });
  await w.send(1, { live: false, topic: 'news' });
  await w.send(2, { live: false, topic: 'wallet' });
  await w.send(3, { live: false });
  await w.loadHeader();
  const store = mount(w.store());
  store.open();
  await flush();
  return { w, store };
}

describe('archiving', () => {
  it('takes the notification out of the inbox and the badge, and lists it in the archive.', async () => {
    const { w, store } = await openPanel();
    const id = store.$notifications.get().unread.data.find((n) => n.data.title === 'Title 2')!.id;
    await store.archive(id);
    expect(titles(store)).toEqual(['Title 3', 'Title 1', 'Title 0']);
    expect(store.$unreadCount.get()).toBe(3);
    await store.setView('archive');
    await flush();
    expect(titles(store, 'archived')).toEqual(['Title 2']);
    const header = await w.http.get<{ notifications: { notifications: { unread_count: number } } }>('user/header');
    expect(header.notifications.notifications.unread_count).toBe(3);
  });

  it('takes one back from the archive: it is among the earlier (read) ones again.', async () => {
    const { store } = await openPanel();
    const id = store.$notifications.get().unread.data[0]!.id;
    await store.archive(id);
    await store.setView('archive');
    await flush();
    await store.unarchive(id);
    expect(titles(store, 'archived')).toEqual([]);
    expect(titles(store, 'read')).toEqual(['Title 3']);
    expect(store.$unreadCount.get()).toBe(3);
  });

  it('follows an archive made in another tab when the cue brings the lists again.', async () => {
    const { w, store } = await openPanel();
    const other = mount(w.store());
    other.open();
    await flush();
    await other.archive(store.$notifications.get().unread.data[0]!.id);
    await store.resync(); // what NotificationsRead on the member's channel does (src/modules/notifications/store.ts)
    expect(titles(store)).toEqual(['Title 2', 'Title 1', 'Title 0']);
    expect(store.$unreadCount.get()).toBe(3);
  });
});

describe('the category filter', () => {
  it('lists one topic’s notifications while the badge keeps counting every category.', async () => {
    const { store } = await openPanel();
    await store.setCategory('news');
    await flush();
    expect(titles(store)).toEqual(['Title 1', 'Title 0']);
    expect(store.$notifications.get().unread.total).toBe(2);
    expect(store.$unreadCount.get()).toBe(4);
    await store.setCategory(null);
    await flush();
    expect(titles(store)).toEqual(['Title 3', 'Title 2', 'Title 1', 'Title 0']);
  });

  it('counts a live arrival of another category, and lists only those of the category shown.', async () => {
    const { w, store } = await openPanel();
    await store.setCategory('news');
    await flush();
    await w.send(4, { topic: 'wallet' });
    await w.send(5, { topic: 'news' });
    expect(titles(store)).toEqual(['Title 5', 'Title 1', 'Title 0']);
    expect(store.$unreadCount.get()).toBe(6);
  });

  it('filters the archive by the same category.', async () => {
    const { store } = await openPanel();
    for (const n of [...store.$notifications.get().unread.data]) await store.archive(n.id);
    await store.setCategory('wallet');
    await store.setView('archive');
    await flush();
    expect(titles(store, 'archived')).toEqual(['Title 2']);
    expect(store.$unreadCount.get()).toBe(0);
  });
});
