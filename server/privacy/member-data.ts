// What the club holds about one member (GDPR Art. 15, 20): every table with a column pointing at the
// member, and how to find the member's rows in it. tests/server/privacy/member-data.test.ts derives
// the tables from the schema itself, so a new table (or column) holding member data that is not
// listed here fails it. Secrets (hashes, encrypted secrets, device tokens) stay out of the export:
// their rows are listed without them.
import { sql, type Database } from '../db/open.ts';

export interface MemberTable {
  table: string;
  /** The columns naming the member: a row is about the member when any of them holds the member's id. */
  columns: readonly string[];
  /** Another way to find the rows (`?` is the member's id), for rows reached through another table. */
  where?: string;
  /** Columns never exported: secrets, or what would copy other members' data. */
  omit?: readonly string[];
  /** Columns that point at a member but whose rows are not about this one, with why. */
  notAbout?: Readonly<Record<string, string>>;
}

const STAFF_WORK = "a staff member's work on the club's records, which holds other members' data";

export const MEMBER_DATA: readonly MemberTable[] = [
  {
    table: 'users',
    columns: ['id'],
    omit: ['password', 'google2fa_secret', 'google2fa_last_step'],
    notAbout: { sponsor_id: "the rows of the members this one referred: their own data, not this member's" },
  },
  { table: 'addresses', columns: ['user_id'] },
  { table: 'member_birth_dates', columns: ['user_id'] },
  { table: 'member_age_checks', columns: ['user_id'], notAbout: { checked_by_user_id: STAFF_WORK } },
  { table: 'user_permissions', columns: ['user_id'] },
  { table: 'user_roles', columns: ['user_id'] },
  { table: 'personal_access_tokens', columns: ['tokenable_id'], omit: ['token'] },
  { table: 'verification_codes', columns: ['user_id'], omit: ['code_hash'] },
  { table: 'login_links', columns: ['user_id'], omit: ['token'] },
  { table: 'two_factor_recovery_codes', columns: ['user_id'], omit: ['code_hash'] },
  {
    table: 'notifications',
    columns: ['notifiable_id'],
    where: "notifiable_type = 'App\\Models\\User' AND notifiable_id = ?",
  },
  { table: 'fcm_tokens', columns: ['user_id'], omit: ['token'] },
  { table: 'terms_acceptances', columns: ['user_id'] },
  { table: 'notification_preferences', columns: ['user_id'] },
  { table: 'consent_events', columns: ['user_id'] },
  { table: 'passkeys', columns: ['user_id'], omit: ['public_key'] },
  { table: 'webauthn_challenges', columns: ['user_id'], omit: ['challenge'] },
  { table: 'notification_quiet_hours', columns: ['user_id'] },
  { table: 'held_mail', columns: ['user_id'] },
  // a browser's push address and keys are its secrets, as the app's device tokens are
  { table: 'push_subscriptions', columns: ['user_id'], omit: ['endpoint', 'p256dh', 'auth'] },
  { table: 'held_push', columns: ['user_id'] },
  { table: 'idempotency_keys', columns: ['user_id'] },
  { table: 'wallets', columns: ['user_id'] },
  {
    table: 'wallet_transactions',
    columns: [],
    where: 'wallet_id IN (SELECT id FROM wallets WHERE user_id = ?)',
    notAbout: { referred_user_id: "a referral bonus in the sponsor's wallet: the sponsor's ledger" },
  },
  { table: 'wallet_orders', columns: ['user_id'] },
  { table: 'withdraw_accounts', columns: ['user_id'] },
  { table: 'withdrawals', columns: ['user_id'] },
  { table: 'member_fees', columns: ['user_id'] },
  { table: 'sepa_mandates', columns: ['user_id'] },
  { table: 'fee_charges', columns: ['user_id'] },
  { table: 'appointment_tickets', columns: ['user_id'] },
  { table: 'conversation_user', columns: ['user_id'] },
  { table: 'messages', columns: ['sender_id'] },
  { table: 'support_tickets', columns: ['user_id'], notAbout: { assigned_to: STAFF_WORK } },
  {
    table: 'support_ticket_messages',
    columns: [],
    where: 'support_ticket_id IN (SELECT id FROM support_tickets WHERE user_id = ?)',
  },
  { table: 'growing_reservations', columns: ['user_id'] },
  { table: 'growing_handovers', columns: ['user_id'] },
  { table: 'memberships', columns: ['user_id'] },
  { table: 'membership_declarations', columns: ['user_id'] },
  { table: 'volunteer_hours', columns: ['user_id'], notAbout: { decided_by: STAFF_WORK } },
  { table: 'closed_accounts', columns: ['user_id'] },
  // The audit trail's entries about the member (their age check, a role granted to them).
  {
    table: 'audit_log',
    columns: [],
    where: "subject_type = 'user' AND subject_id = CAST(? AS TEXT)",
    omit: ['prev_hash', 'hash'],
  },
  // Mail sent to the member: the bodies carry sign-in links and codes, so only when and what about.
  {
    table: 'mail_outbox',
    columns: [],
    where: 'to_address = (SELECT email FROM users WHERE id = ?)',
    omit: ['text_body', 'html_body', 'meta'],
  },
  {
    table: 'password_reset_tokens',
    columns: [],
    where: 'email = (SELECT email FROM users WHERE id = ?)',
    omit: ['token'],
  },
  // Staff work: each of these names the staff member who did it, on other members' records.
  { table: 'support_ticket_notes', columns: [], notAbout: { author_id: STAFF_WORK } },
  { table: 'bank_imports', columns: [], notAbout: { imported_by: STAFF_WORK } },
  { table: 'payout_batches', columns: [], notAbout: { created_by: STAFF_WORK } },
  { table: 'direct_debit_batches', columns: [], notAbout: { created_by: STAFF_WORK } },
  { table: 'post_images', columns: [], notAbout: { uploaded_by: STAFF_WORK } },
  { table: 'widget_origins', columns: [], notAbout: { added_by: STAFF_WORK } },
];

type Row = Record<string, unknown>;

/** The SQL condition finding the member's rows of `entry` (one `?` per use of the member's id). */
export function memberCondition(entry: MemberTable): { where: string; params: number } {
  const parts = entry.columns.map((column) => `"${column}" = ?`);
  if (entry.where) parts.push(`(${entry.where})`);
  return { where: parts.join(' OR '), params: parts.length };
}

/** The rows of one table about the member, without the omitted columns. */
export function memberRows(db: Database, entry: MemberTable, userId: number): Row[] {
  const { where, params } = memberCondition(entry);
  if (params === 0) return [];
  const rows = sql(db, `SELECT * FROM "${entry.table}" WHERE ${where} ORDER BY rowid`).all(
    ...Array<number>(params).fill(userId),
  ) as Row[];
  const omit = new Set(entry.omit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omit.has(column))));
}

/** Every table's rows about the member, by table name; tables without any are left out. */
export function collectMemberData(db: Database, userId: number): Record<string, Row[]> {
  const out: Record<string, Row[]> = {};
  for (const entry of MEMBER_DATA) {
    const rows = memberRows(db, entry, userId);
    if (rows.length > 0) out[entry.table] = rows;
  }
  return out;
}
