// The treasury's pages against the real server (docs/spec.md §10 "Treasury"): an order marked paid
// with its bank reference, a CAMT.053 statement reviewed and booked once, two withdrawals approved
// and turned into a payout file, a member's ledger.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { toTimestamp } from '../../../server/clock.ts';
import {
  addWithdrawAccount,
  createDepositOrder,
  requestWithdrawal,
} from '../../../server/modules/wallet/money-repository.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { clubTreasuryModule } from '../../../src/modules/club-treasury/index.ts';
import BankPage from '../../../src/modules/club-treasury/pages/bank-page.tsx';
import LedgerPage from '../../../src/modules/club-treasury/pages/ledger-page.tsx';
import OrdersPage from '../../../src/modules/club-treasury/pages/orders-page.tsx';
import PayoutsPage from '../../../src/modules/club-treasury/pages/payouts-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { camt053 } from '../../support/camt053.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { createStaff } from '../../support/staff.ts';

async function treasuryWorld() {
  const server = createWorld();
  const treasurer = await createStaff(server, { email: 'treasurer@club.test', name: 'Theo Kasse' }, 'treasurer');
  const member = await server.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  const client = await signedInClient(server, server.tokenFor(treasurer), clubTreasuryModule);
  const order = (amountCents: number) =>
    createDepositOrder(server.db, {
      userId: member.id,
      amountCents,
      expiryDays: 14,
      now: server.clock.now(),
      toTimestamp,
    });
  const balance = () => findWalletByUser(server.db, member.id)?.balance_cents ?? 0;
  return { server, member, order, balance, ...client };
}

let world: Awaited<ReturnType<typeof treasuryWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

describe('orders', () => {
  it('marks an order awaiting payment paid with the bank reference.', async () => {
    world = await treasuryWorld();
    const order = world.order(2_500);
    const user = userEvent.setup();
    world.renderAt('/club/orders', <OrdersPage />);
    await user.type(await screen.findByRole('textbox', { name: `Bank reference for ${order.label}` }), 'BANK-77');
    await user.click(screen.getByRole('button', { name: `Mark ${order.label} paid` }));
    await waitFor(() => expect(world!.balance()).toBe(2_500));
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(order.label) })).toBeNull());
  });
});

describe('bank statements', () => {
  it('reviews a CAMT.053 file (exact, short, unknown) and books only the exact transfer, once.', async () => {
    world = await treasuryWorld();
    const exact = world.order(5_000);
    const short = world.order(8_000);
    const file = camt053([
      { amount: '50.00', remittance: `Einzahlung ${exact.bank_reference}`, name: 'Mia Member' },
      { amount: '60.00', remittance: `Einzahlung ${short.bank_reference}` },
      { amount: '20.00', remittance: 'CLUB-ZZZZ-ZZZZ' },
    ]);
    const user = userEvent.setup();
    world.renderAt('/club/bank', <BankPage />);
    await user.upload(
      await screen.findByLabelText('Statement file (CAMT.053 or CSV)'),
      new File([file], 'januar.xml', { type: 'application/xml' }),
    );
    const table = await screen.findByRole('table');
    const matches = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.firstChild!.textContent);
    expect(matches).toEqual(['Matches the order', 'Less than the order', 'No such order']);
    await user.click(screen.getByRole('button', { name: 'Book the matched transfers' }));
    expect((await screen.findByRole('status')).textContent).toBe(`1 order paid: ${exact.label}.`);
    expect(world.balance()).toBe(5_000);
    expect(screen.getByRole('button', { name: 'Book the matched transfers' }).hasAttribute('disabled')).toBe(true);
  });

  it('says in German why a file is refused.', async () => {
    world = await treasuryWorld();
    await setLocale('de');
    const user = userEvent.setup();
    world.renderAt('/club/bank', <BankPage />);
    await user.upload(
      await screen.findByLabelText('Auszugsdatei (CAMT.053 oder CSV)'),
      new File(['<Document><x></Document>'], 'kaputt.xml', { type: 'application/xml' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Die Datei ist kein wohlgeformtes XML.');
  });
});

describe('payouts', () => {
  it('approves two withdrawals and turns them into one payout file.', async () => {
    world = await treasuryWorld();
    const { server } = world;
    const now = toTimestamp(server.clock.now());
    const labels: string[] = [];
    for (const [name, iban] of [
      ['Lena Schmidt', 'DE89370400440532013000'],
      ['Jonas Weber', 'DE75512108001245126199'],
    ] as const) {
      const m = await server.createUser({ name });
      bookTransaction(server.db, {
        userId: m.id,
        type: 'deposit',
        amountCents: 5_000,
        status: 'completed',
        description: 'x',
        now,
      });
      const account = addWithdrawAccount(server.db, { userId: m.id, holder: name, iban, now });
      labels.push(requestWithdrawal(server.db, { userId: m.id, accountId: account.id, amountCents: 2_000, now }).label);
    }
    const user = userEvent.setup();
    world.renderAt('/club/payouts', <PayoutsPage />);
    for (const label of labels) await user.click(await screen.findByRole('button', { name: `Approve ${label}` }));
    await user.click(await screen.findByRole('button', { name: 'Create the payout file' }));
    const batches = await screen.findByRole('region', { name: 'Payout files' });
    expect((await within(batches).findByText(/2 transfers, €40\.00/)).textContent).toMatch(
      / · 2 transfers, €40\.00 · waiting for the bank$/,
    );
  });
});

describe("a member's ledger", () => {
  it('finds the member and shows the balance and entries.', async () => {
    world = await treasuryWorld();
    const now = toTimestamp(world.server.clock.now());
    bookTransaction(world.server.db, {
      userId: world.member.id,
      type: 'deposit',
      amountCents: 1_234,
      status: 'completed',
      description: 'Bank transfer',
      now,
    });
    const user = userEvent.setup();
    world.renderAt('/club/ledger', <LedgerPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Member' }), 'mia');
    await user.click(await screen.findByRole('button', { name: 'Show the ledger of Mia Member' }));
    const panel = await screen.findByRole('region', { name: 'Mia Member' });
    expect(within(panel).getAllByText('€12.34')).toHaveLength(3);
  });
});
