// POST auth/recover and auth/reset-password (server/modules/auth/routes-password.ts).
import { describe, expect, it } from 'vitest';
import { RESET_LIMIT } from '../../../../server/auth/limits.ts';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { createWorld, type World } from '../../helpers.ts';

const RECOVER_MESSAGE = 'If that address is registered, we have emailed a reset link.';

async function resetLink(w: World, email: string): Promise<{ email: string; token: string }> {
  await w.call('POST', '/api/auth/recover', { body: { email } });
  const url = new URL(w.mails(email)[0].meta.url as string);
  const [, , encodedEmail, token] = url.pathname.split('/');
  return { email: decodeURIComponent(encodedEmail), token };
}

const newPassword = (fields: Record<string, unknown>) => ({
  password: 'a brand new passphrase',
  password_confirmation: 'a brand new passphrase',
  ...fields,
});

describe('POST auth/recover', () => {
  it('emails a reset link /reset-password/{email}/{token} to a registered member', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const res = await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RECOVER_MESSAGE });
    expect(w.mails('mia@club.test')[0].meta.url).toMatch(
      /^http:\/\/club\.test\/reset-password\/mia%40club\.test\/[A-Za-z0-9]{64}$/,
    );
  });

  it('answers an unknown address exactly like a registered one (no enumeration)', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const known = await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    const unknown = await w.call('POST', '/api/auth/recover', { body: { email: 'nobody@club.test' } });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(w.mails('nobody@club.test')).toEqual([]);
  });

  it('sends at most one reset mail a minute to an address', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    expect(w.mails('mia@club.test')).toHaveLength(1);
    w.clock.advance(61_000);
    await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    expect(w.mails('mia@club.test')).toHaveLength(2);
  });

  it('requires a valid email', async () => {
    const res = await createWorld().call('POST', '/api/auth/recover', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('throttles recovery to 5 requests a minute per IP', async () => {
    const w = createWorld();
    for (let i = 0; i < 5; i++) await w.call('POST', '/api/auth/recover', { body: { email: `x${i}@club.test` } });
    const res = await w.call('POST', '/api/auth/recover', { body: { email: 'y@club.test' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });
});

describe('POST auth/reset-password', () => {
  it('sets the new password and revokes every token of the member', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const oldToken = w.tokenFor(user);
    const link = await resetLink(w, 'mia@club.test');
    const res = await w.call('POST', '/api/auth/reset-password', { body: newPassword(link) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset.' });
    expect((await w.call('GET', '/api/user', { token: oldToken })).status).toBe(401);
    expect(
      (
        await w.call('POST', '/api/auth/login', {
          body: { email: 'mia@club.test', password: 'a brand new passphrase' },
        })
      ).status,
    ).toBe(200);
  });

  it('accepts a reset token only once', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    expect((await w.call('POST', '/api/auth/reset-password', { body: newPassword(link) })).status).toBe(200);
    const again = await w.call('POST', '/api/auth/reset-password', { body: newPassword(link) });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('accepts a reset token only once under concurrent requests', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    const server = await w.listen();
    try {
      const passwords = Array.from({ length: 6 }, (_, i) => `a brand new passphrase ${i}`);
      const replies = await Promise.all(
        passwords.map((password) =>
          server.request('POST', '/api/auth/reset-password', {
            body: { ...link, password, password_confirmation: password },
          }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    } finally {
      await server.close();
    }
  });

  it('refuses a reset token older than 60 minutes', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    w.clock.advance(60 * 60_000);
    expect((await w.call('POST', '/api/auth/reset-password', { body: newPassword(link) })).body.errors).toEqual({
      email: ['This password reset token is invalid.'],
    });
  });

  it("refuses a wrong token or another member's email with errors.email", async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    await w.createUser({ email: 'max@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    expect(
      (await w.call('POST', '/api/auth/reset-password', { body: newPassword({ ...link, token: 'x'.repeat(64) }) }))
        .status,
    ).toBe(422);
    expect(
      (await w.call('POST', '/api/auth/reset-password', { body: newPassword({ ...link, email: 'max@club.test' }) }))
        .status,
    ).toBe(422);
  });

  it('applies the password policy to the new password', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    const res = await w.call('POST', '/api/auth/reset-password', {
      body: { ...link, password: 'password123', password_confirmation: 'password123' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password']);
  });

  it('requires token, email and password', async () => {
    const res = await createWorld().call('POST', '/api/auth/reset-password', { body: {} });
    expect(Object.keys(res.body.errors)).toEqual(['token', 'email', 'password']);
  });

  it('answers 429 with Retry-After after 10 attempts a minute from one IP, even with the right token; another IP is not affected', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const link = await resetLink(w, 'mia@club.test');
    for (let i = 0; i < RESET_LIMIT.maxAttempts; i++) {
      expect(
        (
          await w.call('POST', '/api/auth/reset-password', {
            body: newPassword({ ...link, token: `guess${i}`.padEnd(64, 'x') }),
            ip: '10.7.0.1',
          })
        ).status,
      ).toBe(422);
    }
    const res = await w.call('POST', '/api/auth/reset-password', { body: newPassword(link), ip: '10.7.0.1' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(findUserById(w.db, user.id)!.password).toBe(user.password);
    expect((await w.call('POST', '/api/auth/reset-password', { body: newPassword(link), ip: '10.7.0.2' })).status).toBe(
      200,
    );
  });
});
