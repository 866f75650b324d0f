// The wallet pages (overview, transaction, order, withdrawal) against the real server with
// demo@club.test's seeded wallet: 25 transactions, 9 orders, 2 withdrawals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import OrderPage from '../../../src/modules/wallet/pages/order.tsx';
import WalletOverview from '../../../src/modules/wallet/pages/overview.tsx';
import TransactionPage from '../../../src/modules/wallet/pages/transaction.tsx';
import WithdrawalPage from '../../../src/modules/wallet/pages/withdrawal.tsx';
import { clientWorld, endWalletTest, walletRoute, plain, type ClientWorld } from './world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

describe('Wallet overview', () => {
  it('shows the balance and the 15 newest transactions, and pages to the other 10.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial', <WalletOverview />);
    expect(await screen.findByText('€507.80')).toBeVisible();
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    await waitFor(() => expect(within(transactions).getAllByRole('link')).toHaveLength(15));
    expect(within(transactions).getByText('Page 1 of 2')).toBeVisible();
    expect(within(transactions).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await userEvent.setup().click(within(transactions).getByRole('button', { name: 'Next' }));
    await within(transactions).findByText('Page 2 of 2');
    const links = within(transactions).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.at(-1)!.getAttribute('href')).toBe('/financial/transaction/TX-2025-000001');
    expect(world.requests).toContain('GET /api/wallet/transactions?page=2');
  });

  it('keeps the transaction page in the address (?page=2), so the back button returns to it.', async () => {
    world = await clientWorld(walletModule);
    const { location } = world.renderAt('/financial', <WalletOverview />);
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    await within(transactions).findByText('Page 1 of 2');
    await userEvent.setup().click(within(transactions).getByRole('button', { name: 'Next' }));
    await within(transactions).findByText('Page 2 of 2');
    expect(location.history).toEqual(['/financial', '/financial?page=2']);
  });

  it('opens at the transaction page the address names, as after the back button.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial?page=2', <WalletOverview />);
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(await within(transactions).findByText('Page 2 of 2')).toBeVisible();
    expect(within(transactions).getAllByRole('link')).toHaveLength(10);
    expect(world.requests).not.toContain('GET /api/wallet/transactions?page=1');
  });

  it('says a transaction page past the last one is empty and links to page 1.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial?page=99', <WalletOverview />);
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(await within(transactions).findByText(/This page is empty\./)).toBeVisible();
    expect(within(transactions).queryByText('No transactions yet.')).toBeNull();
    expect(within(transactions).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe('/financial');
  });

  it('lists the orders with their status, total and a link to each.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt('/financial', <WalletOverview />);
    const orders = screen.getByRole('region', { name: 'Orders' });
    await waitFor(() => expect(within(orders).getAllByRole('link')).toHaveLength(9));
    const first = within(orders).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/financial/order/ORD-2025-000009');
    expect(plain(first.textContent)).toContain('Awaiting payment');
    expect(plain(first.textContent)).toContain('€45.00');
  });

  it('shows an empty list to a member without transactions.', async () => {
    world = await clientWorld(walletModule);
    const { session } = await import('../../../src/core/session/session.ts');
    const fresh = await world.server.createUser();
    const token = world.server.tokenFor(fresh);
    const user = (await world.server.call('GET', '/api/user', { token })).body;
    session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user });
    world.renderAt('/financial', <WalletOverview />);
    expect(await screen.findByText('No transactions yet.')).toBeVisible();
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(await screen.findByText('€0.00')).toBeVisible();
  });
});

