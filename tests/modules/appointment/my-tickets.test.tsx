// My tickets against the real server with demo@club.test's seeded tickets: the
// registered one for the club get-together (upcoming), the used one for a past meeting.
import { createPublicKey } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { appointmentModule } from '../../../src/modules/appointment/index.ts';
import { createTicketPdfDownload } from '../../../src/modules/appointment/store/my-tickets.ts';
import MyTicketsPage from '../../../src/modules/appointment/pages/my-tickets.tsx';
import { checkTicket } from '../../../server/modules/appointment/ticket-signing.ts';
import { clientWorld, type ClientWorld } from '../wallet/world.tsx';

let world: ClientWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

describe('My tickets page', () => {
  it('lists the upcoming tickets, each with a QR code of its signed ticket and the admission it grants.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/tickets', <MyTicketsPage />);
    const card = await screen.findByRole('article', { name: /^Club get-together/ });
    expect(screen.getByRole('status').textContent).toBe('1 ticket');
    expect(within(card).getByRole('img', { name: /^QR code of ticket TCK-/ })).toBeVisible();
    const payload = within(card).getByText(/^CT1\./).textContent!;
    const key = createPublicKey((await world.server.call('GET', '/api/tickets/public-key')).body.public_key);
    expect(checkTicket(payload, key, world.server.clock.now())).toMatchObject({
      ok: true,
      claims: { title: 'Club get-together' },
    });
    expect(world.requests).toContain('GET /api/tickets?filter=upcoming&page=1');
  });

  it('shows past tickets in their own view, not among the upcoming ones.', async () => {
    world = await clientWorld(appointmentModule);
    world.renderAt('/tickets?filter=past', <MyTicketsPage />);
    const card = await screen.findByRole('article', { name: /^Monthly members meeting/ });
    expect(within(card).getByText('Used')).toBeVisible();
    expect(screen.queryByRole('article', { name: /^Club get-together/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads in German with the plural of Intl.PluralRules.', async () => {
    world = await clientWorld(appointmentModule);
    await setLocale('de');
    world.renderAt('/tickets', <MyTicketsPage />);
    await screen.findByRole('article', { name: /^Club get-together/ });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meine Tickets');
    expect(screen.getByRole('status').textContent).toBe('1 Ticket');
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeVisible();
  });

  it('downloads the ticket PDF through the core PDF helper, named by the ticket label.', async () => {
    world = await clientWorld(appointmentModule);
    const saved: { name: string; bytes: string }[] = [];
    const pdf = createTicketPdfDownload((base64, name) => saved.push({ name, bytes: atob(base64).slice(0, 5) }));
    world.renderAt('/tickets', <MyTicketsPage />);
    const card = await screen.findByRole('article', { name: /^Club get-together/ });
    const label = /TCK-\d{4}-\d{6}/.exec(card.textContent!)![0];
    expect(await pdf.download(label)).toBe(true);
    expect(saved).toEqual([{ name: label, bytes: '%PDF-' }]);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(world!.requests).toContain(`GET /api/tickets/${label}/pdf`));
  });
});
