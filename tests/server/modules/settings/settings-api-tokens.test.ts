// Settings: API tokens (server/modules/settings/routes-api-tokens.ts; docs/contracts.md §3.5).
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../server/auth/random.ts';
import { notify } from '../../../../server/notifications/notify.ts';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, PASSWORD, signedInMember, type Member } from './settings-helpers.ts';

const create = (m: Member, body: Record<string, unknown>) =>
  m.as('POST', '/api/user/api-tokens', { password: PASSWORD, ...body });

describe('POST user/api-tokens', () => {
  it('answers 201 with the token and its plain text once; only sha256 of the secret is stored', async () => {
    const m = await signedInMember();
    const res = await create(m, {
      name: 'Home Assistant',
      abilities: ['wallet:read', 'notifications:read'],
      expires_at: '2026-06-30',
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual({
      id: expect.any(Number),
      name: 'Home Assistant',
      abilities: ['notifications:read', 'wallet:read'],
      last_used_at: null,
      created_at: '2026-01-01T10:00:00.000000Z',
      expires_at: '2026-06-30T00:00:00.000000Z',
    });
    const [id, secret] = (res.body.plain_text_token as string).split('|');
    expect(Number(id)).toBe(res.body.token.id);
    expect(secret).toMatch(/^[A-Za-z0-9]{40}$/);
    const row = m.w.db.prepare('SELECT token FROM personal_access_tokens WHERE id = ?').get(Number(id)) as {
      token: string;
    };
    expect(row.token).toBe(sha256Hex(secret!));
  });

  it('makes a token that cannot reach routes needing a full session (403 Invalid ability provided.)', async () => {
    const m = await signedInMember();
    const plain = (await create(m, { name: 'script', abilities: ['user:read'] })).body.plain_text_token;
    const res = await m.w.call('GET', '/api/user/api-tokens', { token: plain });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Invalid ability provided.' });
  });

  it('accepts expires_at null for a token that never expires', async () => {
    const m = await signedInMember();
    expect(
      (await create(m, { name: 'cron', abilities: ['user:read'], expires_at: null })).body.token.expires_at,
    ).toBeNull();
  });

  it('answers 422 with field errors for a missing name and abilities', async () => {
    const m = await signedInMember();
    const res = await create(m, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The name field is required.'],
      abilities: ['The abilities field is required.'],
    });
  });

  it('refuses abilities outside the documented list, `*` included', async () => {
    const m = await signedInMember();
    const res = await create(m, { name: 'x', abilities: ['user:read', '*', 7] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'abilities.1': ['The selected abilities.1 is invalid.'],
      'abilities.2': ['The selected abilities.2 is invalid.'],
    });
    expect((await create(m, { name: 'x', abilities: 'user:read' })).body.errors).toEqual({
      abilities: ['The abilities field must be an array.'],
    });
  });

  it('refuses an expiry that is not in the future or not a date', async () => {
    const m = await signedInMember();
    expect((await create(m, { name: 'x', abilities: ['user:read'], expires_at: '2026-01-01' })).body.errors).toEqual({
      expires_at: ['The expiry date field must be a date after now.'],
    });
    expect((await create(m, { name: 'x', abilities: ['user:read'], expires_at: '2026-02-31' })).body.errors).toEqual({
      expires_at: ['The expiry date field must be a valid date.'],
    });
    expect((await create(m, { name: 'x', abilities: ['user:read'], expires_at: 'next week' })).body.errors).toEqual({
      expires_at: ['The expiry date field must be a valid date.'],
    });
  });

  it('lets the token expire at its expires_at: 401 afterwards', async () => {
    const m = await signedInMember();
    const plain = (await create(m, { name: 'x', abilities: ['user:read'], expires_at: '2026-01-02T10:00:00Z' })).body
      .plain_text_token;
    m.w.clock.set('2026-01-02T10:00:00Z');
    expect((await m.w.call('GET', '/api/user', { token: plain })).status).toBe(401);
  });

  it('asks for the password: none or a wrong one creates nothing (a stolen session alone cannot mint a token)', async () => {
    const m = await signedInMember();
    const missing = await m.as('POST', '/api/user/api-tokens', { name: 'x', abilities: ['user:read'] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });
    const wrong = await create(m, { name: 'x', abilities: ['user:read'], password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect((await m.as('GET', '/api/user/api-tokens')).body).toEqual([]);
  });

  it('answers 401 without a token and 403 in ghost mode', async () => {
    const m = await signedInMember();
    expect(
      (await createWorld().call('POST', '/api/user/api-tokens', { body: { name: 'x', abilities: ['user:read'] } }))
        .status,
    ).toBe(401);
    expect(
      (
        await m.w.call('POST', '/api/user/api-tokens', {
          token: ghostTokenFor(m.w, m.user),
          body: { name: 'x', abilities: ['user:read'] },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 429 after 10 creations in a minute', async () => {
    const m = await signedInMember();
    for (let i = 0; i < 10; i++)
      expect((await create(m, { name: `t${i}`, abilities: ['user:read'] })).status).toBe(201);
    expect((await create(m, { name: 'one too many', abilities: ['user:read'] })).status).toBe(429);
  });
});

describe('GET user/api-tokens', () => {
  it('lists only tokens made on this page, newest first, never the secret nor login sessions', async () => {
    const m = await signedInMember();
    const first = (await create(m, { name: 'first', abilities: ['user:read'] })).body;
    const second = (await create(m, { name: 'second', abilities: ['news:read'] })).body;
    const res = await m.as('GET', '/api/user/api-tokens');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([second.token, first.token]);
    expect(res.text).not.toContain(first.plain_text_token.split('|')[1]);
  });

  it("does not list another member's tokens", async () => {
    const m = await signedInMember();
    const other = await signedInMember({}, m.w);
    await create(other, { name: 'theirs', abilities: ['user:read'] });
    expect((await m.as('GET', '/api/user/api-tokens')).body).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/api-tokens')).status).toBe(401);
  });
});

describe('DELETE user/api-tokens/{id}', () => {
  it('revokes the token: its next request answers 401', async () => {
    const m = await signedInMember();
    const created = (await create(m, { name: 'x', abilities: ['user:read'] })).body;
    expect((await m.as('DELETE', `/api/user/api-tokens/${created.token.id}`)).status).toBe(204);
    expect((await m.w.call('GET', '/api/user', { token: created.plain_text_token })).status).toBe(401);
    expect((await m.as('GET', '/api/user/api-tokens')).body).toEqual([]);
  });

  it("answers 404 for another member's token, for a login session and for junk ids", async () => {
    const m = await signedInMember();
    const other = await signedInMember({}, m.w);
    const theirs = (await create(other, { name: 'x', abilities: ['user:read'] })).body.token.id;
    expect((await m.as('DELETE', `/api/user/api-tokens/${theirs}`)).status).toBe(404);
    expect((await m.as('DELETE', `/api/user/api-tokens/${m.token.split('|')[0]}`)).status).toBe(404);
    expect((await m.as('DELETE', '/api/user/api-tokens/x')).status).toBe(404);
    expect((await other.as('GET', '/api/user/api-tokens')).body).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('DELETE', '/api/user/api-tokens/1')).status).toBe(401);
  });
});

describe('What an API token reaches (requireAuth abilities, checked like Sanctum tokenCan)', () => {
  const refused = { status: 403, body: { message: 'Invalid ability provided.' } };
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const apiToken = async (m: Member, abilities: string[], expires_at: string | null = null) =>
    (await create(m, { name: 'script', abilities, expires_at })).body.plain_text_token as string;
  const unreadCount = async (m: Member) =>
    (await m.as('GET', '/api/user/header')).body.notifications.notifications.unread_count as number;
  const WALLET_READS = ['/api/wallet', '/api/wallet/transactions', '/api/wallet/orders'];

  it('lets a wallet:read token read the wallet, but answers 403 Invalid ability provided. on a write that moves wallet money and on a settings route.', async () => {
    const m = await signedInMember();
    const token = await apiToken(m, ['wallet:read']);
    for (const path of WALLET_READS) {
      const res = await m.w.call('GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual((await m.as('GET', path)).body);
    }
    // Booking a ticket pays it from the wallet: full session only.
    expect(answer(await m.w.call('POST', '/api/appointments/1/tickets', { token }))).toEqual(refused);
    expect(answer(await m.w.call('GET', '/api/user/settings/address', { token }))).toEqual(refused);
  });

  it('lets a notifications:read token list the notifications but not mark them all read (403).', async () => {
    const m = await signedInMember();
    await notify(m.w.app.deps, m.user, {
      title: 'Court booked',
      description: 'Court 2 at 18:00',
      class: 'fa fa-calendar',
      status: 'success',
    });
    const token = await apiToken(m, ['notifications:read']);
    const unread = await m.w.call('GET', '/api/user/notifications/unread', { token });
    expect(unread.status).toBe(200);
    expect(unread.body.data.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Court booked']);
    expect((await m.w.call('GET', '/api/user/notifications/read', { token })).status).toBe(200);
    expect(answer(await m.w.call('POST', '/api/user/notifications/mark-all-read', { token }))).toEqual(refused);
    expect(await unreadCount(m)).toBe(1);
  });

  it('lets a notifications:write token mark all notifications read.', async () => {
    const m = await signedInMember();
    await notify(m.w.app.deps, m.user, {
      title: 'Court booked',
      description: 'Court 2 at 18:00',
      class: 'fa fa-calendar',
      status: 'success',
    });
    const token = await apiToken(m, ['notifications:write']);
    expect((await m.w.call('POST', '/api/user/notifications/mark-all-read', { token })).status).toBe(204);
    expect(await unreadCount(m)).toBe(0);
  });

  it("still lets a full session token ('*') reach every route an API token can, and those it cannot.", async () => {
    const m = await signedInMember();
    for (const path of [
      ...WALLET_READS,
      '/api/user',
      '/api/user/header',
      '/api/user/notifications/unread',
      '/api/posts',
      '/api/support/faq',
      '/api/appointments',
      '/api/user/settings/address',
    ]) {
      expect((await m.as('GET', path)).status, path).toBe(200);
    }
    expect((await m.as('POST', '/api/user/notifications/mark-all-read')).status).toBe(204);
  });

  it('answers 401 to an API token after its expires_at, on a route it reached before.', async () => {
    const m = await signedInMember();
    const token = await apiToken(m, ['wallet:read'], '2026-01-02T10:00:00Z');
    expect((await m.w.call('GET', '/api/wallet', { token })).status).toBe(200);
    m.w.clock.set('2026-01-02T10:00:00Z');
    expect(answer(await m.w.call('GET', '/api/wallet', { token }))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('answers 401 to a revoked API token, on a route it reached before.', async () => {
    const m = await signedInMember();
    const created = (await create(m, { name: 'script', abilities: ['wallet:read'] })).body;
    expect((await m.w.call('GET', '/api/wallet', { token: created.plain_text_token })).status).toBe(200);
    expect((await m.as('DELETE', `/api/user/api-tokens/${created.token.id}`)).status).toBe(204);
    expect(answer(await m.w.call('GET', '/api/wallet', { token: created.plain_text_token }))).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });
});
