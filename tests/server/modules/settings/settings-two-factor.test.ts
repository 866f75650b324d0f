// Settings: two-factor authentication (server/modules/settings/routes-two-factor.ts; docs/contracts.md §4.4, T19, T20).
import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../../../server/auth/totp.ts';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { createWorld, type World } from '../../helpers.ts';
import { ghostTokenFor, PASSWORD, signedInMember, type Member } from './settings-helpers.ts';

const codeAt = (w: World, secret: string, offsetSeconds = 0) =>
  totp(base32Decode(secret), Math.floor(w.clock.now().getTime() / 1000) + offsetSeconds);

async function enable(m: Member): Promise<string> {
  const res = await m.as('POST', '/api/user/two-factor', { password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body.secret as string;
}

async function enableAndConfirm(m: Member): Promise<{ secret: string; codes: string[] }> {
  const secret = await enable(m);
  const res = await m.as('POST', '/api/user/two-factor/confirm', { code: codeAt(m.w, secret) });
  expect(res.status).toBe(200);
  return { secret, codes: res.body.recovery_codes };
}

/** The two login steps through the real endpoints. */
async function login(w: World, email: string, second: { code?: string; recovery_code?: string }) {
  const pending = await w.loginPending(email);
  return w.call('POST', '/api/auth/verify', { token: pending, body: second });
}

/** Five wrong passwords on `path`, then the right one: the settings wrong-password limit answers 429. */
async function expectPasswordLimit(m: Member, method: string, path: string) {
  for (let i = 0; i < 5; i++) expect((await m.as(method, path, { password: `wrong ${i}` })).status).toBe(422);
  const res = await m.as(method, path, { password: PASSWORD });
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: 'Too Many Attempts.' });
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('POST user/two-factor (enable)', () => {
  it('answers a 160-bit base32 secret, its otpauth URL and a QR code SVG', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const res = await m.as('POST', '/api/user/two-factor', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(res.body.secret)).toHaveLength(20);
    expect(res.body.otpauth_url).toBe(
      `otpauth://totp/Test%20Club:mia%40club.test?secret=${res.body.secret}&issuer=Test%20Club&algorithm=SHA1&digits=6&period=30`,
    );
    expect(res.body.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body.qr_svg).not.toMatch(/<script/i);
  });

  it('stores the secret encrypted, never in plain text', async () => {
    const m = await signedInMember();
    const secret = await enable(m);
    const stored = findUserById(m.w.db, m.user.id)!.google2fa_secret!;
    expect(stored).not.toContain(secret);
  });

  it('keeps 2FA pending: an unconfirmed secret does not gate login (T19)', async () => {
    const m = await signedInMember({ email: 'mia@club.test', email_verified_at: null });
    await enable(m);
    expect((await m.as('GET', '/api/user/two-factor')).body).toEqual({
      enabled_at: null,
      pending: true,
      recovery_codes_left: 0,
    });
    const res = await login(m.w, 'mia@club.test', { code: '' });
    expect(res.status).toBe(200);
    expect(res.body.user.google2fa_enabled_at).toBeNull();
  });

  it('answers 422 errors.password for a wrong password', async () => {
    const m = await signedInMember();
    const res = await m.as('POST', '/api/user/two-factor', { password: 'wrong' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
  });

  it('answers 429 with Retry-After after 5 wrong passwords in a minute, even to the right one', async () => {
    const m = await signedInMember();
    await expectPasswordLimit(m, 'POST', '/api/user/two-factor');
    expect(findUserById(m.w.db, m.user.id)!.google2fa_secret).toBeNull();
  });

  it('refuses to replace a confirmed secret (disable first)', async () => {
    const m = await signedInMember();
    await enableAndConfirm(m);
    const res = await m.as('POST', '/api/user/two-factor', { password: PASSWORD });
    expect(res.status).toBe(422);
    expect(findUserById(m.w.db, m.user.id)!.google2fa_enabled_at).not.toBeNull();
  });

  it('answers 401 without a token and 403 in ghost mode', async () => {
    const m = await signedInMember();
    expect((await createWorld().call('POST', '/api/user/two-factor', { body: { password: PASSWORD } })).status).toBe(
      401,
    );
    expect(
      (
        await m.w.call('POST', '/api/user/two-factor', {
          token: ghostTokenFor(m.w, m.user),
          body: { password: PASSWORD },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST user/two-factor/confirm', () => {
  it('turns 2FA on and answers 8 distinct recovery codes once, stored only as hashes', async () => {
    const m = await signedInMember();
    const { codes } = await enableAndConfirm(m);
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
    const stored = m.w.db
      .prepare('SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?')
      .all(m.user.id) as { code_hash: string }[];
    expect(stored).toHaveLength(8);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes).not.toContain(row.code_hash);
    }
    expect((await m.as('GET', '/api/user/two-factor')).body).toEqual({
      enabled_at: '2026-01-01T10:00:00.000000Z',
      pending: false,
      recovery_codes_left: 8,
    });
  });

  it('accepts a code from the previous or next 30-second step', async () => {
    const m = await signedInMember();
    const secret = await enable(m);
    expect((await m.as('POST', '/api/user/two-factor/confirm', { code: codeAt(m.w, secret, -30) })).status).toBe(200);
  });

  it('answers 422 errors.code for a wrong code or one two steps away', async () => {
    const m = await signedInMember();
    const secret = await enable(m);
    const wrong = await m.as('POST', '/api/user/two-factor/confirm', {
      code: '000000' === codeAt(m.w, secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['The provided two factor authentication code was invalid.'] });
    expect((await m.as('POST', '/api/user/two-factor/confirm', { code: codeAt(m.w, secret, 60) })).status).toBe(422);
    expect(findUserById(m.w.db, m.user.id)!.google2fa_enabled_at).toBeNull();
  });

  it('answers 429 after 5 wrong codes in a minute', async () => {
    const m = await signedInMember();
    const secret = await enable(m);
    const wrongCode = codeAt(m.w, secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await m.as('POST', '/api/user/two-factor/confirm', { code: wrongCode });
    const res = await m.as('POST', '/api/user/two-factor/confirm', { code: codeAt(m.w, secret) });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });

  it('answers 422 when nothing is pending', async () => {
    const m = await signedInMember();
    const res = await m.as('POST', '/api/user/two-factor/confirm', { code: '123456' });
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toEqual(['Two-factor authentication has not been set up. Start again.']);
  });

  it('answers 422 errors.code when the code is missing', async () => {
    const m = await signedInMember();
    await enable(m);
    expect((await m.as('POST', '/api/user/two-factor/confirm', {})).body.errors).toEqual({
      code: ['The code field is required.'],
    });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await createWorld().call('POST', '/api/user/two-factor/confirm', { body: { code: '123456' } })).status,
    ).toBe(401);
  });
});

describe('two-factor end to end', () => {
  it('enable -> confirm -> login requires a TOTP code -> a recovery code works once -> disable', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const { secret, codes } = await enableAndConfirm(m);

    // The code that confirmed is spent: the same step cannot log in (replay, T19).
    expect((await login(m.w, 'mia@club.test', { code: codeAt(m.w, secret) })).status).toBe(422);
    m.w.clock.advance(30_000);
    const withTotp = await login(m.w, 'mia@club.test', { code: codeAt(m.w, secret) });
    expect(withTotp.status).toBe(200);
    expect(withTotp.body.user.google2fa_enabled_at).not.toBeNull();

    expect((await login(m.w, 'mia@club.test', { code: '' })).status).toBe(422);
    expect((await login(m.w, 'mia@club.test', { recovery_code: codes[0] })).status).toBe(200);
    const reused = await login(m.w, 'mia@club.test', { recovery_code: codes[0] });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ recovery_code: ['The provided two factor recovery code was invalid.'] });
    expect((await m.as('GET', '/api/user/two-factor')).body.recovery_codes_left).toBe(7);

    expect((await m.as('DELETE', '/api/user/two-factor', { password: PASSWORD })).status).toBe(204);
    m.w.clock.advance(60_000); // past the login throttle of the failures above
    const afterDisable = await login(m.w, 'mia@club.test', { code: '' });
    // With 2FA off, a verified email asks for the emailed code instead.
    expect(afterDisable.status).toBe(422);
    expect(afterDisable.body.errors).toHaveProperty('code');
    expect(findUserById(m.w.db, m.user.id)).toMatchObject({ google2fa_secret: null, google2fa_enabled_at: null });
    expect((await m.as('GET', '/api/user/two-factor')).body).toEqual({
      enabled_at: null,
      pending: false,
      recovery_codes_left: 0,
    });
  });
});

describe('DELETE user/two-factor', () => {
  it('needs the password: 422 errors.password and 2FA stays on', async () => {
    const m = await signedInMember();
    await enableAndConfirm(m);
    const res = await m.as('DELETE', '/api/user/two-factor', { password: 'wrong' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect(findUserById(m.w.db, m.user.id)!.google2fa_enabled_at).not.toBeNull();
  });

  it('answers 429 with Retry-After after 5 wrong passwords in a minute, and 2FA stays on', async () => {
    const m = await signedInMember();
    await enableAndConfirm(m);
    await expectPasswordLimit(m, 'DELETE', '/api/user/two-factor');
    expect(findUserById(m.w.db, m.user.id)!.google2fa_enabled_at).not.toBeNull();
  });

  it('removes the recovery codes with the secret', async () => {
    const m = await signedInMember();
    await enableAndConfirm(m);
    await m.as('DELETE', '/api/user/two-factor', { password: PASSWORD });
    expect(
      m.w.db.prepare('SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ?').get(m.user.id),
    ).toEqual({ n: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('DELETE', '/api/user/two-factor', { body: { password: PASSWORD } })).status).toBe(
      401,
    );
  });
});

describe('POST user/two-factor/recovery-codes', () => {
  it('regenerates 8 codes; the old ones stop working', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const { codes: old } = await enableAndConfirm(m);
    const res = await m.as('POST', '/api/user/two-factor/recovery-codes', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.recovery_codes).toHaveLength(8);
    expect(res.body.recovery_codes).not.toContain(old[0]);
    expect((await login(m.w, 'mia@club.test', { recovery_code: old[0] })).status).toBe(422);
    expect((await login(m.w, 'mia@club.test', { recovery_code: res.body.recovery_codes[0] })).status).toBe(200);
  });

  it('needs the password', async () => {
    const m = await signedInMember();
    await enableAndConfirm(m);
    expect((await m.as('POST', '/api/user/two-factor/recovery-codes', { password: 'wrong' })).body.errors).toEqual({
      password: ['The provided password was incorrect.'],
    });
  });

  it('answers 429 with Retry-After after 5 wrong passwords in a minute, and the codes stay', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const { codes } = await enableAndConfirm(m);
    await expectPasswordLimit(m, 'POST', '/api/user/two-factor/recovery-codes');
    expect((await login(m.w, 'mia@club.test', { recovery_code: codes[0] })).status).toBe(200);
  });

  it('answers 422 while 2FA is off', async () => {
    const m = await signedInMember();
    const res = await m.as('POST', '/api/user/two-factor/recovery-codes', { password: PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['Two-factor authentication is not enabled.'] });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await createWorld().call('POST', '/api/user/two-factor/recovery-codes', { body: { password: PASSWORD } }))
        .status,
    ).toBe(401);
  });
});

describe('GET user/two-factor', () => {
  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/two-factor')).status).toBe(401);
  });
});
