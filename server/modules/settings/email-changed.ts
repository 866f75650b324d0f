// The mail to the address an account had before an email change (docs/threats.md T27's rule for
// payout accounts, applied to the login address): whoever changes it with a stolen session is seen
// by the owner, who still reads the old inbox. In the member's language; no link to follow.
import type { AppDeps } from '../../http/env.ts';
import { html } from '../../mail/messages.ts';
import type { Locale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';

const SUBJECT = 'Your email address was changed';
const TEXT = 'The email address of your account was changed from :old to :new.';
const NOT_YOU = 'Not you? Contact the club at once: whoever changed it can sign in to your account.';

export async function mailOldAddress(
  deps: AppDeps,
  member: { name: string; language: string },
  old: string,
  next: string,
): Promise<void> {
  const locale: Locale = member.language === 'de' ? 'de' : 'en';
  const lines = [
    __('Hello :name,', { name: member.name }, locale),
    __(TEXT, { old, new: next }, locale),
    __(NOT_YOU, {}, locale),
  ];
  await deps.mailer.send({
    to: old,
    subject: `${deps.config.appName}: ${__(SUBJECT, {}, locale)}`,
    text: lines.join('\n\n'),
    html: html(lines),
    meta: { kind: 'email-changed' },
  });
}
