// The notifications of docs/spec.md §4: the panel, the inbox's two lists and the archive with paging,
// one category or all, mark all as read, archiving, and the realtime feed of the member's private
// channel. After any gap in that feed (reconnect, a tab waking up, a change in another tab) the
// first pages are fetched again and merged by id (T8): nothing sent during the gap is lost, nothing
// is shown twice. The outside world (API, realtime, member, header) is passed in.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Realtime } from '../../../core/realtime/index.ts';
import type { NotificationsApi } from '../api.ts';
import type { DesktopNotifier } from './desktop.ts';
import { countsAfter, initialNotifications, liveStatus } from './state.ts';
import { appendById, isLoaded, withArrival, withFirstPage, withPage } from './list.ts';
import { fromBroadcast } from './normalise.ts';
import type { InboxActions } from './inbox-actions.ts';
import type { NotificationTopic } from '../../../shared/contract/notification-topics.ts';
import type {
  AppNotification,
  HeaderNotifications,
  ListName,
  NotificationList,
  NotificationsState,
  NotificationView,
} from '../types.ts';

export interface NotificationsDeps {
  api: NotificationsApi;
  realtime: Pick<Realtime, 'onUserNotification' | 'onReconnect' | '$connectionState'>;
  /** The signed-in member; null when signed out. */
  $userId: ReadableAtom<number | string | null | undefined>;
  /** The header summary (GET user/header, loaded by the top bar): the initial counts. Without it
   * the counts come from the first pages. */
  $header?: ReadableAtom<HeaderNotifications | null | undefined>;
  /**
   * Fetches the header summary again: after a gap with no list loaded (the bell never opened) its
   * counts are all there is to catch up on, so no list is fetched.
   */
  reloadHeader?: () => Promise<HeaderNotifications | null | undefined>;
  /** Calls back when the page wakes (visible again after a while, restored from the cache). */
  onWake?: (callback: () => void) => () => void;
  /** Shows system notifications after the member opted in. */
  desktop?: DesktopNotifier;
  now?: () => number;
}

export { initialNotifications, liveStatus, type LiveStatus } from './state.ts';

