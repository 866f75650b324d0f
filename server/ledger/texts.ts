// What a ledger entry says, in the reader's language (docs/spec.md §4 "Money and quota"): an entry
// stores a text kind and its parameters (text_key, text_params), never a sentence, and every reader
// (the wallet pages, the widgets, the PDFs, the affiliate page) words it in its own language. Entries
// without a kind (free text the club typed) keep their description as written.
import { __ } from '../lang/translate.ts';
import { currentLocale, type Locale } from '../lang/locale.ts';

/** The English source of each kind; German in server/ledger/lang-de.ts. */
export const LEDGER_TEXTS = {
  bank_transfer: 'Bank transfer :reference',
  bank_deposit: 'Deposit by bank transfer',
  withdrawal: 'Withdrawal :label to :account',
  withdrawal_returned: 'Withdrawal :label returned',
  pickup_hold: 'Dispensary pickup :label',
  pickup: 'Dispensary pickup',
  pickup_released: 'Reservation :label released',
  released: 'Hold :label released',
  order: 'Order :label: :items',
  ticket: 'Ticket :label: :title',
  ticket_refund: 'Refund of ticket :label: :title',
  membership_fee: 'Membership fee :month',
  membership_fee_due: 'Membership fee due :day',
  team_bonus: 'Team bonus',
  referral_bonus: 'Referral bonus: :name',
  referral: 'Referral bonus',
  wallet_deposit: 'Wallet deposit',
} as const;

/** `2026-07-01` as "Jul 1, 2026" / "01.07.2026" (a calendar day names no time zone). */
function dayName(day: string, locale: Locale): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  if (!at || Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

export type LedgerTextKey = keyof typeof LEDGER_TEXTS;
export type LedgerTextParams = Record<string, string>;

export interface LedgerText {
  key: LedgerTextKey;
  params?: LedgerTextParams;
}

/** `2026-07` as "July 2026" / "Juli 2026" (a calendar month names no time zone). */
function monthName(month: string, locale: Locale): string {
  const at = /^\d{4}-\d{2}$/.test(month) ? new Date(`${month}-15T12:00:00Z`) : null;
  if (!at || Number.isNaN(at.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** The text of `text` in `locale`; a parameter `x_de` stands in for `x` in German (a name the club gave in both). */
export function wordLedgerText(text: LedgerText, locale: Locale = currentLocale()): string {
  const params: LedgerTextParams = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    const localized = /^(\w+)_(en|de)$/.exec(name);
    if (!localized) params[name] ??= value;
    else if (localized[2] === locale && value) params[localized[1]!] = value;
  }
  if (text.key === 'membership_fee' && params.month) params.month = monthName(params.month, locale);
  if (text.key === 'membership_fee_due' && params.day) params.day = dayName(params.day, locale);
  if (text.key === 'bank_transfer' && !params.reference) return __(LEDGER_TEXTS.bank_deposit, {}, locale);
  return __(LEDGER_TEXTS[text.key], params, locale).slice(0, 255);
}

/** The stored form (text_key, text_params) of a text. */
export function storedText(text: LedgerText | null | undefined): { key: string | null; params: string | null } {
  if (!text) return { key: null, params: null };
  return { key: text.key, params: text.params ? JSON.stringify(text.params) : null };
}

/** What a stored entry says in `locale`: its kind's text, or the description it was booked with. */
export function entryText(
  row: { text_key: string | null; text_params: string | null; description: string },
  locale: Locale = currentLocale(),
): string {
  if (!row.text_key || !Object.hasOwn(LEDGER_TEXTS, row.text_key)) return row.description;
  let params: LedgerTextParams = {};
  try {
    params = row.text_params ? (JSON.parse(row.text_params) as LedgerTextParams) : {};
  } catch {
    return row.description;
  }
  return wordLedgerText({ key: row.text_key as LedgerTextKey, params }, locale);
}
