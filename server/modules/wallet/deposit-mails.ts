// The two mails about a member's own deposit by bank transfer (docs/spec.md §4 "Money and quota"):
// when the order is made, everything needed to pay it (the club's account as the order page and its
// GiroCode show it, the amount, the reference, the pay-by date in the club's time zone); when it is
// paid, the receipt. Transactional: sent at once, whatever the notification preferences and quiet
// hours. The body may name the amount (it goes to the member's own mailbox); the subject, which lock
// screens show, names the order only.
import { findUserById } from '../../auth/repository-users.ts';
import type { AppDeps } from '../../http/env.ts';
import type { Locale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';
import { html } from '../../mail/messages.ts';
import { documentFormat } from '../../pdf/format.ts';
import { zoneName } from '../../time-zone.ts';
import { printIban } from '../../../src/shared/contract/iban.ts';
import type { OrderRow } from './repository-orders.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>;

const ORDERED_SUBJECT = 'Deposit :label: how to pay';
const ORDERED_TEXT = 'your deposit order :label is waiting for your bank transfer. Please transfer:';
const PAID_SUBJECT = 'Deposit :label received';
const PAID_TEXT = 'your transfer of :amount for order :label has arrived and is in your wallet now.';
const PAID_DIFFERS = 'The order was for :ordered; your wallet is credited with what arrived.';

async function send(
  deps: Deps,
  order: OrderRow,
  kind: string,
  compose: (locale: Locale, format: ReturnType<typeof documentFormat>) => { subject: string; lines: string[] },
  link: { path: string; label: (locale: Locale) => string },
): Promise<void> {
  const member = findUserById(deps.db, order.user_id);
  if (!member) return;
  const locale: Locale = member.language === 'de' ? 'de' : 'en';
  const { subject, lines } = compose(locale, documentFormat({ language: locale, timeZone: deps.config.timeZone }));
  const all = [__('Hello :name,', { name: member.name }, locale), ...lines];
  const url = `${deps.config.frontendUrl}${link.path}`;
  const label = link.label(locale);
  try {
    await deps.mailer.send({
      to: member.email,
      subject: `${deps.config.appName}: ${subject}`,
      text: [...all, `${label}: ${url}`].join('\n\n'),
      html: html(all, { url, label }),
      meta: { kind, order: order.label },
    });
  } catch (error) {
    // The order stands either way; its page shows the same facts.
    deps.log.warn('Deposit mail not sent', {
      order: order.label,
      kind,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The bank details of a deposit order just made, to the member who made it. */
export function mailDepositOrdered(deps: Deps, order: OrderRow): Promise<void> {
  const bank = deps.config.wallet.bank;
  if (order.purpose !== 'deposit' || !bank || !order.bank_reference) return Promise.resolve();
  const reference = order.bank_reference;
  return send(
    deps,
    order,
    'deposit-ordered',
    (locale, format) => {
      const lines = [
        __(ORDERED_TEXT, { label: order.label }, locale),
        __('Amount: :amount', { amount: format.money(order.total_cents, order.currency) }, locale),
        __('Recipient: :recipient', { recipient: bank.recipient }, locale),
        __('IBAN: :iban', { iban: printIban(bank.iban) }, locale),
        ...(bank.bic ? [__('BIC: :bic', { bic: bank.bic }, locale)] : []),
        ...(bank.bankName ? [__('Bank: :bank', { bank: bank.bankName }, locale)] : []),
        __('Reference: :reference', { reference }, locale),
        __('Quote the reference exactly as written: it is how the club finds your transfer.', {}, locale),
      ];
      if (order.expires_at) {
        const at = new Date(order.expires_at);
        lines.push(
          __(
            'Please pay by :date (:zone). Money that arrives later is booked to your wallet all the same.',
            { date: format.when(at), zone: zoneName(at, deps.config.timeZone, locale) },
            locale,
          ),
        );
      }
      return { subject: __(ORDERED_SUBJECT, { label: order.label }, locale), lines };
    },
    {
      path: `/financial/order/${encodeURIComponent(order.label)}`,
      label: (locale) => __('Open the order', {}, locale),
    },
  );
}

/** The receipt for a deposit order marked paid (by the staff area, `club order:paid` or a bank import). */
export function mailDepositPaid(deps: Deps, order: OrderRow): Promise<void> {
  if (order.purpose !== 'deposit') return Promise.resolve();
  const arrived = order.paid_cents ?? order.total_cents;
  return send(
    deps,
    order,
    'deposit-paid',
    (locale, format) => {
      const lines = [__(PAID_TEXT, { amount: format.money(arrived, order.currency), label: order.label }, locale)];
      if (arrived !== order.total_cents)
        lines.push(__(PAID_DIFFERS, { ordered: format.money(order.total_cents, order.currency) }, locale));
      return { subject: __(PAID_SUBJECT, { label: order.label }, locale), lines };
    },
    { path: '/financial', label: (locale) => __('Open your wallet', {}, locale) },
  );
}
