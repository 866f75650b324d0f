// $ticketUnread / $ticketsEnabled (from the common module's header summary) and the widget-ready
// ticket indicator, against the real GET user/header.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../server/clock.ts';
import { insertTicketMessage } from '../../../server/modules/support/repository-tickets.ts';
import { TicketIndicator } from '../../../src/modules/support/components/ticket-indicator.tsx';
import { $ticketsEnabled, $ticketUnread } from '../../../src/modules/support/store/ticket-unread.ts';
import { supportWorld, type SupportWorld } from './world.tsx';

/** The page also listens for live cues; the realtime connection reads GET config for that. */
const withoutConfig = (requests: string[]) => requests.filter((r) => r !== 'GET /api/config');

let world: SupportWorld | null = null;
afterEach(() => {
  cleanup();
  world?.teardown();
  world = null;
});

describe('$ticketUnread and $ticketsEnabled', () => {
  it('know nothing until the header summary is loaded', async () => {
    world = await supportWorld();
    expect($ticketUnread.get()).toBeNull();
    expect($ticketsEnabled.get()).toBeNull();
  });

  it('carry the unread count and the ticket to open when tickets are on', async () => {
    world = await supportWorld();
    await world.loadHeader();
    expect($ticketsEnabled.get()).toBe(true);
    expect($ticketUnread.get()).toEqual({ count: 1, ticketId: world.ticketId('Summer meetup: bringing a guest') });
  });

  it('are off when the summary carries no tickets (docs/spec.md §6)', async () => {
    world = await supportWorld({ tickets: false });
    await world.loadHeader();
    expect($ticketsEnabled.get()).toBe(false);
    expect($ticketUnread.get()).toBeNull();
  });

  it('show nothing unread when every answer was read', async () => {
    world = await supportWorld();
    await world.server.call('GET', `/api/support/tickets/${world.ticketId('Summer meetup: bringing a guest')}`, {
      token: world.server.tokenFor(world.member),
    });
    await world.loadHeader();
    expect($ticketsEnabled.get()).toBe(true);
    expect($ticketUnread.get()).toBeNull();
  });
});

describe('TicketIndicator', () => {
  it('loads the summary itself and links to the ticket with the latest unread answer', async () => {
    world = await supportWorld();
    const older = world.ticketId('Question about my deposit');
    world.server.clock.advance(60_000);
    insertTicketMessage(world.server.db, older, 'staff', 'One more thing.', toTimestamp(world.server.clock.now()));
    render(<TicketIndicator base="https://portal.club.example" />);
    const link = await screen.findByRole('link', { name: 'Unread ticket answers: 2' });
    expect(link.getAttribute('href')).toBe(`https://portal.club.example/support/ticket/${older}`);
    expect(link.textContent).toBe('2');
    expect(withoutConfig(world.requests)).toEqual(['GET /api/user/header']);
  });

  it('shows nothing when tickets are off', async () => {
    world = await supportWorld({ tickets: false });
    const { container } = render(<TicketIndicator />);
    await waitFor(() => expect(withoutConfig(world!.requests)).toEqual(['GET /api/user/header']));
    expect(container.innerHTML).toBe('');
  });
});
