// The member's date of birth (docs/spec.md §3 User): asked at registration (18 or older) and in
// the settings, kept apart from the users table; the Growing quota's limits depend on the age.
import { sql, type Database } from '../db/open.ts';
import { fieldMessage, isEmpty } from '../http/validation.ts';
import { __ } from '../lang/translate.ts';

/** Members are adults: the youngest age to join, and to receive anything. */
export const MIN_AGE = 18;

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
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text || text < '1900-01-01')
    return __('The date of birth must be a date like 2000-01-31.');
  const age = Number(today.slice(0, 4)) - Number(text.slice(0, 4)) - (today.slice(5) < text.slice(5) ? 1 : 0);
  return age < MIN_AGE ? __('Members must be 18 or older to join.') : null;
}
