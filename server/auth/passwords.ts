// Password hashing with scrypt at OWASP/ASVS parameters (N=2^17, r=8, p=1), stored
// self-describing as `scrypt$N=131072,r=8,p=1$<salt b64>$<hash b64>` so parameters can change and
// old hashes are re-hashed at the next login (Laravel's rehash_on_login).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import { __ } from '../lang/translate.ts';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT_PARAMS: ScryptParams = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Hashes run at once; each takes 128 * N * r bytes (128 MiB at production cost). */
const MAX_CONCURRENT = 2;
/** Hashes that may wait for a slot (PASSWORD_HASH_QUEUE): about 2 s at production cost on 2 cores. */
export const DEFAULT_HASH_QUEUE = 8;

export interface VerifyResult {
  ok: boolean;
  /** The stored hash uses other parameters than the current ones: store a fresh hash. */
  needsRehash: boolean;
}

export interface PasswordHasher {
  readonly params: ScryptParams;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<VerifyResult>;
  /** Spends the same work as verify() for a user who does not exist (no timing oracle). */
  dummyVerify(password: string): Promise<void>;
}

export interface PasswordHasherOptions {
  /**
   * Test-only: a lower cost so integration tests stay fast. Production code never passes this;
   * tests/server/auth/passwords.test.ts asserts the defaults.
   */
  insecureTestParams?: ScryptParams;
  /** Hashes that may wait while MAX_CONCURRENT run; one more answers 429 (default DEFAULT_HASH_QUEUE). */
  maxQueue?: number;
}

/**
 * A full hashing queue: 429 with Retry-After instead of an ever longer wait for everyone
 * (docs/threats.md T17). Thrown before any work, so a caller counting attempts gives this one back.
 */
export class HasherBusyError extends HttpError {
  constructor() {
    const message = __('Too many sign-ins at once. Please try again in a moment.');
    super(429, { message }, { 'Retry-After': '1' });
  }
}

function scrypt(password: Buffer, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    maxmem: Math.max(32 * 1024 * 1024, 256 * params.N * params.r * params.p),
  };
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!(N > 1 && (N & (N - 1)) === 0 && r > 0 && p > 0 && N <= 2 ** 20)) return null;
  return { params: { N, r, p }, salt: Buffer.from(match[4], 'base64'), hash: Buffer.from(match[5], 'base64') };
}

function createLimiter(max: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max && waiting.length >= maxQueue) throw new HasherBusyError();
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params = Object.freeze({ ...(options.insecureTestParams ?? PRODUCTION_SCRYPT_PARAMS) });
  // One bound for every hash, the unknown-email dummy included (no timing or queue oracle).
  const limit = createLimiter(MAX_CONCURRENT, options.maxQueue ?? DEFAULT_HASH_QUEUE);
  // Verified byte-exact as typed: UTF-8 of the string, no trimming or normalisation.
  const bytes = (password: string) => Buffer.from(password, 'utf8');

  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await limit(() => scrypt(bytes(password), salt, params));
    return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  };

  return {
    params,
    hash,
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) {
        await this.dummyVerify(password);
        return { ok: false, needsRehash: false };
      }
      const key = await limit(() => scrypt(bytes(password), parsed.salt, parsed.params));
      const ok = key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
      const needsRehash =
        parsed.params.N !== params.N ||
        parsed.params.r !== params.r ||
        parsed.params.p !== params.p ||
        parsed.salt.length !== SALT_BYTES;
      return { ok, needsRehash: ok && needsRehash };
    },
    async dummyVerify(password) {
      await hash(password);
    },
  };
}
