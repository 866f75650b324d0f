// SettingsNotifications: the topic x channel matrix of switches, saved.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsNotifications from '../../../../src/modules/account/pages/settings/settings-notifications-page.tsx';
import { cleanupSettings, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const toggle = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name });

describe('SettingsNotifications', () => {
  it('shows a switch per topic and channel, as the server has them.', async () => {
    await renderSettings(SettingsNotifications, {
      before: async (world, member) =>
        void (await world.server.call('PUT', '/api/user/settings/notifications', {
          token: world.server.tokenFor(member),
          body: { preferences: { chat: { mail: false, push: true } } },
        })),
    });
    expect((await toggle('Email for Chat messages')).checked).toBe(false);
    expect((await toggle('Push for Chat messages')).checked).toBe(true);
    expect(screen.getAllByRole('switch')).toHaveLength(14);
    expect(screen.getByRole('rowheader', { name: 'Growing' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Club announcements' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Support tickets' })).toBeVisible();
  });

  it('saves the switched preferences and confirms with a toast.', async () => {
    const page = await renderSettings(SettingsNotifications);
    const user = userEvent.setup();
    await user.click(await toggle('Email for News'));
    await user.click(await toggle('Push for Wallet'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeVisible();
    const stored = await page.world.server.call('GET', '/api/user/settings/notifications', { token: page.token });
    expect(stored.body.preferences).toMatchObject({
      news: { mail: false, push: true },
      wallet: { mail: true, push: false },
      chat: { mail: true, push: true },
    });
  });

  it('offers saving only once something changed.', async () => {
    await renderSettings(SettingsNotifications);
    const user = userEvent.setup();
    await toggle('Email for News');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    await user.click(await toggle('Email for News'));
    expect(save.disabled).toBe(false);
    await user.click(await toggle('Email for News'));
    expect(save.disabled).toBe(true);
  });

  it('keeps the switches as set and says why when saving fails.', async () => {
    const page = await renderSettings(SettingsNotifications);
    const user = userEvent.setup();
    await user.click(await toggle('Email for News'));
    page.world.goOffline();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeVisible();
    expect((await toggle('Email for News')).checked).toBe(false);
  });

  it('offers to try again when the settings cannot be loaded, and shows the switches then.', async () => {
    const page = await renderSettings(SettingsNotifications, { before: (world) => world.goOffline() });
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    page.world.goOnline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await toggle('Email for News')).checked).toBe(true);
    expect(screen.getAllByRole('switch')).toHaveLength(14);
  });

  it('speaks German.', async () => {
    await renderSettings(SettingsNotifications, { locale: 'de' });
    expect(await toggle('E-Mail für Neuigkeiten')).toBeVisible();
  });
});
