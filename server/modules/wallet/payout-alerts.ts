// Telling the member, by mail and by notification, of each new payout account and each withdrawal
// (docs/threats.md T27): whoever moves money with a stolen session is seen by the owner at once.
// The account shows masked (first and last four characters), and no amount is in either: a
// notification preview and a mail subject are read on lock screens.
import type { AppDeps } from '../../http/env.ts';
import { html, type Recipient } from '../../mail/messages.ts';
import { findUserById } from '../../auth/repository-users.ts';
import type { Locale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';
import { notify } from '../../notifications/notify.ts';

/** 'DE89370400440532013000' -> 'DE89 … 3000'. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} … ${iban.slice(-4)}`;

const NOT_YOU = 'Not you? Change your password and contact the club.';
const ACCOUNT_TITLE = 'New payout account';
const ACCOUNT_TEXT = 'A new payout account (:iban) was added to your wallet.';
const WITHDRAWAL_TITLE = 'Withdrawal requested';
const WITHDRAWAL_TEXT = 'Withdrawal :label to your account :iban was requested.';

async function alert(
  deps: AppDeps,
  userId: number,
  texts: (locale: Locale) => { title: string; description: string },
  kind: string,
): Promise<void> {
  const user = findUserById(deps.db, userId);
  if (!user) return;
  const locale: Locale = user.language === 'de' ? 'de' : 'en';
  const { title, description } = texts(locale);
  const text = `${description} ${__(NOT_YOU, {}, locale)}`;
  await notify(deps, user, { title, description: text, class: 'fa fa-shield', status: 'warning', topic: 'wallet' });
  const to: Recipient = user;
  const lines = [__('Hello :name,', { name: to.name }, locale), description, __(NOT_YOU, {}, locale)];
  const link = { url: `${deps.config.frontendUrl}/settings/devices`, label: __('Review your devices', {}, locale) };
  await deps.mailer.send({
    to: to.email,
    subject: `${deps.config.appName}: ${title}`,
    text: [...lines, `${link.label}: ${link.url}`].join('\n\n'),
    html: html(lines, link),
    meta: { kind },
  });
}

export function payoutAccountAdded(deps: AppDeps, userId: number, iban: string): Promise<void> {
  return alert(
    deps,
    userId,
    (locale) => ({
      title: __(ACCOUNT_TITLE, {}, locale),
      description: __(ACCOUNT_TEXT, { iban: maskIban(iban) }, locale),
    }),
    'payout-account-added',
  );
}

export function withdrawalRequested(deps: AppDeps, userId: number, label: string, iban: string): Promise<void> {
  return alert(
    deps,
    userId,
    (locale) => ({
      title: __(WITHDRAWAL_TITLE, {}, locale),
      description: __(WITHDRAWAL_TEXT, { label, iban: maskIban(iban) }, locale),
    }),
    'withdrawal-requested',
  );
}
