// Settings: devices, i.e. login sessions (server/modules/settings/routes-devices.ts; docs/threats.md T21, ASVS 5.0 7.5.2).
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, PASSWORD, signedInMember } from './settings-helpers.ts';

describe('GET user/devices', () => {
  it('lists every active session with user agent, IP and last use, marks the current one, and never shows a secret', async () => {
    const m = await signedInMember();
    m.w.clock.advance(60_000);
    const login = await m.w.call('POST', '/api/auth/login', {
      body: { email: m.user.email, password: PASSWORD },
      headers: { 'User-Agent': 'Firefox/130' },
      ip: '192.0.2.7',
    });
    expect(login.status).toBe(200);
    const phone = m.w.tokenFor(m.user);
    const res = await m.as('GET', '/api/user/devices');
    expect(res.status).toBe(200);
    // The pending login (before its verification step) is not a signed-in device.
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: Number(m.token.split('|')[0]),
      name: 'vitest',
      user_agent: 'vitest',
      ip_address: '10.0.0.1',
      last_used_at: '2026-01-01T10:01:00.000000Z',
      created_at: '2026-01-01T10:00:00.000000Z',
      current: true,
    });
    expect(res.body[1]).toMatchObject({ id: Number(phone.split('|')[0]), current: false });
    expect(res.text).not.toContain(m.token.split('|')[1]);
    expect(res.text).not.toContain(phone.split('|')[1]);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'created_at',
      'current',
      'id',
      'ip_address',
      'last_used_at',
      'name',
      'user_agent',
    ]);
  });

  it('leaves out API tokens, expired sessions and other members', async () => {
    const m = await signedInMember();
    await m.as('POST', '/api/user/api-tokens', { name: 'script', abilities: ['wallet:read'], password: PASSWORD });
    const other = await signedInMember({}, m.w);
    m.w.tokenFor(other.user);
    const stale = m.w.tokenFor(m.user);
    // The stale session is unused for 40 minutes (idle timeout 30), this one for 20.
    m.w.clock.advance(20 * 60_000);
    await m.as('GET', '/api/user');
    m.w.clock.advance(20 * 60_000);
    const res = await m.as('GET', '/api/user/devices');
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([Number(m.token.split('|')[0])]);
    expect(res.body.map((d: { id: number }) => d.id)).not.toContain(Number(stale.split('|')[0]));
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/devices')).status).toBe(401);
  });
});

describe('DELETE user/devices/{id}', () => {
  it("revokes a session: that device's next request answers 401 Unauthenticated", async () => {
    const m = await signedInMember();
    const phone = m.w.tokenFor(m.user);
    expect((await m.as('DELETE', `/api/user/devices/${phone.split('|')[0]}`)).status).toBe(204);
    const res = await m.w.call('GET', '/api/user', { token: phone });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
    expect((await m.as('GET', '/api/user')).status).toBe(200);
  });

  it("answers 404 for another member's session and leaves it alone", async () => {
    const m = await signedInMember();
    const other = await signedInMember({}, m.w);
    const res = await m.as('DELETE', `/api/user/devices/${other.token.split('|')[0]}`);
    expect(res.status).toBe(404);
    expect((await other.as('GET', '/api/user')).status).toBe(200);
  });

  it('answers 404 for an API token id (those are revoked on their own page) and for junk ids', async () => {
    const m = await signedInMember();
    const created = await m.as('POST', '/api/user/api-tokens', {
      name: 'script',
      abilities: ['wallet:read'],
      password: PASSWORD,
    });
    expect((await m.as('DELETE', `/api/user/devices/${created.body.token.id}`)).status).toBe(404);
    expect((await m.as('DELETE', '/api/user/devices/abc')).status).toBe(404);
    expect((await m.as('DELETE', '/api/user/devices/99999999999999999999')).status).toBe(404);
  });

  it('answers 401 without a token and 403 in ghost mode', async () => {
    const m = await signedInMember();
    expect((await createWorld().call('DELETE', '/api/user/devices/1')).status).toBe(401);
    expect(
      (await m.w.call('DELETE', `/api/user/devices/${m.token.split('|')[0]}`, { token: ghostTokenFor(m.w, m.user) }))
        .status,
    ).toBe(403);
  });
});

describe('POST user/devices/logout-others', () => {
  it('revokes every other session and the API tokens, and keeps this one', async () => {
    const m = await signedInMember();
    const others = [m.w.tokenFor(m.user), m.w.tokenFor(m.user)];
    const apiToken = (
      await m.as('POST', '/api/user/api-tokens', { name: 'script', abilities: ['user:read'], password: PASSWORD })
    ).body.plain_text_token as string;
    const res = await m.as('POST', '/api/user/devices/logout-others', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked_devices: 2, revoked_api_tokens: 1 });
    for (const token of [...others, apiToken]) expect((await m.w.call('GET', '/api/user', { token })).status).toBe(401);
    expect((await m.as('GET', '/api/user/devices')).body).toHaveLength(1);
  });

  it('keeps the API tokens when the member asks to (keep_api_tokens)', async () => {
    const m = await signedInMember();
    const apiToken = (
      await m.as('POST', '/api/user/api-tokens', { name: 'script', abilities: ['user:read'], password: PASSWORD })
    ).body.plain_text_token as string;
    const res = await m.as('POST', '/api/user/devices/logout-others', { password: PASSWORD, keep_api_tokens: true });
    expect(res.body).toEqual({ revoked_devices: 0, revoked_api_tokens: 0 });
    expect((await m.w.call('GET', '/api/user', { token: apiToken })).status).toBe(200);
  });

  it('needs the password: 422 errors.password and nobody is logged out', async () => {
    const m = await signedInMember();
    const other = m.w.tokenFor(m.user);
    const res = await m.as('POST', '/api/user/devices/logout-others', { password: 'wrong' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect((await m.w.call('GET', '/api/user', { token: other })).status).toBe(200);
  });

  it('answers 422 errors.password when the password is missing', async () => {
    const m = await signedInMember();
    expect((await m.as('POST', '/api/user/devices/logout-others', {})).body.errors).toEqual({
      password: ['The password field is required.'],
    });
  });

  it('answers 429 after 5 wrong passwords in a minute', async () => {
    const m = await signedInMember();
    for (let i = 0; i < 5; i++) await m.as('POST', '/api/user/devices/logout-others', { password: `wrong ${i}` });
    expect((await m.as('POST', '/api/user/devices/logout-others', { password: PASSWORD })).status).toBe(429);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await createWorld().call('POST', '/api/user/devices/logout-others', { body: { password: PASSWORD } })).status,
    ).toBe(401);
  });
});
