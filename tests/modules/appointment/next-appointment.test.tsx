// $nextAppointment and the 'Next appointment' dashboard card, against the real server with
// demo@club.test's seeded appointments (a registered ticket for the club get-together).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { session } from '../../../src/core/session/session.ts';
import NextAppointmentCard from '../../../src/modules/appointment/components/dashboard-card.tsx';
import { appointmentModule } from '../../../src/modules/appointment/index.ts';
import { $nextAppointment, resetNextAppointment } from '../../../src/modules/appointment/store.ts';
import { clientWorld, type ClientWorld } from '../wallet/world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  cleanup();
  cleanStores($nextAppointment);
  resetNextAppointment();
  world?.teardown();
  world = null;
  await setLocale('en');
});

async function signInFresh(w: ClientWorld) {
  const fresh = await w.server.createUser();
  const token = w.server.tokenFor(fresh);
  const user = (await w.server.call('GET', '/api/user', { token })).body;
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user });
}

describe('$nextAppointment', () => {
  it('loads GET appointments/next when its first listener arrives.', async () => {
    world = await clientWorld(appointmentModule);
    expect(world.requests).toEqual([]);
    const unbind = $nextAppointment.listen(() => {});
    await waitFor(() => expect($nextAppointment.get().status).toBe('ready'));
    expect($nextAppointment.get().data).toMatchObject({
      title: 'Club get-together',
      my_ticket: { status: 'registered' },
    });
    expect(world.requests).toEqual(['GET /api/appointments/next']);
    unbind();
  });

  it('is null after logout.', async () => {
    world = await clientWorld(appointmentModule);
    const unbind = $nextAppointment.listen(() => {});
    await waitFor(() => expect($nextAppointment.get().data).not.toBeNull());
    session.logout();
    expect($nextAppointment.get().data).toBeNull();
    unbind();
  });
});

describe('Next appointment card', () => {
  it('shows the next appointment with a link to its ticket.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/dashboard', <NextAppointmentCard />);
    const card = screen.getByRole('region', { name: 'Next appointment' });
    expect(within(card).getByRole('status').textContent).toBe('Loading your next appointment');
    expect(await within(card).findByText('Club get-together')).toBeVisible();
    expect(within(card).getByText('Volkspark Friedrichshain, Berlin')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Show ticket' }).getAttribute('href')).toBe(
      '/appointment/register-ticket/APT-2025-000008',
    );
  });

  it('says so when the member has no upcoming appointment, and offers the list.', async () => {
    world = await clientWorld(appointmentModule);
    await signInFresh(world);
    world.renderAt('/dashboard', <NextAppointmentCard />);
    expect(await screen.findByText('You have no upcoming appointment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse appointments' }).getAttribute('href')).toBe('/appointments');
  });

  it('is written in German when the language is German.', async () => {
    world = await clientWorld(appointmentModule);
    await setLocale('de');
    world.renderAt('/dashboard', <NextAppointmentCard />);
    const card = screen.getByRole('region', { name: 'Nächster Termin' });
    expect(await within(card).findByRole('link', { name: 'Ticket anzeigen' })).toBeVisible();
    expect(within(card).getByText(/Januar 2026/)).toBeVisible();
  });

  it('shows the failure with a retry.', async () => {
    world = await clientWorld(appointmentModule);
    world.setOffline(true);
    world.renderAt('/dashboard', <NextAppointmentCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load this: The server could not be reached. Please check your connection.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
