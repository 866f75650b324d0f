// Sign-In with Ethereum on the Login screen: an injected EIP-1193 wallet backed by a real viem key
// pair, the real server verifying the EIP-4361 message.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { hexToString, type Hex } from 'viem';
import LoginPage from '../../../src/modules/account/pages/login-page.tsx';
import { sql } from '../../../server/db/open.ts';
import { createClientWorld, type ClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage } from './harness.tsx';

type Request = { method: string; params?: readonly unknown[] };

afterEach(async () => {
  delete (window as { ethereum?: unknown }).ethereum;
  await cleanupAccount();
});

/** A browser wallet extension as pages see it (window.ethereum), signing with `account`. */
function installWallet(account: PrivateKeyAccount, options: { refuse?: boolean } = {}) {
  const signed: string[] = [];
  (window as { ethereum?: unknown }).ethereum = {
    async request({ method, params }: Request) {
      if (method === 'eth_requestAccounts') return [account.address.toLowerCase()];
      if (method === 'eth_chainId') return '0x1';
      if (method === 'personal_sign') {
        if (options.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        const [data, address] = params as [Hex, string];
        if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error('wrong account');
        signed.push(hexToString(data));
        return account.signMessage({ message: { raw: data } });
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
  };
  return signed;
}

function siweWorld(env: Record<string, string> = { FEATURE_SIWE: 'true' }) {
  // The message names the page's own host; the server accepts its FRONTEND_URL's.
  return createClientWorld({ env: { FRONTEND_URL: window.location.origin, ...env } });
}

async function linkWallet(world: ClientWorld, account: PrivateKeyAccount, twoFactor = false) {
  const user = twoFactor ? await world.memberWithTwoFactor() : await world.server.createUser();
  sql(world.server.db, 'UPDATE users SET wallet_address = ? WHERE id = ?').run(account.address, user.id);
  return user;
}

describe('Sign-In with Ethereum', () => {
  it('is not offered without a browser wallet.', async () => {
    const world = siweWorld();
    await renderPage('/login', LoginPage, '/login', world);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Sign in with Ethereum' })).toBeNull();
    expect(world.requests).toHaveLength(0); // not even the config
  });

  it('is not offered when the server has it off.', async () => {
    installWallet(privateKeyToAccount(generatePrivateKey()));
    const world = siweWorld({ FEATURE_SIWE: 'false' });
    await renderPage('/login', LoginPage, '/login', world);
    await waitFor(() => expect(world.requests.map((r) => r.path)).toContain('config'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Sign in with Ethereum' })).toBeNull();
  });

  it('signs in with an EIP-4361 message the wallet signed and goes to the Dashboard.', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = installWallet(account);
    const world = siweWorld();
    const member = await linkWallet(world, account);
    const page = await renderPage('/login', LoginPage, '/login', world);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(world.session.$session.get()).toMatchObject({ isLoggedIn: true, user: { id: member.id } });
    const message = parseSiweMessage(signed[0]!);
    expect(message).toMatchObject({
      domain: window.location.host,
      address: account.address,
      version: '1',
      chainId: 1,
      statement: 'Sign in to the members area of Test Club.',
    });
    expect(message.uri).toBe(`${window.location.origin}/`);
  });

  it('continues with the one-time password for a member with 2FA.', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    installWallet(account);
    const world = siweWorld();
    await linkWallet(world, account, true);
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));
    await user.type(await screen.findByLabelText(/^One-time password/), world.otp());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });

  it('says so when the wallet refuses to sign.', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    installWallet(account, { refuse: true });
    const world = siweWorld();
    await linkWallet(world, account);
    await renderPage('/login', LoginPage, '/login', world);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));
    expect(await screen.findByText('The wallet did not sign the message.')).toBeVisible();
    expect(world.requests.map((r) => r.path)).not.toContain('auth/siwe');
  });

  it("shows the server's reason when no member has the wallet.", async () => {
    installWallet(privateKeyToAccount(generatePrivateKey()));
    const world = siweWorld();
    await renderPage('/login', LoginPage, '/login', world);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));
    expect(await screen.findByText('No member is linked to this wallet address.')).toBeVisible();
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });
});
