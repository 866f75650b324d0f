// The fresh confirmation in the portal (docs/threats.md T27), against the real server: adding a
// payout account or paying out to a new one answers 423, the confirmation dialog asks for the
// password (or the authenticator's code with 2FA on), a wrong one is refused in the dialog, the
// right one sends the move again and it goes through; in English and German.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerMessages, setLocale } from '../../../src/core/i18n/i18n.ts';
import { commonModule, loadMemberTexts } from '../../../src/modules/common/index.ts';
import { ConfirmationDialog } from '../../../src/modules/common/components/confirmation-dialog.tsx';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import MakeWithdraw from '../../../src/modules/wallet/pages/make-withdraw.tsx';
import WithdrawAccounts from '../../../src/modules/wallet/pages/withdraw-accounts.tsx';
import { base32Decode, totp } from '../../../server/auth/totp.ts';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { PASSWORD } from '../../server/helpers.ts';
import { clientWorld, endWalletTest, type ClientWorld } from './world.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

async function walletWorld(language: 'en' | 'de' = 'en') {
  world = await clientWorld(walletModule);
  registerMessages('common', commonModule.messages!);
  await setLocale(language);
  await loadMemberTexts();
  return world;
}

async function addAccount(user: ReturnType<typeof userEvent.setup>, holder: string, iban: string, add: string) {
  await user.type(screen.getByLabelText(/^(Account holder|Kontoinhaber)/), holder);
  await user.type(screen.getByLabelText(/^IBAN/), iban);
  await user.click(screen.getByRole('button', { name: add }));
}

/** The IBANs the accounts list shows, in its order. */
const listedIbans = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('code')?.textContent);

describe('adding a payout account in the portal', () => {
  it('asks for the password in a dialog, refuses a wrong one there, and adds the account with the right one', async () => {
    const w = await walletWorld();
    w.renderAt(
      '/settings/withdraw-accounts',
      <>
        <WithdrawAccounts />
        <ConfirmationDialog />
      </>,
    );
    const user = userEvent.setup();
    await screen.findByText('DE89 3704 0044 0532 0130 00');
    await addAccount(user, 'Demo Member', 'GB82 WEST 1234 5698 7654 32', 'Add account');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'The provided password was incorrect.',
      ),
    );
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(listedIbans()).toEqual(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(w.server.mails(w.server.demo.email).map((mail) => mail.meta.kind)).toContain('payout-account-added');
  });

  it('asks for the authenticator’s code when 2FA is on, in German', async () => {
    const w = await walletWorld('de');
    w.server.enableTwoFactor(w.server.demo, SECRET);
    w.renderAt(
      '/settings/withdraw-accounts',
      <>
        <WithdrawAccounts />
        <ConfirmationDialog />
      </>,
    );
    const user = userEvent.setup();
    await screen.findByText('DE89 3704 0044 0532 0130 00');
    await addAccount(user, 'Demo Member', 'GB82 WEST 1234 5698 7654 32', 'Konto hinzufügen');
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestätige, dass du es bist' });
    expect(
      within(dialog).getByText(
        'Zu deiner Sicherheit: Gib den Code aus deiner Authenticator-App ein. Ein neues Auszahlungskonto und Auszahlungen darauf brauchen ihn.',
      ),
    ).toBeVisible();
    const code = totp(base32Decode(SECRET), Math.floor(w.server.clock.now().getTime() / 1000));
    await user.type(within(dialog).getByLabelText(/^Code aus deiner Authenticator-App/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(listedIbans()).toEqual(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32']));
  });
});

describe('paying out to an account added today', () => {
  it('asks for the password once the confirmation is older than 5 minutes, then books the withdrawal', async () => {
    const w = await walletWorld();
    await w.server.call('POST', '/api/user/confirm-password', {
      token: w.server.demoToken,
      body: { password: PASSWORD },
    });
    const added = await w.server.call('POST', '/api/wallet/withdraw-accounts', {
      token: w.server.demoToken,
      body: { holder: 'Demo Member', iban: 'GB82 WEST 1234 5698 7654 32' },
    });
    expect(added.status).toBe(201);
    w.server.clock.advance(6 * 60_000);
    const { location } = w.renderAt(
      '/financial/action/make-withdraw',
      <>
        <MakeWithdraw />
        <ConfirmationDialog />
      </>,
    );
    const user = userEvent.setup();
    const account = await screen.findByRole('combobox', { name: /^Pay out to/ });
    await user.selectOptions(account, String(added.body.id));
    await user.type(screen.getByLabelText(/Amount in euros/), '10');
    const before = findWalletByUser(w.server.db, w.server.demo.id)!.balance_cents;
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/financial\/withdraw\/WD-/));
    expect(findWalletByUser(w.server.db, w.server.demo.id)!.balance_cents).toBe(before - 1000);
  });
});
