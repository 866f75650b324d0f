// Both shapes into one (docs/contracts.md §3.4): the REST item nests `data`, the realtime payload is
// flattened (`{...data, id, type}`). Anything without a usable id is dropped, never shown.
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../../shared/contract/notification-topics.ts';
import type { AppNotification, NotificationCounts, NotificationData, PageOf } from '../types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const timestamp = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toData(raw: Json): NotificationData {
  const { url, ...rest } = raw;
  const data: NotificationData = {
    ...rest,
    title: text(raw.title),
    description: text(raw.description),
    class: text(raw.class),
    status: text(raw.status),
  };
  if (typeof url === 'string') data.url = url;
  return data;
}

/** A topic the product knows, else null (an item of an unknown one is listed unfiltered only). */
const topicOf = (value: unknown): NotificationTopic | null =>
  NOTIFICATION_TOPICS.find((topic) => topic === value) ?? null;

function validId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100;
}

/** A REST item (`{id, type, data: {...}, read_at, created_at}`); null when malformed. */
export function fromRest(item: unknown): AppNotification | null {
  if (!isObject(item) || !validId(item.id) || !isObject(item.data)) return null;
  const created = timestamp(item.created_at);
  if (!created) return null;
  return {
    id: item.id,
    type: text(item.type),
    data: toData(item.data),
    read_at: timestamp(item.read_at),
    archived_at: timestamp(item.archived_at),
    topic: topicOf(item.topic),
    created_at: created,
  };
}

/** A realtime payload (`{...data, id, type}`), stamped with the time it arrived; null when malformed. */
export function fromBroadcast(payload: unknown, receivedAt: Date): AppNotification | null {
  if (!isObject(payload) || !validId(payload.id)) return null;
  const { id, type, topic, ...data } = payload;
  return {
    id,
    type: text(type),
    data: toData(data),
    read_at: null,
    archived_at: null,
    topic: topicOf(topic),
    created_at: receivedAt.toISOString(),
  };
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/**
 * A page in either Laravel shape: the paginator (`{data, current_page, ...}`) or an API-Resource
 * collection (`{data, links, meta: {current_page, ...}}`). Throws on anything else.
 */
export function toPage(body: unknown): PageOf<AppNotification> {
  if (!isObject(body) || !Array.isArray(body.data)) throw new TypeError('The server sent no notification list.');
  const meta = isObject(body.meta) ? body.meta : body;
  const links = isObject(body.links) ? body.links : {};
  const next = meta === body ? body.next_page_url : links.next;
  const data = body.data.map(fromRest).filter((item): item is AppNotification => item !== null);
  const counts = countsOf(body.counts);
  return {
    data,
    current_page: count(meta.current_page) ?? 1,
    from: count(meta.from),
    to: count(meta.to),
    total: count(meta.total) ?? data.length,
    next_page_url: typeof next === 'string' && next !== '' ? next : null,
    ...(counts ? { counts } : {}),
  };
}

/** The counts over every category a list's page carries (docs/contracts.md §3.3); null without. */
function countsOf(value: unknown): NotificationCounts | null {
  if (!isObject(value)) return null;
  const unread = count(value.unread);
  const read = count(value.read);
  return unread === null || read === null ? null : { unread, read };
}
