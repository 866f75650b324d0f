// The member's membership fee page (Wallet:Fees, docs/spec.md §10 "Treasury") against the real
// server: plan, next due day and the fee charged on the due day; the SEPA mandate given with consent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { jobActor } from '../../../server/audit/actors.ts';
import { createFeePlan, setMemberFeePlan } from '../../../server/modules/wallet/fee-plans.ts';
import { chargeDueFees } from '../../../server/modules/wallet/fees.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';
import FeesPage from '../../../src/modules/wallet/pages/fees.tsx';
import { clientWorld, endWalletTest, plain, type ClientWorld } from './world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  await endWalletTest(world);
  world = null;
});

async function withPlan() {
  world = await clientWorld(walletModule);
  const { server } = world;
  const actor = jobActor('test');
  const plan = createFeePlan(server.app.deps, actor, { name: 'Monthly', amountCents: 1_500, interval: 'month' });
  const today = toTimestamp(server.clock.now()).slice(0, 10);
  setMemberFeePlan(server.app.deps, actor, server.demo.id, { planId: plan.id, firstDue: today });
  await chargeDueFees(server.app.deps);
  return world;
}

describe('the membership fee page', () => {
  it('shows the plan, the next due day and the fee charged on the due day.', async () => {
    await withPlan();
    world!.renderAt('/financial/fees', <FeesPage />);
    expect(plain((await screen.findByText(/^Monthly:/)).textContent)).toBe('Monthly: €15.00 every month');
    expect(screen.getByText('Next due on').nextElementSibling?.textContent).toBe('2026-02-01');
    const charges = screen.getByRole('region', { name: 'Fees charged' });
    expect(within(charges).getByText('Paid from the wallet').textContent).toBe('Paid from the wallet');
    expect(within(charges).getByText('2026-01-01 · Monthly').tagName).toBe('SPAN');
  });

  it('takes a SEPA mandate only with consent, in German.', async () => {
    await withPlan();
    await setLocale('de');
    const user = userEvent.setup();
    world!.renderAt('/financial/fees', <FeesPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Kontoinhaber*in' }), 'Demo Member');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Mandat erteilen' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Einwilligung muss akzeptiert werden.'),
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mandat erteilen' }));
    expect(await screen.findByRole('button', { name: 'Mandat widerrufen' })).toBeEnabled();
    expect(screen.getByText(/^SEPA-Lastschrift \(Mandat CLUB-M-/).textContent).toMatch(
      /^SEPA-Lastschrift \(Mandat CLUB-M-\d+-\d+\)$/,
    );
  });
});
