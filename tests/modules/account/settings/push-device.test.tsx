// Push in this browser, on the notifications page (docs/spec.md §4 "Web push"): turned on after a tap
// (permission first, then the subscription with the server's key, saved on the server), turned off,
// and each reason it cannot be had said plainly. The browser is a stand-in; the server is real.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushDeviceSection } from '../../../../src/modules/account/components/settings/push-device-section.tsx';
import type { BrowserSubscription, PushBrowser } from '../../../../src/modules/account/store/settings/push-device.ts';
import SettingsNotifications from '../../../../src/modules/account/pages/settings/settings-notifications-page.tsx';
import { cleanupSettings, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** A browser that grants (or denies) permission and subscribes at a made-up push service. */
function fakeBrowser(answer: NotificationPermission = 'granted', overrides: Partial<PushBrowser> = {}) {
  let current: BrowserSubscription | null = null;
  let permission: NotificationPermission = 'default';
  const asked: string[] = [];
  const browser: PushBrowser = {
    supported: true,
    needsInstall: false,
    permission: () => permission,
    requestPermission: async () => {
      asked.push('permission');
      return (permission = answer);
    },
    subscription: async () => current,
    subscribe: async (publicKey) => {
      asked.push(`subscribe ${publicKey.length}`);
      const endpoint = 'https://push.example.com/send/one';
      current = {
        endpoint,
        toJSON: () => ({ endpoint, keys: KEYS }),
        unsubscribe: async () => ((current = null), true),
      };
      return current;
    },
    ...overrides,
  };
  return { browser, asked, current: () => current };
}

const pushCount = async (page: Awaited<ReturnType<typeof renderSettings>>) =>
  (await page.world.server.call('GET', '/api/user/settings/push', { token: page.token })).body.subscriptions;

describe('push in this browser', () => {
  it('asks for permission only after the tap, subscribes with the server’s key and saves it', async () => {
    const fake = fakeBrowser();
    const page = await renderSettings(() => <PushDeviceSection browser={fake.browser} />);
    expect(await screen.findByText('This browser receives no push messages.')).toBeVisible();
    expect(fake.asked).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on push in this browser' }));
    expect(
      await screen.findByText('This browser receives push messages for the topics switched on above.'),
    ).toBeVisible();
    // an uncompressed P-256 key, base64url: 87 characters
    expect(fake.asked).toEqual(['permission', 'subscribe 87']);
    expect(await pushCount(page)).toBe(1);
  });

  it('turns off: the server forgets this browser and the browser unsubscribes', async () => {
    const fake = fakeBrowser();
    const page = await renderSettings(() => <PushDeviceSection browser={fake.browser} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on push in this browser' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off push in this browser' }));
    expect(await screen.findByText('This browser receives no push messages.')).toBeVisible();
    expect(fake.current()).toBeNull();
    expect(await pushCount(page)).toBe(0);
  });

  it('says how to allow notifications when the browser refuses them, and saves nothing', async () => {
    const fake = fakeBrowser('denied');
    const page = await renderSettings(() => <PushDeviceSection browser={fake.browser} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on push in this browser' }));
    expect(await screen.findByText(/blocks notifications from the portal/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on push in this browser' })).toBeNull();
    expect(await pushCount(page)).toBe(0);
  });

  it('tells iPhone and iPad users to add the portal to the home screen first', async () => {
    const fake = fakeBrowser('granted', { supported: false, needsInstall: true });
    await renderSettings(() => <PushDeviceSection browser={fake.browser} />);
    expect(await screen.findByText(/^On iPhone and iPad, add the portal to your home screen first/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the browser cannot receive pushes at all (the page as the portal shows it)', async () => {
    await renderSettings(SettingsNotifications);
    expect(await screen.findByText('This browser cannot receive push messages.')).toBeVisible();
  });

  it('speaks German', async () => {
    const fake = fakeBrowser();
    await renderSettings(() => <PushDeviceSection browser={fake.browser} />, { locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Push in diesem Browser einschalten' })).toBeVisible();
    expect(screen.getByText('Dieser Browser erhält keine Push-Nachrichten.')).toBeVisible();
  });
});
