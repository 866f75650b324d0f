// 2FA recovery codes: 8 codes of 20 characters from [A-Za-z0-9] (about 119 bits, like Fortify's
// `Str::random(10).'-'.Str::random(10)`), stored as sha256 only and usable once (docs/threats.md T20).
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { replaceRecoveryCodes, unusedRecoveryCodes, useRecoveryCode } from './repository-secrets.ts';
import { randomString, safeEqual, sha256Hex } from './random.ts';

export const RECOVERY_CODE_COUNT = 8;

/** Generates and stores a new set, replacing the old one; returns the plaintext (show it once). */
export function generateRecoveryCodes(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomString(10)}-${randomString(10)}`);
  replaceRecoveryCodes(deps.db, userId, codes.map(sha256Hex), toTimestamp(deps.clock.now()));
  return codes;
}

/** Uses up a matching unused code (surrounding whitespace ignored, case-sensitive). */
export function redeemRecoveryCode(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, code: string): boolean {
  const hash = sha256Hex(code.trim());
  let match: number | null = null;
  for (const row of unusedRecoveryCodes(deps.db, userId))
    if (safeEqual(row.code_hash, hash) && match === null) match = row.id;
  return match !== null && useRecoveryCode(deps.db, match, toTimestamp(deps.clock.now()));
}
