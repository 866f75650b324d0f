// The wallet's notifications, worded in the member's language. They name the order or withdrawal
// only, never the amount or what was bought: the bell also shows on the club's website
// (privacy: docs/spec.md §9).
import { __ } from '../../lang/translate.ts';
import type { Notice } from '../../notifications/notify.ts';

type Replace = Record<string, string | number>;

const DEPOSIT_TITLE = 'Deposit received';
const DEPOSIT_TEXT = 'Your transfer for order :label has arrived and is in your wallet.';
const PROCESSED_TITLE = 'Withdrawal paid out';
const PROCESSED_TEXT = 'Your withdrawal :label has been transferred to your account.';
const REJECTED_TITLE = 'Withdrawal rejected';
const REJECTED_TEXT = 'Your withdrawal :label was rejected: :reason. The amount is available in your wallet again.';

export const depositReceived =
  (r: Replace): Notice =>
  (locale) => ({ title: __(DEPOSIT_TITLE, r, locale), description: __(DEPOSIT_TEXT, r, locale) });
export const withdrawalProcessed =
  (r: Replace): Notice =>
  (locale) => ({ title: __(PROCESSED_TITLE, r, locale), description: __(PROCESSED_TEXT, r, locale) });
export const withdrawalRejected =
  (r: Replace): Notice =>
  (locale) => ({ title: __(REJECTED_TITLE, r, locale), description: __(REJECTED_TEXT, r, locale) });
