import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  otpauthUrl,
  totp,
  verifyTotp,
} from '../../../server/auth/totp.ts';

const RFC_KEY = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238 / RFC 4226)', () => {
  it('passes the RFC 4226 HOTP vectors for counters 0-9', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotp(RFC_KEY, counter));
    expect(codes).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  // RFC 6238 Appendix B: the six test times, each algorithm with its own seed.
  const RFC_TIMES = [59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000];

  it('passes the RFC 6238 SHA-1 vectors (8 digits)', () => {
    const at = (t: number) => totp(RFC_KEY, t, { digits: 8 });
    expect(RFC_TIMES.map(at)).toEqual(['94287082', '07081804', '14050471', '89005924', '69279037', '65353130']);
  });

  it('passes the RFC 6238 SHA-256 vectors at all six times (8 digits)', () => {
    const at = (t: number) =>
      totp(Buffer.from('12345678901234567890123456789012'), t, { digits: 8, algorithm: 'sha256' });
    expect(RFC_TIMES.map(at)).toEqual(['46119246', '68084774', '67062674', '91819424', '90698825', '77737706']);
  });

  it('passes the RFC 6238 SHA-512 vectors at all six times (8 digits)', () => {
    const at = (t: number) =>
      totp(Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'), t, {
        digits: 8,
        algorithm: 'sha512',
      });
    expect(RFC_TIMES.map(at)).toEqual(['90693936', '25091201', '99943326', '93441116', '38618901', '47863826']);
  });

  it('round-trips base32 (the RFC key is GEZDGNBVGY3TQOJQ...)', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
  });

  it('generates 160-bit secrets', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('accepts the codes of steps T-1, T and T+1 and refuses T-2 and T+2', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = new Date(1_767_225_600_000); // step 58 907 520
    const codeAt = (offset: number) => totp(RFC_KEY, now.getTime() / 1000 + offset * 30);
    const check = (offset: number) => verifyTotp({ secret, code: codeAt(offset), now, lastUsedStep: null });
    expect([check(-1), check(0), check(1)]).toEqual([58_907_519, 58_907_520, 58_907_521]);
    expect([check(-2), check(2)]).toEqual([null, null]);
  });

  it('refuses a code whose step is not after the last used step (replay, or older after newer)', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = new Date(1_767_225_600_000);
    const current = totp(RFC_KEY, now.getTime() / 1000);
    const previous = totp(RFC_KEY, now.getTime() / 1000 - 30);
    expect(verifyTotp({ secret, code: current, now, lastUsedStep: 58_907_520 })).toBeNull();
    expect(verifyTotp({ secret, code: previous, now, lastUsedStep: 58_907_520 })).toBeNull();
  });

  it('builds the otpauth:// URL an authenticator app scans', () => {
    expect(otpauthUrl({ issuer: 'Green Club', account: 'mia@club.test', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Green%20Club:mia%40club.test?secret=JBSWY3DPEHPK3PXP&issuer=Green%20Club&algorithm=SHA1&digits=6&period=30',
    );
  });
});
