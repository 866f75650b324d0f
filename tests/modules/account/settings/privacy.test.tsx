// SettingsPrivacy: the analytics consent switch, off by default, saved to the account
// at once and put into the session that core/tracking.ts follows.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPrivacy from '../../../../src/modules/account/pages/settings/settings-privacy-page.tsx';
import { cleanupSettings, PASSWORD, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const CONSENT = 'Link my page views to my member ID and name';
const consentSwitch = (name = CONSENT) => screen.findByRole<HTMLInputElement>('switch', { name });

describe('SettingsPrivacy', () => {
  it('shows the consent switch off for a member who never agreed.', async () => {
    await renderSettings(SettingsPrivacy);
    const control = await consentSwitch();
    expect(control.checked).toBe(false);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('switching it on saves the consent to the account and into the session, and says so.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    await userEvent.setup().click(await consentSwitch());
    expect(await screen.findByText('Saved: your page views now carry your member ID and name.')).toBeVisible();
    expect((await consentSwitch()).checked).toBe(true);
    expect(page.sessionUser()?.analytics_consent).toBe(true);
    const stored = await page.world.server.call('GET', '/api/user', { token: page.token });
    expect(stored.body.analytics_consent).toBe(true);
  });

  it('describes the state the switch is in under it: off while off, on once ticked.', async () => {
    await renderSettings(SettingsPrivacy);
    const hint = 'Off: the club sees page views without knowing whose they are. You can switch this on at any time.';
    expect((await screen.findByText(hint)).textContent).toBe(hint);
    await userEvent.setup().click(await consentSwitch());
    await screen.findByText('Saved: your page views now carry your member ID and name.');
    expect(screen.queryByText(hint)).toBeNull();
    expect(
      screen.getByText('On: your page views carry your member ID and name. You can switch this off at any time.')
        .textContent,
    ).toMatch(/^On: /);
  });

  it('switching it off again saves that too.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    const user = userEvent.setup();
    await user.click(await consentSwitch());
    await screen.findByText('Saved: your page views now carry your member ID and name.');
    await user.click(await consentSwitch());
    expect(await screen.findByText('Saved: your page views no longer carry your member ID or name.')).toBeVisible();
    expect(page.sessionUser()?.analytics_consent).toBe(false);
    const stored = await page.world.server.call('GET', '/api/user', { token: page.token });
    expect(stored.body.analytics_consent).toBe(false);
  });

  it('keeps the consent off and says why when saving fails.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    page.world.goOffline();
    await userEvent.setup().click(await consentSwitch());
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeVisible();
    await waitFor(async () => expect((await consentSwitch()).checked).toBe(false));
    expect(page.sessionUser()?.analytics_consent).toBe(false);
  });

  it('lists each change of a consent in its history, newest first.', async () => {
    await renderSettings(SettingsPrivacy);
    await screen.findByText('You have not changed a consent yet.');
    const user = userEvent.setup();
    await user.click(await consentSwitch());
    await screen.findByText('Saved: your page views now carry your member ID and name.');
    await user.click(await consentSwitch());
    await screen.findByText('Saved: your page views no longer carry your member ID or name.');
    const history = screen.getByRole('region', { name: 'History of your consents' });
    await waitFor(() =>
      expect([...history.querySelectorAll('.settings-list__name')].map((item) => item.textContent)).toEqual([
        'Analytics off',
        'Analytics on',
      ]),
    );
  });

  it('shows email and push consents per topic, from the notification settings.', async () => {
    const page = await renderSettings(SettingsPrivacy, {
      before: async (world, member) => {
        const token = world.server.tokenFor(member);
        await world.server.call('PUT', '/api/user/settings/notifications', {
          token,
          body: { preferences: { news: { mail: false, push: false }, wallet: { mail: true, push: false } } },
        });
      },
    });
    await screen.findByText(
      'On for: Club announcements, Wallet, Appointments, Growing, Support tickets, Chat messages',
    );
    expect(
      screen.getByText('On for: Club announcements, Appointments, Growing, Support tickets, Chat messages'),
    ).toBeVisible();
    expect(screen.getByText('Email for News off')).toBeVisible();
    expect(page.sessionUser()).not.toBeNull();
  });

  it('says which records the law keeps and for how long, and closes the account with the password.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    await screen.findByText(
      'Handovers of cannabis to you (0 records): with your name, first name and year of birth, kept 5 years after each handover (KCanG §26).',
    );
    expect(screen.getByText(/kept 10 years after the end of their year/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Current password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(page.sessionUser()).toBeNull());
    const me = await page.world.server.call('GET', '/api/user', { token: page.token });
    expect(me.status).toBe(401);
  });

  it('keeps the account open and says why when the password is wrong.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText('The provided password was incorrect.');
    expect(page.sessionUser()).not.toBeNull();
  });

  it('speaks German.', async () => {
    await renderSettings(SettingsPrivacy, { locale: 'de' });
    expect(
      await consentSwitch('Meine Seitenaufrufe mit meiner Mitgliedsnummer und meinem Namen verknüpfen'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Datenschutz' })).toBeVisible();
  });
});
