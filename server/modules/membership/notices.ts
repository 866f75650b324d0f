// Telling an applicant or member about a decision (docs/spec.md §12 "Joining the club"): a
// notification (live in the portal) and a mail, in their language, then the growing cue that
// reloads their membership page. The texts name the decision only, nothing about cannabis.
import type { AppDeps } from '../../http/env.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { __ } from '../../lang/translate.ts';
import type { Locale } from '../../lang/locale.ts';
import { notify } from '../../notifications/notify.ts';
import { growingUpdated } from '../../members/cue.ts';
import { memberNumberLabel, type MembershipRow } from '../../members/repository.ts';

const ACTIVE_TITLE = 'Welcome to the club';
const ACTIVE_TEXT =
  'Your membership has started. Your membership number is :number; your membership card is in the portal.';
const WAITLISTED_TITLE = 'You are on the waitlist';
const WAITLISTED_TEXT =
  'The club has reached its member limit. You keep your place on the waitlist and we tell you as soon as a place is free.';
const OFFERED_TITLE = 'A place is free for you';
const OFFERED_TEXT = 'A place in the club is free for you. Please accept it in the portal by :until.';
const REJECTED_TITLE = 'Your application';
const REJECTED_TEXT = 'We cannot accept your application: :reason';

/** The decision's title and text in `locale`; null for a state nobody is told about. */
function texts(status: string, values: Record<string, string>, locale: Locale): [string, string] | null {
  switch (status) {
    case 'active':
      return [__(ACTIVE_TITLE, {}, locale), __(ACTIVE_TEXT, values, locale)];
    case 'waitlisted':
      return [__(WAITLISTED_TITLE, {}, locale), __(WAITLISTED_TEXT, values, locale)];
    case 'offered':
      return [__(OFFERED_TITLE, {}, locale), __(OFFERED_TEXT, values, locale)];
    case 'rejected':
      return [__(REJECTED_TITLE, {}, locale), __(REJECTED_TEXT, values, locale)];
    default:
      return null;
  }
}

function when(at: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(at));
}

export async function tellDecision(deps: AppDeps, row: MembershipRow): Promise<void> {
  const user = findUserById(deps.db, row.user_id);
  if (!user) return;
  const locale: Locale = user.language === 'de' ? 'de' : 'en';
  const values = {
    number: row.number === null ? '' : memberNumberLabel(row.number),
    until: row.offer_expires_at ? when(row.offer_expires_at, locale) : '',
    reason: row.rejection_reason ?? '',
  };
  const told = texts(row.status, values, locale);
  if (!told) return;
  const [title, description] = told;
  await notify(deps, user, {
    title,
    description,
    class: 'fa fa-id-card',
    status: row.status === 'rejected' ? 'warning' : 'success',
  });
  const link = `${deps.config.frontendUrl}/membership`;
  await deps.mailer.send({
    to: user.email,
    subject: title,
    text: `${description}\n\n${link}`,
    meta: { kind: `membership-${row.status}`, url: link },
  });
  await growingUpdated(deps, user.id);
}