export function createNotificationsStore(deps: NotificationsDeps) {
  const now = deps.now ?? Date.now;
  const $notifications = atom<NotificationsState>(initialNotifications());
  // What the badge shows is what the server holds (docs/spec.md §4): the unread total over every
  // category, which loading pages and the filter leave alone; only marking read or archiving (here
  // or, through the cue, elsewhere) and arrivals change it.
  const $unreadCount = computed($notifications, (n) => n.counts.unread);
  const arrivalListeners = new Set<(notification: AppNotification) => void>();
  /** Ids that arrived while a refetch was on the way: its answer may predate them. */
  const arrivedDuringSync = new Set<string>();
  let syncing = 0;
  // Bumped when the member changes: late answers for the previous one are dropped.
  let generation = 0;

  const get = () => $notifications.get();
  const setList = (name: ListName, list: NotificationList) => $notifications.set({ ...get(), [name]: list });
  const fetchPage = (name: ListName, page: number, category: NotificationTopic | null = get().category) =>
    name === 'unread'
      ? deps.api.getUnread(page, category)
      : name === 'read'
        ? deps.api.getRead(page, category)
        : deps.api.getArchived(page, category);

  /** Merges the next page of a list; nothing when it is loading or fully loaded. */
  async function loadMore(name: ListName = 'unread'): Promise<void> {
    const list = get()[name];
    if (list.loading || (isLoaded(list) && !list.next_page_url)) return;
    const started = generation;
    setList(name, { ...list, loading: true, failed: false });
    try {
      const page = await fetchPage(name, list.current_page + 1);
      if (started === generation)
        $notifications.set({ ...get(), [name]: withPage(get()[name], page), counts: countsAfter(get(), name, page) });
    } catch {
      if (started === generation) setList(name, { ...get()[name], loading: false, failed: true });
    }
  }

  /** Opening loads each list of the view whose count is non-zero and that has no page yet. */
  function setOpen(open: boolean): void {
    if (get().open === open) return;
    $notifications.set({ ...get(), open });
    if (open) loadView();
  }

  /** The shown view's lists that have no page yet (a filtered list's total is unknown until then). */
  function loadView(): void {
    const { unread, read, archived, view, category } = get();
    const wanted = (list: NotificationList) => !isLoaded(list) && (category !== null || list.total > 0);
    if (view === 'archive') {
      if (!isLoaded(archived)) void loadMore('archived');
      return;
    }
    if (wanted(unread)) void loadMore('unread');
    if (wanted(read)) void loadMore('read');
  }

  let actions: Promise<InboxActions> | null = null;
  const inbox = () =>
    (actions ??= import('./inbox-actions.ts').then(({ inboxActions }) =>
      inboxActions({ $notifications, api: deps.api, loadView, resync, dropAnswers: () => void generation++ }),
    ));

  /** Unread becomes empty (count 0), the items move to the read list, the panel closes, the server is told. */
  async function markAllRead(): Promise<void> {
    const { unread, read } = get();
    const at = new Date(now()).toISOString();
    const moved = unread.data.map((item) => ({ ...item, read_at: item.read_at ?? at }));
    const { counts, category } = get();
    $notifications.set({
      ...get(),
      open: false,
      counts: { unread: 0, read: counts.read + counts.unread },
      unread: { ...unread, data: [], from: null, to: 0, total: 0, next_page_url: null },
      read: {
        ...read,
        data: appendById(moved, read.data),
        total: read.total + unread.total,
        to: isLoaded(read) ? (read.to ?? 0) + moved.length : read.to,
      },
    });
    try {
      await deps.api.markAllRead();
    } catch (error) {
      await resync(); // the server's word on what is read
      throw error;
    }
    // other categories' unread ones became read too: the filtered read list asks again
    if (category !== null) await resync();
  }

  /** A realtime notification (flattened payload): on top of the unread list, count + 1, once per id. */
  function receive(payload: unknown): AppNotification | null {
    const item = fromBroadcast(payload, new Date(now()));
    if (!item) return null;
    const { unread, read, archived, category, counts } = get();
    const next = withArrival(unread, item);
    const known = (list: NotificationList) => list.data.some((entry) => entry.id === item.id);
    if (!next || known(read) || known(archived)) return null;
    if (syncing > 0) arrivedDuringSync.add(item.id);
    // counted whatever the filter; listed when it is of the category shown
    const listed = category === null || item.topic === category;
    $notifications.set({
      ...get(),
      ...(listed ? { unread: next } : {}),
      counts: { ...counts, unread: counts.unread + 1 },
    });
    deps.desktop?.show(item);
    for (const listener of [...arrivalListeners]) listener(item);
    return item;
  }

  /** The counts and first pages again after a gap, merged by id. */
  async function resync(): Promise<void> {
    if (deps.$header && deps.reloadHeader && !anyListLoaded()) return countsFromHeader(deps.reloadHeader);
    const started = generation;
    syncing++;
    try {
      const withArchive = isLoaded(get().archived);
      const [unreadPage, readPage, archivedPage] = await Promise.all([
        fetchPage('unread', 1),
        fetchPage('read', 1),
        withArchive ? fetchPage('archived', 1) : null,
      ]);
      if (started !== generation) return;
      const { unread, read, archived } = get();
      // arrivals newer than the answer stay on top and in the count
      const late = unread.data.filter(
        (item) => arrivedDuringSync.has(item.id) && !unreadPage.data.some((p) => p.id === item.id),
      );
      const merged = withFirstPage(unread, unreadPage);
      const counts = countsAfter({ ...get(), counts: countsAfter(get(), 'read', readPage) }, 'unread', unreadPage);
      $notifications.set({
        ...get(),
        unread: { ...merged, data: [...late, ...merged.data], total: merged.total + late.length },
        read: withFirstPage(read, readPage),
        archived: archivedPage ? withFirstPage(archived, archivedPage) : archived,
        counts: { ...counts, unread: counts.unread + late.length },
      });
    } catch {
      // the next reconnect or wake tries again; errors the member must see are shown by the api
    } finally {
      if (--syncing === 0) arrivedDuringSync.clear();
    }
  }

  const anyListLoaded = () => {
    const { unread, read, archived } = get();
    return isLoaded(unread) || isLoaded(read) || isLoaded(archived);
  };

  /** The counts of a summary fetched again; one that arrived meanwhile stays counted. */
  async function countsFromHeader(reload: () => Promise<HeaderNotifications | null | undefined>): Promise<void> {
    const started = generation;
    syncing++;
    try {
      const counts = (await reload())?.notifications?.notifications;
      if (started !== generation || !counts || anyListLoaded()) return;
      const arrived = arrivedDuringSync.size > 0;
      const unread = arrived ? Math.max(counts.unread_count, get().counts.unread) : counts.unread_count;
      $notifications.set({ ...get(), counts: { unread, read: counts.read_count } });
    } catch {
      // the next gap tries again; errors the member must see are shown by the api
    } finally {
      if (--syncing === 0) arrivedDuringSync.clear();
    }
  }

  // The header gives the starting counts, once per member: later summaries (which this store may
  // itself have fed) never overrule what the lists and the live feed know. A panel opened before
  // they came wanted no list (all counts 0): it loads its lists now.
  let headerApplied = false;
  function applyHeader(header: HeaderNotifications | null | undefined): void {
    const counts = header?.notifications?.notifications;
    if (!counts || headerApplied) return;
    headerApplied = true;
    const { unread, read, category } = get();
    const listsUnfiltered = category === null;
    $notifications.set({
      ...get(),
      unread: isLoaded(unread) || !listsUnfiltered ? unread : { ...unread, total: counts.unread_count },
      read: isLoaded(read) || !listsUnfiltered ? read : { ...read, total: counts.read_count },
      counts: isLoaded(unread) ? get().counts : { unread: counts.unread_count, read: counts.read_count },
    });
    if (get().open) loadView();
  }

  // Resources follow the screen: the channel is open while anything shows the notifications.
  onMount($notifications, () => {
    let userId = deps.$userId.get() ?? null;
    let stopChannel: (() => void) | null = null;
    const follow = () => {
      stopChannel?.();
      stopChannel = userId === null ? null : deps.realtime.onUserNotification(userId, receive);
      if (deps.$header) applyHeader(deps.$header.get());
      else if (userId !== null) void resync();
    };
    const stops = [
      deps.$userId.listen((next) => {
        if ((next ?? null) === userId) return;
        userId = next ?? null;
        generation++;
        headerApplied = false;
        $notifications.set(initialNotifications());
        follow();
      }),
      deps.realtime.onReconnect(() => void resync()),
      ...(deps.$header ? [deps.$header.listen(applyHeader)] : []),
      ...(deps.onWake ? [deps.onWake(() => void resync())] : []),
    ];
    follow();
    return () => {
      stopChannel?.();
      stops.forEach((stop) => stop());
    };
  });

  return {
    $notifications: $notifications as ReadableAtom<NotificationsState>,
    $unreadCount,
    /** Connected, reconnecting (also the first connect) or offline (no session, unavailable, refused). */
    $live: computed(deps.realtime.$connectionState, liveStatus),
    setOpen,
    // The inbox's own actions come with their first use: the bell's first render (a widget on the
    // club's website) carries only what shows and counts (./inbox-actions.ts).
    setView: (view: NotificationView) => inbox().then((actions) => actions.setView(view)),
    setCategory: (category: NotificationTopic | null) => inbox().then((actions) => actions.setCategory(category)),
    archive: (id: string) => inbox().then((actions) => actions.setArchived(id, true)),
    unarchive: (id: string) => inbox().then((actions) => actions.setArchived(id, false)),
    toggle: () => setOpen(!get().open),
    open: () => setOpen(true),
    close: () => setOpen(false),
    loadMore,
    markAllRead,
    receive,
    resync,
    /** Back to the empty lists of a fresh page, late answers dropped (a page reset between widget tests). */
    reset() {
      generation++;
      headerApplied = false;
      arrivedDuringSync.clear();
      $notifications.set(initialNotifications());
    },
    /** Calls back for every new realtime notification (aria-live text, widget events). */
    onNotification(listener: (notification: AppNotification) => void): () => void {
      arrivalListeners.add(listener);
      return () => void arrivalListeners.delete(listener);
    },
    desktop: deps.desktop ?? null,
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
