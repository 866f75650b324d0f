// Erasing a member's personal data (docs/spec.md §12 "Records"; GDPR Art. 17 with Art. 17 (3) (b),
// KCanG §16 (3), §26 (2)): when a member leaves or asks for deletion, their name, email, address,
// date of birth, sessions, notifications and mails go; the records the law keeps stay, under the
// membership number as a pseudonym (the handovers with grams, THC, date and year of birth; the
// no-other-club declaration; the ledger). Whoever holds the club's paper membership file can tell
// who a number was; the portal's database alone cannot. One transaction, one audit entry.
import { randomBytes } from 'node:crypto';
import { recordAudit, type AuditActor, type AuditDeps } from '../audit/audit-log.ts';
import { berlinDay, toTimestamp } from '../clock.ts';
import { sql, transaction } from '../db/open.ts';
import { findMembership, memberNumberLabel, type MembershipRow } from './repository.ts';

/** What the records show instead of a name once it is erased. */
export const pseudonymOf = (userId: number, membership: MembershipRow | undefined): string =>
  membership?.number ? memberNumberLabel(membership.number) : `A-${String(userId).padStart(5, '0')}`;

export function eraseMember(deps: AuditDeps, actor: AuditActor, userId: number): MembershipRow | undefined {
  const { db } = deps;
  return transaction(db, () => {
    const before = findMembership(db, userId);
    const user = sql(db, 'SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined;
    if (!user) return undefined;
    const now = deps.clock.now();
    const stamp = toTimestamp(now);
    const pseudonym = pseudonymOf(userId, before);
    const run = (text: string, ...values: (string | number | null)[]) => sql(db, text).run(...values);

    run(
      `UPDATE users SET name = ?, email = ?, password = ?, ip_address = NULL, wallet_address = NULL,
         google2fa_secret = NULL, google2fa_enabled_at = NULL, instruction_state = '{}', ref_hash = ?, updated_at = ?
       WHERE id = ?`,
      pseudonym,
      `erased-${userId}@erased.invalid`,
      // no password hash matches a random text that was never hashed: nobody can log in again
      `erased:${randomBytes(16).toString('hex')}`,
      `erased-${randomBytes(6).toString('hex')}`,
      stamp,
      userId,
    );
    run('UPDATE users SET team_visibility = ? WHERE id = ?', 'hidden', userId);
    for (const table of [
      'addresses',
      'member_birth_dates',
      'member_age_checks',
      'personal_access_tokens',
      'verification_codes',
      'login_links',
      'two_factor_recovery_codes',
      'fcm_tokens',
      'notification_preferences',
    ])
      run(`DELETE FROM ${table} WHERE ${table === 'personal_access_tokens' ? 'tokenable_id' : 'user_id'} = ?`, userId);
    run('DELETE FROM notifications WHERE notifiable_id = ?', userId);
    run('DELETE FROM password_reset_tokens WHERE email = ? COLLATE NOCASE', user.email);
    run('DELETE FROM mail_outbox WHERE to_address = ? COLLATE NOCASE', user.email);
    // the records the law keeps: the name becomes the pseudonym, nothing else changes
    run('UPDATE growing_handovers SET recipient_name = ? WHERE user_id = ?', pseudonym, userId);
    run('UPDATE membership_declarations SET declarant = ? WHERE user_id = ?', pseudonym, userId);
    sql(
      db,
      `UPDATE memberships SET erased_at = :now, updated_at = :now,
         status = CASE WHEN status IN ('active', 'offered') THEN 'left' WHEN status IN ('applied', 'checked', 'waitlisted') THEN 'rejected' ELSE status END,
         left_at = CASE WHEN status IN ('active', 'offered') THEN :now ELSE left_at END,
         leaves_on = CASE WHEN status = 'active' AND (leaves_on IS NULL OR leaves_on > :today) THEN :today ELSE leaves_on END
       WHERE user_id = :user`,
    ).run({ now: stamp, today: berlinDay(now), user: userId });
    const after = findMembership(db, userId);
    recordAudit(deps, actor, {
      action: 'member.erased',
      subject: { type: 'user', id: userId },
      before: before ? { status: before.status } : undefined,
      after: { status: after?.status ?? null, pseudonym },
    });
    return after;
  });
}
