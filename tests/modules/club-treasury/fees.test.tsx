// Membership fees in the staff area (Club:Fees, docs/spec.md §10 "Treasury") against the real server:
// a plan added, given to a member due today, charged now; a wallet too low is listed and retried.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../server/clock.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { clubTreasuryModule } from '../../../src/modules/club-treasury/index.ts';
import FeesPage from '../../../src/modules/club-treasury/pages/fees-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { createStaff } from '../../support/staff.ts';

let teardown: (() => void) | null = null;
afterEach(() => {
  cleanup();
  teardown?.();
  teardown = null;
});

describe('membership fees for the treasurer', () => {
  it('adds a plan, gives it to a member due today, charges it now and retries after a top-up.', async () => {
    const server = createWorld();
    const treasurer = await createStaff(server, { email: 'treasurer@club.test', name: 'Theo Kasse' }, 'treasurer');
    const member = await server.createUser({ email: 'mia@club.test', name: 'Mia Member' });
    const client = await signedInClient(server, server.tokenFor(treasurer), clubTreasuryModule);
    teardown = client.teardown;
    const user = userEvent.setup();
    client.renderAt('/club/fees', <FeesPage />);

    const plans = await screen.findByRole('region', { name: 'Fee plans' });
    await user.type(within(plans).getByRole('textbox', { name: 'Name' }), 'Monthly');
    await user.type(within(plans).getByRole('textbox', { name: 'Amount (€)' }), '15,00');
    await user.click(within(plans).getByRole('button', { name: 'Add the plan' }));
    await within(plans).findByText('Monthly · €15.00 / month');

    const assign = screen.getByRole('region', { name: 'Give a member a plan' });
    await user.type(within(assign).getByRole('searchbox', { name: 'Member' }), 'mia');
    await user.click(await within(assign).findByRole('button', { name: 'Choose Mia Member' }));
    await user.selectOptions(within(assign).getByRole('combobox', { name: 'Plan' }), 'Monthly');
    const due = within(assign).getByLabelText('First due on');
    await user.clear(due);
    await user.type(due, toTimestamp(server.clock.now()).slice(0, 10));
    await user.click(within(assign).getByRole('button', { name: 'Give the plan' }));
    await within(plans).findByText('1 member');

    await user.click(screen.getByRole('button', { name: 'Charge the fees due now' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Charged from wallets: 0. Could not pay: 1. For direct debit: 0.',
    );
    const unpaid = screen.getByRole('region', { name: 'Wallet could not pay' });
    bookTransaction(server.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: 2_000,
      status: 'completed',
      description: 'Top up',
      now: toTimestamp(server.clock.now()),
    });
    await user.click(await within(unpaid).findByRole('button', { name: 'Charge Mia Member again' }));
    await waitFor(() => expect(findWalletByUser(server.db, member.id)!.balance_cents).toBe(500));
  });
});
