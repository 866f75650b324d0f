// TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto. 160-bit secrets in base32, 30-second
// steps, ±1 step accepted, and a per-user last step so a code (or an older one) works only once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type HashAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
export const SECRET_BYTES = 20; // 160 bits, RFC 4226 R6 recommendation
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, spaces and '=' padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`Invalid base32 character "${ch}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32 (32 characters for 20 bytes). */
export function generateSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP with dynamic truncation. */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS, algorithm: HashAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function timeStep(unixSeconds: number, step = STEP_SECONDS): number {
  return Math.floor(unixSeconds / step);
}

/** RFC 6238 TOTP for a time in Unix seconds. */
export function totp(
  key: Uint8Array,
  unixSeconds: number,
  options: { digits?: number; algorithm?: HashAlgorithm; step?: number } = {},
): string {
  return hotp(key, timeStep(unixSeconds, options.step), options.digits ?? DIGITS, options.algorithm ?? 'sha1');
}

export interface VerifyTotpInput {
  secret: string; // base32
  code: string;
  now: Date;
  /** The step of the last accepted code for this user; only later steps are accepted. */
  lastUsedStep: number | null;
  window?: number;
}

/** The matched step (store it as the user's last step), or null when the code is not accepted. */
export function verifyTotp({ secret, code, now, lastUsedStep, window = 1 }: VerifyTotpInput): number | null {
  const normalised = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(normalised)) return null;
  const key = base32Decode(secret);
  const current = timeStep(Math.floor(now.getTime() / 1000));
  let matched: number | null = null;
  // Check every step in the window (no early exit) so timing does not tell which step matched.
  for (let step = current - window; step <= current + window; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (
      timingSafeEqual(expected, Buffer.from(normalised)) &&
      (lastUsedStep === null || step > lastUsedStep) &&
      matched === null
    )
      matched = step;
  }
  return matched;
}

/** The otpauth:// URL an authenticator app scans (Google Authenticator key URI format). */
export function otpauthUrl({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}
