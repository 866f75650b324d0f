// The 'Wallet balance' dashboard card and $wallet, against the real server with demo@club.test's
// seeded wallet (balance €507.80, €100.00 on its way).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../src/core/i18n/i18n.ts';
import { session } from '../../../../src/core/session/session.ts';
import WalletBalanceCard from '../../../../src/modules/wallet/components/dashboard-card.tsx';
import { walletModule } from '../../../../src/modules/wallet/index.ts';
import { $wallet, loadWallet } from '../../../../src/modules/wallet/store.ts';
import { clientWorld, endWalletTest, plain, type ClientWorld } from '../world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

async function showCard() {
  world = await clientWorld(walletModule);
  const view = world.renderAt('/dashboard', <WalletBalanceCard />);
  await screen.findByText('Recent transactions');
  return view;
}

describe('$wallet', () => {
  it('loads GET wallet when its first listener arrives, and answers the summary in integer cents.', async () => {
    world = await clientWorld(walletModule);
    expect(world.requests).toEqual([]);
    const unbind = $wallet.listen(() => {});
    await waitFor(() => expect($wallet.get().status).toBe('ready'));
    expect($wallet.get().data).toMatchObject({ balance_cents: 50780, pending_cents: 10000, currency: 'EUR' });
    expect($wallet.get().data!.recent_transactions).toHaveLength(5);
    // beside GET config, which the realtime connection for the WalletUpdated cue reads
    expect(world.requests.filter((request) => request !== 'GET /api/config')).toEqual(['GET /api/wallet']);
    unbind();
  });

  it('is null once the member logs out, and loads nothing for nobody.', async () => {
    world = await clientWorld(walletModule);
    await loadWallet();
    // `.value`: get() on a store nobody listens to would show it, and load it
    expect($wallet.value!.data).not.toBeNull();
    session.logout();
    expect($wallet.value!.data).toBeNull();
    expect(await loadWallet()).toBeNull();
  });
});

describe('Wallet balance card', () => {
  it('shows a loading state, then the balance and the pending amount in English format.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/dashboard', <WalletBalanceCard />);
    expect(screen.getByRole('status').textContent).toBe('Loading wallet');
    const card = screen.getByRole('region', { name: 'Wallet balance' });
    await within(card).findByText('€507.80');
    expect(within(card).getByText('Pending: €100.00')).toBeVisible();
  });

  it('shows the balance in German format when the language is German.', async () => {
    await showCard();
    await setLocale('de');
    const card = await screen.findByRole('region', { name: 'Wallet-Guthaben' });
    expect(
      within(card).getByText(
        (_, el) => el?.className === 'club-wallet-summary__amount' && plain(el.textContent) === '507,80 €',
      ),
    ).toBeVisible();
    expect(
      within(card).getByText(
        (_, el) => el?.className === 'club-wallet-summary__pending' && plain(el.textContent) === 'Ausstehend: 100,00 €',
      ),
    ).toBeVisible();
  });

  it('lists the three newest transactions, each linking to its page, and links to the wallet.', async () => {
    const view = await showCard();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/financial/transaction/TX-2025-000025',
      '/financial/transaction/TX-2025-000024',
      '/financial/transaction/TX-2025-000023',
    ]);
    expect(plain(links[0]!.textContent)).toContain('Ticket TCK-2025-000005: Club get-together');
    expect(plain(links[0]!.textContent)).toContain('-€15.00');
    expect(plain(links[2]!.textContent)).toContain('Pending');
    expect(plain(links[2]!.textContent)).toContain('+€100.00');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open wallet' }));
    expect(view.location.history.at(-1)).toBe('/financial');
  });

  it('shows the failure with a retry that loads the wallet again.', async () => {
    world = await clientWorld(walletModule);
    world.setOffline(true);
    world.renderAt('/dashboard', <WalletBalanceCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load this: The server could not be reached. Please check your connection.',
    );
    world.setOffline(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€507.80')).toBeVisible();
  });
});
