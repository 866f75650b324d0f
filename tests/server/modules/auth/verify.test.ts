// The verification step after login (docs/spec.md §5): POST user/request-verification-code and POST auth/verify.
import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes } from '../../../../server/auth/recovery-codes.ts';
import { base32Decode, totp } from '../../../../server/auth/totp.ts';
import { listAccessTokens } from '../../../../server/auth/repository-tokens.ts';
import { setEmailVerificationForced, setTwoFactorSecret } from '../../../../server/auth/repository-users.ts';
import { encryptSecret } from '../../../../server/auth/secret-box.ts';
import { createWorld, type World } from '../../helpers.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (w: World, stepOffset = 0) =>
  totp(base32Decode(SECRET), Math.floor(w.clock.now().getTime() / 1000) + stepOffset * 30);

async function emailedCode(w: World, email: string, pending: string): Promise<string> {
  const res = await w.call('POST', '/api/user/request-verification-code', { token: pending });
  expect(res.status).toBe(202);
  return w.mails(email)[0].meta.code as string;
}

describe('emailed verification code', () => {
  it('emails a 6-digit code and answers 202', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    const res = await w.call('POST', '/api/user/request-verification-code', { token: pending });
    expect(res.status).toBe(202);
    const [mail] = w.mails('mia@club.test');
    expect(mail.meta.code).toMatch(/^\d{6}$/);
    expect(mail.text_body).toContain(mail.meta.code as string);
  });

  it('exchanges the code and the pending token for a full token, revoking the pending one', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    const code = await emailedCode(w, 'mia@club.test', pending);
    const res = await w.call('POST', '/api/auth/verify', { token: pending, body: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 43200, user: { id: user.id } });
    expect(res.body.verification).toBeUndefined();
    expect((await w.call('GET', '/api/user', { token: res.body.access_token })).status).toBe(200);
    expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code } })).status).toBe(401);
    expect(listAccessTokens(w.db, user.id)).toHaveLength(1);
  });

  it('accepts an emailed code only once', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const code = await emailedCode(w, 'mia@club.test', await w.loginPending('mia@club.test'));
    const pending = await w.loginPending('mia@club.test');
    expect(
      (await w.call('POST', '/api/auth/verify', { token: await w.loginPending('mia@club.test'), body: { code } }))
        .status,
    ).toBe(200);
    const res = await w.call('POST', '/api/auth/verify', { token: pending, body: { code } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['The provided verification code was invalid.'] });
  });

  it('refuses an emailed code after 10 minutes', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const code = await emailedCode(w, 'mia@club.test', await w.loginPending('mia@club.test'));
    w.clock.advance(10 * 60_000);
    expect(
      (await w.call('POST', '/api/auth/verify', { token: await w.loginPending('mia@club.test'), body: { code } }))
        .status,
    ).toBe(422);
  });

  it('retires the previous code when a new one is requested', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    const first = await emailedCode(w, 'mia@club.test', pending);
    const second = await emailedCode(w, 'mia@club.test', pending);
    if (first !== second)
      expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code: first } })).status).toBe(422);
    expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code: second } })).status).toBe(200);
  });

  it('does not let a member with a verified email skip the code', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const res = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('mia@club.test'),
      body: { code: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toEqual(['The provided verification code was invalid.']);
  });

  it.each([
    ['en', 'The provided verification code was invalid.'],
    ['de', 'Der Bestätigungscode aus der E-Mail ist ungültig.'],
  ])('words a wrong emailed code as a verification code, not a two-factor one (%s)', async (language, message) => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    const code = await emailedCode(w, 'mia@club.test', pending);
    const res = await w.call('POST', '/api/auth/verify', {
      token: pending,
      body: { code: code === '000000' ? '111111' : '000000' },
      headers: { 'Accept-Language': language },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [message] });
  });

  it('throttles code requests to 5 per 10 minutes', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    for (let i = 0; i < 5; i++)
      expect((await w.call('POST', '/api/user/request-verification-code', { token: pending })).status).toBe(202);
    const res = await w.call('POST', '/api/user/request-verification-code', { token: pending });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 401 without a token', async () => {
    const w = createWorld();
    expect((await w.call('POST', '/api/user/request-verification-code')).status).toBe(401);
    expect((await w.call('POST', '/api/auth/verify', { body: { code: '123456' } })).status).toBe(401);
  });
});

