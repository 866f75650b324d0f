// Sign-In with Ethereum (EIP-4361): GET auth/siwe/nonce and POST auth/siwe, with real key pairs
// made and signed by viem.
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { SIWE_NONCE_LIMIT } from '../../../../server/auth/siwe.ts';
import { sql } from '../../../../server/db/open.ts';
import { base32Decode, totp } from '../../../../server/auth/totp.ts';
import { createWorld, type World } from '../../helpers.ts';

const ON = { FEATURE_SIWE: 'true' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function nonceFrom(w: World): Promise<string> {
  const res = await w.call('GET', '/api/auth/siwe/nonce');
  expect(res.status).toBe(200);
  return res.body.nonce as string;
}

async function memberWithWallet(w: World, account: PrivateKeyAccount, stored: string = account.address) {
  const user = await w.createUser({ email: `wallet-${account.address.slice(2, 8).toLowerCase()}@club.test` });
  sql(w.db, 'UPDATE users SET wallet_address = ? WHERE id = ?').run(stored, user.id);
  return user;
}

function message(
  w: World,
  account: PrivateKeyAccount,
  nonce: string,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  return createSiweMessage({
    domain: 'club.test',
    address: account.address,
    statement: 'Sign in to Test Club.',
    uri: 'http://club.test/login',
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: w.clock.now(),
    ...overrides,
  });
}

async function signIn(w: World, account: PrivateKeyAccount, text: string, signature?: string) {
  return w.call('POST', '/api/auth/siwe', {
    body: { message: text, signature: signature ?? (await account.signMessage({ message: text })) },
  });
}

describe('GET auth/siwe/nonce', () => {
  it('hands out a fresh alphanumeric nonce that is not cached, with the server time and its expiry.', async () => {
    const w = createWorld({ env: ON });
    const a = await w.call('GET', '/api/auth/siwe/nonce');
    const b = await w.call('GET', '/api/auth/siwe/nonce');
    expect(a.body.nonce).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a.body).toMatchObject({
      issued_at: '2026-01-01T10:00:00.000000Z',
      expires_at: '2026-01-01T10:05:00.000000Z',
    });
    expect(a.body.nonce).not.toBe(b.body.nonce);
    expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('stores only the hash of the nonce.', async () => {
    const w = createWorld({ env: ON });
    const nonce = await nonceFrom(w);
    const rows = sql(w.db, 'SELECT nonce_hash FROM siwe_nonces').all() as { nonce_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].nonce_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(nonce);
  });

  it('answers 429 with Retry-After after 30 nonces a minute from one IP; another IP is not affected.', async () => {
    const w = createWorld({ env: ON });
    for (let i = 0; i < SIWE_NONCE_LIMIT.maxAttempts; i++)
      expect((await w.call('GET', '/api/auth/siwe/nonce', { ip: '10.7.0.1' })).status).toBe(200);
    const res = await w.call('GET', '/api/auth/siwe/nonce', { ip: '10.7.0.1' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM siwe_nonces').get()).toEqual({ n: SIWE_NONCE_LIMIT.maxAttempts });
    expect((await w.call('GET', '/api/auth/siwe/nonce', { ip: '10.7.0.2' })).status).toBe(200);
  });

  it('answers 404 while FEATURE_SIWE is off.', async () => {
    const w = createWorld({ env: { FEATURE_SIWE: 'false' } });
    const res = await w.call('GET', '/api/auth/siwe/nonce');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Sign-In with Ethereum is not enabled.' });
  });
});

describe('POST auth/siwe', () => {
  it('signs in the member linked to the wallet that signed a valid message.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    const user = await memberWithWallet(w, account);
    const res = await signIn(w, account, message(w, account, await nonceFrom(w)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', user: { id: user.id, nft: { address: account.address } } });
    expect(res.body.verification).toBeUndefined();
    expect((await w.call('GET', '/api/user', { token: res.body.access_token })).status).toBe(200);
  });

  it('finds the member whatever the letter case of the stored address.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account, account.address.toLowerCase());
    expect((await signIn(w, account, message(w, account, await nonceFrom(w)))).status).toBe(200);
  });

  it('gives a member with 2FA a pending token and the verification step.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    w.enableTwoFactor(await memberWithWallet(w, account), SECRET);
    const res = await signIn(w, account, message(w, account, await nonceFrom(w)));
    expect(res.status).toBe(200);
    expect(res.body.verification).toMatchObject({ method: 'totp' });
    expect(res.body.user).toBeUndefined();
    expect((await w.call('GET', '/api/user', { token: res.body.access_token })).status).toBe(403);
    const code = totp(base32Decode(SECRET), Math.floor(w.clock.now().getTime() / 1000));
    const verified = await w.call('POST', '/api/auth/verify', { token: res.body.access_token, body: { code } });
    expect(verified.status).toBe(200);
    expect((await w.call('GET', '/api/user', { token: verified.body.access_token })).status).toBe(200);
  });

  it('refuses a nonce that was already used.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const text = message(w, account, await nonceFrom(w));
    expect((await signIn(w, account, text)).status).toBe(200);
    const again = await signIn(w, account, text);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      message: ['This sign-in request has expired or was already used. Please try again.'],
    });
  });

  it('refuses a nonce the server never handed out.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const res = await signIn(w, account, message(w, account, 'MadeUpByTheClient123'));
    expect(res.status).toBe(422);
    expect(res.body.errors.message).toEqual([
      'This sign-in request has expired or was already used. Please try again.',
    ]);
  });

  it('refuses a message made for another site (domain or URI).', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const wrongDomain = await signIn(
      w,
      account,
      message(w, account, await nonceFrom(w), { domain: 'evil.test', uri: 'http://evil.test/login' }),
    );
    expect(wrongDomain.status).toBe(422);
    expect(wrongDomain.body.errors).toEqual({ message: ['The message was not made for this site.'] });
    const wrongUri = await signIn(
      w,
      account,
      message(w, account, await nonceFrom(w), { uri: 'http://evil.test/login' }),
    );
    expect(wrongUri.status).toBe(422);
    expect(wrongUri.body.errors).toEqual({ message: ['The message was not made for this site.'] });
  });

  it('refuses a message past its expiration time.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const text = message(w, account, await nonceFrom(w), {
      expirationTime: new Date(w.clock.now().getTime() + 60_000),
    });
    w.clock.advance(61_000);
    const res = await signIn(w, account, text);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['The message has expired or is not valid yet.'] });
  });

  it('refuses a message issued more than 5 minutes ago, and a nonce older than 5 minutes.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const old = message(w, account, await nonceFrom(w), { issuedAt: new Date(w.clock.now().getTime() - 6 * 60_000) });
    expect((await signIn(w, account, old)).body.errors).toEqual({
      message: ['The message has expired or is not valid yet.'],
    });

    const nonce = await nonceFrom(w);
    w.clock.advance(5 * 60_000 + 1000);
    const late = await signIn(w, account, message(w, account, nonce));
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({
      message: ['This sign-in request has expired or was already used. Please try again.'],
    });
  });

  it('refuses a message that is not valid yet.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const res = await signIn(
      w,
      account,
      message(w, account, await nonceFrom(w), { notBefore: new Date(w.clock.now().getTime() + 60_000) }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['The message has expired or is not valid yet.'] });
  });

  it('refuses a tampered signature, and burns the nonce.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const text = message(w, account, await nonceFrom(w));
    const signature = await account.signMessage({ message: text });
    const flipped = signature.slice(0, 10) + (signature[10] === 'a' ? 'b' : 'a') + signature.slice(11);
    const res = await signIn(w, account, text, flipped);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ signature: ['The signature does not match the message.'] });
    expect((await signIn(w, account, text, signature)).status).toBe(422);
  });

  it('refuses a signature of a different message, or by another key.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    const mallory = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const text = message(w, account, await nonceFrom(w));
    const byMallory = await signIn(w, account, text, await mallory.signMessage({ message: text }));
    expect(byMallory.body.errors).toEqual({ signature: ['The signature does not match the message.'] });
    const text2 = message(w, account, await nonceFrom(w));
    const otherText = await signIn(w, account, text2, await account.signMessage({ message: `${text2} ` }));
    expect(otherText.body.errors).toEqual({ signature: ['The signature does not match the message.'] });
  });

  it('refuses a wallet no member is linked to.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    const res = await signIn(w, account, message(w, account, await nonceFrom(w)));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ address: ['No member is linked to this wallet address.'] });
  });

  it('refuses text that is not an EIP-4361 message, and a missing signature.', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    const text = 'Please sign in, nonce abcdefgh1234';
    const res = await signIn(w, account, text);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['The message is not a valid Sign-In with Ethereum message.'] });
    const missing = await w.call('POST', '/api/auth/siwe', {
      body: { message: message(w, account, await nonceFrom(w)) },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ signature: ['The signature field is required.'] });
  });

  it("answers 422 in Laravel's shape to a message or signature that is not a string, and keeps the nonce.", async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    await memberWithWallet(w, account);
    const text = message(w, account, await nonceFrom(w));
    const signature = await account.signMessage({ message: text });
    for (const wrong of [42, true, ['a'], { text: 'a' }]) {
      const res = await w.call('POST', '/api/auth/siwe', { body: { message: wrong, signature: wrong } });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
      expect(res.body).toEqual({
        message: 'The message field must be a string. (and 1 more error)',
        errors: {
          message: ['The message field must be a string.'],
          signature: ['The signature field must be a string.'],
        },
      });
    }
    expect((await w.call('POST', '/api/auth/siwe', { body: { message: text, signature } })).status).toBe(200);
  });

  it('throttles sign-in attempts per IP (429 with Retry-After).', async () => {
    const w = createWorld({ env: ON });
    const account = privateKeyToAccount(generatePrivateKey());
    for (let i = 0; i < 10; i++) await signIn(w, account, 'x', '0x00');
    const res = await signIn(w, account, 'x', '0x00');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 404 while FEATURE_SIWE is off.', async () => {
    const w = createWorld({ env: { FEATURE_SIWE: 'false' } });
    const account = privateKeyToAccount(generatePrivateKey());
    const res = await signIn(w, account, message(w, account, 'abcdefgh1234'));
    expect(res.status).toBe(404);
  });
});
