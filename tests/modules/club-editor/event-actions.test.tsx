// An event's attendees and its cancelling in the staff area, against the real server (docs/spec.md
// §10 "Events and appointments"): the list names who holds a ticket; cancelling with a reason
// cancels the tickets and refunds the paid one to the member's wallet; in English and German.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { clubEditorModule } from '../../../src/modules/club-editor/index.ts';
import EventsPage from '../../../src/modules/club-editor/pages/events-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { SUMMER_FEST } from '../../server/modules/appointment/appointment-helpers.ts';
import { createStaff } from '../../support/staff.ts';

async function eventWorld() {
  const server = createWorld();
  const editor = await createStaff(server, { email: 'editor@club.test', name: 'Eddie Redaktion' }, 'editor');
  const member = await server.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  bookTransaction(server.db, {
    userId: member.id,
    type: 'credit',
    amountCents: 3_000,
    status: 'completed',
    description: 'Top-up',
    reference: null,
    now: '2026-01-01T09:00:00.000000Z',
  });
  const token = server.tokenFor(editor);
  const event = (
    await server.call('POST', '/api/club/events', {
      token,
      body: SUMMER_FEST,
    })
  ).body as { id: number };
  expect(
    (await server.call('POST', `/api/appointments/${event.id}/tickets`, { token: server.tokenFor(member) })).status,
  ).toBe(201);
  const balance = () => findWalletByUser(server.db, member.id)!.balance_cents;
  return { server, balance, ...(await signedInClient(server, token, clubEditorModule)) };
}

let world: Awaited<ReturnType<typeof eventWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const TEXTS = {
  en: {
    manage: 'Attendees and cancelling: Summer fest',
    attendees: 'Attendees of Summer fest',
    count: '1 attendee',
    reason: 'Reason for cancelling (members read it)',
    cancel: 'Cancel the event and refund the tickets',
    required: 'The reason field is required.',
    done: 'Cancelled: 1 ticket cancelled, €12.50 refunded to the wallets.',
  },
  de: {
    manage: 'Teilnehmende und Absage: Summer fest',
    attendees: 'Teilnehmende von Summer fest',
    count: '1 Teilnehmer*in',
    reason: 'Grund der Absage (die Mitglieder lesen ihn)',
    cancel: 'Veranstaltung absagen und Tickets erstatten',
    required: 'Grund ist erforderlich.',
    done: 'Abgesagt: 1 Ticket storniert, 12,50\u00a0€ ins Guthaben erstattet.',
  },
} as const;

describe.each(['en', 'de'] as const)('an event’s attendees and cancelling (%s)', (language) => {
  const t = TEXTS[language];

  it('lists who holds a ticket, and cancels the event with a reason, refunding the paid ticket.', async () => {
    world = await eventWorld();
    await setLocale(language);
    const before = world.balance();
    const user = userEvent.setup();
    world.renderAt('/club/events', <EventsPage />);
    await user.click(await screen.findByRole('button', { name: t.manage }));
    const region = await screen.findByRole('region', { name: t.attendees });
    const table = await within(region).findByRole('table', { name: t.count });
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^Mia Member mia@club\.test/);

    await user.click(within(region).getByRole('button', { name: t.cancel }));
    expect((await within(region).findByText(t.required)).textContent).toBe(t.required);
    expect(world.balance()).toBe(before);

    await user.type(within(region).getByRole('textbox', { name: t.reason }), 'storm warning');
    await user.click(within(region).getByRole('button', { name: t.cancel }));
    expect((await within(region).findByRole('status')).textContent).toBe(t.done);
    expect(world.balance()).toBe(before + 1250);
  });
});
