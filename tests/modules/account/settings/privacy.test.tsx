// SettingsPrivacy (issue 15 #2): the analytics consent switch, off by default, saved to the account
// at once and put into the session that core/tracking.ts follows.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPrivacy from '../../../../src/modules/account/pages/settings/settings-privacy-page.tsx';
import { cleanupSettings, renderSettings } from './harness.tsx';

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
    expect(await screen.findByText('Saved: your page views now carry your member ID and name.')).toBeTruthy();
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
    expect(await screen.findByText('Saved: your page views no longer carry your member ID or name.')).toBeTruthy();
    expect(page.sessionUser()?.analytics_consent).toBe(false);
    const stored = await page.world.server.call('GET', '/api/user', { token: page.token });
    expect(stored.body.analytics_consent).toBe(false);
  });

  it('keeps the consent off and says why when saving fails.', async () => {
    const page = await renderSettings(SettingsPrivacy);
    page.world.goOffline();
    await userEvent.setup().click(await consentSwitch());
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
    await waitFor(async () => expect((await consentSwitch()).checked).toBe(false));
    expect(page.sessionUser()?.analytics_consent).toBe(false);
  });

  it('speaks German.', async () => {
    await renderSettings(SettingsPrivacy, { locale: 'de' });
    expect(
      await consentSwitch('Meine Seitenaufrufe mit meiner Mitgliedsnummer und meinem Namen verknüpfen'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Datenschutz' })).toBeTruthy();
  });
});
