// The Growing module's notification: it names the pickup only, never a strain, grams or the
// quota (privacy: what a member receives is nobody's business, not even a notification preview's).
import type { Notice } from '../../notifications/notify.ts';
import { __ } from '../../lang/translate.ts';

const PICKUP_TITLE = 'Pickup recorded';
const PICKUP_TEXT = 'Your pickup :label was handed over. The details are in your distribution record.';

export const pickupNotice =
  (r: { label: string }): Notice =>
  (locale) => ({ title: __(PICKUP_TITLE, r, locale), description: __(PICKUP_TEXT, r, locale) });
