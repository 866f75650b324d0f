// The privacy centre in the member settings (docs/spec.md §11): consents and their history, the
// records the law keeps after a deletion request and for how long, the download of everything the
// club holds about the member (GDPR Art. 15, 20) and the deletion request itself (Art. 17).
import { endpoints, text, Timestamp } from './endpoint.ts';
import { PdfDocument } from './wallet.ts';
import * as v from './schema.ts';

const endpoint = endpoints('settings', { auth: ['*'] });

export const CONSENTS = ['analytics', 'email', 'push'] as const;
export type Consent = (typeof CONSENTS)[number];

/** What a closed account leaves behind, each kind kept for a period the law sets (a club setting). */
export const RETAINED_RECORDS = ['handovers', 'bookings', 'audit'] as const;
export type RetainedRecord = (typeof RETAINED_RECORDS)[number];

/** Why a deletion request cannot close the account yet: what the member settles first. */
export const CLOSE_BLOCKERS = ['balance', 'orders', 'withdrawals', 'reservations'] as const;
export type CloseBlocker = (typeof CLOSE_BLOCKERS)[number];

export const ConsentEvent = v.object({
  consent: v.picklist(CONSENTS),
  /** The notification topic of an email or push consent; null for analytics. */
  topic: v.nullable(v.string()),
  granted: v.boolean(),
  at: Timestamp,
});
export type ConsentEvent = v.InferOutput<typeof ConsentEvent>;

export const Retention = v.object({
  record: v.picklist(RETAINED_RECORDS),
  /** How many of the member's records of this kind there are now. */
  count: v.number(),
  /** Years kept after the record's date; null: as long as the records it documents. */
  years: v.nullable(v.number()),
});
export type Retention = v.InferOutput<typeof Retention>;

export const PrivacyOverview = v.object({
  consents: v.object({
    analytics: v.boolean(),
    /** The notification topics the member gets by email, and by push. */
    email: v.array(v.string()),
    push: v.array(v.string()),
  }),
  /** Every change of a consent, newest first. */
  history: v.array(ConsentEvent),
  retention: v.array(Retention),
  /** Empty: a deletion request closes the account at once. */
  blockers: v.array(v.picklist(CLOSE_BLOCKERS)),
});
export type PrivacyOverview = v.InferOutput<typeof PrivacyOverview>;

export const AccountClosed = v.object({ message: v.string(), closed_at: Timestamp });

export const privacy = {
  overview: endpoint('GET /api/user/settings/privacy', 'Consents with their history, and what a deletion keeps', {
    responses: { 200: PrivacyOverview },
  }),
  export: endpoint('GET /api/user/settings/privacy/export', 'Everything the club holds about the member, as a ZIP', {
    description:
      'GDPR Art. 15 and 20: `data` is a base64 ZIP holding member-data.json (every table row about the member, secrets left out) and member-data.pdf (the same, readable). Saved as {name}.zip. Refused in ghost mode.',
    responses: { 200: PdfDocument },
  }),
  close: endpoint('POST /api/user/settings/privacy/deletion', 'Close the account (GDPR Art. 17)', {
    description:
      'Deletes what the law does not make the club keep, pseudonymises the account and ends every session. The records kept (handovers: KCanG §26; bookings: §147 AO, §257 HGB; the audit trail) are listed by GET user/settings/privacy. 422 on `password`, or on `account` while a balance, an open order, a pending withdrawal or a reservation is unsettled.',
    body: v.object({ password: v.pipe(text(1024), v.description('The current password (re-authentication)')) }),
    responses: { 200: AccountClosed },
  }),
};
