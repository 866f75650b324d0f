// The wallet's money pages against the real server: make-withdraw (refusal above the available
// balance, nothing booked), make-deposit leading to the bank details with QR code and copy
// buttons, and the withdraw-accounts settings page (IBAN refused by the server, shown at the field).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import BankDetailsPage from '../../../src/modules/wallet/pages/bank-details.tsx';
import OrderPage from '../../../src/modules/wallet/pages/order.tsx';
import MakeDeposit from '../../../src/modules/wallet/pages/make-deposit.tsx';
import MakeWithdraw from '../../../src/modules/wallet/pages/make-withdraw.tsx';
import WithdrawAccounts from '../../../src/modules/wallet/pages/withdraw-accounts.tsx';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { PASSWORD } from '../../server/helpers.ts';
import { clientWorld, endWalletTest, walletRoute, plain, type ClientWorld } from './world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

describe('make-withdraw', () => {
  it('refuses a withdrawal above the balance with a clear message, and books nothing', async () => {
    world = await clientWorld(walletModule);
    const before = findWalletByUser(world.server.db, world.server.demo.id)!.balance_cents;
    const { location } = world.renderAt('/financial/action/make-withdraw', <MakeWithdraw />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount in euros/), '600');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(plain((await screen.findByText(/You can withdraw at most/)).textContent)).toBe(
      'You can withdraw at most €507.80: your available balance (pending withdrawals are already taken out).',
    );
    expect(findWalletByUser(world.server.db, world.server.demo.id)!.balance_cents).toBe(before);
    expect(location.history).toEqual(['/financial/action/make-withdraw']);
  });

  it('books a withdrawal within the balance and opens it', async () => {
    world = await clientWorld(walletModule);
    const { location } = world.renderAt('/financial/action/make-withdraw', <MakeWithdraw />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount in euros/), '12,50');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/financial\/withdraw\/WD-/));
    expect(world.requests.some((r) => r === 'POST /api/wallet/withdrawals')).toBe(true);
  });

  it('keeps the message under the amount until the tap on the button is through, and that tap sends', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial/action/make-withdraw', <MakeWithdraw />);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Amount in euros/);
    await user.type(amount, '600');
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });
    await user.click(submit);
    await screen.findByText(/You can withdraw at most/);
    await user.clear(amount);
    await user.type(amount, '12');
    // What the button's click sees: the message still in place (nothing moved under the finger).
    let shownAtClick: string | null = null;
    submit.addEventListener('click', () => (shownAtClick = document.querySelector('.club-field__error')!.textContent), {
      capture: true,
    });
    await user.click(submit);
    expect(shownAtClick).toMatch(/^You can withdraw at most/);
    await waitFor(() => expect(world!.requests.filter((r) => r === 'POST /api/wallet/withdrawals')).toHaveLength(2));
  });

  it('says it in German for a German member', async () => {
    world = await clientWorld(walletModule);
    await setLocale('de');
    world.renderAt('/financial/action/make-withdraw', <MakeWithdraw />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Betrag in Euro/), '600');
    await user.click(screen.getByRole('button', { name: 'Auszahlung anfordern' }));
    expect(plain((await screen.findByText(/Du kannst höchstens/)).textContent)).toContain('507,80 €');
  });
});

