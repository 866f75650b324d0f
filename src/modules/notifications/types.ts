// Wire and state types of the notifications (docs/spec.md §3 "Notification lists", docs/contracts.md §2.2, §3.3,
// §3.4); the wire types are inferred from their schemas (src/shared/contract/user.ts).
import type { Timestamp } from '../../core/types.ts';
import type { NotificationData } from '../../shared/contract/user.ts';
import type { NotificationTopic } from '../../shared/contract/notification-topics.ts';

export type { NotificationData, NotificationItem } from '../../shared/contract/user.ts';

/** One notification as the client keeps it, whichever way it arrived. */
export interface AppNotification {
  /** The uuid shared by the database row and the broadcast: the dedupe key. */
  id: string;
  type: string;
  data: NotificationData;
  read_at: Timestamp | null;
  /** In the archive since (docs/spec.md §4 "Notifications"); null: in the inbox. */
  archived_at: Timestamp | null;
  /** The topic it is about: the category the bell filters by; null: none. */
  topic: NotificationTopic | null;
  /** UTC; for a realtime copy the moment it arrived. */
  created_at: Timestamp;
}

/** The member's counts over every category, as the server holds them (the badge's). */
export interface NotificationCounts {
  unread: number;
  read: number;
}

/** The paging fields the client reads, from either paginator shape. */
export interface PageOf<T> {
  data: T[];
  current_page: number;
  from: number | null;
  to: number | null;
  total: number;
  next_page_url: string | null;
  /** The member's counts over every category, when the server sent them with the page. */
  counts?: NotificationCounts;
}

/** docs/spec.md §3: one list ('unread' or 'read') with its paging and loading flag. */
export interface NotificationList extends PageOf<AppNotification> {
  loading: boolean;
  /** The last load failed (shown with a retry). */
  failed: boolean;
}

export type ListName = 'unread' | 'read' | 'archived';

/** What the panel shows: the inbox (new and earlier) or the archive. */
export type NotificationView = 'inbox' | 'archive';

export interface NotificationsState {
  unread: NotificationList;
  read: NotificationList;
  archived: NotificationList;
  /** The panel is open. */
  open: boolean;
  view: NotificationView;
  /** The lists hold this topic's notifications only; null: all. */
  category: NotificationTopic | null;
  /** Over every category, whatever the filter: what the badge shows. */
  counts: NotificationCounts;
}

/** The part of GET user/header (docs/spec.md §3 "Header summary response") the notifications read. */
export interface HeaderNotifications {
  notifications: { notifications: { unread_count: number; read_count: number } };
}
