// The club's settings under the KCanG (read with the rest in server/config.ts; docs/spec.md §12):
// each figure of the law is a setting whose default is the law's value, because the law is under
// evaluation and sources differ on some (the residence period). server/README.md lists them.
/** What kind of club runs the portal; `cannabis` is under the KCanG's advertising ban (§6). */
export const CLUB_KINDS = ['cannabis', 'general'] as const;
export type ClubKind = (typeof CLUB_KINDS)[number];

export interface ClubSettings {
  /** CLUB_KIND: `cannabis` (default) turns off referral bonuses and incentive wording (§6 (1)). */
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
  /** CLUB_CARD_DAYS: how long one signed membership card is valid before it is rotated. */
  cardDays: number;
  /** CLUB_BACKUP_DIR: where the nightly backup goes (§26 (2): records kept five years must outlive
   * the machine); null: a `backups` folder beside the database. */
  backupDir: string | null;
  /** CLUB_BACKUP_KEEP: how many nightly backups are kept (0: no nightly backup). */
  backupKeep: number;
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

function clubKind(env: Env): ClubKind {
  const value = env.CLUB_KIND?.trim() || 'cannabis';
  if (!(CLUB_KINDS as readonly string[]).includes(value))
    throw new Error(`CLUB_KIND must be one of ${CLUB_KINDS.join(', ')}, got "${value}"`);
  return value as ClubKind;
}

/** KCanG §6: a cannabis club may not advertise itself: no bonuses for bringing members, neutral words. */
export const advertisingBan = (club: Pick<ClubSettings, 'kind'>): boolean => club.kind === 'cannabis';

export function loadClubSettings(env: Env): ClubSettings {
  return {
    kind: clubKind(env),
    memberLimit: whole(env, 'CLUB_MEMBER_LIMIT', 500, 1, 500),
    minMembershipMonths: whole(env, 'CLUB_MIN_MEMBERSHIP_MONTHS', 3, 3, 120),
    residenceMonths: whole(env, 'CLUB_RESIDENCE_MONTHS', 0, 0, 120),
    offerDays: whole(env, 'CLUB_OFFER_DAYS', 14, 1, 365),
    declarationYears: whole(env, 'CLUB_DECLARATION_YEARS', 3, 3, 30),
    cardDays: whole(env, 'CLUB_CARD_DAYS', 30, 1, 365),
    backupDir: env.CLUB_BACKUP_DIR?.trim() || null,
    backupKeep: whole(env, 'CLUB_BACKUP_KEEP', 14, 0, 3650),
  };
}
