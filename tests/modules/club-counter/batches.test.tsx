// The batches in the staff area (Club:Batches, docs/spec.md §12 "Batches", "Recall") against the
// real server: a harvest recorded in quarantine and released; a bad harvest date shown on its field;
// a recall that lists the member who received from the batch.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cliActor } from '../../../server/audit/actors.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { handOver } from '../../../server/modules/growing/handover.ts';
import { findStrain } from '../../../server/modules/growing/repository-strains.ts';
import { clubCounterModule } from '../../../src/modules/club-counter/index.ts';
import BatchesPage from '../../../src/modules/club-counter/pages/batches-page.tsx';
import { counterWorld } from '../../server/modules/growing/counter-world.ts';
import { signedInClient } from '../../support/client-world.tsx';

let teardown: (() => void) | null = null;
afterEach(() => {
  cleanup();
  teardown?.();
  teardown = null;
});

/** The page for a grow manager, after `before` wrote what the club already has. */
async function atTheBatches(
  before: (world: Awaited<ReturnType<typeof counterWorld>>) => Promise<void> = async () => {},
) {
  const world = await counterWorld();
  await before(world);
  const grower = await world.staff('grow-manager');
  const client = await signedInClient(world.w, grower.token, clubCounterModule);
  teardown = client.teardown;
  const user = userEvent.setup();
  client.renderAt('/club/batches', <BatchesPage />);
  return { ...world, user };
}

describe('the batches screen', () => {
  it('records a harvest in quarantine and releases it into the strain menu', async () => {
    const { w, strain, user } = await atTheBatches();
    const add = screen.getByRole('region', { name: 'Record a harvest' });
    await within(add).findByRole('option', { name: 'Lemon Haze' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Strain' }), String(strain.id));
    await user.type(within(add).getByLabelText('Harvest date'), '2026-01-05');
    await user.type(within(add).getByLabelText('Best before'), '2027-01-05');
    await user.type(within(add).getByRole('textbox', { name: 'Dry weight (g)' }), '1250,5');
    await user.type(within(add).getByRole('textbox', { name: 'THC (%)' }), '17,5');
    await user.type(within(add).getByRole('textbox', { name: 'CBD (%)' }), '0.8');
    await user.click(within(add).getByRole('button', { name: 'Record the batch' }));
    const list = screen.getByRole('region', { name: 'All batches' });
    const release = await within(list).findByRole('button', { name: /^Release B-2026-/ });
    expect(within(list).getByText(/Quarantine/).textContent).toContain('1,250.5 g of 1,250.5 g in stock');
    expect(findStrain(w.db, strain.id)!.stock_mg).toBe(0);
    await user.click(release);
    await within(list).findByText(/Released/);
    expect(findStrain(w.db, strain.id)!.stock_mg).toBe(1_250_500);
  });

  it('shows a harvest date in the future on its field and records nothing', async () => {
    const { w, strain, user } = await atTheBatches();
    const add = screen.getByRole('region', { name: 'Record a harvest' });
    await within(add).findByRole('option', { name: 'Lemon Haze' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Strain' }), String(strain.id));
    await user.type(within(add).getByLabelText('Harvest date'), '2026-03-01');
    await user.type(within(add).getByLabelText('Best before'), '2027-01-05');
    await user.type(within(add).getByRole('textbox', { name: 'Dry weight (g)' }), '100');
    await user.type(within(add).getByRole('textbox', { name: 'THC (%)' }), '17');
    await user.type(within(add).getByRole('textbox', { name: 'CBD (%)' }), '1');
    await user.click(within(add).getByRole('button', { name: 'Record the batch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The harvest date cannot be in the future.');
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM batches').get()).toEqual({ n: 0 });
  });

  it('recalls a batch with its reason and lists the member who received from it', async () => {
    let lot = { id: 0, label: '' };
    let number = 0;
    const { user } = await atTheBatches(async ({ w, strain, batch, member }) => {
      lot = batch(strain.id, 50);
      const ana = await member('1990-01-01', 100_000, { name: 'Ana Alt' });
      number = ana.number;
      handOver(w.app.deps, cliActor(), {
        userId: ana.user.id,
        batchId: lot.id,
        mg: 3000,
        idSeen: true,
        now: toTimestamp(w.clock.now()),
      });
    });
    const list = screen.getByRole('region', { name: 'All batches' });
    await user.type(await within(list).findByRole('textbox', { name: `Reason for recalling ${lot.label}` }), 'Mould');
    await user.click(within(list).getByRole('button', { name: `Recall ${lot.label}` }));
    const recipients = await screen.findByRole('region', { name: `Members who received from ${lot.label}` });
    expect(within(recipients).getByRole('listitem').textContent).toMatch(
      new RegExp(`^M-${String(number).padStart(5, '0')} · Ana Alt · 3 g · last on `),
    );
  });
});
