// The age the club counts with (KCanG §16 (1), §19 (3); docs/spec.md §12): only the date of birth
// the club checked on an official photo ID (server/auth/age-checks.ts), never the one a member
// typed, and the age band it puts them in on a given day. One place, so the card, the counter, the
// handover and the reports never disagree.
import { findAgeCheck } from '../auth/age-checks.ts';
import type { Database } from '../db/open.ts';
import { ageOn } from '../../src/shared/contract/form-rules.ts';
import type { AgeBand } from '../../src/shared/contract/club-counter.ts';

/** The checked date of birth the limits use; null while the club has not checked it. */
export const countedDateOfBirth = (db: Database, userId: number): string | null =>
  findAgeCheck(db, userId)?.date_of_birth ?? null;

/** '18-20' or '21+' on `day`; null while the club has not checked the age. */
export function ageBandOf(db: Database, userId: number, day: string): AgeBand | null {
  const born = countedDateOfBirth(db, userId);
  if (born === null) return null;
  return ageOn(born, day) < 21 ? '18-20' : '21+';
}
