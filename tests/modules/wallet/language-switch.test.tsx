// The wallet's form pages follow a language switch (docs/spec.md §4: the language can be switched at
// any time): a message shown in English is worded again in German, label included, and a message
// made after the switch is German through and through.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import MakeDeposit from '../../../src/modules/wallet/pages/make-deposit.tsx';
import MakeWithdraw from '../../../src/modules/wallet/pages/make-withdraw.tsx';
import WithdrawAccounts from '../../../src/modules/wallet/pages/withdraw-accounts.tsx';
import { clientWorld, endWalletTest, type ClientWorld } from './world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

const toGerman = () => act(() => setLocale('de'));

for (const [name, path, Page, button, german] of [
  ['make-deposit', '/financial/action/make-deposit', MakeDeposit, 'Create deposit order', 'Einzahlung anlegen'],
  ['make-withdraw', '/financial/action/make-withdraw', MakeWithdraw, 'Request withdrawal', 'Auszahlung anfordern'],
] as const)
  describe(name, () => {
    it('words the amount’s message in German after a switch, label included', async () => {
      world = await clientWorld(walletModule);
      world.renderAt(path, <Page />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: button }));
      await screen.findByText('Amount in euros is required.');
      await toGerman();
      await screen.findByText('Betrag in Euro ist erforderlich.');
      expect(screen.queryByText(/Amount in euros/)).toBeNull();
    });

    it('makes a message after the switch in German, label included', async () => {
      world = await clientWorld(walletModule);
      world.renderAt(path, <Page />);
      await screen.findByRole('button', { name: button });
      await toGerman();
      await userEvent.setup().click(await screen.findByRole('button', { name: german }));
      expect((await screen.findByText(/ist erforderlich\.$/)).textContent).toBe('Betrag in Euro ist erforderlich.');
    });
  });

describe('withdraw accounts', () => {
  it('words both fields’ messages in German after a switch, labels included', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/settings/withdraw-accounts', <WithdrawAccounts />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    await screen.findByText('Account holder is required.');
    await toGerman();
    await screen.findByText('Kontoinhaber ist erforderlich.');
    expect(screen.getByText('IBAN ist erforderlich.').textContent).toBe('IBAN ist erforderlich.');
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('makes the messages after the switch in German, labels included', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/settings/withdraw-accounts', <WithdrawAccounts />);
    await screen.findByRole('button', { name: 'Add account' });
    await toGerman();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Konto hinzufügen' }));
    expect((await screen.findAllByText(/ist erforderlich\.$/)).map((message) => message.textContent)).toEqual([
      'Kontoinhaber ist erforderlich.',
      'IBAN ist erforderlich.',
    ]);
  });
});