describe('make-deposit and bank details', () => {
  it('creates a deposit order and shows its bank details, reference, QR code and copy buttons', async () => {
    world = await clientWorld(walletModule);
    const { location } = world.renderAt('/financial/action/make-deposit', <MakeDeposit />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount in euros/), '50');
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/financial\/order\/ORD-[\d-]+\/bank-details$/));
    cleanup();
    const path = location.history.at(-1)!;
    world.renderAt(path, (params) => <BankDetailsPage params={params} />, walletRoute('Wallet:BankDetails'));
    expect(await screen.findByText('DE02 1203 0000 0000 2020 51')).toBeVisible();
    const reference = screen.getByText(/^CLUB-[A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent!;
    const qr = screen.getByRole('img', { name: `GiroCode for a transfer of €50.00 with the reference ${reference}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(writeText).toHaveBeenCalledWith(reference);
  });

  it('copies the amount as the screen shows it in German (50,00), as a banking app takes it', async () => {
    world = await clientWorld(walletModule);
    await setLocale('de');
    const order = (
      await world.server.call('POST', '/api/wallet/deposits', { token: world.server.demoToken, body: { amount: '50' } })
    ).body;
    world.renderAt(
      `/financial/order/${order.label}/bank-details`,
      (params) => <BankDetailsPage params={params} />,
      walletRoute('Wallet:BankDetails'),
    );
    const user = userEvent.setup(); // before the stub: setup installs a clipboard of its own
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Betrag kopieren' }));
    expect(writeText).toHaveBeenCalledWith('50,00');
  });

  it('shows a cancelled order nothing to pay: no copy buttons, no GiroCode, no pay-by day, the status in its colour', async () => {
    world = await clientWorld(walletModule);
    const order = (
      await world.server.call('POST', '/api/wallet/deposits', { token: world.server.demoToken, body: { amount: '20' } })
    ).body;
    await world.server.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token: world.server.demoToken });
    world.renderAt(
      `/financial/order/${order.label}/bank-details`,
      (params) => <BankDetailsPage params={params} />,
      walletRoute('Wallet:BankDetails'),
    );
    const status = (await screen.findByText(/^This order is Cancelled/)).closest('p')!;
    expect(plain(status.textContent)).toBe(
      'This order is Cancelled. Nothing is to be paid: please do not transfer money for it.',
    );
    expect(status.className).toContain('club-wallet-state--cancelled');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Copy/ })).toEqual([]);
    expect(screen.queryByText('Please pay by')).toBeNull();
    expect(screen.queryByText(order.bank_reference)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancellation notice (PDF)' }).textContent).toBe(
      'Cancellation notice (PDF)',
    );
  });

  it('asks once before cancelling an order; keeping it returns focus to the button, confirming cancels', async () => {
    world = await clientWorld(walletModule);
    const order = (
      await world.server.call('POST', '/api/wallet/deposits', { token: world.server.demoToken, body: { amount: '20' } })
    ).body;
    world.renderAt(
      `/financial/order/${order.label}`,
      (params) => <OrderPage params={params} />,
      walletRoute('Wallet:Order'),
    );
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order ${order.label}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(world.requests.filter((r) => r.endsWith('/cancel'))).toEqual([]);
    await user.click(cancel);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(world.requests.filter((r) => r.endsWith('/cancel'))).toEqual([
      `POST /api/wallet/orders/${order.label}/cancel`,
    ]);
    expect(plain((await screen.findByText('Cancelled')).textContent)).toBe('Cancelled');
  });

  it('refuses an amount under the minimum with the server message at the field', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial/action/make-deposit', <MakeDeposit />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Amount in euros/), '5');
    await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
    expect(await screen.findByText('The amount must be at least €10.00.')).toBeVisible();
  });
});

describe('withdraw accounts settings', () => {
  it('shows the server refusal of an invalid IBAN at the field, and adds a valid account', async () => {
    world = await clientWorld(walletModule);
    // this login confirmed a moment ago (the dialog that asks otherwise: confirmation.test.tsx)
    await world.server.call('POST', '/api/user/confirm-password', {
      token: world.server.demoToken,
      body: { password: PASSWORD },
    });
    world.renderAt('/settings/withdraw-accounts', <WithdrawAccounts />);
    const user = userEvent.setup();
    await screen.findByText('DE89 3704 0044 0532 0130 00');
    await user.type(screen.getByLabelText(/Account holder/), 'Demo Member');
    await user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(
      await screen.findByText('The IBAN is not valid. Please check it against your bank statement.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText(/^IBAN/));
    await user.type(screen.getByLabelText(/^IBAN/), 'GB82 WEST 1234 5698 7654 32');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('GB82 WEST 1234 5698 7654 32')).toBeVisible();
  });

  it('shows the seeded account as the default', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/settings/withdraw-accounts', <WithdrawAccounts />);
    const row = (await screen.findByText('DE89 3704 0044 0532 0130 00')).closest('li')!;
    expect(within(row).getByText('Default').textContent).toBe('Default');
    expect(within(row).queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('asks once before removing an account, naming it; keeping it returns focus, confirming removes it', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/settings/withdraw-accounts', <WithdrawAccounts />);
    const user = userEvent.setup();
    await screen.findByText('DE89 3704 0044 0532 0130 00');
    const remove = screen.getByRole('button', { name: 'Remove the account of Demo Member' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove the account of Demo Member (DE89 3704 0044 0532 0130 00)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(world.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(world.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
    expect((await screen.findByText('No withdraw account yet.')).textContent).toBe('No withdraw account yet.');
  });
});
