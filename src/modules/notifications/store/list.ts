// The list rules of docs/spec.md §4 "Notifications" as pure functions over one list (unread or read):
// merging a page, counting what is not loaded yet, a realtime arrival, a refetched first page.
// Every merge goes by id, so REST and realtime copies of one notification are shown once.
import { parseTimestamp } from '../../../core/format.ts';
import type { AppNotification, NotificationList, PageOf } from '../types.ts';

export function emptyList(total = 0): NotificationList {
  return { data: [], current_page: 0, from: null, to: null, total, next_page_url: null, loading: false, failed: false };
}

/** docs/spec.md §4: after a merge the count is total minus 'to' (before any load: the total). */
export const countOf = (list: NotificationList): number => Math.max(0, list.total - (list.to ?? 0));

/** At least one page has been merged. */
export const isLoaded = (list: NotificationList): boolean => list.current_page > 0;

/** `existing` with each item replaced by its `incoming` copy, then the new ones appended. */
export function appendById(
  existing: readonly AppNotification[],
  incoming: readonly AppNotification[],
): AppNotification[] {
  const fresh = new Map(incoming.map((item) => [item.id, item]));
  const merged = existing.map((item) => {
    const copy = fresh.get(item.id);
    fresh.delete(item.id);
    return copy ?? item;
  });
  return [...merged, ...fresh.values()];
}

/** The next page merged in ("loading more"): paging fields from the server, loading cleared. */
export function withPage(list: NotificationList, page: PageOf<AppNotification>): NotificationList {
  return {
    data: appendById(list.data, page.data),
    current_page: page.current_page,
    from: page.from,
    to: page.to,
    total: page.total,
    next_page_url: page.next_page_url,
    loading: false,
    failed: false,
  };
}

/** A realtime arrival: on top, total + 1, so the count goes up at once; null when already shown. */
export function withArrival(list: NotificationList, item: AppNotification): NotificationList | null {
  if (list.data.some((known) => known.id === item.id)) return null;
  return { ...list, data: [item, ...list.data], total: list.total + 1 };
}

const time = (item: AppNotification) => parseTimestamp(item.created_at)?.getTime() ?? 0;

/**
 * The first page fetched again after a gap (reconnect, wake): the server's page replaces what it
 * covers, so missed items appear once and items read elsewhere go; older loaded items stay. The
 * total is the server's; 'to' (what was loaded) stays, capped by the new total.
 */
export function withFirstPage(list: NotificationList, page: PageOf<AppNotification>): NotificationList {
  const complete = page.next_page_url === null;
  const oldest = page.data.length > 0 ? Math.min(...page.data.map(time)) : Number.POSITIVE_INFINITY;
  const covered = new Set(page.data.map((item) => item.id));
  const older = complete ? [] : list.data.filter((item) => !covered.has(item.id) && time(item) < oldest);
  const data = [...page.data, ...older];
  if (!isLoaded(list)) return { ...list, data, total: page.total };
  const to = Math.min(list.to ?? 0, page.total);
  return {
    ...list,
    data,
    total: page.total,
    to,
    next_page_url: complete ? null : list.current_page > 1 ? list.next_page_url : page.next_page_url,
  };
}
