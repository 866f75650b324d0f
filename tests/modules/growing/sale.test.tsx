// Growing:Sale against the real server: a reservation within the quota moves the meter; a member
// under 21 sees a 15 % THC strain disabled with the reason and cannot reserve it (en and de).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { growingModule } from '../../../src/modules/growing/index.ts';
import SalePage from '../../../src/modules/growing/pages/sale.tsx';
import { toTimestamp } from '../../../server/clock.ts';
import { setDateOfBirth } from '../../../server/auth/date-of-birth.ts';
import { recordAgeCheck } from '../../../server/auth/age-checks.ts';
import { activateMembership } from '../../../server/members/repository.ts';
import { addStrain } from '../../../server/modules/growing/repository-strains.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { COUNTER_STAFF, endGrowingTest } from './ending.ts';

let teardown: (() => void) | null = null;
afterEach(async () => {
  await endGrowingTest(teardown);
  teardown = null;
});

async function saleWorld(dateOfBirth: string | null, balanceCents = 50_000) {
  const server = createWorld();
  server.clock.set('2026-01-14T12:00:00Z');
  const now = toTimestamp(server.clock.now());
  addStrain(server.db, {
    name: 'Lemon Haze',
    thcTenths: 150,
    cbdTenths: 5,
    priceCentsPerGram: 1000,
    stockMg: 100_000,
    now,
  });
  addStrain(server.db, {
    name: 'Balanced Ten',
    thcTenths: 100,
    cbdTenths: 80,
    priceCentsPerGram: 800,
    stockMg: 100_000,
    now,
  });
  const member = await server.createUser();
  // only active members reserve (docs/spec.md §12 "Joining the club")
  activateMembership(server.db, { userId: member.id, startedOn: '2025-10-01', now });
  if (dateOfBirth) {
    setDateOfBirth(server.db, member.id, dateOfBirth, now);
    recordAgeCheck(server.app.deps, COUNTER_STAFF, {
      userId: member.id,
      dateOfBirth,
      document: 'ID card',
    });
  }
  bookTransaction(server.db, {
    userId: member.id,
    type: 'deposit',
    amountCents: balanceCents,
    status: 'completed',
    description: 'Start',
    now,
  });
  const client = await signedInClient(server, server.tokenFor(member), growingModule);
  teardown = client.teardown;
  return client;
}

describe('Growing:Sale', () => {
  it('reserves within the quota and the meter moves', async () => {
    const client = await saleWorld('1990-01-01');
    client.renderAt('/growing/sale', <SalePage />);
    expect(await screen.findByText('0 g of 25 g')).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Strain/ }), 'Lemon Haze');
    await user.type(screen.getByRole('textbox', { name: /^Grams/ }), '3,5');
    const slot = screen.getByRole('combobox', { name: /^Pickup/ }) as HTMLSelectElement;
    await user.selectOptions(slot, slot.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('3.5 g of 25 g')).toBeVisible();
    expect(screen.getByText('3.5 g of 50 g')).toBeVisible();
  });

  it('shows a 15 % THC strain as not for members under 21 and offers it only disabled (English)', async () => {
    const client = await saleWorld('2006-06-01');
    client.renderAt('/growing/sale', <SalePage />);
    expect(await screen.findByText('Not for members under 21 (more than 10 % THC).')).toBeVisible();
    const option = within(await screen.findByRole('combobox', { name: /^Strain/ })).getByRole('option', {
      name: 'Lemon Haze (over 10 % THC)',
    }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(screen.getByText('0 g of 30 g')).toBeVisible();
  });

  it('says the same in German', async () => {
    const client = await saleWorld('2006-06-01');
    await setLocale('de');
    client.renderAt('/growing/sale', <SalePage />);
    expect(await screen.findByText('Nicht für Mitglieder unter 21 (mehr als 10 % THC).')).toBeVisible();
    await waitFor(() => expect(screen.getByText('0 g von 30 g')).toBeVisible());
  });

  it('asks for the date of birth before the first reservation: a link to the settings instead of the form', async () => {
    const client = await saleWorld(null);
    client.renderAt('/growing/sale', <SalePage />);
    const link = await screen.findByRole('link', { name: 'Add your date of birth' });
    expect(link.getAttribute('href')).toBe('/settings/date-of-birth');
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    expect(screen.getByText('0 g of 30 g')).toBeVisible();
  });

  it('asks for it in German too', async () => {
    const client = await saleWorld(null);
    await setLocale('de');
    client.renderAt('/growing/sale', <SalePage />);
    expect(await screen.findByRole('link', { name: 'Geburtsdatum eintragen' })).toBeVisible();
  });

  it('shows what the reservation will cost before it is sent, in the language on screen', async () => {
    const client = await saleWorld('1990-01-01');
    await setLocale('de');
    client.renderAt('/growing/sale', <SalePage />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Sorte/ }), 'Balanced Ten');
    await user.type(screen.getByRole('textbox', { name: /^Gramm/ }), '2,5');
    const total = screen.getByText(/^Summe:/).closest('p')!;
    expect(total.textContent!.replace(/\s/g, ' ')).toBe('Summe: 20,00 €');
    expect(client.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('says how much is missing when the wallet does not cover it, and offers a deposit', async () => {
    const client = await saleWorld('1990-01-01', 2_000);
    client.renderAt('/growing/sale', <SalePage />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Strain/ }), 'Lemon Haze');
    await user.type(screen.getByRole('textbox', { name: /^Grams/ }), '3'); // €30.00 against €20.00
    const slot = screen.getByRole('combobox', { name: /^Pickup/ }) as HTMLSelectElement;
    await user.selectOptions(slot, slot.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your wallet balance does not cover this reservation: €10.00 are missing.');
    expect(within(alert).getByRole('link', { name: 'Deposit money' }).getAttribute('href')).toBe(
      '/financial/action/make-deposit',
    );
  });
});
