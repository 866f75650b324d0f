// Web push about a topic (docs/spec.md §4 "Web push"): to every browser the member opted in from,
// worded in the member's language, naming the topic only: what a lock screen shows carries no
// amount, strain, gram figure, quota or chat text; the portal shows the details after sign-in.
// Quiet hours hold it (held_push) until they end. A push service answering 404 or 410 has
// forgotten the subscription: its row is deleted.
import { toTimestamp } from '../clock.ts';
import { sql } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import { __ } from '../lang/translate.ts';
import type { Locale } from '../lang/locale.ts';
import { quietHoursOf } from '../notifications/quiet-hours-of.ts';
import { quietUntil } from '../notifications/quiet-hours.ts';
import { topicLine } from '../notifications/topic-text.ts';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../src/shared/contract/notification-topics.ts';
import type { PushMessage } from '../../src/shared/contract/push.ts';
import { isAllowedEndpoint } from './endpoint-rules.ts';
import { deleteSubscriptionById, subscriptionsOf } from './subscriptions.ts';
import { vapidKeys } from './vapid-keys.ts';
import { sendEncrypted } from './web-push.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'> & { log?: AppDeps['log'] };

/** A day: a phone that is off longer gets the next one instead. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** What the service worker shows: the topic's line and where tapping leads, nothing else. */
export function pushMessage(topic: NotificationTopic, locale: Locale): PushMessage {
  return {
    title: topicLine(topic, locale),
    body: __('Sign in to the portal to see it.', {}, locale),
    url: '/notifications',
    topic,
  };
}

/** Sends the topic's push to each of the member's browsers; answers how many push services took it. */
export async function sendPush(deps: Deps, member: { id: number; language: string }, topic: NotificationTopic) {
  const keys = vapidKeys(deps.config);
  if (!keys) return 0;
  const locale: Locale = member.language === 'de' ? 'de' : 'en';
  const payload = JSON.stringify(pushMessage(topic, locale));
  let delivered = 0;
  for (const target of subscriptionsOf(deps.db, member.id)) {
    if (!isAllowedEndpoint(deps.config, target.endpoint)) continue;
    try {
      const status = await sendEncrypted(
        target,
        payload,
        { ...keys, subject: deps.config.push.subject },
        {
          ttlSeconds: TTL_SECONDS,
          timeoutMs: SEND_TIMEOUT_MS,
        },
      );
      if (status === 404 || status === 410) deleteSubscriptionById(deps.db, target.id);
      else if (status >= 200 && status < 300) delivered++;
      else deps.log?.warn('Push not accepted', { subscription: target.id, status });
    } catch (error) {
      deps.log?.warn('Push not sent', {
        subscription: target.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return delivered;
}

/** Holds the topic's push until the member's quiet hours end, if they are on now; answers whether it did. */
export function holdPushInQuietHours(
  deps: Pick<Deps, 'db' | 'clock'>,
  member: { id: number },
  topic: NotificationTopic,
): boolean {
  const now = deps.clock.now();
  const until = quietUntil(quietHoursOf(deps, member.id), now);
  if (!until) return false;
  sql(deps.db, 'INSERT INTO held_push (user_id, topic, release_at, created_at) VALUES (?, ?, ?, ?)').run(
    member.id,
    topic,
    toTimestamp(until),
    toTimestamp(now),
  );
  return true;
}

/** Sends now, or holds the topic until the member's quiet hours end; answers which. */
export async function pushRespectingQuietHours(
  deps: Deps,
  member: { id: number; language: string },
  topic: NotificationTopic,
): Promise<'sent' | 'held'> {
  if (holdPushInQuietHours(deps, member, topic)) return 'held';
  await sendPush(deps, member, topic);
  return 'sent';
}

/** Sends the held pushes whose quiet hours have ended, each claimed (deleted) before it goes out. */
export async function releaseHeldPush(deps: Deps): Promise<number> {
  const due = sql(
    deps.db,
    `DELETE FROM held_push WHERE release_at <= ?
     RETURNING user_id, topic, (SELECT language FROM users WHERE users.id = held_push.user_id) AS language`,
  ).all(toTimestamp(deps.clock.now())) as { user_id: number; topic: string; language: string | null }[];
  for (const row of due) {
    if (!(NOTIFICATION_TOPICS as readonly string[]).includes(row.topic)) continue;
    await sendPush(deps, { id: row.user_id, language: row.language ?? 'en' }, row.topic as NotificationTopic);
  }
  return due.length;
}
