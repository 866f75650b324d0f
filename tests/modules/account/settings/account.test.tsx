// SettingsAccount: name, email, password and the Ethereum wallet address.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsAccount from '../../../../src/modules/account/pages/settings/settings-account-page.tsx';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { cleanupSettings, PASSWORD, renderSettings } from './harness.tsx';
import { setWalletAddress } from '../../../../src/core/session/updates.ts';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import type { Hex } from 'viem';
import { sql } from '../../../../server/db/open.ts';
import { createClientWorld } from '../../../core/session/auth-world.ts';

afterEach(cleanupSettings);

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW_PASSWORD = 'a brand new passphrase';

const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsAccount: name', () => {
  it('saves the name, updates the session user and confirms with a toast.', async () => {
    const page = await renderSettings(SettingsAccount, { member: { name: 'Mia Member' } });
    const user = userEvent.setup();
    const field = within(section('Name')).getByLabelText(/^Name/);
    await user.clear(field);
    await user.type(field, 'Mia Muster');
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name has been saved.')).toBeVisible();
    expect(page.sessionUser()!.name).toBe('Mia Muster');
  });

  it('requires a name, next to the field.', async () => {
    const page = await renderSettings(SettingsAccount);
    const user = userEvent.setup();
    await user.clear(within(section('Name')).getByLabelText(/^Name/));
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));
    expect(within(section('Name')).getByText('Name is required.')).toBeVisible();
    expect(page.world.requests.filter((r) => r.path === 'user/settings/account')).toHaveLength(0);
  });
});

describe('SettingsAccount: email', () => {
  it("changes the email with the password, shows 'check your inbox' and unlocks with the new address from now on.", async () => {
    const page = await renderSettings(SettingsAccount, { member: { email: 'old@club.test' } });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'new@club.test');
    await user.type(email.getByLabelText(/^Current password/), PASSWORD);
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(await email.findByRole('status')).toHaveProperty(
      'textContent',
      'Please check your inbox: we have sent a confirmation link to new@club.test.',
    );
    const session = page.world.session.$session.get();
    expect(session).toMatchObject({
      loginMail: 'new@club.test',
      isLoggedIn: true,
      user: { email: 'new@club.test', email_verified: false },
    });
    expect(session.token!.access_token).toBe(page.token);
    expect(page.world.server.mails('new@club.test').map((m) => m.meta.kind)).toEqual(['verify-email']);
  });

  it('sends the confirmation link again to an address not confirmed yet, and says where it went.', async () => {
    const page = await renderSettings(SettingsAccount, {
      member: { email: 'unconfirmed@club.test', email_verified_at: null },
    });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    expect(email.getByText('Not confirmed yet')).toBeVisible();
    await user.click(email.getByRole('button', { name: 'Send the link again' }));
    expect(await email.findByRole('status')).toHaveProperty(
      'textContent',
      'Please check your inbox: we have sent a confirmation link to unconfirmed@club.test.',
    );
    expect(page.world.server.mails('unconfirmed@club.test').map((m) => m.meta.kind)).toEqual(['verify-email']);
  });

  it('offers no new link for a confirmed address.', async () => {
    await renderSettings(SettingsAccount, { member: { email: 'confirmed@club.test' } });
    expect(within(section('Email address')).queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it("shows the server's 'password incorrect' next to the password and keeps the new address typed.", async () => {
    const page = await renderSettings(SettingsAccount, { member: { email: 'old@club.test' } });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'new@club.test');
    await user.type(email.getByLabelText(/^Current password/), 'wrong password');
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(await email.findByText('The provided password was incorrect.')).toBeVisible();
    expect(email.getByLabelText<HTMLInputElement>(/^New email address/).value).toBe('new@club.test');
    expect(page.world.session.$session.get().loginMail).toBe('old@club.test');
  });

  it("shows 'already taken' next to the email field.", async () => {
    const page = await renderSettings(SettingsAccount, {
      before: (world) => void world.server.createUser({ email: 'taken@club.test' }),
    });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'taken@club.test');
    await user.type(email.getByLabelText(/^Current password/), PASSWORD);
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(await email.findByText('The email has already been taken.')).toBeVisible();
    expect(page.sessionUser()!.email).not.toBe('taken@club.test');
  });

  it('checks the address format on blur, before sending.', async () => {
    await renderSettings(SettingsAccount);
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'not-an-email');
    await user.tab();
    expect(email.getByText('New email address must be a valid email address.')).toBeVisible();
  });
});

