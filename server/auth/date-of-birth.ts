// The member's date of birth (docs/spec.md §3 User): asked at registration (18 or older) and in
// the settings, kept apart from the users table; the Growing quota's limits depend on the age.
import { sql, type Database } from '../db/open.ts';
import { isEmpty } from '../http/input.ts';
import { __, fieldMessage } from '../lang/translate.ts';
import { ageOn, isDateOfBirth, MIN_AGE } from '../../src/shared/contract/form-rules.ts';

/** Members are adults: the youngest age to join, and to receive anything (the contract's form rule). */
export { MIN_AGE };

export function dateOfBirth(db: Database, userId: number): string | null {
  return (
    (
      sql(db, 'SELECT date_of_birth FROM member_birth_dates WHERE user_id = ?').get(userId) as
        { date_of_birth: string } | undefined
    )?.date_of_birth ?? null
  );
}

export function setDateOfBirth(db: Database, userId: number, date: string, now: string): void {
  sql(
    db,
    'INSERT INTO member_birth_dates (user_id, date_of_birth, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET date_of_birth = excluded.date_of_birth, updated_at = excluded.updated_at',
  ).run(userId, date, now);
}

/** A date of birth 'YYYY-MM-DD' that exists and makes the member 18 or older on `today`. */
export function dateOfBirthProblem(value: unknown, today: string): string | null {
  if (isEmpty(value)) return fieldMessage('required', 'date_of_birth');
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isDateOfBirth(text)) return __('The date of birth must be a date like 2000-01-31.');
  return ageOn(text, today) < MIN_AGE ? __('Members must be 18 or older to join.') : null;
}
