// POST auth/register, auth/login, auth/refresh, auth/logout, auth/token-login (server/modules/auth/routes.ts).
import { describe, expect, it } from 'vitest';
import { createLoginLink } from '../../../../server/auth/sessions.ts';
import { createPasswordHasher } from '../../../../server/auth/passwords.ts';
import { findUserByEmail } from '../../../../server/auth/repository-users.ts';
import { createWorld, PASSWORD } from '../../helpers.ts';

const registration = (fields: Record<string, unknown> = {}) => ({
  name: 'Mia Member',
  email: 'mia@club.test',
  password: 'a long enough passphrase',
  password_confirmation: 'a long enough passphrase',
  terms: true,
  ...fields,
});

describe('POST auth/register', () => {
  it('registers a member and answers 202 with a message: no token until the address is confirmed and the member logs in', async () => {
    const w = createWorld();
    const res = await w.call('POST', '/api/auth/register', { body: registration({ language: 'de' }) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'Thanks for registering! We have emailed you a link to confirm your address. Then log in.',
    });
    expect(findUserByEmail(w.db, 'mia@club.test')).toMatchObject({
      name: 'Mia Member',
      language: 'de',
      email_verified_at: null,
    });
  });

  it('emails a signed email verification link', async () => {
    const w = createWorld();
    await w.call('POST', '/api/auth/register', { body: registration() });
    const [mail] = w.mails('mia@club.test');
    expect(mail.meta.kind).toBe('verify-email');
    expect(mail.meta.url).toMatch(
      /^http:\/\/club\.test\/api\/email\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });

  it('links the new member to the sponsor of a known ref_hash', async () => {
    const w = createWorld();
    const sponsor = await w.createUser({ ref_hash: 'abc123' });
    await w.call('POST', '/api/auth/register', { body: registration({ ref_hash: 'abc123' }) });
    expect(findUserByEmail(w.db, 'mia@club.test')!.sponsor_id).toBe(sponsor.id);
  });

  it('refuses an unknown ref_hash with 422 errors.ref_hash', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', { body: registration({ ref_hash: 'nobody' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ ref_hash: ['The selected referral code is invalid.'] });
  });

  it('answers the registration of a known email, in any letter case, exactly like a new one, and mails the owner instead', async () => {
    const w = createWorld();
    const owner = await w.createUser({ email: 'mia@club.test', name: 'Mia Owner' });
    const known = await w.call('POST', '/api/auth/register', { body: registration({ email: 'MIA@club.test' }) });
    const fresh = await w.call('POST', '/api/auth/register', { body: registration({ email: 'new@club.test' }) });
    expect([known.status, known.text]).toEqual([fresh.status, fresh.text]);
    expect(findUserByEmail(w.db, 'mia@club.test')!).toMatchObject({
      id: owner.id,
      name: 'Mia Owner',
      password: owner.password,
    });
    const [mail] = w.mails('mia@club.test');
    expect(mail.meta).toEqual({ kind: 'registration-attempt', url: 'http://club.test/login' });
    expect(mail.subject).toBe('Someone tried to register with your address at Test Club');
  });

  it("refuses the common password 'password123' with 422 errors.password", async () => {
    const res = await createWorld().call('POST', '/api/auth/register', {
      body: registration({ password: 'password123', password_confirmation: 'password123' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([
      'The given password has appeared in a data leak. Please choose a different password.',
    ]);
  });

  it('accepts a 70-character passphrase with spaces and emoji, and logs in with it exactly', async () => {
    const w = createWorld();
    const passphrase = 'correct horse battery staple 🐴🔋📎 at the café on a quiet sunday by the harbour';
    expect(
      (
        await w.call('POST', '/api/auth/register', {
          body: registration({ password: passphrase, password_confirmation: passphrase }),
        })
      ).status,
    ).toBe(202);
    expect(
      (await w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: passphrase } })).status,
    ).toBe(200);
    expect(
      (
        await w.call('POST', '/api/auth/login', {
          body: { email: 'mia@club.test', password: passphrase.trim().slice(0, -1) },
        })
      ).status,
    ).toBe(422);
  });

  it('refuses passwords under 8 characters and unconfirmed passwords', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', {
      body: registration({ password: 'short', password_confirmation: 'other' }),
    });
    expect(res.body.errors.password).toEqual([
      'The password field must be at least 8 characters.',
      'The password field confirmation does not match.',
    ]);
  });

  it('requires the terms to be accepted', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', { body: registration({ terms: false }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ terms: ['The terms field must be accepted.'] });
  });

  it('reports every missing field with a summarised message', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', { body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['name', 'email', 'password', 'terms']);
    expect(res.body.message).toBe('The name field is required. (and 3 more errors)');
  });

  it('refuses wrong types with 422, not 500', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', {
      body: registration({ name: 12, email: ['a@b.c'], language: 7 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['The name field must be a string.'],
      email: ['The email field must be a string.'],
      language: ['The language field must be a string.'],
    });
  });

  it('throttles registrations to 10 a minute per IP', async () => {
    const w = createWorld();
    for (let i = 0; i < 10; i++) await w.call('POST', '/api/auth/register', { body: {}, ip: '10.1.1.1' });
    const res = await w.call('POST', '/api/auth/register', { body: {}, ip: '10.1.1.1' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST auth/login', () => {
  it('answers a pending token with the verification requirement', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const res = await w.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: PASSWORD, device_name: 'Pixel 9' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      verification: { method: 'email', email: 'm***@club.test' },
    });
  });

  it('answers the password step with only the step kind and a masked email, no personal data before the second factor', async () => {
    const w = createWorld();
    w.enableTwoFactor(
      await w.createUser({ email: 'mia@club.test', address: true }),
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    const res = await w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: PASSWORD } });
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'token_type', 'verification']);
    expect(res.body.verification).toEqual({ method: 'totp', email: 'm***@club.test' });
    expect(res.text).not.toMatch(/Hauptstr|permissions|ip_address|google2fa/);
  });

  it('gives a pending token that cannot call anything but the verification step', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    for (const [method, path] of [
      ['GET', '/api/user'],
      ['GET', '/api/user/header'],
      ['POST', '/api/auth/refresh'],
      ['POST', '/api/auth/logout'],
    ]) {
      const res = await w.call(method, path, { token: pending });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Invalid ability provided.' });
    }
  });

  it('refuses a wrong password with 422 errors.email "These credentials do not match our records."', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const res = await w.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: 'wrong password' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const known = await w.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: 'wrong password' },
    });
    const unknown = await w.call('POST', '/api/auth/login', {
      body: { email: 'nobody@club.test', password: 'wrong password' },
    });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
  });

  it('locks the 6th attempt in a minute for one email and IP out with 429 and Retry-After', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    for (let i = 0; i < 5; i++)
      expect(
        (await w.call('POST', '/api/auth/login', { body: { email: 'Mia@club.test', password: 'nope' } })).status,
      ).toBe(422);
    const res = await w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Too many login attempts. Please try again in 60 seconds.',
      errors: { email: ['Too many login attempts. Please try again in 60 seconds.'] },
    });
    expect(res.headers.get('retry-after')).toBe('60');
    expect(
      (
        await w.call('POST', '/api/auth/login', {
          body: { email: 'mia@club.test', password: PASSWORD },
          ip: '10.0.0.2',
        })
      ).status,
    ).toBe(200);
    w.clock.advance(61_000);
    expect(
      (await w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('caps failed logins per account at 100 an hour, from any IP: past the cap the right password needs an emailed code', async () => {
    const w = createWorld();
    const user = w.enableTwoFactor(await w.createUser({ email: 'mia@club.test' }), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    for (let i = 0; i < 100; i++)
      await w.call('POST', '/api/auth/login', {
        body: { email: 'mia@club.test', password: 'nope' },
        ip: `10.2.${i >> 8}.${i & 255}`,
      });
    const res = await w.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: PASSWORD },
      ip: '10.3.0.1',
    });
    expect(res.status).toBe(200);
    expect(res.body.verification.method).toBe('email');
    expect(findUserByEmail(w.db, user.email)!.email_verification_forced).toBe(1);
  });

  it('re-hashes a password stored with outdated parameters', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const old = await createPasswordHasher({ insecureTestParams: { N: 2 ** 9, r: 8, p: 1 } }).hash(PASSWORD);
    w.db.prepare('UPDATE users SET password = ? WHERE id = ?').run(old, user.id);
    await w.loginPending('mia@club.test');
    expect(findUserByEmail(w.db, 'mia@club.test')!.password).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
  });

  it('requires email and password', async () => {
    const res = await createWorld().call('POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('answers malformed JSON with 400', async () => {
    expect((await createWorld().call('POST', '/api/auth/login', { raw: '{"email":' })).status).toBe(400);
  });
});

