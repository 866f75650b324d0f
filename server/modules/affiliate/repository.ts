// The affiliate team: members the signed-in member referred (level 1) and those they
// referred in turn (level 2), each only as they agreed to show themself; and the team and referral
// bonuses booked to the member's wallet. Plain SQL.
import type { TeamBonus, TeamLevel, TeamMember, TeamVisibility } from '../../../src/shared/contract/affiliate.ts';
import { sql, type Database } from '../../db/open.ts';
import { __ } from '../../lang/translate.ts';
import { entryText } from '../../ledger/texts.ts';

interface TeamRow {
  name: string;
  firstname: string | null;
  lastname: string | null;
  team_visibility: 'initial' | 'full' | 'hidden';
  email_verified_at: string | null;
  created_at: string;
}

const LEVEL: Record<TeamLevel, string> = {
  1: 'u.sponsor_id = :member',
  2: 'u.sponsor_id IN (SELECT s.id FROM users s WHERE s.sponsor_id = :member)',
};

export function countTeam(db: Database, memberId: number, level: TeamLevel): number {
  return (sql(db, `SELECT COUNT(*) AS n FROM users u WHERE ${LEVEL[level]}`).get({ member: memberId }) as { n: number })
    .n;
}

/** Newest members first. */
export function listTeam(
  db: Database,
  memberId: number,
  level: TeamLevel,
  limit: number,
  offset: number,
): TeamMember[] {
  const rows = sql(
    db,
    `SELECT u.name, a.firstname, a.lastname, u.team_visibility, u.email_verified_at, u.created_at
     FROM users u LEFT JOIN addresses a ON a.user_id = u.id
     WHERE ${LEVEL[level]} ORDER BY u.created_at DESC, u.id DESC LIMIT :limit OFFSET :offset`,
  ).all({ member: memberId, limit, offset }) as unknown as TeamRow[];
  return rows.map((row) => ({
    display_name: displayName(row),
    level,
    joined_at: row.created_at,
    status: row.email_verified_at ? 'active' : 'pending',
  }));
}

/** 'initial' (the default): "Lena S."; 'full': "Lena Schmidt"; 'hidden': null. */
export function displayName(row: Pick<TeamRow, 'name' | 'firstname' | 'lastname' | 'team_visibility'>): string | null {
  if (row.team_visibility === 'hidden') return null;
  const parts = row.firstname?.trim() ? [row.firstname.trim(), (row.lastname ?? '').trim()] : splitName(row.name);
  const [first, last] = parts;
  if (row.team_visibility === 'full') return [first, last].filter(Boolean).join(' ');
  const initial = last ? `${[...last][0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return [words[0] ?? '', words.length > 1 ? words[words.length - 1]! : ''];
}

/** Completed team and referral bonuses in the member's wallet (by ledger kind, never by text), newest first. */
const BONUS = `FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
  WHERE w.user_id = :member AND t.type = 'credit' AND t.status = 'completed'
    AND t.kind IN ('team_bonus', 'referral_bonus')`;

type BonusRow = TeamBonus &
  Partial<Pick<TeamRow, 'name' | 'firstname' | 'lastname' | 'team_visibility'>> & {
    text_key: string | null;
    text_params: string | null;
  };

/**
 * Worded in the request's language (server/ledger/texts.ts); a referral bonus names the member
 * referred as they chose to be shown (displayName), read now, never a name stored with it.
 */
export function listBonuses(db: Database, memberId: number, limit: number, offset: number): TeamBonus[] {
  const rows = sql(
    db,
    `SELECT t.label, t.amount_cents, w.currency, t.description, t.text_key, t.text_params, t.created_at,
            r.name, a.firstname, a.lastname, r.team_visibility
     FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
       LEFT JOIN users r ON r.id = t.referred_user_id LEFT JOIN addresses a ON a.user_id = r.id
     WHERE w.user_id = :member AND t.type = 'credit' AND t.status = 'completed'
       AND t.kind IN ('team_bonus', 'referral_bonus')
     ORDER BY t.created_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
  ).all({ member: memberId, limit, offset }) as unknown as BonusRow[];
  return rows.map(({ name, firstname, lastname, team_visibility, text_key, text_params, ...bonus }) => {
    if (name === null || name === undefined || !team_visibility)
      return { ...bonus, description: entryText({ text_key, text_params, description: bonus.description }) };
    const shown = displayName({ name, firstname: firstname ?? null, lastname: lastname ?? null, team_visibility });
    return {
      ...bonus,
      description: shown === null ? __('Referral bonus') : __('Referral bonus: :name', { name: shown }),
    };
  });
}

export function countBonuses(db: Database, memberId: number): number {
  return (sql(db, `SELECT COUNT(*) AS n ${BONUS}`).get({ member: memberId }) as { n: number }).n;
}

export function teamVisibilityOf(db: Database, userId: number): TeamVisibility {
  return (sql(db, 'SELECT team_visibility FROM users WHERE id = ?').get(userId) as { team_visibility: TeamVisibility })
    .team_visibility;
}

export function setTeamVisibility(db: Database, userId: number, visibility: TeamVisibility): void {
  sql(db, 'UPDATE users SET team_visibility = ? WHERE id = ?').run(visibility, userId);
}
