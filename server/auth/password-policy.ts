// Password policy (ASVS 5.0 6.2.x): at least 8 characters, up to 256, no composition rules,
// and not one of the common passwords in common-passwords.txt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rules } from '../http/validation.ts';
import { __ } from '../lang/translate.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.toLowerCase()),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Laravel's Password::uncompromised() message. */
export const COMMON_PASSWORD_MESSAGE =
  'The given :attribute has appeared in a data leak. Please choose a different :attribute.';

/** The rule for a new password field (`password` with `password_confirmation`). */
export function newPasswordRule() {
  return rules
    .string()
    .required()
    .min(PASSWORD_MIN)
    .max(PASSWORD_MAX)
    .confirmed()
    .check((value) => (isCommonPassword(value) ? __(COMMON_PASSWORD_MESSAGE) : null));
}
