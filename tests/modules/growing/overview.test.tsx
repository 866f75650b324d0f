// Growing (/growing) against the real server: an open reservation shows its number as the thing to
// say at the counter, and cancelling it asks once (docs/spec.md §2 Growing).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { growingModule } from '../../../src/modules/growing/index.ts';
import GrowingOverview from '../../../src/modules/growing/pages/overview.tsx';
import { toTimestamp } from '../../../server/clock.ts';
import { recordAgeCheck } from '../../../server/auth/age-checks.ts';
import { setDateOfBirth } from '../../../server/auth/date-of-birth.ts';
import { addStrain } from '../../../server/modules/growing/repository-strains.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { activateMembership } from '../../../server/members/repository.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { endGrowingTest } from './ending.ts';

let teardown: (() => void) | null = null;
afterEach(async () => {
  await endGrowingTest(teardown);
  teardown = null;
});

async function reserved() {
  const server = createWorld();
  server.clock.set('2026-01-14T12:00:00Z');
  const now = toTimestamp(server.clock.now());
  const strain = addStrain(server.db, {
    name: 'Lemon Haze',
    thcTenths: 150,
    cbdTenths: 5,
    priceCentsPerGram: 1000,
    stockMg: 100_000,
    now,
  });
  const member = await server.createUser();
  setDateOfBirth(server.db, member.id, '1990-01-01', now);
  activateMembership(server.db, { userId: member.id, startedOn: '2025-10-01', now }); // only members reserve (KCanG §16)
  // the club checked the age on an ID (the date the limits use)
  recordAgeCheck(
    server.app.deps,
    { id: null, label: 'staff@club.test', via: 'web' },
    {
      userId: member.id,
      dateOfBirth: '1990-01-01',
      document: 'ID card',
    },
  );
  bookTransaction(server.db, {
    userId: member.id,
    type: 'deposit',
    amountCents: 5_000,
    status: 'completed',
    description: 'Start',
    now,
  });
  const token = server.tokenFor(member);
  const slot = (await server.call('GET', '/api/growing/slots', { token })).body.data[0].at;
  const reservation = (
    await server.call('POST', '/api/growing/reservations', { token, body: { strain_id: strain.id, grams: '2', slot } })
  ).body;
  const client = await signedInClient(server, token, growingModule);
  teardown = client.teardown;
  return { client, reservation };
}

describe('Growing overview', () => {
  it('shows an open reservation’s number as what to say at the counter', async () => {
    const { client, reservation } = await reserved();
    client.renderAt('/growing', <GrowingOverview />);
    const number = await screen.findByText(reservation.label);
    expect(number.closest('.club-growing-number')!.textContent).toBe(`At the counter, say: ${reservation.label}`);
  });

  it('asks once before cancelling a reservation; keeping it sends nothing, confirming cancels it', async () => {
    const { client, reservation } = await reserved();
    client.renderAt('/growing', <GrowingOverview />);
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel reservation ${reservation.label}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(client.requests.filter((r) => r.endsWith('/cancel'))).toEqual([]);
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }),
    );
    await screen.findByText(/Cancelled/);
    expect(client.requests.filter((r) => r.endsWith('/cancel'))).toEqual([
      `POST /api/growing/reservations/${reservation.label}/cancel`,
    ]);
  });
});
