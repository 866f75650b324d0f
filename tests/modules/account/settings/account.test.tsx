// SettingsAccount: name, email, password and the Ethereum wallet address.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsAccount from '../../../../src/modules/account/pages/settings/settings-account-page.tsx';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { cleanupSettings, PASSWORD, renderSettings } from './harness.tsx';
import { setWalletAddress } from '../../../../src/core/session/updates.ts';

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
    expect(await screen.findByText('Your name has been saved.')).toBeTruthy();
    expect(page.sessionUser()!.name).toBe('Mia Muster');
  });

  it('requires a name, next to the field.', async () => {
    const page = await renderSettings(SettingsAccount);
    const user = userEvent.setup();
    await user.clear(within(section('Name')).getByLabelText(/^Name/));
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));
    expect(within(section('Name')).getByText('Name is required.')).toBeTruthy();
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
    expect(await email.findByRole('status')).toHaveProperty('textContent', 'Please check your inbox: we have sent a confirmation link to new@club.test.');
    const session = page.world.session.$session.get();
    expect(session).toMatchObject({ loginMail: 'new@club.test', isLoggedIn: true, user: { email: 'new@club.test', email_verified: false } });
    expect(session.token!.access_token).toBe(page.token);
    expect(page.world.server.mails('new@club.test').map((m) => m.meta.kind)).toEqual(['verify-email']);
  });

  it("shows the server's 'password incorrect' next to the password and keeps the new address typed.", async () => {
    const page = await renderSettings(SettingsAccount, { member: { email: 'old@club.test' } });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'new@club.test');
    await user.type(email.getByLabelText(/^Current password/), 'wrong password');
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(await email.findByText('The provided password was incorrect.')).toBeTruthy();
    expect(email.getByLabelText<HTMLInputElement>(/^New email address/).value).toBe('new@club.test');
    expect(page.world.session.$session.get().loginMail).toBe('old@club.test');
  });

  it("shows 'already taken' next to the email field.", async () => {
    const page = await renderSettings(SettingsAccount, { before: (world) => void world.server.createUser({ email: 'taken@club.test' }) });
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'taken@club.test');
    await user.type(email.getByLabelText(/^Current password/), PASSWORD);
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(await email.findByText('The email has already been taken.')).toBeTruthy();
    expect(page.sessionUser()!.email).not.toBe('taken@club.test');
  });

  it('checks the address format on blur, before sending.', async () => {
    await renderSettings(SettingsAccount);
    const user = userEvent.setup();
    const email = within(section('Email address'));
    await user.type(email.getByLabelText(/^New email address/), 'not-an-email');
    await user.tab();
    expect(email.getByText('New email address must be a valid email address.')).toBeTruthy();
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
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(part.getByLabelText<HTMLInputElement>(/^Current password/).value).toBe('');
    expect((await page.world.server.hasher.verify(NEW_PASSWORD, findUserById(page.world.server.db, page.user.id)!.password)).ok).toBe(true);
  });

  it("logs out the other devices when 'log out other devices' is ticked, and says how many.", async () => {
    let other = '';
    const page = await renderSettings(SettingsAccount, { before: (world, member) => void (other = world.server.tokenFor(member)) });
    await changePassword(PASSWORD, NEW_PASSWORD, NEW_PASSWORD, true);
    expect(await screen.findByText('Your password has been changed. Other devices logged out: 1.')).toBeTruthy();
    expect((await page.world.server.call('GET', '/api/user', { token: other })).status).toBe(401);
    expect((await page.world.server.call('GET', '/api/user', { token: page.token })).status).toBe(200);
  });

  it('checks the confirmation on the client before sending.', async () => {
    const page = await renderSettings(SettingsAccount);
    const part = await changePassword(PASSWORD, NEW_PASSWORD, 'something else');
    expect(part.getByText('The passwords do not match.')).toBeTruthy();
    expect(page.world.requests.filter((r) => r.path === 'user/settings/password')).toHaveLength(0);
  });

  it("shows the server's policy message for a common password next to the new password, keeping the typing.", async () => {
    await renderSettings(SettingsAccount);
    const part = await changePassword(PASSWORD, 'password123');
    expect(await part.findByText('The given password has appeared in a data leak. Please choose a different password.')).toBeTruthy();
    expect(part.getByLabelText<HTMLInputElement>(/^New password/).value).toBe('password123');
  });

  it('shows a wrong current password next to that field.', async () => {
    await renderSettings(SettingsAccount);
    const part = await changePassword('wrong password', NEW_PASSWORD);
    expect(await part.findByText('The provided password does not match your current password.')).toBeTruthy();
  });
});

