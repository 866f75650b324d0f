// The notifications of docs/spec.md §4: the panel, the two lists with paging, mark all as read, and the
// realtime feed of the member's private channel. After any gap in that feed (reconnect, a tab
// waking up) the first pages are fetched again and merged by id (T8): nothing sent during the gap
// is lost, nothing is shown twice. The outside world (API, realtime, member, header) is passed in.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { ConnectionState, Realtime } from '../../../core/realtime/index.ts';
import type { NotificationsApi } from '../api.ts';
import type { DesktopNotifier } from './desktop.ts';
import { appendById, emptyList, isLoaded, withArrival, withFirstPage, withPage } from './list.ts';
import { fromBroadcast } from './normalise.ts';
import type { AppNotification, HeaderNotifications, ListName, NotificationList, NotificationsState } from '../types.ts';

export interface NotificationsDeps {
  api: NotificationsApi;
  realtime: Pick<Realtime, 'onUserNotification' | 'onReconnect' | '$connectionState'>;
  /** The signed-in member; null when signed out. */
  $userId: ReadableAtom<number | string | null | undefined>;
  /** The header summary (GET user/header, loaded by the top bar): the initial counts. Without it
   * the counts come from the first pages. */
  $header?: ReadableAtom<HeaderNotifications | null | undefined>;
  /** Calls back when the page wakes (visible again after a while, restored from the cache). */
  onWake?: (callback: () => void) => () => void;
  /** Shows system notifications after the member opted in. */
  desktop?: DesktopNotifier;
  now?: () => number;
}

/** What the bell's indicator shows. */
export type LiveStatus = 'connected' | 'reconnecting' | 'offline';

export function liveStatus(state: ConnectionState): LiveStatus {
  if (state === 'connected') return 'connected';
  return state === 'connecting' || state === 'reconnecting' ? 'reconnecting' : 'offline';
}

export function initialNotifications(): NotificationsState {
  return { unread: emptyList(), read: emptyList(), open: false };
}

export function createNotificationsStore(deps: NotificationsDeps) {
  const now = deps.now ?? Date.now;
  const $notifications = atom<NotificationsState>(initialNotifications());
  // What the badge shows is what the server holds (docs/spec.md §4): the unread total, which loading
  // pages leaves alone; only marking read (here or, through the cue, elsewhere) and arrivals change it.
  const $unreadCount = computed($notifications, (n) => n.unread.total);
  const arrivalListeners = new Set<(notification: AppNotification) => void>();
  /** Ids that arrived while a refetch was on the way: its answer may predate them. */
  const arrivedDuringSync = new Set<string>();
  let syncing = 0;
  // Bumped when the member changes: late answers for the previous one are dropped.
  let generation = 0;

  const get = () => $notifications.get();
  const setList = (name: ListName, list: NotificationList) => $notifications.set({ ...get(), [name]: list });
  const fetchPage = (name: ListName, page: number) =>
    name === 'unread' ? deps.api.getUnread(page) : deps.api.getRead(page);

  /** Merges the next page of a list; nothing when it is loading or fully loaded. */
  async function loadMore(name: ListName = 'unread'): Promise<void> {
    const list = get()[name];
    if (list.loading || (isLoaded(list) && !list.next_page_url)) return;
    const started = generation;
    setList(name, { ...list, loading: true, failed: false });
    try {
      const page = await fetchPage(name, list.current_page + 1);
      if (started === generation) setList(name, withPage(get()[name], page));
    } catch {
      if (started === generation) setList(name, { ...get()[name], loading: false, failed: true });
    }
  }

  /** Opening loads each list whose count is non-zero and that has no page yet. */
  function setOpen(open: boolean): void {
    if (get().open === open) return;
    $notifications.set({ ...get(), open });
    if (!open) return;
    const { unread, read } = get();
    if (!isLoaded(unread) && unread.total > 0) void loadMore('unread');
    if (!isLoaded(read) && read.total > 0) void loadMore('read');
  }

  /** Unread becomes empty (count 0), the items move to the read list, the panel closes, the server is told. */
  async function markAllRead(): Promise<void> {
    const { unread, read } = get();
    const at = new Date(now()).toISOString();
    const moved = unread.data.map((item) => ({ ...item, read_at: item.read_at ?? at }));
    $notifications.set({
      open: false,
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
  }

  /** A realtime notification (flattened payload): on top of the unread list, count + 1, once per id. */
  function receive(payload: unknown): AppNotification | null {
    const item = fromBroadcast(payload, new Date(now()));
    if (!item) return null;
    const { unread, read } = get();
    const next = withArrival(unread, item);
    if (!next || read.data.some((known) => known.id === item.id)) return null;
    if (syncing > 0) arrivedDuringSync.add(item.id);
    setList('unread', next);
    deps.desktop?.show(item);
    for (const listener of [...arrivalListeners]) listener(item);
    return item;
  }

  /** The counts and first pages again after a gap, merged by id. */
  async function resync(): Promise<void> {
    const started = generation;
    syncing++;
    try {
      const [unreadPage, readPage] = await Promise.all([deps.api.getUnread(1), deps.api.getRead(1)]);
      if (started !== generation) return;
      const { unread, read } = get();
      // arrivals newer than the answer stay on top and in the count
      const late = unread.data.filter(
        (item) => arrivedDuringSync.has(item.id) && !unreadPage.data.some((p) => p.id === item.id),
      );
      const merged = withFirstPage(unread, unreadPage);
      $notifications.set({
        ...get(),
        unread: { ...merged, data: [...late, ...merged.data], total: merged.total + late.length },
        read: withFirstPage(read, readPage),
      });
    } catch {
      // the next reconnect or wake tries again; errors the member must see are shown by the api
    } finally {
      if (--syncing === 0) arrivedDuringSync.clear();
    }
  }

  // The header gives the starting counts, once per member: later summaries (which this store may
  // itself have fed) never overrule what the lists and the live feed know.
  let headerApplied = false;
  function applyHeader(header: HeaderNotifications | null | undefined): void {
    const counts = header?.notifications?.notifications;
    if (!counts || headerApplied) return;
    headerApplied = true;
    const { unread, read } = get();
    $notifications.set({
      ...get(),
      unread: isLoaded(unread) ? unread : { ...unread, total: counts.unread_count },
      read: isLoaded(read) ? read : { ...read, total: counts.read_count },
    });
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