describe('no second factor available', () => {
  it('lets a member with neither 2FA nor a verified email verify with an empty code', async () => {
    const w = createWorld();
    await w.createUser({ email: 'new@club.test', email_verified_at: null });
    const res = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('new@club.test'),
      body: { code: '' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses to email codes to such a member with 422 errors.code, and sends nothing', async () => {
    const w = createWorld();
    await w.createUser({ email: 'new@club.test', email_verified_at: null });
    const res = await w.call('POST', '/api/user/request-verification-code', {
      token: await w.loginPending('new@club.test'),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'This account does not use emailed verification codes.',
      errors: { code: ['This account does not use emailed verification codes.'] },
    });
    expect(w.mails('new@club.test')).toEqual([]);
  });
});

describe('TOTP step', () => {
  it('verifies a member with 2FA by the current TOTP code', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const pending = await w.loginPending('tfa@club.test');
    const res = await w.call('POST', '/api/auth/verify', { token: pending, body: { code: codeAt(w) } });
    expect(res.status).toBe(200);
  });

  it('accepts the codes of the neighbouring steps and refuses T+2', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { code: codeAt(w, 2) },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { code: codeAt(w, -1) },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { code: codeAt(w, 1) },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a replayed TOTP code with 422 errors.code', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const code = codeAt(w);
    expect(
      (await w.call('POST', '/api/auth/verify', { token: await w.loginPending('tfa@club.test'), body: { code } }))
        .status,
    ).toBe(200);
    const replay = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('tfa@club.test'),
      body: { code },
    });
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
    });
  });

  it('refuses an older valid code once a newer one was used', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { code: codeAt(w) },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { code: codeAt(w, -1) },
        })
      ).status,
    ).toBe(422);
  });

  it('answers the 6th wrong code within a minute with 429', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const pending = await w.loginPending('tfa@club.test');
    for (let i = 0; i < 5; i++)
      expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code: '000000' } })).status).toBe(422);
    const res = await w.call('POST', '/api/auth/verify', { token: pending, body: { code: codeAt(w) } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('does not gate login with 2FA that was never confirmed', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'tfa@club.test' });
    setTwoFactorSecret(w.db, user.id, encryptSecret(w.config, SECRET), '2026-01-01T10:00:00.000000Z');
    const pending = await w.loginPending('tfa@club.test');
    expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code: codeAt(w) } })).status).toBe(422);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: pending,
          body: { code: await emailedCode(w, 'tfa@club.test', pending) },
        })
      ).status,
    ).toBe(200);
  });

  it('asks a 2FA member for the emailed code when email verification is forced', async () => {
    const w = createWorld();
    const user = w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    setEmailVerificationForced(w.db, user.id, true);
    const login = await w.call('POST', '/api/auth/login', {
      body: { email: 'tfa@club.test', password: 'correct horse battery' },
    });
    expect(login.body.verification).toEqual({ method: 'email', email: 't***@club.test' });
    const pending = login.body.access_token;
    expect((await w.call('POST', '/api/auth/verify', { token: pending, body: { code: codeAt(w) } })).status).toBe(422);
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: pending,
          body: { code: await emailedCode(w, 'tfa@club.test', pending) },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 403 when a full token calls auth/verify', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('POST', '/api/auth/verify', { token, body: { code: '123456' } })).status).toBe(403);
  });

  it('refuses wrong types with 422', async () => {
    const w = createWorld();
    w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const res = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('tfa@club.test'),
      body: { code: 123456 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['The code field must be a string.'] });
  });
});

describe('recovery codes', () => {
  it('accepts each recovery code once', async () => {
    const w = createWorld();
    const user = w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const codes = generateRecoveryCodes(w.app.deps, user.id);
    expect(codes).toHaveLength(8);
    const first = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('tfa@club.test'),
      body: { recovery_code: codes[0] },
    });
    expect(first.status).toBe(200);
    const reuse = await w.call('POST', '/api/auth/verify', {
      token: await w.loginPending('tfa@club.test'),
      body: { recovery_code: codes[0] },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors).toEqual({ recovery_code: ['The provided two factor recovery code was invalid.'] });
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { recovery_code: codes[1] },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a recovery code in the wrong letter case', async () => {
    const w = createWorld();
    const user = w.enableTwoFactor(await w.createUser({ email: 'tfa@club.test' }), SECRET);
    const [code] = generateRecoveryCodes(w.app.deps, user.id);
    const swapped =
      code.replace(/[a-z]/g, (c) => c.toUpperCase()) === code
        ? code.toLowerCase()
        : code.replace(/[a-z]/g, (c) => c.toUpperCase());
    expect(
      (
        await w.call('POST', '/api/auth/verify', {
          token: await w.loginPending('tfa@club.test'),
          body: { recovery_code: swapped },
        })
      ).status,
    ).toBe(422);
  });

  it('stores recovery codes as sha256 hashes only', async () => {
    const w = createWorld();
    const user = w.enableTwoFactor(await w.createUser(), SECRET);
    const codes = generateRecoveryCodes(w.app.deps, user.id);
    const dump = JSON.stringify(w.db.prepare('SELECT * FROM two_factor_recovery_codes').all());
    for (const code of codes) expect(dump).not.toContain(code);
    expect(codes.every((code) => /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/.test(code))).toBe(true);
  });
});