describe('SettingsAccount: wallet address', () => {
  it('marks the wallet address as optional, not required.', async () => {
    await renderSettings(SettingsAccount);
    const field = within(section('Ethereum wallet')).getByLabelText(/^Wallet address/);
    expect(field.hasAttribute('required')).toBe(false);
    expect(field.getAttribute('aria-required')).not.toBe('true');
  });

  async function saveWallet(address: string) {
    const user = userEvent.setup();
    const part = within(section('Ethereum wallet'));
    const field = part.getByLabelText(/^Wallet address/);
    await user.clear(field);
    await user.type(field, address);
    await user.click(part.getByRole('button', { name: 'Save address' }));
    return part;
  }

  it('stores a lowercase address in its checksum form and sets it on the session.', async () => {
    const page = await renderSettings(SettingsAccount);
    const part = await saveWallet(CHECKSUMMED.toLowerCase());
    expect(await screen.findByText('Your wallet address has been saved.')).toBeTruthy();
    expect(page.sessionUser()!.nft).toEqual({ address: CHECKSUMMED });
    expect(part.getByLabelText<HTMLInputElement>(/^Wallet address/).value).toBe(CHECKSUMMED);
  });

  it('refuses a mixed-case address with a wrong checksum on the client, keeping it typed.', async () => {
    const page = await renderSettings(SettingsAccount);
    const wrong = CHECKSUMMED.replace('aA', 'Aa');
    const part = await saveWallet(wrong);
    expect(await part.findByText(/This is not a valid Ethereum address/)).toBeTruthy();
    expect(part.getByLabelText<HTMLInputElement>(/^Wallet address/).value).toBe(wrong);
    expect(page.world.requests.filter((r) => r.path === 'user/settings/wallet-address')).toHaveLength(0);
  });

  it("shows the server's 'already taken' next to the field.", async () => {
    await renderSettings(SettingsAccount, {
      before: async (world) => {
        const other = await world.server.createUser();
        await world.server.call('PUT', '/api/user/settings/wallet-address', { token: world.server.tokenFor(other), body: { address: CHECKSUMMED } });
      },
    });
    const part = await saveWallet(CHECKSUMMED);
    expect(await part.findByText('The address has already been taken.')).toBeTruthy();
  });

  it('removes the address.', async () => {
    const page = await renderSettings(SettingsAccount, {
      before: async (world, member) => void (await world.server.call('PUT', '/api/user/settings/wallet-address', { token: world.server.tokenFor(member), body: { address: CHECKSUMMED } })),
    });
    setWalletAddress(CHECKSUMMED, page.world.session);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText('Your wallet address has been removed.')).toBeTruthy();
    expect(page.sessionUser()!.nft).toEqual({ address: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove address' })).toBeNull());
  });
});

describe('SettingsAccount: language', () => {
  it.each([
    ['en', 'Language', 'Deutsch', 'de', 'Deine Sprache wurde gespeichert.'],
    ['de', 'Sprache', 'English', 'en', 'Your language has been saved.'],
  ] as const)('shows the saved language and saves a change to the account (%s)', async (from, label, other, to, saved) => {
    const page = await renderSettings(SettingsAccount, { member: { language: from }, locale: from });
    const user = userEvent.setup();
    const select = within(section(label)).getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^${label}`) });
    expect(select.value).toBe(from);
    await user.selectOptions(select, other);
    expect(await screen.findByText(saved)).toBeTruthy();
    expect(findUserById(page.world.server.db, page.user.id)!.language).toBe(to);
    expect(page.sessionUser()!.language).toBe(to);
  });
});
