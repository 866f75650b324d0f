// Passkeys at login (server/modules/auth/routes-passkey.ts; docs/spec.md §4 "Passkeys", docs/threats.md
// T35): a sign-in with a passkey alone, and a passkey as the verification step after the password.
import { describe, expect, it } from 'vitest';
import { passkeysOf } from '../../../../server/auth/repository-passkeys.ts';
import { createSoftAuthenticator } from '../../auth/soft-authenticator.ts';
import { APP_URL, createWorld, PASSWORD, type World } from '../../helpers.ts';

const SITE = { rpId: new URL(APP_URL).hostname, origin: new URL(APP_URL).origin };

/** A member with one passkey registered through the settings endpoints. */
async function memberWithPasskey(w: World, email = 'mia@club.test') {
  const user = await w.createUser({ email });
  const token = w.tokenFor(user);
  const authenticator = createSoftAuthenticator(SITE);
  expect((await w.call('POST', '/api/user/confirm-password', { token, body: { password: PASSWORD } })).status).toBe(
    201,
  );
  const options = await w.call('POST', '/api/user/passkeys/options', { token });
  const res = await w.call('POST', '/api/user/passkeys', {
    token,
    body: { name: 'Laptop', credential: authenticator.create(options.body) },
  });
  expect(res.status).toBe(201);
  return { user, authenticator };
}

const signInOptions = async (w: World) => (await w.call('POST', '/api/auth/passkey/options')).body;

describe('signing in with a passkey alone', () => {
  it('asks for any passkey of this site (no email typed) and answers a full session', async () => {
    const w = createWorld();
    const { user, authenticator } = await memberWithPasskey(w);
    const options = await signInOptions(w);
    expect(options).toMatchObject({ rpId: 'club.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const res = await w.call('POST', '/api/auth/passkey', { body: { credential: authenticator.get(options) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', user: { email: 'mia@club.test' } });
    expect(res.body.verification).toBeUndefined();
    expect((await w.call('GET', '/api/user', { token: res.body.access_token })).status).toBe(200);
    expect(passkeysOf(w.app.deps.db, user.id)[0]!.last_used_at).toBe('2026-01-01T10:00:00.000000Z');
  });

  it('refuses a replayed assertion: the challenge is spent by its first use', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    const credential = authenticator.get(await signInOptions(w));
    expect((await w.call('POST', '/api/auth/passkey', { body: { credential } })).status).toBe(200);
    const replay = await w.call('POST', '/api/auth/passkey', { body: { credential } });
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({ credential: ['This passkey could not be verified. Please try again.'] });
  });

  it('refuses an assertion whose signature counter did not move forward (a cloned authenticator)', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    expect(
      (await w.call('POST', '/api/auth/passkey', { body: { credential: authenticator.get(await signInOptions(w)) } }))
        .status,
    ).toBe(200);
    authenticator.credentials[0]!.counter -= 1; // the clone signs with the counter the original used
    const res = await w.call('POST', '/api/auth/passkey', {
      body: { credential: authenticator.get(await signInOptions(w)) },
    });
    expect(res.status).toBe(422);
  });

  it('refuses a passkey answering for another site, or on another site’s page (phishing relay)', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    for (const ceremony of [{ rpId: 'evil.test', origin: 'https://evil.test' }, { origin: 'https://evil.test' }]) {
      const credential = authenticator.get(await signInOptions(w), ceremony);
      const res = await w.call('POST', '/api/auth/passkey', { body: { credential } });
      expect(res.status).toBe(422);
    }
  });

  it('refuses a passkey of another site this server never registered', async () => {
    const w = createWorld();
    await memberWithPasskey(w);
    const stranger = createSoftAuthenticator({ rpId: 'evil.test', origin: 'https://evil.test' });
    stranger.create({ challenge: 'x', user: { id: 'someone' } });
    const credential = stranger.get(await signInOptions(w), { rpId: SITE.rpId, origin: SITE.origin });
    expect((await w.call('POST', '/api/auth/passkey', { body: { credential } })).status).toBe(422);
  });

  it('refuses an assertion without user verification', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    const credential = authenticator.get(await signInOptions(w), { userVerified: false });
    expect((await w.call('POST', '/api/auth/passkey', { body: { credential } })).status).toBe(422);
  });

  it('lets exactly one of two parallel uses of one answer through', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    const credential = authenticator.get(await signInOptions(w));
    const server = await w.listen();
    try {
      const post = () => server.request('POST', '/api/auth/passkey', { body: { credential } }).then((r) => r.status);
      expect((await Promise.all([post(), post()])).sort()).toEqual([200, 422]);
    } finally {
      await server.close();
    }
  });
});

describe('a passkey as the verification step', () => {
  it('is offered after the password and exchanges the pending token for a session', async () => {
    const w = createWorld();
    const { authenticator } = await memberWithPasskey(w);
    const login = await w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: PASSWORD } });
    expect(login.body.verification).toMatchObject({ passkey: true });
    const pending = login.body.access_token as string;
    const options = await w.call('POST', '/api/auth/verify/passkey/options', { token: pending });
    expect(options.body.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentials[0]!.id.toString('base64url') }),
    ]);
    const res = await w.call('POST', '/api/auth/verify/passkey', {
      token: pending,
      body: { credential: authenticator.get(options.body) },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('mia@club.test');
    expect((await w.call('POST', '/api/auth/verify/passkey/options', { token: pending })).status).toBe(401);
  });

  it('refuses another member’s passkey at this member’s step', async () => {
    const w = createWorld();
    await memberWithPasskey(w, 'mia@club.test');
    const ole = await memberWithPasskey(w, 'ole@club.test');
    const pending = await w.loginPending('mia@club.test');
    const options = await w.call('POST', '/api/auth/verify/passkey/options', { token: pending });
    const credential = ole.authenticator.get(options.body, { credential: ole.authenticator.credentials[0] });
    const res = await w.call('POST', '/api/auth/verify/passkey', { token: pending, body: { credential } });
    expect(res.status).toBe(422);
  });

  it('answers 422 to a member without a passkey, and refuses a full token', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'ole@club.test' });
    const pending = await w.loginPending('ole@club.test');
    const res = await w.call('POST', '/api/auth/verify/passkey/options', { token: pending });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ credential: ['You have no passkey yet.'] });
    expect((await w.call('POST', '/api/auth/verify/passkey/options', { token: w.tokenFor(user) })).status).toBe(403);
  });
});
