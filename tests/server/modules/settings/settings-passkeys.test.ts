// Settings: passkeys on the two-factor page (server/modules/settings/routes-passkeys.ts; docs/spec.md
// §4 "Passkeys", docs/threats.md T35). The authenticator is a software one (tests/server/auth).
import { describe, expect, it } from 'vitest';
import { createSoftAuthenticator } from '../../auth/soft-authenticator.ts';
import { APP_URL } from '../../helpers.ts';
import { ghostTokenFor, PASSWORD, signedInMember, type Member } from './settings-helpers.ts';

const SITE = { rpId: new URL(APP_URL).hostname, origin: new URL(APP_URL).origin };

async function confirmed(m: Member): Promise<void> {
  expect((await m.as('POST', '/api/user/confirm-password', { password: PASSWORD })).status).toBe(201);
}

async function register(m: Member, authenticator = createSoftAuthenticator(SITE), name = 'Laptop') {
  const options = await m.as('POST', '/api/user/passkeys/options');
  expect(options.status).toBe(200);
  return m.as('POST', '/api/user/passkeys', { name, credential: authenticator.create(options.body) });
}

describe('registering a passkey', () => {
  it('needs a fresh confirmation of the password first (423 naming what to ask for)', async () => {
    const m = await signedInMember();
    const res = await m.as('POST', '/api/user/passkeys/options');
    expect(res.status).toBe(423);
    expect(res.body).toEqual({ message: 'Password confirmation required.', confirm: 'password' });
  });

  it('asks for a discoverable credential that verifies its user, for this site, excluding the ones already held', async () => {
    const m = await signedInMember({ email: 'mia@club.test', name: 'Mia' });
    await confirmed(m);
    expect((await register(m)).status).toBe(201);
    const res = await m.as('POST', '/api/user/passkeys/options');
    expect(res.body).toMatchObject({
      rp: { id: 'club.test', name: 'Test Club' },
      user: { name: 'mia@club.test', displayName: 'Mia' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(res.body.user.id).not.toContain(String(m.user.id));
    expect(res.body.excludeCredentials).toHaveLength(1);
  });

  it('stores the passkey under its name and lists it without its key', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const res = await register(m, undefined, 'Phone');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Phone',
      backed_up: false,
      created_at: '2026-01-01T10:00:00.000000Z',
      last_used_at: null,
    });
    const list = await m.as('GET', '/api/user/passkeys');
    expect(list.body).toEqual([res.body]);
  });

  it('refuses a passkey made for another site, or answered on another site’s page', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const authenticator = createSoftAuthenticator(SITE);
    for (const ceremony of [{ rpId: 'evil.test', origin: 'https://evil.test' }, { origin: 'https://evil.test' }]) {
      const options = await m.as('POST', '/api/user/passkeys/options');
      const res = await m.as('POST', '/api/user/passkeys', {
        name: 'Phished',
        credential: authenticator.create(options.body, ceremony),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ credential: ['This passkey could not be verified. Please try again.'] });
    }
    expect((await m.as('GET', '/api/user/passkeys')).body).toEqual([]);
  });

  it('refuses an authenticator that did not verify its user (no PIN, no biometrics)', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const options = await m.as('POST', '/api/user/passkeys/options');
    const credential = createSoftAuthenticator(SITE).create(options.body, { userVerified: false });
    const res = await m.as('POST', '/api/user/passkeys', { name: 'Key', credential });
    expect(res.status).toBe(422);
    expect((await m.as('GET', '/api/user/passkeys')).body).toEqual([]);
  });

  it('refuses an answer to another member’s challenge', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const other = await signedInMember({ email: 'ole@club.test' }, m.w);
    await confirmed(m);
    await confirmed(other);
    const options = await other.as('POST', '/api/user/passkeys/options');
    const res = await m.as('POST', '/api/user/passkeys', {
      name: 'Stolen',
      credential: createSoftAuthenticator(SITE).create(options.body),
    });
    expect(res.status).toBe(422);
  });

  it('answers 422 with the field for a body that is not a passkey answer, or a missing name', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const res = await m.as('POST', '/api/user/passkeys', { credential: { id: 'x', type: 'password' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The name field is required.'],
      credential: ['The passkey answer is not a passkey answer.'],
    });
  });

  it('is refused to a ghost session (support staff do not add a member’s credentials)', async () => {
    const m = await signedInMember();
    const res = await m.w.call('POST', '/api/user/passkeys/options', { token: ghostTokenFor(m.w, m.user) });
    expect(res.status).toBe(403);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames the member’s own passkey', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const { body } = await register(m);
    const res = await m.as('PUT', `/api/user/passkeys/${body.id}`, { name: 'Work laptop' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Work laptop');
  });

  it('removes it only after a fresh confirmation', async () => {
    const m = await signedInMember();
    await confirmed(m);
    const { body } = await register(m);
    m.w.clock.advance(6 * 60_000); // past the 5 minutes of the confirmation
    expect((await m.as('DELETE', `/api/user/passkeys/${body.id}`)).status).toBe(423);
    expect((await m.as('GET', '/api/user/passkeys')).body).toHaveLength(1);
    await confirmed(m);
    expect((await m.as('DELETE', `/api/user/passkeys/${body.id}`)).status).toBe(204);
    expect((await m.as('GET', '/api/user/passkeys')).body).toEqual([]);
  });

  it('answers 404 for another member’s passkey, to rename or to remove', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const other = await signedInMember({ email: 'ole@club.test' }, m.w);
    await confirmed(other);
    const { body } = await register(other);
    await confirmed(m);
    expect((await m.as('PUT', `/api/user/passkeys/${body.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await m.as('DELETE', `/api/user/passkeys/${body.id}`)).status).toBe(404);
    expect((await other.as('GET', '/api/user/passkeys')).body[0].name).toBe('Laptop');
  });
});
