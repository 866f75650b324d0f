// The appointments and events lists and the register-ticket screen against the real server with
// demo@club.test's seeded appointments: a registered paid ticket for the club get-together, a
// used ticket for a past meeting, a fully booked workshop.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { shownFetcherKeys } from '../../../src/core/resource/resource.ts';
import { session } from '../../../src/core/session/session.ts';
import { appointmentModule } from '../../../src/modules/appointment/index.ts';
import AppointmentsPage from '../../../src/modules/appointment/pages/appointments.tsx';
import EventsPage from '../../../src/modules/appointment/pages/events.tsx';
import RegisterTicketPage from '../../../src/modules/appointment/pages/register-ticket.tsx';
import { insertAppointment } from '../../../server/modules/appointment/repository.ts';
import { registerTicket } from '../../../server/modules/appointment/repository-tickets.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { clientWorld, plain, type ClientWorld } from '../wallet/world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  cleanup();
  // the register-ticket screen's computed ticket label lets go of its appointment a second after the
  // page (nanostores' unmount delay): the next test's sign-in would fetch it for a page gone
  await vi.waitFor(() => expect(shownFetcherKeys()).toEqual([]), { timeout: 5_000, interval: 20 });
  world?.teardown();
  world = null;
  await setLocale('en');
});

const REGISTER = appointmentModule.routes.find((r) => r.name === 'Appointment:RegisterTicket')!.path;
const item = (title: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: new RegExp(`^${title}`) }))!;

async function signIn(w: ClientWorld, token: string) {
  const user = (await w.server.call('GET', '/api/user', { token })).body;
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user });
}

describe('Appointments page', () => {
  it("lists the upcoming appointments for members, soonest first, with seats and the member's ticket.", async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/appointments', <AppointmentsPage />);
    await screen.findByRole('heading', { name: /^Distribution slot/ });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => plain(h.textContent));
    expect(titles).toEqual([
      'Distribution slot',
      'Monthly members meeting',
      'Workshop: taking cuttings',
      'General assembly',
    ]);
    expect(within(item('Distribution slot')).getByText('20 seats left')).toBeVisible();
    expect(within(item('Workshop: taking cuttings')).getByText('Fully booked')).toBeVisible();
    expect(within(item('Workshop: taking cuttings')).queryByRole('button', { name: 'Register ticket' })).toBeNull();
    expect(within(item('General assembly')).getByText('No seat limit')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Public events of the club' }).getAttribute('href')).toBe('/event');
  });

  it('shows ended and cancelled appointments only in the past view, latest first, without buttons.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/appointments?view=past', <AppointmentsPage />);
    await screen.findByRole('heading', { name: /^Welcome session/ });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => plain(h.textContent));
    expect(titles).toEqual(['Monthly members meetingPastUsed', 'Welcome session for new membersPast']);
    expect(within(item('Welcome session for new members')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Past and cancelled' }).getAttribute('aria-current')).toBe('page');
    expect(world.requests).toContain('GET /api/appointments?page=1&when=past');
  });

  it('registers a ticket: the item shows it as registered and offers to cancel it.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/appointments', <AppointmentsPage />);
    await screen.findByRole('heading', { name: /^Distribution slot/ });
    const user = userEvent.setup();
    await user.click(within(item('Distribution slot')).getByRole('button', { name: 'Register ticket' }));
    await waitFor(() =>
      expect(within(item('Distribution slot')).getByRole('status').textContent).toBe('Your ticket is registered.'),
    );
    expect(within(item('Distribution slot')).getByText('Registered')).toBeVisible();
    expect(within(item('Distribution slot')).getByText('19 seats left')).toBeVisible();
    expect(world.requests).toContain('POST /api/appointments/1/tickets');

    await user.click(within(item('Distribution slot')).getByRole('button', { name: 'Cancel ticket' }));
    await waitFor(() =>
      expect(within(item('Distribution slot')).getByRole('status').textContent).toBe('Your ticket is cancelled.'),
    );
    expect(within(item('Distribution slot')).getByRole('button', { name: 'Register ticket' })).toBeVisible();
  });

  it("shows the server's 422 when the last seat went to someone else meanwhile.", async () => {
    world = await clientWorld(appointmentModule);
    const now = world.server.clock.now().getTime();
    insertAppointment(world.server.db, {
      kind: 'appointment',
      title: 'Tasting',
      description: '',
      location: 'Clubhouse',
      capacity: 1,
      priceCents: 0,
      startsAt: toTimestamp(new Date(now + 3 * 86_400_000)),
      endsAt: toTimestamp(new Date(now + 3 * 86_400_000 + 3_600_000)),
      now: toTimestamp(new Date(now)),
    });
    world.renderAt('/appointments', <AppointmentsPage />);
    await screen.findByRole('heading', { name: /^Tasting/ });
    const tasting = (
      await world.server.call('GET', '/api/appointments', { token: world.server.demoToken })
    ).body.data.find((a: { title: string }) => a.title === 'Tasting');
    registerTicket(world.server.db, {
      userId: world.server.other.id,
      appointmentId: tasting.id,
      now: toTimestamp(world.server.clock.now()),
    });
    await userEvent.setup().click(within(item('Tasting')).getByRole('button', { name: 'Register ticket' }));
    await waitFor(() =>
      expect(within(item('Tasting')).getByRole('alert').textContent).toBe('This appointment is fully booked.'),
    );
  });
});

