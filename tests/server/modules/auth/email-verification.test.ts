// GET email/verify/{id}/{hash} and POST user/email/verification-notification.
import { describe, expect, it } from 'vitest';
import { VERIFY_EMAIL_LINK_LIMIT } from '../../../../server/auth/limits.ts';
import { emailVerificationUrl } from '../../../../server/auth/sessions.ts';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { createWorld } from '../../helpers.ts';

const pathOf = (url: string) => url.replace('http://club.test', '');

describe('GET email/verify/{id}/{hash}', () => {
  it('marks the email verified and redirects to /email-verification/success', async () => {
    const w = createWorld();
    const user = await w.createUser({ email_verified_at: null });
    const res = await w.call('GET', pathOf(emailVerificationUrl(w.app.deps, user)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://club.test/email-verification/success');
    expect(findUserById(w.db, user.id)!.email_verified_at).toBe('2026-01-01T10:00:00.000000Z');
  });

  it('redirects to already-verified when the link is opened again', async () => {
    const w = createWorld();
    const user = await w.createUser({ email_verified_at: null });
    const url = pathOf(emailVerificationUrl(w.app.deps, user));
    await w.call('GET', url);
    expect((await w.call('GET', url)).headers.get('location')).toBe(
      'http://club.test/email-verification/already-verified',
    );
  });

  it('redirects to expired after 60 minutes', async () => {
    const w = createWorld();
    const user = await w.createUser({ email_verified_at: null });
    const url = pathOf(emailVerificationUrl(w.app.deps, user));
    w.clock.advance(60 * 60_000);
    expect((await w.call('GET', url)).headers.get('location')).toBe('http://club.test/email-verification/expired');
    expect(findUserById(w.db, user.id)!.email_verified_at).toBeNull();
  });

  it('redirects to invalid for a tampered signature, expiry or member id', async () => {
    const w = createWorld();
    const user = await w.createUser({ email_verified_at: null });
    const other = await w.createUser({ email_verified_at: null });
    const url = pathOf(emailVerificationUrl(w.app.deps, user));
    for (const tampered of [
      url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`),
      url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`),
      url.replace(`/verify/${user.id}/`, `/verify/${other.id}/`),
    ]) {
      expect((await w.call('GET', tampered)).headers.get('location')).toBe(
        'http://club.test/email-verification/invalid',
      );
    }
    expect(findUserById(w.db, other.id)!.email_verified_at).toBeNull();
  });

  it('answers 429 with Retry-After after 30 opens a minute from one IP, even of a valid link; another IP is not affected', async () => {
    const w = createWorld();
    const user = await w.createUser({ email_verified_at: null });
    const url = pathOf(emailVerificationUrl(w.app.deps, user));
    const forged = url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`);
    for (let i = 0; i < VERIFY_EMAIL_LINK_LIMIT.maxAttempts; i++)
      expect((await w.call('GET', forged, { ip: '10.7.0.1' })).status).toBe(302);
    const res = await w.call('GET', url, { ip: '10.7.0.1' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(findUserById(w.db, user.id)!.email_verified_at).toBeNull();
    expect((await w.call('GET', url, { ip: '10.7.0.2' })).headers.get('location')).toBe(
      'http://club.test/email-verification/success',
    );
  });
});

describe('POST user/email/verification-notification', () => {
  it('sends a new verification link and answers 202', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test', email_verified_at: null });
    const res = await w.call('POST', '/api/user/email/verification-notification', { token: w.tokenFor(user) });
    expect(res.status).toBe(202);
    expect(w.mails('mia@club.test')[0].meta.kind).toBe('verify-email');
  });

  it('answers 204 and sends nothing when the email is already verified', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    expect(
      (await w.call('POST', '/api/user/email/verification-notification', { token: w.tokenFor(user) })).status,
    ).toBe(204);
    expect(w.mails('mia@club.test')).toEqual([]);
  });

  it('throttles resends to 6 a minute', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser({ email_verified_at: null }));
    for (let i = 0; i < 6; i++) await w.call('POST', '/api/user/email/verification-notification', { token });
    expect((await w.call('POST', '/api/user/email/verification-notification', { token })).status).toBe(429);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('POST', '/api/user/email/verification-notification')).status).toBe(401);
  });
});