describe('POST auth/refresh and auth/logout', () => {
  it('rotates the token on refresh: a new full token, the old one revoked', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const res = await w.call('POST', '/api/auth/refresh', { token });
    expect(res.status).toBe(200);
    expect(res.body.access_token).not.toBe(token);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
    expect((await w.call('GET', '/api/user', { token: res.body.access_token })).status).toBe(200);
  });

  it('revokes the token on logout (204) so reusing it answers 401', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await w.call('GET', '/api/user', { token })).body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 without a token', async () => {
    const w = createWorld();
    expect((await w.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await w.call('POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('POST auth/token-login', () => {
  it('exchanges a one-time login link for a full token, once', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const link = createLoginLink(w.app.deps, user);
    expect(link).toMatch(/^http:\/\/club\.test\/auth\?token=[A-Za-z0-9]{48}$/);
    const token = new URL(link).searchParams.get('token');
    const res = await w.call('POST', '/api/auth/token-login', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    const again = await w.call('POST', '/api/auth/token-login', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['This login link is invalid or has expired.'] });
  });

  it('refuses a login link older than 15 minutes', async () => {
    const w = createWorld();
    const token = new URL(createLoginLink(w.app.deps, await w.createUser())).searchParams.get('token');
    w.clock.advance(15 * 60_000);
    expect((await w.call('POST', '/api/auth/token-login', { body: { token } })).status).toBe(422);
  });

  it('requires a token and throttles guessing to 10 a minute per IP', async () => {
    const w = createWorld();
    expect((await w.call('POST', '/api/auth/token-login', { body: {} })).body.errors).toEqual({
      token: ['The token field is required.'],
    });
    for (let i = 0; i < 9; i++) await w.call('POST', '/api/auth/token-login', { body: { token: `guess${i}` } });
    expect((await w.call('POST', '/api/auth/token-login', { body: { token: 'guess' } })).status).toBe(429);
  });
});