describe('SettingsAccount: password', () => {
  async function changePassword(current: string, next: string, confirmation = next, logoutOthers = false) {
    const user = userEvent.setup();
    const part = within(section('Password'));
    await user.type(part.getByLabelText(/^Current password/), current);
    await user.type(part.getByLabelText(/^New password/), next);
    await user.type(part.getByLabelText(/^Confirm new password/), confirmation);
    if (logoutOthers) await user.click(part.getByLabelText('Log out all other devices'));
    await user.click(part.getByRole('button', { name: 'Change password' }));
    return part;
  }

  it('changes the password and clears the form.', async () => {
    const page = await renderSettings(SettingsAccount);
    const part = await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(part.getByLabelText<HTMLInputElement>(/^Current password/).value).toBe('');
    expect(
      (await page.world.server.hasher.verify(NEW_PASSWORD, findUserById(page.world.server.db, page.user.id)!.password))
        .ok,
    ).toBe(true);
  });

  it("logs out the other devices when 'log out other devices' is ticked, and says how many.", async () => {
    let other = '';
    const page = await renderSettings(SettingsAccount, {
      before: (world, member) => void (other = world.server.tokenFor(member)),
    });
    await changePassword(PASSWORD, NEW_PASSWORD, NEW_PASSWORD, true);
    expect(await screen.findByText('Your password has been changed. Other devices logged out: 1.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user', { token: other })).status).toBe(401);
    expect((await page.world.server.call('GET', '/api/user', { token: page.token })).status).toBe(200);
  });

  it('checks the confirmation on the client before sending.', async () => {
    const page = await renderSettings(SettingsAccount);
    const part = await changePassword(PASSWORD, NEW_PASSWORD, 'something else');
    expect(part.getByText('The passwords do not match.')).toBeVisible();
    expect(page.world.requests.filter((r) => r.path === 'user/settings/password')).toHaveLength(0);
  });

  it("shows the server's policy message for a common password next to the new password, keeping the typing.", async () => {
    await renderSettings(SettingsAccount);
    const part = await changePassword(PASSWORD, 'password123');
    expect(
      await part.findByText('The given password has appeared in a data leak. Please choose a different password.'),
    ).toBeVisible();
    expect(part.getByLabelText<HTMLInputElement>(/^New password/).value).toBe('password123');
  });

  it('shows a wrong current password next to that field.', async () => {
    await renderSettings(SettingsAccount);
    const part = await changePassword('wrong password', NEW_PASSWORD);
    expect(await part.findByText('The provided password does not match your current password.')).toBeVisible();
  });
});

describe('SettingsAccount: password change and API tokens', () => {
  it('revokes the API tokens with the other devices unless "Keep my API tokens" is ticked.', async () => {
    let minted = '';
    const page = await renderSettings(SettingsAccount, {
      before: async (world, member) => {
        minted = (
          await world.server.call('POST', '/api/user/api-tokens', {
            token: world.server.tokenFor(member),
            body: { name: 'script', abilities: ['user:read'], password: PASSWORD },
          })
        ).body.plain_text_token;
      },
    });
    const user = userEvent.setup();
    const part = within(section('Password'));
    expect(part.queryByLabelText(/^Keep my API tokens/)).toBeNull();
    await user.type(part.getByLabelText(/^Current password/), PASSWORD);
    await user.type(part.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(part.getByLabelText(/^Confirm/), NEW_PASSWORD);
    await user.click(part.getByLabelText(/^Log out/));
    expect((part.getByLabelText(/^Keep my API tokens/) as HTMLInputElement).checked).toBe(false);
    await user.click(part.getByRole('button', { name: /password/i }));
    expect(await screen.findByText('API tokens revoked: 1.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user', { token: minted })).status).toBe(401);
  });
});