describe('Events page', () => {
  it("lists the club's public events with the member's registered ticket and its price.", async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/event', <EventsPage />);
    await screen.findByRole('heading', { name: /^Club get-together/ });
    const party = item('Club get-together');
    expect(within(party).getByText('Registered')).toBeVisible();
    expect(within(party).getByText('€15.00')).toBeVisible();
    expect(within(party).getByRole('button', { name: 'Cancel ticket' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Hiking trip/ })).toBeNull();
    expect(within(party).getByRole('link', { name: 'Details: Club get-together' }).getAttribute('href')).toBe(
      '/appointment/register-ticket/APT-2025-000008',
    );
  });
});

describe('Register ticket screen', () => {
  it("shows the member's ticket with its price and the wallet payment (GET tickets/{label}).", async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt(
      '/appointment/register-ticket/APT-2025-000008',
      (params) => <RegisterTicketPage params={params} />,
      REGISTER,
    );
    const ticket = await screen.findByRole('region', { name: 'Your ticket' });
    expect(within(ticket).getByText('TCK-2025-000005')).toBeVisible();
    expect(within(ticket).getByText('Registered')).toBeVisible();
    expect(within(ticket).getByRole('link', { name: 'Payment TX-2025-000025' }).getAttribute('href')).toBe(
      '/financial/transaction/TX-2025-000025',
    );
    expect(world.requests).toContain('GET /api/tickets/TCK-2025-000005');
  });

  it('registers a ticket, shows it and offers to cancel it.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt(
      '/appointment/register-ticket/APT-2025-000007',
      (params) => <RegisterTicketPage params={params} />,
      REGISTER,
    );
    await screen.findByRole('heading', { name: /^Info evening/ });
    expect(screen.queryByRole('region', { name: 'Your ticket' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register ticket' }));
    const ticket = await screen.findByRole('region', { name: 'Your ticket' });
    expect(within(ticket).getByText('Registered')).toBeVisible();
    expect(within(ticket).getByText('Free')).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe('Your ticket is registered.');
    expect(screen.getByRole('button', { name: 'Cancel ticket' })).toBeVisible();
  });

  it('shows the 422 when the wallet cannot pay the ticket, and registers nothing.', async () => {
    world = await clientWorld(appointmentModule);
    await signIn(world, world.server.tokenFor(await world.server.createUser()));
    world.renderAt(
      '/appointment/register-ticket/APT-2025-000008',
      (params) => <RegisterTicketPage params={params} />,
      REGISTER,
    );
    await screen.findByRole('heading', { name: /^Club get-together/ });
    expect(screen.getByText('€15.00 will be paid from your wallet.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register ticket' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your wallet balance is too low for this ticket: €15.00 are missing.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Register ticket' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your ticket' })).toBeNull();
  });

  it('shows a not-found message for an unknown label.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt(
      '/appointment/register-ticket/APT-2099-000001',
      (params) => <RegisterTicketPage params={params} />,
      REGISTER,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This appointment does not exist.');
  });

  it('is written in German when the language is German.', async () => {
    world = await clientWorld(appointmentModule);
    await setLocale('de');
    world.renderAt(
      '/appointment/register-ticket/APT-2025-000008',
      (params) => <RegisterTicketPage params={params} />,
      REGISTER,
    );
    const ticket = await screen.findByRole('region', { name: 'Dein Ticket' });
    expect(within(ticket).getByText('Gebucht')).toBeVisible();
    expect(
      within(ticket).getByText(
        (_, el) => el?.tagName === 'DD' && plain(el.textContent).startsWith('15,00 € · Zahlung'),
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ticket stornieren' })).toBeVisible();
  });
});
