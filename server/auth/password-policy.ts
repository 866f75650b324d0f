// Password policy (ASVS 5.0 6.2.x): at least 8 characters, up to 256, no composition rules
// (src/shared/contract/form-rules.ts), and not one of the common passwords in common-passwords.txt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ObjectSchema } from '../../src/shared/contract/endpoint.ts';
import * as v from '../../src/shared/contract/schema.ts';

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

/** `body` with the common-password list added to its new password's rules (the list stays on the server). */
export function withPasswordPolicy<S extends ObjectSchema>(body: S): S {
  const entry = body.entries.password as v.GenericSchema<unknown, string>;
  const password = v.pipe(
    entry,
    v.check((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE),
  );
  return v.object({ ...body.entries, password }) as unknown as S;
}
