// Settings2fa: enable (password -> QR code and key -> code -> recovery codes once), disable, regenerate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Settings2fa from '../../../../src/modules/account/pages/settings/settings-2fa-page.tsx';
import { base32Decode, totp } from '../../../../server/auth/totp.ts';
import { findUserById } from '../../../../server/auth/repository-users.ts';
import { TOTP_SECRET } from '../../../core/session/auth-world.ts';
import { cleanupSettings, PASSWORD, renderSettings, type RenderedSettings } from './harness.tsx';
import { setTwoFactorEnabledAt } from '../../../../src/core/session/updates.ts';

afterEach(cleanupSettings);
beforeEach(() => {
  window.print = vi.fn();
});

const codeFor = (page: RenderedSettings, secret: string) =>
  totp(base32Decode(secret), Math.floor(page.world.server.clock.now().getTime() / 1000));

async function startSetup(page: RenderedSettings, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), password);
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  return user;
}

async function enableEndToEnd(page: RenderedSettings) {
  const user = await startSetup(page);
  const key = (await screen.findByLabelText('Key')).textContent!.replace(/\s/g, '');
  await user.type(screen.getByLabelText(/^Code from the app/), codeFor(page, key));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Your recovery codes' });
  return { user, key };
}

const shownCodes = () =>
  within(screen.getByRole('region', { name: 'Your recovery codes' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent!);

describe('Settings2fa', () => {
  it('turns 2FA on end to end: QR code as an image and the key, a code confirms, the session follows.', async () => {
    const page = await renderSettings(Settings2fa);
    const user = await startSetup(page);
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(qr.getAttribute('src')!.split(',')[1]!)).toMatch(/^<svg /);
    const key = screen.getByLabelText('Key').textContent!.replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await user.type(screen.getByLabelText(/^Code from the app/), codeFor(page, key));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeVisible();
    expect(page.sessionUser()!.google2fa_enabled_at).toBe('2026-01-01T10:00:00.000000Z');
    expect(findUserById(page.world.server.db, page.user.id)!.google2fa_enabled_at).not.toBeNull();
  });

  it('shows the 8 recovery codes once; they are gone after "I have saved my codes".', async () => {
    const page = await renderSettings(Settings2fa);
    const { user } = await enableEndToEnd(page);
    const codes = shownCodes();
    expect(codes).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Recovery codes left: 8')).toBeVisible();
    expect(screen.queryByText(codes[0]!)).toBeNull();
  });

  it('downloads the recovery codes as a .txt file.', async () => {
    const page = await renderSettings(Settings2fa, { member: { email: 'mia@club.test' } });
    const blobs: Blob[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:codes'));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await enableEndToEnd(page);
    const codes = shownCodes();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked[0]!.download).toBe('recovery-codes.txt');
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text.split('\n')).toEqual(['Recovery codes for mia@club.test. Each code works once.', '', ...codes, '']);
    create.mockRestore();
    click.mockRestore();
  });

  it('prints a print-only sheet of the codes through window.print.', async () => {
    const page = await renderSettings(Settings2fa, { member: { email: 'mia@club.test' } });
    const { user } = await enableEndToEnd(page);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('recovery-print');
    expect(sheet.className).toBe('settings-print');
    expect(sheet.getAttribute('style')).toBeNull();
    expect(within(sheet).getByRole('heading', { hidden: true }).textContent).toBe('Recovery codes for mia@club.test');
    expect(
      within(sheet)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(shownCodes());
  });

  it('shows a wrong password next to the field and stays off.', async () => {
    const page = await renderSettings(Settings2fa);
    await startSetup(page, 'wrong password');
    expect(await screen.findByText('The provided password was incorrect.')).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>(/^Current password/).value).toBe('wrong password');
    expect(page.sessionUser()!.google2fa_enabled_at).toBeNull();
  });

  it("checks the code's shape on the client and shows the server's refusal of a wrong code.", async () => {
    const page = await renderSettings(Settings2fa);
    const user = await startSetup(page);
    const field = await screen.findByLabelText(/^Code from the app/);
    await user.type(field, '12a');
    await user.tab();
    expect(screen.getByText('Code from the app must be 6 digits.')).toBeVisible();
    const key = screen.getByLabelText('Key').textContent!.replace(/\s/g, '');
    const wrong = codeFor(page, key) === '000000' ? '111111' : '000000';
    await user.clear(field);
    await user.type(field, wrong);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The provided two factor authentication code was invalid.')).toBeVisible();
    expect(page.sessionUser()!.google2fa_enabled_at).toBeNull();
  });

  it('turns 2FA off with the password; the session follows.', async () => {
    const page = await renderSettings(Settings2fa, {
      before: (world, member) => void world.server.enableTwoFactor(member, TOTP_SECRET),
    });
    setTwoFactorEnabledAt('2026-01-01T10:00:00.000000Z', page.world.session);
    expect(await screen.findByText('Two-factor authentication is on since Jan 1, 2026.')).toBeVisible();
    const user = userEvent.setup();
    const off = screen.getByRole('region', { name: 'Turn off' });
    await user.type(within(off).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is now off.')).toBeVisible();
    expect(page.sessionUser()!.google2fa_enabled_at).toBeNull();
    await waitFor(() => expect(screen.getByText('Two-factor authentication is off.')).toBeVisible());
  });

  it('refuses to turn off with a wrong password.', async () => {
    const page = await renderSettings(Settings2fa, {
      before: (world, member) => void world.server.enableTwoFactor(member, TOTP_SECRET),
    });
    const user = userEvent.setup();
    const off = await screen.findByRole('region', { name: 'Turn off' });
    await user.type(within(off).getByLabelText(/^Current password/), 'nope');
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(off).findByText('The provided password was incorrect.')).toBeVisible();
    expect(findUserById(page.world.server.db, page.user.id)!.google2fa_enabled_at).not.toBeNull();
  });

  it('gives new recovery codes with the password.', async () => {
    await renderSettings(Settings2fa, {
      before: (world, member) => void world.server.enableTwoFactor(member, TOTP_SECRET),
    });
    const user = userEvent.setup();
    const part = await screen.findByRole('region', { name: 'New recovery codes' });
    await user.type(within(part).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(part).getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText('You have new recovery codes.')).toBeVisible();
    expect(shownCodes()).toHaveLength(8);
  });

  it('offers to try again when the status cannot be loaded, and shows it then.', async () => {
    const page = await renderSettings(Settings2fa, { before: (world) => world.goOffline() });
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    page.world.goOnline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeVisible();
  });

  it('speaks German.', async () => {
    await renderSettings(Settings2fa, { locale: 'de' });
    expect(await screen.findByText('Die Zwei-Faktor-Authentifizierung ist aus.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Einschalten' })).toBeVisible();
  });
});
