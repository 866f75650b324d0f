// Settings: name, email, password and wallet address (server/modules/settings/routes-account.ts).
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, PASSWORD, signedInMember, type Member } from './settings-helpers.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe('PUT user/settings/account', () => {
  it('changes the name and answers the User', async () => {
    const m = await signedInMember({ name: 'Mia Member' });
    const res = await m.as('PUT', '/api/user/settings/account', { name: '  Mia Muster ' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Mia Muster');
  });

  it('answers 422 with errors.name for an empty or too long name', async () => {
    const m = await signedInMember();
    expect((await m.as('PUT', '/api/user/settings/account', { name: '' })).body.errors).toEqual({
      name: ['The name field is required.'],
    });
    expect((await m.as('PUT', '/api/user/settings/account', { name: 'x'.repeat(256) })).body.errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
    });
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('PUT', '/api/user/settings/account', { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('PUT user/settings/email', () => {
  it('changes the email, marks it unverified and mails a verification link to the new address', async () => {
    const m = await signedInMember({ email: 'old@club.test' });
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new@club.test', email_verified: false });
    const mails = m.w.mails('new@club.test');
    expect(mails.map((mail) => mail.meta.kind)).toEqual(['verify-email']);
  });

  it('tells the old address of the change, in the member’s language, with no link to follow', async () => {
    const m = await signedInMember({ email: 'old@club.test', language: 'de' });
    await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: PASSWORD });
    const [mail, ...more] = m.w.mails('old@club.test');
    expect(more).toEqual([]);
    expect(mail!.meta.kind).toBe('email-changed');
    expect(mail!.subject).toMatch(/: Deine E-Mail-Adresse wurde geändert$/);
    expect(mail!.text_body).toContain(
      'Die E-Mail-Adresse deines Kontos wurde von old@club.test in new@club.test geändert.',
    );
    expect(mail!.html_body).not.toContain('<a ');
  });

  it('verifies the new address through the mailed link', async () => {
    const m = await signedInMember({ email: 'old@club.test' });
    await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: PASSWORD });
    const url = new URL(m.w.mails('new@club.test')[0]!.meta.url as string);
    await m.w.call('GET', `${url.pathname}${url.search}`, { token: m.token });
    expect(findUserById(m.w.db, m.user.id)!.email_verified_at).not.toBeNull();
  });

  it('answers 422 errors.password for a wrong password and changes nothing', async () => {
    const m = await signedInMember({ email: 'old@club.test' });
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: 'wrong password' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect(findUserById(m.w.db, m.user.id)!.email).toBe('old@club.test');
  });

  it('answers 422 errors.email when another member has the address (any letter case)', async () => {
    const m = await signedInMember();
    await m.w.createUser({ email: 'taken@club.test' });
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'TAKEN@club.test', password: PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('checks the password before telling whether an address is taken', async () => {
    const m = await signedInMember();
    await m.w.createUser({ email: 'taken@club.test' });
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'taken@club.test', password: 'wrong password' });
    expect(res.body.errors).toEqual({ password: ['The provided password was incorrect.'] });
  });

  it('answers 422 for a malformed email and a missing password', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field is required.'],
    });
  });

  it('answers 429 with Retry-After after 5 wrong passwords in a minute', async () => {
    const m = await signedInMember();
    for (let i = 0; i < 5; i++)
      expect(
        (await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: `wrong ${i}` })).status,
      ).toBe(422);
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'new@club.test', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('answers 429 with Retry-After to the 11th change within an hour (each one sends a mail), and takes changes again an hour later', async () => {
    const m = await signedInMember();
    for (let i = 1; i <= 10; i++)
      expect(
        (await m.as('PUT', '/api/user/settings/email', { email: `new${i}@club.test`, password: PASSWORD })).status,
      ).toBe(200);
    const res = await m.as('PUT', '/api/user/settings/email', { email: 'new11@club.test', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect([res.headers.get('X-RateLimit-Limit'), res.headers.get('X-RateLimit-Remaining')]).toEqual(['10', '0']);
    expect(m.w.mails('new11@club.test')).toHaveLength(0);
    m.w.clock.advance(3600 * 1000);
    const later = m.w.tokenFor(m.user); // the first session has gone idle meanwhile
    expect(
      (
        await m.w.call('PUT', '/api/user/settings/email', {
          token: later,
          body: { email: 'new11@club.test', password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await createWorld().call('PUT', '/api/user/settings/email', {
      body: { email: 'new@club.test', password: PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('PUT user/settings/password', () => {
  it('changes the password: the new one logs in, the old one does not', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const res = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been updated.', revoked_devices: 0, revoked_api_tokens: 0 });
    expect(
      (await m.w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: PASSWORD } })).status,
    ).toBe(422);
    expect(
      (await m.w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: NEW_PASSWORD } })).status,
    ).toBe(200);
  });

  it('keeps the other sessions unless logout_other_devices is true', async () => {
    const m = await signedInMember();
    const other = m.w.tokenFor(m.user);
    await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect((await m.w.call('GET', '/api/user', { token: other })).status).toBe(200);
  });

  it('logs out every other device when logout_other_devices is true, keeping this one', async () => {
    const m = await signedInMember();
    const others = [m.w.tokenFor(m.user), m.w.tokenFor(m.user)];
    const res = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      logout_other_devices: true,
    });
    expect(res.body.revoked_devices).toBe(2);
    for (const token of others) expect((await m.w.call('GET', '/api/user', { token })).status).toBe(401);
    expect((await m.as('GET', '/api/user')).status).toBe(200);
  });

  it('revokes the API tokens too when logging out other devices with a password change, unless kept', async () => {
    const m = await signedInMember();
    const mint = async () =>
      (await m.as('POST', '/api/user/api-tokens', { name: 'script', abilities: ['user:read'], password: PASSWORD }))
        .body.plain_text_token as string;
    const token = await mint();
    const res = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      logout_other_devices: true,
    });
    expect(res.body.revoked_api_tokens).toBe(1);
    expect((await m.w.call('GET', '/api/user', { token })).status).toBe(401);
    const kept = (
      await m.as('POST', '/api/user/api-tokens', { name: 'kept', abilities: ['user:read'], password: NEW_PASSWORD })
    ).body.plain_text_token as string;
    await m.as('PUT', '/api/user/settings/password', {
      current_password: NEW_PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      logout_other_devices: true,
      keep_api_tokens: true,
    });
    expect((await m.w.call('GET', '/api/user', { token: kept })).status).toBe(200);
  });

  it('answers 422 errors.current_password for a wrong current password', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/password', {
      current_password: 'nope',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      current_password: ['The provided password does not match your current password.'],
    });
  });

  it('applies the password policy: length, confirmation and common passwords', async () => {
    const m = await signedInMember();
    const short = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.body.errors.password).toEqual(['The password field must be at least 8 characters.']);
    const mismatch = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: 'other',
    });
    expect(mismatch.body.errors.password).toEqual(['The password field confirmation does not match.']);
    const common = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.body.errors.password).toEqual([
      'The given password has appeared in a data leak. Please choose a different password.',
    ]);
  });

  it('answers 422 to a non-boolean logout_other_devices', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      logout_other_devices: 'yes please',
    });
    expect(res.body.errors).toEqual({
      logout_other_devices: ['The logout other devices field must be true or false.'],
    });
  });

  it('answers 429 with Retry-After after 5 wrong current passwords in a minute, even to the right one', async () => {
    const m = await signedInMember();
    const change = (current_password: string) =>
      m.as('PUT', '/api/user/settings/password', {
        current_password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong ${i}`)).status).toBe(422);
    const res = await change(PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(findUserById(m.w.db, m.user.id)!.password).toBe(m.user.password);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('PUT', '/api/user/settings/password', { body: {} })).status).toBe(401);
  });

  it('refuses a ghost-mode session even with the right password', async () => {
    const m = await signedInMember();
    const res = await m.w.call('PUT', '/api/user/settings/password', {
      token: ghostTokenFor(m.w, m.user),
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.status).toBe(403);
  });
});

describe('PUT user/settings/wallet-address', () => {
  async function proof(
    m: Member,
    account: PrivateKeyAccount,
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  ) {
    const nonce = (await m.w.call('GET', '/api/auth/siwe/nonce')).body.nonce as string;
    const message = createSiweMessage({
      domain: 'club.test',
      address: account.address,
      statement: 'Link this wallet to my club account.',
      uri: 'http://club.test/settings/account',
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: m.w.clock.now(),
      ...overrides,
    });
    return { message, signature: await account.signMessage({ message }) };
  }

  it('links the address of a SIWE message signed by that address, stored EIP-55 checksummed as nft.address', async () => {
    const m = await signedInMember();
    const account = privateKeyToAccount(generatePrivateKey());
    const res = await m.as('PUT', '/api/user/settings/wallet-address', await proof(m, account));
    expect(res.status).toBe(200);
    expect(res.body.nft).toEqual({ address: account.address });
  });

  it('refuses to link an address without proof of owning it: a bare address, or a message signed by another key', async () => {
    const m = await signedInMember();
    const victim = privateKeyToAccount(generatePrivateKey());
    const bare = await m.as('PUT', '/api/user/settings/wallet-address', { address: victim.address });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toMatchObject({ message: ['The message field is required.'] });
    const forged = await proof(m, victim);
    const attacker = privateKeyToAccount(generatePrivateKey());
    const res = await m.as('PUT', '/api/user/settings/wallet-address', {
      message: forged.message,
      signature: await attacker.signMessage({ message: forged.message }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ signature: ['The signature does not match the message.'] });
    expect(findUserById(m.w.db, m.user.id)!.wallet_address).toBeNull();
  });

  it('refuses a message for another site, a used nonce and an expired message', async () => {
    const m = await signedInMember();
    const account = privateKeyToAccount(generatePrivateKey());
    const other = await proof(m, account, { domain: 'evil.example', uri: 'https://evil.example/' });
    expect((await m.as('PUT', '/api/user/settings/wallet-address', other)).body.errors).toEqual({
      message: ['The message was not made for this site.'],
    });
    const once = await proof(m, account);
    expect((await m.as('PUT', '/api/user/settings/wallet-address', once)).status).toBe(200);
    expect((await m.as('PUT', '/api/user/settings/wallet-address', once)).body.errors).toEqual({
      message: ['This sign-in request has expired or was already used. Please try again.'],
    });
    const old = await proof(m, account, { issuedAt: new Date(m.w.clock.now().getTime() - 10 * 60_000) });
    expect((await m.as('PUT', '/api/user/settings/wallet-address', old)).status).toBe(422);
  });

  it('clears the address with null, without a signature', async () => {
    const m = await signedInMember();
    await m.as('PUT', '/api/user/settings/wallet-address', await proof(m, privateKeyToAccount(generatePrivateKey())));
    const res = await m.as('PUT', '/api/user/settings/wallet-address', { address: null });
    expect(res.body.nft).toEqual({ address: null });
  });

  it('refuses an address another member linked (who proved owning it)', async () => {
    const first = await signedInMember();
    const account = privateKeyToAccount(generatePrivateKey());
    await first.as('PUT', '/api/user/settings/wallet-address', await proof(first, account));
    const second = await signedInMember({}, first.w);
    const res = await second.as('PUT', '/api/user/settings/wallet-address', await proof(second, account));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['The address has already been taken.'] });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await createWorld().call('PUT', '/api/user/settings/wallet-address', { body: { address: null } })).status,
    ).toBe(401);
  });
});
