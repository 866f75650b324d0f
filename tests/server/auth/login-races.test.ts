// Throttles that hold under concurrency (docs/threats.md T17): every attempt is counted
// before the password hash runs, and the hashing queue is bounded. Requests go out together over
// real HTTP (Promise.all), so they interleave as an attacker's would.
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../server/auth/passwords.ts';
import { createWorld, PASSWORD } from '../helpers.ts';

const statuses = (replies: { status: number }[]) => replies.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('the login throttle under concurrent requests', () => {
  it('answers 429 from the 6th of 15 concurrent attempts, the right password among them', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const server = await w.listen();
    try {
      const attempts = [...Array.from({ length: 14 }, () => 'wrong password'), PASSWORD];
      const replies = await Promise.all(
        attempts.map((password) =>
          server.request('POST', '/api/auth/login', { body: { email: 'mia@club.test', password } }),
        ),
      );
      const got = statuses(replies);
      expect(count(got, 429)).toBeGreaterThanOrEqual(10);
      expect(count(got, 422) + count(got, 200)).toBeLessThanOrEqual(5);
    } finally {
      await server.close();
    }
  });

  it('does not let concurrent failures past the per-account cap lock the owner out: the right password then asks for an emailed code', async () => {
    const w = createWorld({ env: { LOGIN_ACCOUNT_HOURLY_CAP: '5', TRUST_PROXY: 'true' } });
    await w.createUser({ email: 'mia@club.test' });
    const server = await w.listen();
    try {
      const attacker = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          server.request('POST', '/api/auth/login', {
            body: { email: 'mia@club.test', password: 'guess' },
            headers: { 'X-Forwarded-For': `10.9.0.${i + 1}` },
          }),
        ),
      );
      expect(statuses(attacker).every((s) => s === 422)).toBe(true);
      const owner = await server.request('POST', '/api/auth/login', {
        body: { email: 'mia@club.test', password: PASSWORD },
        headers: { 'X-Forwarded-For': '192.168.1.20' },
      });
      expect(owner.status).toBe(200);
      expect(owner.body.verification.method).toBe('email');
      // The pending token cannot finish without that code.
      expect(
        (await server.request('POST', '/api/auth/verify', { token: owner.body.access_token, body: { code: '' } }))
          .status,
      ).toBe(422);
    } finally {
      await server.close();
    }
  });

  it('refuses concurrent wrong passwords on a settings confirmation from the 6th on', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const server = await w.listen();
    try {
      const replies = await Promise.all(
        Array.from({ length: 12 }, () =>
          server.request('POST', '/api/user/devices/logout-others', { token, body: { password: 'wrong password' } }),
        ),
      );
      const got = statuses(replies);
      expect(count(got, 422)).toBe(5);
      expect(count(got, 429)).toBe(7);
    } finally {
      await server.close();
    }
  });
});

describe('the password hashing queue', () => {
  // A cost where a hash outlasts the arrival of a burst of requests, so the queue really fills.
  const slowHasher = () => createPasswordHasher({ insecureTestParams: { N: 2 ** 15, r: 8, p: 1 }, maxQueue: 1 });

  it('answers 429 with Retry-After when the queue is full instead of making everyone wait', async () => {
    const w = createWorld({ hasher: slowHasher(), env: { TRUST_PROXY: 'true' } });
    await w.createUser({ email: 'mia@club.test' });
    const server = await w.listen();
    try {
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          server.request('POST', '/api/auth/login', {
            body: { email: 'mia@club.test', password: 'wrong password' },
            headers: { 'X-Forwarded-For': `10.8.0.${i + 1}` },
          }),
        ),
      );
      const busy = replies.filter((r) => r.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0].headers.get('retry-after')).toBe('1');
      expect(busy[0].body).toEqual({ message: 'Too many sign-ins at once. Please try again in a moment.' });
      // A busy answer is not a failed guess: only the hashed attempts counted.
      expect(w.app.deps.limiter.attempts('login-account:1')).toBe(count(statuses(replies), 422));
    } finally {
      await server.close();
    }
  });

  it('keeps the unknown-email dummy hash inside the same bound', async () => {
    const w = createWorld({ hasher: slowHasher(), env: { TRUST_PROXY: 'true' } });
    const server = await w.listen();
    try {
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          server.request('POST', '/api/auth/login', {
            body: { email: `nobody${i}@club.test`, password: 'x' },
            headers: { 'X-Forwarded-For': `10.7.0.${i + 1}` },
          }),
        ),
      );
      expect(count(statuses(replies), 429)).toBeGreaterThan(0);
      expect(count(statuses(replies), 422) + count(statuses(replies), 429)).toBe(12);
    } finally {
      await server.close();
    }
  });
});
