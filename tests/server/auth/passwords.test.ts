import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../server/auth/password-policy.ts';
import { createPasswordHasher, parseHash } from '../../../server/auth/passwords.ts';
import { TEST_SCRYPT } from '../helpers.ts';

const hasher = createPasswordHasher({ insecureTestParams: TEST_SCRYPT });

describe('password hashing', () => {
  it('uses scrypt N=2^17 r=8 p=1 with a 16-byte salt by default (ASVS App. C)', async () => {
    const production = createPasswordHasher();
    expect(production.params).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await production.hash('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(parseHash(stored)!.salt).toHaveLength(16);
    expect((await production.verify('correct horse battery staple', stored)).ok).toBe(true);
  });

  it('stores a self-describing hash with a fresh salt each time', async () => {
    const [a, b] = [await hasher.hash('same password'), await hasher.hash('same password')];
    expect(a).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies a 70-character passphrase with spaces and emoji byte-exact', async () => {
    const passphrase = 'correct horse battery staple 🐴🔋📎 at the café on a quiet sunday by the harbour';
    expect([...passphrase].length).toBeGreaterThanOrEqual(70);
    const stored = await hasher.hash(passphrase);
    expect((await hasher.verify(passphrase, stored)).ok).toBe(true);
    expect((await hasher.verify(passphrase.normalize('NFD'), stored)).ok).toBe(false);
    expect((await hasher.verify(`${passphrase} `, stored)).ok).toBe(false);
  });

  it('asks for a rehash when the stored parameters are outdated', async () => {
    const old = await createPasswordHasher({ insecureTestParams: { N: 2 ** 9, r: 8, p: 1 } }).hash('secret password');
    expect(await hasher.verify('secret password', old)).toEqual({ ok: true, needsRehash: true });
    expect(await hasher.verify('secret password', await hasher.hash('secret password'))).toEqual({
      ok: true,
      needsRehash: false,
    });
  });

  it('refuses a malformed stored hash without throwing', async () => {
    expect(await hasher.verify('x', 'not-a-hash')).toEqual({ ok: false, needsRehash: false });
  });

  it('knows the common passwords, case-insensitively', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
