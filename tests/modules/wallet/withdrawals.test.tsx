// The member's withdrawals against the real server (docs/spec.md §4 "Money and quota"): the wallet
// overview lists them with their states; a pending one is cancelled from its page after one
// question, and its amount is in the wallet again at once.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import WalletOverview from '../../../src/modules/wallet/pages/overview.tsx';
import WithdrawalPage from '../../../src/modules/wallet/pages/withdrawal.tsx';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { clientWorld, endWalletTest, walletRoute, type ClientWorld } from './world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

async function withdraw(w: ClientWorld, amount: string): Promise<string> {
  const token = w.server.demoToken;
  const accounts = (await w.server.call('GET', '/api/wallet/withdraw-accounts', { token })).body.data;
  const res = await w.server.call('POST', '/api/wallet/withdrawals', {
    token,
    body: { amount, withdraw_account_id: accounts[0].id },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.label;
}

describe('my withdrawals', () => {
  it('are listed on the wallet overview with their states, in German too', async () => {
    world = await clientWorld(walletModule);
    const label = await withdraw(world, '12.50');
    world.renderAt('/financial', <WalletOverview />);
    const section = await screen.findByRole('region', { name: 'My withdrawals' });
    const link = await within(section).findByRole('link', { name: new RegExp(label) });
    expect(link.getAttribute('href')).toBe(`/financial/withdraw/${label}`);
    expect(within(link).getByText('Pending')).toBeVisible();
    expect(link.textContent).toContain('€12.50');
    cleanup();
    await setLocale('de');
    world.renderAt('/financial', <WalletOverview />);
    const german = await screen.findByRole('region', { name: 'Meine Auszahlungen' });
    expect(
      within(await within(german).findByRole('link', { name: new RegExp(label) })).getByText('Ausstehend'),
    ).toBeVisible();
  });

  it('cancels a pending withdrawal after one question; its amount is available again at once', async () => {
    world = await clientWorld(walletModule);
    const before = findWalletByUser(world.server.db, world.server.demo.id)!.balance_cents;
    const label = await withdraw(world, '20.00');
    expect(findWalletByUser(world.server.db, world.server.demo.id)!.balance_cents).toBe(before - 2_000);
    world.renderAt(
      `/financial/withdraw/${label}`,
      (params) => <WithdrawalPage params={params} />,
      walletRoute('Wallet:Withdraw'),
    );
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel withdrawal' });
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel withdrawal ${label}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the withdrawal' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(world.requests.filter((r) => r.endsWith('/cancel'))).toEqual([]);
    await user.click(cancel);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(world.requests.filter((r) => r.endsWith('/cancel'))).toEqual([
      `POST /api/wallet/withdrawals/${label}/cancel`,
    ]);
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
    expect(findWalletByUser(world.server.db, world.server.demo.id)!.balance_cents).toBe(before);
  });
});