describe('statement on the wallet page', () => {
  function catchDownloads() {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return saved;
  }

  it('offers a month, a year and days of the member’s choice, and downloads the period asked for', async () => {
    world = await clientWorld(walletModule);
    const saved = catchDownloads();
    world.renderAt('/financial', <WalletOverview />);
    const user = userEvent.setup();
    const statement = await screen.findByRole('region', { name: 'Account statement' });
    const period = within(statement).getByLabelText<HTMLSelectElement>('Period');
    expect([...period.options].map((o) => o.text)).toEqual(['A month', 'A year', 'Days of my choice']);
    await user.selectOptions(period, 'year');
    const year = String(new Date().getFullYear() - 1);
    await user.selectOptions(within(statement).getByLabelText('Year'), year);
    await user.click(within(statement).getByRole('button', { name: 'Download statement (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`statement-${year}-01-01-${year}-12-31.pdf`]));
    expect(world.requests).toContain(`GET /api/wallet/statement/pdf?from=${year}-01-01&to=${year}-12-31`);
    await user.selectOptions(period, 'custom');
    await user.clear(within(statement).getByLabelText('From'));
    await user.type(within(statement).getByLabelText('From'), '2026-03-05');
    await user.clear(within(statement).getByLabelText('To (included)'));
    await user.type(within(statement).getByLabelText('To (included)'), '2026-03-01');
    await user.click(within(statement).getByRole('button', { name: 'Download statement (PDF)' }));
    expect((await within(statement).findByRole('alert')).textContent).toBe(
      'The end of the period must not be before its start.',
    );
  });
});

describe('Transaction page', () => {
  it("shows the transaction's details and links to the order it paid.", async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/transaction/TX-2025-000003',
      (params) => <TransactionPage params={params} />,
      walletRoute('Wallet:Transaction'),
    );
    expect(await screen.findByText('Order ORD-2025-000001: Club T-shirt, Rolling papers')).toBeVisible();
    expect(screen.getByText('-€29.40')).toBeVisible();
    expect(screen.getByText('€155.60')).toBeVisible(); // balance after: 200.00 - 15.00 (fee) - 29.40
    expect(screen.getByRole('link', { name: 'Order ORD-2025-000001' }).getAttribute('href')).toBe(
      '/financial/order/ORD-2025-000001',
    );
  });

  it('downloads the receipt through downloadBase64Pdf as {name}.pdf.', async () => {
    world = await clientWorld(walletModule);
    const saved: { download: string; type: string }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:receipt', blob as Blob);
      return 'blob:receipt';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, type: blobs.get(this.href)?.type ?? '' });
    });
    world.renderAt(
      '/financial/transaction/TX-2025-000003',
      (params) => <TransactionPage params={params} />,
      walletRoute('Wallet:Transaction'),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'TX-2025-000003.pdf', type: 'application/pdf' }]));
    const pdf = new TextDecoder('latin1').decode(await blobs.get('blob:receipt')!.arrayBuffer());
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(world.requests).toContain('GET /api/wallet/transactions/TX-2025-000003/pdf');
  });

  it("shows a not-found message for another member's transaction (404).", async () => {
    world = await clientWorld(walletModule);
    const theirs = (await world.server.call('GET', '/api/wallet/transactions', { token: world.server.demoToken })).body
      .data[0].label as string;
    const { session } = await import('../../../src/core/session/session.ts');
    const user = (await world.server.call('GET', '/api/user', { token: world.server.otherToken })).body;
    session.login({ access_token: world.server.otherToken, token_type: 'Bearer', expires_in: 3600, user });
    world.renderAt(
      `/financial/transaction/${theirs}`,
      (params) => <TransactionPage params={params} />,
      walletRoute('Wallet:Transaction'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This transaction does not exist, or it belongs to another member.',
    );
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});

describe('Order page', () => {
  it('shows the lines, the total and the transfer reference of a pending bank transfer order.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/order/ORD-2025-000008',
      (params) => <OrderPage params={params} />,
      walletRoute('Wallet:Order'),
    );
    expect(await screen.findByText('Club T-shirt')).toBeVisible();
    expect(screen.getByText('1 × €24.90')).toBeVisible();
    expect(screen.getByText('€37.40')).toBeVisible();
    expect(screen.getByText('Bank transfer')).toBeVisible();
    expect(screen.getByText(/^CLUB-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
    expect(screen.getByText(/give this reference with your bank transfer/)).toBeVisible();
  });

  it('accepts the optional status segment and links a wallet-paid order to its transaction.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/order/ORD-2025-000001/success',
      (params) => <OrderPage params={params} />,
      walletRoute('Wallet:Order'),
    );
    expect(await screen.findByText('Completed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'TX-2025-000003' }).getAttribute('href')).toBe(
      '/financial/transaction/TX-2025-000003',
    );
  });

  it('shows a not-found message for an unknown order.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/order/ORD-2099-000001',
      (params) => <OrderPage params={params} />,
      walletRoute('Wallet:Order'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order does not exist, or it belongs to another member.',
    );
  });
});

describe('Withdrawal page', () => {
  it('shows amount, status, the shortened IBAN and the wallet entry, in German too.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/withdraw/WD-2025-000002',
      (params) => <WithdrawalPage params={params} />,
      walletRoute('Wallet:Withdraw'),
    );
    expect(await screen.findByText('€25.00')).toBeVisible();
    expect(screen.getByText('DE89 … 3000')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByRole('link', { name: 'TX-2025-000024' })).toBeVisible();
    await setLocale('de');
    expect(await screen.findByText('Ausstehend')).toBeVisible();
    expect(screen.getByText((_, el) => el?.tagName === 'STRONG' && plain(el.textContent) === '25,00 €')).toBeVisible();
  });

  it('shows a not-found message for an unknown withdrawal.', async () => {
    world = await clientWorld(walletModule);
    world.renderAt(
      '/financial/withdraw/WD-2099-000001',
      (params) => <WithdrawalPage params={params} />,
      walletRoute('Wallet:Withdraw'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This withdrawal does not exist, or it belongs to another member.',
    );
  });
});
