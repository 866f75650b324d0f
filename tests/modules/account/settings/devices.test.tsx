// SettingsDevices: the logged-in devices; log one out (confirmed), or all others (password).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsDevices from '../../../../src/modules/account/pages/settings/settings-devices-page.tsx';
import type { ClientWorld } from '../../../core/session/auth-world.ts';
import { cleanupSettings, PASSWORD, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Logs the member in on another device through the real endpoints; answers its full token. */
async function otherDevice(world: ClientWorld, email: string, userAgent: string, ip: string): Promise<string> {
  const pending = await world.server.call('POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    headers: { 'User-Agent': userAgent },
    ip,
  });
  await world.server.call('POST', '/api/user/request-verification-code', { token: pending.body.access_token, ip });
  const code = world.emailedCode(email)!;
  const done = await world.server.call('POST', '/api/auth/verify', {
    token: pending.body.access_token,
    body: { code },
    headers: { 'User-Agent': userAgent },
    ip,
  });
  return done.body.access_token as string;
}

const list = () => screen.getByRole('list');

describe('SettingsDevices', () => {
  it('lists the devices: this one marked, the user agent in words, the IP and the last use.', async () => {
    await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: (world) => otherDevice(world, 'mia@club.test', FIREFOX_WINDOWS, '192.0.2.7').then(() => undefined),
    });
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeVisible();
    expect(within(items[1]!).getByText('Firefox on Windows')).toBeVisible();
    expect(within(items[1]!).getByText('IP address 192.0.2.7')).toBeVisible();
    expect(within(items[1]!).getByText(/^Last used /)).toBeVisible();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
  });

  it('logs a device out after confirmation; its next request is refused with 401.', async () => {
    let phone = '';
    const page = await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: async (world) => void (phone = await otherDevice(world, 'mia@club.test', SAFARI_IPHONE, '198.51.100.4')),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out: Safari on iOS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out this device?' });
    expect(within(dialog).getByText('“Safari on iOS” will have to log in again.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('The device has been logged out.')).toBeVisible();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    const res = await page.world.server.call('GET', '/api/user', { token: phone });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('keeps the device when the confirmation is cancelled.', async () => {
    let phone = '';
    const page = await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: async (world) => void (phone = await otherDevice(world, 'mia@club.test', SAFARI_IPHONE, '198.51.100.4')),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out: Safari on iOS' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await page.world.server.call('GET', '/api/user', { token: phone })).status).toBe(200);
  });

  it('logs out all other devices with the password.', async () => {
    const tokens: string[] = [];
    const page = await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: async (world) => {
        tokens.push(await otherDevice(world, 'mia@club.test', SAFARI_IPHONE, '198.51.100.4'));
        tokens.push(await otherDevice(world, 'mia@club.test', FIREFOX_WINDOWS, '192.0.2.7'));
      },
    });
    await screen.findAllByRole('listitem');
    const user = userEvent.setup();
    const part = screen.getByRole('region', { name: 'Log out all other devices' });
    await user.type(within(part).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(part).getByRole('button', { name: 'Log out all other devices' }));
    expect(await screen.findByText('Devices logged out: 2.')).toBeVisible();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    for (const token of tokens) expect((await page.world.server.call('GET', '/api/user', { token })).status).toBe(401);
    expect((await page.world.server.call('GET', '/api/user', { token: page.token })).status).toBe(200);
  });

  it('lists the API tokens, and revokes them with the other devices unless kept.', async () => {
    const minted: string[] = [];
    const page = await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: async (world, member) => {
        const token = world.server.tokenFor(member);
        minted.push(
          (
            await world.server.call('POST', '/api/user/api-tokens', {
              token,
              body: { name: 'backup script', abilities: ['user:read'], password: PASSWORD },
            })
          ).body.plain_text_token,
        );
      },
    });
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    expect(await within(tokens).findByText('backup script')).toBeVisible();
    const user = userEvent.setup();
    const part = screen.getByRole('region', { name: 'Log out all other devices' });
    expect((within(part).getByLabelText(/^Keep my API tokens/) as HTMLInputElement).checked).toBe(false);
    await user.type(within(part).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(part).getByRole('button', { name: 'Log out all other devices' }));
    expect(await screen.findByText('API tokens revoked: 1.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user', { token: minted[0] })).status).toBe(401);
    expect(await within(tokens).findByText('You have no API tokens.')).toBeVisible();
  });

  it('keeps the API tokens when the member ticks the box.', async () => {
    const minted: string[] = [];
    const page = await renderSettings(SettingsDevices, {
      before: async (world, member) => {
        minted.push(
          (
            await world.server.call('POST', '/api/user/api-tokens', {
              token: world.server.tokenFor(member),
              body: { name: 'kept', abilities: ['user:read'], password: PASSWORD },
            })
          ).body.plain_text_token,
        );
      },
    });
    const user = userEvent.setup();
    const part = screen.getByRole('region', { name: 'Log out all other devices' });
    await user.click(within(part).getByLabelText(/^Keep my API tokens/));
    await user.type(within(part).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(part).getByRole('button', { name: 'Log out all other devices' }));
    await waitFor(() =>
      expect(page.world.requests.find((r) => r.path === 'user/devices/logout-others')?.body).toEqual({
        password: PASSWORD,
        keep_api_tokens: true,
      }),
    );
    expect(await screen.findByText('Devices logged out: 1.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user', { token: minted[0] })).status).toBe(200);
  });

  it('needs the right password to log out the others, and logs out nobody without it.', async () => {
    let phone = '';
    const page = await renderSettings(SettingsDevices, {
      member: { email: 'mia@club.test' },
      before: async (world) => void (phone = await otherDevice(world, 'mia@club.test', SAFARI_IPHONE, '198.51.100.4')),
    });
    const user = userEvent.setup();
    const part = screen.getByRole('region', { name: 'Log out all other devices' });
    await user.click(within(part).getByRole('button', { name: 'Log out all other devices' }));
    expect(within(part).getByText('Current password is required.')).toBeVisible();
    await user.type(within(part).getByLabelText(/^Current password/), 'wrong password');
    await user.click(within(part).getByRole('button', { name: 'Log out all other devices' }));
    expect(await within(part).findByText('The provided password was incorrect.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user', { token: phone })).status).toBe(200);
  });

  it('offers to try again when the devices cannot be loaded, and lists them then.', async () => {
    const page = await renderSettings(SettingsDevices, { before: (world) => world.goOffline() });
    expect((await screen.findByText('This could not be loaded.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('list')).toBeNull();
    page.world.goOnline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('This device')).toBeVisible();
  });

  it('speaks German.', async () => {
    await renderSettings(SettingsDevices, {
      locale: 'de',
      member: { email: 'mia@club.test' },
      before: (world) => otherDevice(world, 'mia@club.test', FIREFOX_WINDOWS, '192.0.2.7').then(() => undefined),
    });
    expect(await screen.findByText('Firefox auf Windows')).toBeVisible();
    expect(screen.getByText('Dieses Gerät')).toBeVisible();
  });
});
