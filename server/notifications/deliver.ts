// Notifications beyond the portal (docs/spec.md §4 "Notification preferences and quiet hours"):
// notifyAbout() stores and broadcasts the in-portal notification as always, then mails the member
// a notice and pushes to the member's browsers (server/push/deliver-push.ts) as the member's
// preferences for its topic say, each held until the member's quiet hours (Berlin time) end. The mail names the topic only: no amount, strain, gram figure, quota or chat text
// (the details are in the portal after sign-in). Security mails do not come through here: they
// go out at once, whatever the preferences and the hour (server/modules/wallet/payout-alerts.ts).
import { toTimestamp } from '../clock.ts';
import { sql } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import { __ } from '../lang/translate.ts';
import type { Locale } from '../lang/locale.ts';
import { html } from '../mail/messages.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { NotificationTopic } from '../../src/shared/contract/notification-topics.ts';
import { notify, type NotificationInput, type NotificationItem } from './notify.ts';
import { quietUntil } from './quiet-hours.ts';
import { quietHoursOf } from './quiet-hours-of.ts';
import { topicLine } from './topic-text.ts';
import { pushRespectingQuietHours } from '../push/deliver-push.ts';

export { quietHoursOf };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'broadcaster'> & { log?: AppDeps['log'] };

export interface Member {
  id: number;
  name: string;
  email: string;
  language: string;
}

/** The member's choice for `topic` by `channel`; until the member chooses, both are on. */
export function wants(deps: Pick<AppDeps, 'db'>, userId: number, topic: NotificationTopic, channel: 'mail' | 'push') {
  const row = sql(
    deps.db,
    `SELECT ${channel === 'mail' ? 'mail' : 'push'} AS want FROM notification_preferences WHERE user_id = ? AND topic = ?`,
  ).get(userId, topic) as { want: number } | undefined;
  return row ? row.want === 1 : true;
}

/** The content-free mail about `topic`, in the member's language. */
export function topicMail(deps: Pick<AppDeps, 'config'>, member: Member, topic: NotificationTopic): MailMessage {
  const locale: Locale = member.language === 'de' ? 'de' : 'en';
  const line = topicLine(topic, locale);
  const lines = [
    __('Hello :name,', { name: member.name }, locale),
    line,
    __('Sign in to the portal to see it.', {}, locale),
  ];
  const link = { url: `${deps.config.frontendUrl}/dashboard`, label: __('Open the portal', {}, locale) };
  return {
    to: member.email,
    subject: `${deps.config.appName}: ${line}`,
    text: [...lines, `${link.label}: ${link.url}`].join('\n\n'),
    html: html(lines, link),
    meta: { kind: `topic-${topic}` },
  };
}

/** Holds `message` in held_mail until the member's quiet hours end, if they are on now; answers whether it did. */
export function holdMailInQuietHours(deps: Pick<Deps, 'db' | 'clock'>, userId: number, message: MailMessage): boolean {
  const now = deps.clock.now();
  const until = quietUntil(quietHoursOf(deps, userId), now);
  if (!until) return false;
  sql(deps.db, 'INSERT INTO held_mail (user_id, message, release_at, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    JSON.stringify(message),
    toTimestamp(until),
    toTimestamp(now),
  );
  return true;
}

/** Sends `message` now, or holds it until the member's quiet hours end; answers which. */
export async function mailRespectingQuietHours(
  deps: Deps,
  userId: number,
  message: MailMessage,
): Promise<'sent' | 'held'> {
  if (holdMailInQuietHours(deps, userId, message)) return 'held';
  await deps.mailer.send(message);
  return 'sent';
}

/** The in-portal notification (always), and the topic's mail and web push as the member chose them. */
export async function notifyAbout(
  deps: Deps,
  member: Member,
  topic: NotificationTopic,
  input: NotificationInput,
): Promise<NotificationItem> {
  const item = await notify(deps, member, { ...input, topic });
  if (wants(deps, member.id, topic, 'mail'))
    await mailRespectingQuietHours(deps, member.id, topicMail(deps, member, topic));
  if (wants(deps, member.id, topic, 'push')) await pushRespectingQuietHours(deps, member, topic);
  return item;
}

/**
 * Sends the held mails whose quiet hours have ended. Each is claimed (deleted) in one statement
 * before it is sent, so two runs never send one twice.
 */
export async function releaseHeldMail(deps: Deps): Promise<number> {
  const due = sql(deps.db, 'DELETE FROM held_mail WHERE release_at <= ? RETURNING message').all(
    toTimestamp(deps.clock.now()),
  ) as { message: string }[];
  for (const row of due) await deps.mailer.send(JSON.parse(row.message) as MailMessage);
  return due.length;
}
