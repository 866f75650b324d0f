// Telling many members at once (a post to all its readers), each by notifyAbout()'s rules
// (./deliver.ts: the in-portal notification always, mail and push as the member chose, held by
// quiet hours). Every notification row and every held mail or push is written in one transaction,
// then the realtime events go out together (batched to a server in another process), then the mails
// and pushes due now. Member by member, the last of 514 heard of a post seconds late (bench/README.md).
import type { NotificationTopic } from '../../src/shared/contract/notification-topics.ts';
import { toTimestamp } from '../clock.ts';
import { transaction } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { holdPushInQuietHours, sendPush } from '../push/deliver-push.ts';
import { broadcastAll } from '../realtime/broadcaster.ts';
import { holdMailInQuietHours, topicMail, wants, type Member } from './deliver.ts';
import {
  insertNotification,
  notificationEvent,
  notificationRow,
  type NotificationInput,
  type NotificationRow,
} from './notify.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'broadcaster'> & { log?: AppDeps['log'] };

/** Mails and pushes sent at once: a mail server or push service sees a few, not hundreds, together. */
const SENT_AT_ONCE = 25;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Notifies every member in `members` about `topic` (each in words `inputOf` gives); answers the
 * stored rows. A failed broadcast, mail or push is logged, not thrown: the rows are stored.
 */
export async function notifyAllAbout(
  deps: Deps,
  members: readonly Member[],
  topic: NotificationTopic,
  inputOf: (member: Member) => NotificationInput,
): Promise<NotificationRow[]> {
  const now = toTimestamp(deps.clock.now());
  const mails: MailMessage[] = [];
  const pushes: Member[] = [];
  const rows = transaction(deps.db, () =>
    members.map((member) => {
      const row = notificationRow(member, { ...inputOf(member), topic }, now);
      insertNotification(deps.db, row);
      if (wants(deps, member.id, topic, 'mail')) {
        const mail = topicMail(deps, member, topic);
        if (!holdMailInQuietHours(deps, member.id, mail)) mails.push(mail);
      }
      if (wants(deps, member.id, topic, 'push') && !holdPushInQuietHours(deps, member, topic)) pushes.push(member);
      return row;
    }),
  );

  const unsent = await broadcastAll(deps.broadcaster, rows.map(notificationEvent));
  if (unsent.length > 0)
    deps.log?.warn('Notifications stored but not broadcast', { count: rows.length, error: messageOf(unsent[0]) });

  const sends = [
    ...mails.map((mail) => () => deps.mailer.send(mail)),
    ...pushes.map((member) => () => sendPush(deps, member, topic)),
  ];
  let failed = 0;
  let firstError: unknown;
  for (let from = 0; from < sends.length; from += SENT_AT_ONCE) {
    for (const result of await Promise.allSettled(sends.slice(from, from + SENT_AT_ONCE).map((send) => send()))) {
      if (result.status === 'fulfilled') continue;
      failed++;
      firstError ??= result.reason;
    }
  }
  if (failed > 0) deps.log?.warn('Topic mails or pushes not sent', { topic, failed, error: messageOf(firstError) });
  return rows;
}