describe('SettingsAccount: wallet address', () => {
  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum;
  });

  /** A browser wallet extension (window.ethereum, EIP-1193) signing with `account`, a real viem key. */
  function installWallet(account: PrivateKeyAccount, options: { refuse?: boolean } = {}) {
    (window as { ethereum?: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: readonly unknown[] }) {
        if (method === 'eth_requestAccounts') return [account.address.toLowerCase()];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign') {
          if (options.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          return account.signMessage({ message: { raw: (params as [Hex])[0] } });
        }
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }

  // The message names the page's own host; the server accepts its FRONTEND_URL's.
  const walletWorld = () => createClientWorld({ path: '/settings', env: { FRONTEND_URL: window.location.origin } });

  it('links the address the browser wallet signs for (a SIWE message), and sets it on the session.', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    installWallet(account);
    const page = await renderSettings(SettingsAccount, { world: walletWorld() });
    await userEvent.setup().click(within(section('Ethereum wallet')).getByRole('button', { name: 'Link wallet' }));
    expect(await screen.findByText('Your wallet address has been saved.')).toBeVisible();
    expect(page.sessionUser()!.nft).toEqual({ address: account.address });
    expect(findUserById(page.world.server.db, page.user.id)!.wallet_address).toBe(account.address);
    expect(within(section('Ethereum wallet')).getByText(account.address)).toBeVisible();
    const sent = page.world.requests.find((r) => r.path === 'user/settings/wallet-address')!.body as {
      message: string;
      signature: string;
    };
    expect(parseSiweMessage(sent.message)).toMatchObject({
      address: account.address,
      domain: window.location.host,
      chainId: 1,
    });
  });

  it('says clearly that a browser wallet is needed when there is none, and sends nothing.', async () => {
    const page = await renderSettings(SettingsAccount);
    await userEvent.setup().click(within(section('Ethereum wallet')).getByRole('button', { name: 'Link wallet' }));
    expect(await within(section('Ethereum wallet')).findByText(/No browser wallet found\./)).toBeVisible();
    expect(page.world.requests.filter((r) => r.path === 'user/settings/wallet-address')).toHaveLength(0);
  });

  it('says so when the wallet refuses to sign, in German too, and links nothing.', async () => {
    installWallet(privateKeyToAccount(generatePrivateKey()), { refuse: true });
    const page = await renderSettings(SettingsAccount, { world: walletWorld(), locale: 'de' });
    await userEvent
      .setup()
      .click(within(section('Ethereum-Wallet')).getByRole('button', { name: 'Wallet verknüpfen' }));
    expect(
      await screen.findByText('Die Wallet hat die Nachricht nicht signiert, daher wurde nichts verknüpft.'),
    ).toBeVisible();
    expect(page.sessionUser()!.nft).toEqual({ address: null });
  });

  it("shows the server's 'already taken' when another member linked that wallet.", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    installWallet(account);
    await renderSettings(SettingsAccount, {
      world: walletWorld(),
      before: async (world) => {
        const other = await world.server.createUser();
        sql(world.server.db, 'UPDATE users SET wallet_address = ? WHERE id = ?').run(account.address, other.id);
      },
    });
    await userEvent.setup().click(within(section('Ethereum wallet')).getByRole('button', { name: 'Link wallet' }));
    expect(await screen.findByText('The address has already been taken.')).toBeVisible();
  });

  it('removes the address.', async () => {
    const page = await renderSettings(SettingsAccount, {
      before: async (world, member) =>
        void sql(world.server.db, 'UPDATE users SET wallet_address = ? WHERE id = ?').run(CHECKSUMMED, member.id),
    });
    setWalletAddress(CHECKSUMMED, page.world.session);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText('Your wallet address has been removed.')).toBeVisible();
    expect(page.sessionUser()!.nft).toEqual({ address: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove address' })).toBeNull());
  });
});

describe('SettingsAccount: language', () => {
  it.each([
    ['en', 'Language', 'Deutsch', 'de', 'Deine Sprache wurde gespeichert.'],
    ['de', 'Sprache', 'English', 'en', 'Your language has been saved.'],
  ] as const)(
    'shows the saved language and saves a change to the account (%s)',
    async (from, label, other, to, saved) => {
      const page = await renderSettings(SettingsAccount, { member: { language: from }, locale: from });
      const user = userEvent.setup();
      const select = within(section(label)).getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^${label}`) });
      expect(select.value).toBe(from);
      await user.selectOptions(select, other);
      expect(await screen.findByText(saved)).toBeVisible();
      expect(findUserById(page.world.server.db, page.user.id)!.language).toBe(to);
      expect(page.sessionUser()!.language).toBe(to);
    },
  );
});
