// Notices about a pending order's pay-by date (docs/spec.md §4 "Money and quota"): three days
// before it expires, and once it has expired unpaid. A sweep run by the job runner (server/jobs.ts):
// each notice is claimed in the UPDATE that picks its order, so overlapping runs never send one
// twice. The texts name the order and its date only, never an amount (notification previews show
// on lock screens and in widgets on other sites).
import { findUserById } from '../../auth/repository-users.ts';
import { toTimestamp } from '../../clock.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import type { Locale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';
import { notifyAbout } from '../../notifications/deliver.ts';

export const ORDER_EXPIRY_EVERY_MS = 15 * 60_000;
/** How long before its pay-by date a member is reminded of a pending order. */
export const REMIND_DAYS = 3;
/** An order that expired longer ago than this (before the sweep first ran) is not announced. */
const LATE_DAYS = 7;
const DAY_MS = 86_400_000;

const SOON_TITLE = 'Order :label expires soon';
const SOON_TEXT = 'Please pay order :label by :date, or it expires.';
const EXPIRED_TITLE = 'Order :label expired';
const EXPIRED_TEXT = 'Order :label expired unpaid. Money that arrives for it anyway is booked to your wallet.';

interface Claimed {
  user_id: number;
  label: string;
  expires_at: string;
}

const day = (at: string, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone }).format(new Date(at));

async function tell(deps: AppDeps, order: Claimed, expired: boolean): Promise<void> {
  const member = findUserById(deps.db, order.user_id);
  if (!member) return;
  const locale: Locale = member.language === 'de' ? 'de' : 'en';
  const replace = { label: order.label, date: day(order.expires_at, locale, deps.config.timeZone) };
  await notifyAbout(deps, member, 'wallet', {
    title: expired ? __(EXPIRED_TITLE, replace, locale) : __(SOON_TITLE, replace, locale),
    description: expired ? __(EXPIRED_TEXT, replace, locale) : __(SOON_TEXT, replace, locale),
    class: 'fa fa-wallet',
    status: expired ? 'danger' : 'warning',
    type: expired ? 'App\\Notifications\\OrderExpired' : 'App\\Notifications\\OrderExpiresSoon',
    url: `/financial/order/${encodeURIComponent(order.label)}`,
  });
}

/** Sends the due notices; answers how many of each. */
export async function remindOfExpiringOrders(deps: AppDeps): Promise<{ soon: number; expired: number }> {
  const at = deps.clock.now().getTime();
  const now = toTimestamp(new Date(at));
  const soon = sql(
    deps.db,
    `UPDATE wallet_orders SET expiry_reminded_at = :now
      WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at > :now AND expires_at <= :soon
        AND expiry_reminded_at IS NULL
      RETURNING user_id, label, expires_at`,
  ).all({ now, soon: toTimestamp(new Date(at + REMIND_DAYS * DAY_MS)) }) as unknown as Claimed[];
  const expired = sql(
    deps.db,
    `UPDATE wallet_orders SET expired_notified_at = :now
      WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= :now AND expires_at > :late
        AND expired_notified_at IS NULL
      RETURNING user_id, label, expires_at`,
  ).all({ now, late: toTimestamp(new Date(at - LATE_DAYS * DAY_MS)) }) as unknown as Claimed[];
  for (const order of soon) await tell(deps, order, false);
  for (const order of expired) await tell(deps, order, true);
  return { soon: soon.length, expired: expired.length };
}
