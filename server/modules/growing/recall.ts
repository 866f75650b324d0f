// A recalled batch's recipients (docs/spec.md §12 "Recall", KCanG §26 (4)): exactly the members
// who received from it are told, live and by mail, what to do; nobody else. The notice names the
// day of the pickup and what to do, never the strain, the grams or the batch (those are in the
// member's distribution record): a notification preview or a mail subject is read by others too.
import type { AppDeps } from '../../http/env.ts';
import { sql, type Database } from '../../db/open.ts';
import { notify } from '../../notifications/notify.ts';
import { growingUpdated } from '../../members/cue.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { __ } from '../../lang/translate.ts';
import type { Locale } from '../../lang/locale.ts';
import { memberNumberLabel } from '../../members/repository.ts';

export interface RecallRecipient {
  user_id: number;
  member_number: number | null;
  name: string;
  handovers: number;
  grams_mg: number;
  first_at: string;
  last_at: string;
}

/** Everyone who received from the batch, with what and when (the list for staff and the authority). */
export function recallRecipients(db: Database, batchId: number): RecallRecipient[] {
  return sql(
    db,
    `SELECT user_id, MAX(member_number) AS member_number, MAX(recipient_name) AS name, COUNT(*) AS handovers,
            SUM(grams_mg) AS grams_mg, MIN(handed_at) AS first_at, MAX(handed_at) AS last_at
       FROM growing_handovers WHERE batch_id = ? GROUP BY user_id ORDER BY member_number, user_id`,
  ).all(batchId) as unknown as RecallRecipient[];
}

const TITLE = 'Important notice from your club';
const TEXT =
  'Something you received from the club on :day was recalled. Please do not use it and bring back what is left. Your distribution record shows which pickup it is.';

function day(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(at));
}

/** Tells every recipient: a notification (live), a mail, and the cue that reloads their record. */
export async function notifyRecall(deps: AppDeps, batchId: number): Promise<number> {
  const recipients = recallRecipients(deps.db, batchId);
  for (const recipient of recipients) {
    const user = findUserById(deps.db, recipient.user_id);
    if (!user) continue;
    const locale: Locale = user.language === 'de' ? 'de' : 'en';
    const title = __(TITLE, {}, locale);
    const description = __(TEXT, { day: day(recipient.last_at, locale) }, locale);
    await notify(deps, user, {
      title,
      description,
      class: 'fa fa-exclamation-triangle',
      status: 'warning',
      topic: 'growing',
    });
    const link = `${deps.config.frontendUrl}/growing`;
    await deps.mailer.send({
      to: user.email,
      subject: title,
      text: `${description}\n\n${link}`,
      html: `<!doctype html><html><body><p>${escape(description)}</p><p><a href="${escape(link)}">${escape(link)}</a></p></body></html>`,
      meta: {
        kind: 'recall',
        member: recipient.member_number === null ? null : memberNumberLabel(recipient.member_number),
      },
    });
    await growingUpdated(deps, user.id);
  }
  return recipients.length;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
