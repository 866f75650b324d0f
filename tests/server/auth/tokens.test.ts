import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../server/auth/random.ts';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import {
  deleteAccessToken,
  findAccessTokenWithUserById,
  listAccessTokens,
} from '../../../server/auth/repository-tokens.ts';
import { cachedRead } from '../../../server/db/read-cache.ts';
import { createWorld } from '../helpers.ts';

const MINUTE = 60_000;

describe('access tokens', () => {
  it('hands out {id}|{40 random characters} and stores only the sha256 of the secret', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    const [row] = listAccessTokens(w.db, user.id);
    expect(row.token).toBe(sha256Hex(token.split('|')[1]));
    expect(JSON.stringify(row)).not.toContain(token.split('|')[1]);
  });

  it('answers 401 Unauthenticated. after 30 minutes without use', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    w.clock.advance(29 * MINUTE);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    w.clock.advance(29 * MINUTE); // active 29 minutes ago: still fine
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    w.clock.advance(30 * MINUTE);
    const res = await w.call('GET', '/api/user', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('writes last_used_at at most once a minute per token (a read is not a write on every request)', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    const lastUsed = () => listAccessTokens(w.db, user.id)[0].last_used_at;
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    expect(lastUsed()).toBe('2026-01-01T10:00:00.000000Z');
    w.clock.advance(MINUTE - 1000);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    expect(lastUsed()).toBe('2026-01-01T10:00:00.000000Z');
    w.clock.advance(1000);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    expect(lastUsed()).toBe('2026-01-01T10:01:00.000000Z');
  });

  it('records a use without reading again what other requests keep (header, posts): only the token rows', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    let kept = 0;
    const probe = () => cachedRead(w.db, 'posts:probe', () => ++kept);
    probe();
    w.clock.advance(2 * MINUTE);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    expect(probe()).toBe(1);
    const id = Number(token.split('|')[0]);
    expect(findAccessTokenWithUserById(w.db, id)?.token.last_used_at).toBe(
      listAccessTokens(w.db, user.id)[0].last_used_at,
    );
    expect(listAccessTokens(w.db, user.id)[0].last_used_at).not.toBeNull();
  });

  it('answers 401 after the absolute lifetime of 12 hours even when used all along', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    for (let i = 0; i < 24; i++) {
      w.clock.advance(29 * MINUTE);
      expect((await w.call('GET', '/api/user', { token })).status).toBe(200); // 11 h 36 min at the end
    }
    w.clock.advance(25 * MINUTE);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
  });

  it('refuses a valid secret presented with another token id', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const first = w.tokenFor(user);
    const second = w.tokenFor(user);
    const forged = `${second.split('|')[0]}|${first.split('|')[1]}`;
    expect((await w.call('GET', '/api/user', { token: forged })).status).toBe(401);
    expect((await w.call('GET', '/api/user', { token: `999|${first.split('|')[1]}` })).status).toBe(401);
  });

  it('accepts a token without its id prefix, looked up by hash (Sanctum)', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('GET', '/api/user', { token: token.split('|')[1] })).status).toBe(200);
  });

  it('answers 401 for a missing, malformed or non-Bearer Authorization header', async () => {
    const w = createWorld();
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer' },
      { Authorization: 'Basic abc' },
      { Authorization: 'Bearer x|y' },
    ]) {
      expect((await w.call('GET', '/api/user', { headers })).status).toBe(401);
    }
  });

  it('answers 403 "Invalid ability provided." for a token without the needed ability', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = createAccessToken(w.app.deps, user, {
      name: 'script',
      abilities: ['notifications:read'],
      lifetimeMinutes: 60,
      idleMinutes: null,
    }).plainTextToken;
    const res = await w.call('GET', '/api/user', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Invalid ability provided.' });
  });

  it('records last use, user agent and IP of a session token (for the devices page)', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    w.clock.advance(MINUTE);
    await w.call('POST', '/api/user/request-verification-code', { token: pending });
    const code = w.mails('mia@club.test')[0].meta.code as string;
    await w.call('POST', '/api/auth/verify', {
      token: pending,
      body: { code },
      ip: '10.9.8.7',
      headers: { 'User-Agent': 'Firefox/140' },
    });
    const [row] = listAccessTokens(w.db, user.id);
    expect(row).toMatchObject({ ip_address: '10.9.8.7', user_agent: 'Firefox/140', idle_timeout_minutes: 30 });
    expect(row.expires_at).toBe('2026-01-01T22:01:00.000000Z');
  });
});

describe('token ids', () => {
  it('refuses a token on the first request after it is revoked, though its lookup is kept in memory', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
    deleteAccessToken(w.db, Number(token.split('|')[0]));
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
  });

  it('never reuses the id of a revoked token', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const first = w.tokenFor(user);
    await w.call('POST', '/api/auth/logout', { token: first });
    const second = w.tokenFor(user);
    expect(Number(second.split('|')[0])).toBeGreaterThan(Number(first.split('|')[0]));
  });
});
