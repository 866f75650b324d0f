// What the law makes the club keep of a closed account, and for how long (docs/spec.md §11):
//   handovers  KCanG §26 (1), (2): every handover with the recipient's name, first name and year of
//              birth, 5 years (CLUB_RETENTION_HANDOVER_YEARS);
//   bookings   §147 (1), (3) AO, §257 HGB: the ledger, orders, withdrawals, payout accounts, fee
//              charges and direct-debit mandates, 10 years after the end of the booking's year
//              (CLUB_RETENTION_BOOKING_YEARS);
//   audit      the audit trail's entries on the account, append-only, as long as what they document.
// Every other table row about the member is deleted (server/privacy/close-account.ts).
import type { RetainedRecord, Retention } from '../../src/shared/contract/privacy.ts';
import type { Config } from '../config.ts';
import { sql, type Database } from '../db/open.ts';
import { MEMBER_DATA, memberCondition } from './member-data.ts';

/** The tables whose rows about the member a deletion keeps, by the kind of record they are. */
export const RETAINED_TABLES: Readonly<Record<string, RetainedRecord | 'account'>> = {
  // The pseudonymised account row and the identity the records above need.
  users: 'account',
  closed_accounts: 'account',
  growing_handovers: 'handovers',
  // the membership number the handover records are kept under, and the declaration of no other
  // club's membership, kept CLUB_DECLARATION_YEARS (KCanG §16 (3); docs/spec.md §12)
  memberships: 'account',
  membership_declarations: 'account',
  wallets: 'bookings',
  wallet_transactions: 'bookings',
  wallet_orders: 'bookings',
  withdrawals: 'bookings',
  withdraw_accounts: 'bookings',
  fee_charges: 'bookings',
  sepa_mandates: 'bookings',
  audit_log: 'audit',
};

function countRows(db: Database, table: string, userId: number): number {
  const entry = MEMBER_DATA.find((candidate) => candidate.table === table);
  if (!entry) return 0;
  const { where, params } = memberCondition(entry);
  const row = sql(db, `SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`).get(...Array<number>(params).fill(userId));
  return (row as { n: number }).n;
}

/** The member's records of each kind a deletion would keep, with the years they are kept. */
export function retentionOf(db: Database, config: Pick<Config, 'retention'>, userId: number): Retention[] {
  const tables = (record: RetainedRecord) =>
    Object.entries(RETAINED_TABLES)
      .filter(([, kind]) => kind === record)
      .map(([table]) => table);
  const count = (record: RetainedRecord) =>
    tables(record).reduce((sum, table) => sum + countRows(db, table, userId), 0);
  return [
    { record: 'handovers', count: count('handovers'), years: config.retention.handoverYears },
    { record: 'bookings', count: count('bookings'), years: config.retention.bookingYears },
    { record: 'audit', count: count('audit'), years: null },
  ];
}

/** The last day a record of `date` (YYYY-MM-DD…) is kept: `years` after it. */
export const keptUntil = (date: string, years: number): string =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4, 10)}`;

/** Books are kept `years` after the end of the calendar year of their last booking (§147 (4) AO). */
export const keptUntilYearEnd = (date: string, years: number): string => `${Number(date.slice(0, 4)) + years}-12-31`;
