// The form rules the server checks too (names, date of birth), as core/validation rules over the
// contract's form rules (src/shared/contract/form-rules.ts), so a form refuses what the server would.
// Apart from core/validation.ts: the login form needs none of them.
import { ageOn, isDateOfBirth, isPlainText, MIN_AGE, NAME_MAX } from '../shared/contract/form-rules.ts';
import { isEmpty, type Rule } from './validation.ts';

/** A name people read: at most 255 characters, no control or invisible characters (as the server). */
export const personName: Rule = {
  name: 'plainText',
  params: { max: NAME_MAX },
  test: (value) => isEmpty(value) || (typeof value === 'string' && isPlainText(value) && [...value].length <= NAME_MAX),
};

/** A date of birth 'YYYY-MM-DD' of someone `MIN_AGE` or older on `today()` (the server's rule). */
export function dateOfBirth(today: () => string = () => new Date().toISOString().slice(0, 10)): Rule {
  return {
    name: 'dateOfBirth',
    params: { age: MIN_AGE },
    test: (value) =>
      isEmpty(value) ||
      (typeof value === 'string' && isDateOfBirth(value.trim()) && ageOn(value.trim(), today()) >= MIN_AGE),
  };
}
