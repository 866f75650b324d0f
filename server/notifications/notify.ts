// Laravel's database notifications, and notify(): store a notification AND broadcast it as
// Illuminate\Notifications\Events\BroadcastNotificationCreated on the member's private channel,
// with the same uuid in both (the client's dedupe key; docs/contracts.md §2.2, §3.4). Any module
// notifies a member through here; the notifications module lists and marks them.
import { randomUUID } from 'node:crypto';
import { toTimestamp } from '../clock.ts';
import { sql, type Database } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import { USER_MODEL } from '../auth/repository-tokens.ts';
import type { Locale } from '../lang/locale.ts';
import { userChannel } from '../realtime/broadcasting-auth.ts';
import type { BroadcastEvent } from '../realtime/broadcaster.ts';
import type { NotificationTopic } from '../../src/shared/contract/notification-topics.ts';

export const BROADCAST_NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
export const DEFAULT_NOTIFICATION_TYPE = 'App\\Notifications\\ClubNotification';

export interface NotificationRow {
  id: string;
  type: string;
  notifiable_type: string;
  notifiable_id: number;
  data: string;
  read_at: string | null;
  created_at: string;
  updated_at: string;
  /** The bell's archive (docs/spec.md §4 "Notifications"); absent before it is stored. */
  archived_at?: string | null;
  /** The topic it is about, the bell's category filter; null: none. */
  topic?: NotificationTopic | null;
}

/** What the portal shows: icon class, title, description, status (success, danger, ...). */
export interface NotificationInput {
  title: string;
  description: string;
  class: string;
  status: string;
  /** Notification class name; default App\Notifications\ClubNotification. */
  type?: string;
  /** Extra data keys; kept in `data` next to the four above. */
  extra?: Record<string, unknown>;
  /** Where it leads: a portal route or an address notificationLink() (./link.ts) admits. */
  url?: string;
  /** The topic it is about (the bell filters by it); without, it is listed only unfiltered. */
  topic?: NotificationTopic;
}

/** The REST item (Eloquent's DatabaseNotification::toArray()). */
export interface NotificationItem {
  id: string;
  type: string;
  notifiable_type: string;
  notifiable_id: number;
  data: Record<string, unknown>;
  read_at: string | null;
  archived_at: string | null;
  topic: NotificationTopic | null;
  created_at: string;
  updated_at: string;
}

/** A notification's title and text, worded in the member's language when it is sent. */
export type Notice = (locale: Locale) => { title: string; description: string };

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    ...row,
    data: JSON.parse(row.data) as Record<string, unknown>,
    archived_at: row.archived_at ?? null,
    topic: row.topic ?? null,
  };
}

export function insertNotification(db: Database, row: NotificationRow): void {
  sql(
    db,
    'INSERT INTO notifications (id, type, notifiable_type, notifiable_id, data, read_at, archived_at, topic, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    row.id,
    row.type,
    row.notifiable_type,
    row.notifiable_id,
    row.data,
    row.read_at,
    row.archived_at ?? null,
    row.topic ?? null,
    row.created_at,
    row.updated_at,
  );
}

/** The row of a new notification for `user`, stamped `now`. */
export function notificationRow(user: { id: number }, input: NotificationInput, now: string): NotificationRow {
  const data = {
    ...input.extra,
    title: input.title,
    description: input.description,
    class: input.class,
    status: input.status,
    ...(input.url ? { url: input.url } : {}),
  };
  return {
    id: randomUUID(),
    type: input.type ?? DEFAULT_NOTIFICATION_TYPE,
    notifiable_type: USER_MODEL,
    notifiable_id: user.id,
    data: JSON.stringify(data),
    read_at: null,
    archived_at: null,
    topic: input.topic ?? null,
    created_at: now,
    updated_at: now,
  };
}

/** The realtime event of a stored notification: its data, id and type on the member's channel. */
export function notificationEvent(row: NotificationRow): BroadcastEvent {
  return {
    channels: [userChannel(row.notifiable_id)],
    event: BROADCAST_NOTIFICATION_EVENT,
    // the topic beside id and type, for the bell's category filter (docs/contracts.md §3.4)
    payload: {
      ...(JSON.parse(row.data) as Record<string, unknown>),
      id: row.id,
      type: row.type,
      ...(row.topic ? { topic: row.topic } : {}),
    },
  };
}

/**
 * Stores a notification for the member and broadcasts it. A failed broadcast is logged, not
 * thrown: the row is stored and the client reconciles over HTTP after reconnecting.
 */
export async function notify(
  deps: Pick<AppDeps, 'db' | 'broadcaster' | 'clock'> & { log?: AppDeps['log'] },
  user: { id: number },
  input: NotificationInput,
  options: { exceptSocketId?: string | null } = {},
): Promise<NotificationItem> {
  const row = notificationRow(user, input, toTimestamp(deps.clock.now()));
  insertNotification(deps.db, row);
  const { channels, event, payload } = notificationEvent(row);
  try {
    await deps.broadcaster.broadcast(
      channels,
      event,
      payload,
      options.exceptSocketId ? { exceptSocketId: options.exceptSocketId } : undefined,
    );
  } catch (error) {
    deps.log?.warn('Notification stored but not broadcast', {
      id: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return toNotificationItem(row);
}
