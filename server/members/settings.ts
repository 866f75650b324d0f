// The club's settings under the KCanG (read with the rest in server/config.ts; docs/spec.md §12):
// each figure of the law is a setting whose default is the law's value, because the law is under
// evaluation and sources differ on some (the residence period). server/README.md lists them.
export type ClubKind = 'cannabis' | 'social';

export interface ClubSettings {
  /** CLUB_KIND: 'cannabis' (a club under the KCanG: no referral bonuses, no incentive wording, §6) or 'social'. */
  kind: ClubKind;
  /** CLUB_MEMBER_LIMIT: members at most (§16 (2): 500; a club may set fewer, never more). */
  memberLimit: number;
  /** CLUB_MIN_MEMBERSHIP_MONTHS: a leaving notice takes effect no earlier than this (§16 (5): 3). */
  minMembershipMonths: number;
  /** CLUB_RESIDENCE_MONTHS: months in Germany an applicant must have lived (§16 (4) asks residence only: 0). */
  residenceMonths: number;
  /** CLUB_OFFER_DAYS: how long an offered place waits for the applicant's answer. */
  offerDays: number;
  /** CLUB_DECLARATION_YEARS: how long the no-other-club declaration is kept (§16 (3): 3). */
  declarationYears: number;
  /** CLUB_RECORD_YEARS: how long handover records are kept (§26 (2): 5). */
  recordYears: number;
  /** CLUB_CARD_DAYS: how long one signed membership card is valid before it is rotated. */
  cardDays: number;
  /** Nightly database copies (`club backup`): where, how many kept, from which hour (Berlin). */
  backup: { dir: string | null; keep: number; hour: number };
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

export function loadClubSettings(env: Env): ClubSettings {
  const kind = (env.CLUB_KIND?.trim() || 'cannabis').toLowerCase();
  if (kind !== 'cannabis' && kind !== 'social') throw new Error(`CLUB_KIND must be cannabis or social, got "${kind}"`);
  return {
    kind,
    memberLimit: whole(env, 'CLUB_MEMBER_LIMIT', 500, 1, 500),
    minMembershipMonths: whole(env, 'CLUB_MIN_MEMBERSHIP_MONTHS', 3, 3, 120),
    residenceMonths: whole(env, 'CLUB_RESIDENCE_MONTHS', 0, 0, 120),
    offerDays: whole(env, 'CLUB_OFFER_DAYS', 14, 1, 365),
    declarationYears: whole(env, 'CLUB_DECLARATION_YEARS', 3, 3, 30),
    recordYears: whole(env, 'CLUB_RECORD_YEARS', 5, 5, 30),
    cardDays: whole(env, 'CLUB_CARD_DAYS', 30, 1, 365),
    backup: {
      dir: env.BACKUP_DIR?.trim() || null,
      keep: whole(env, 'BACKUP_KEEP', 14, 1, 1000),
      hour: whole(env, 'BACKUP_HOUR', 3, 0, 23),
    },
  };
}
