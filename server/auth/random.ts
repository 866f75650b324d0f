// Secrets from the CSPRNG and how they are stored (sha256 / HMAC), in one place.
import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Laravel's Str::random: `length` characters from [A-Za-z0-9] (5.95 bits each). */
export function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A zero-padded decimal code such as the 6-digit email verification code. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** One-shot crypto.hash: every request with a token hashes its secret, and a Hash object costs more than the digest. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

// sha256 in hex text and one scratch buffer for it: a digest as a Buffer costs more than the hash
// (every request with a token compares one), and the comparison is synchronous.
const digestScratch = Buffer.alloc(64);

/** Constant time: is `expected` (a stored sha256 hex digest as 64 bytes of text) the digest of `value`? */
export function sha256HexMatches(value: string, expected: Buffer): boolean {
  if (expected.length !== digestScratch.length) return false;
  digestScratch.write(sha256Hex(value), 0, 'latin1');
  return timingSafeEqual(expected, digestScratch);
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (or any strings) of possibly different length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
