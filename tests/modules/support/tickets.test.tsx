// My tickets and a ticket's thread (Support:Tickets, Support:Ticket) against the real server:
// list and paging, thread and reply, 422 with the text kept, 404, tickets switched off, and the
// unread answer going out of the header summary once the ticket is opened.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { toTimestamp } from '../../../server/clock.ts';
import { createTicket, setTicketStatus } from '../../../server/modules/support/repository-tickets.ts';
import { $ticketUnread } from '../../../src/modules/support/store/ticket-unread.ts';
import TicketPage from '../../../src/modules/support/pages/ticket-page.tsx';
import TicketsPage from '../../../src/modules/support/pages/tickets-page.tsx';
import { supportWorld, type SupportWorld } from './world.tsx';

let world: SupportWorld | null = null;
afterEach(() => {
  cleanup();
  world?.teardown();
  world = null;
});

const page = (
  <Switch>
    <Route path="/support/tickets" component={TicketsPage} />
    <Route path="/support/ticket/:id">{(params) => <TicketPage params={params} />}</Route>
  </Switch>
);

describe('My tickets', () => {
  it('lists the tickets, latest activity first, with status and the unread answer marked', async () => {
    world = await supportWorld();
    world.renderAt('/support/tickets', page);
    await screen.findByRole('link', { name: 'Summer meetup: bringing a guest' });
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('support-ticket'));
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Summer meetup: bringing a guest',
      'Question about my deposit',
      'Change of address',
    ]);
    expect(within(items[0]!).getByText('New answer')).toBeVisible();
    expect(within(items[0]!).getByText('Answered')).toBeVisible();
    expect(within(items[1]!).queryByText('New answer')).toBeNull();
    expect(within(items[2]!).getByText('Closed')).toBeVisible();
    expect(within(items[0]!).getByText('2 messages')).toBeVisible();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      `/support/ticket/${world.ticketId('Summer meetup: bringing a guest')}`,
    );
  });

  it('pages through ?page=', async () => {
    world = await supportWorld();
    const now = toTimestamp(world.server.clock.now());
    for (let i = 0; i < 9; i++)
      createTicket(world.server.db, {
        userId: world.member.id,
        categoryId: null,
        subject: `Extra ${i}`,
        message: 'm',
        now,
      });
    const { location } = world.renderAt('/support/tickets', page);
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(location.history.at(-1)).toBe('/support/tickets?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(world.requests.slice(-1)).toEqual(['GET /api/support/tickets?page=2']);
  });

  it('says so when there are no tickets, with a way to contact us', async () => {
    world = await supportWorld({ seed: false });
    world.renderAt('/support/tickets', page);
    const empty = (await screen.findByText('You have no tickets yet.')).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/support/contact/categories',
    );
  });

  it('says tickets are not available when the club has them switched off', async () => {
    world = await supportWorld({ tickets: false });
    world.renderAt('/support/tickets', page);
    expect(await screen.findByText('Tickets are not available.')).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    world = await supportWorld();
    world.setOffline(true);
    world.renderAt('/support/tickets', page);
    expect((await screen.findByRole('alert')).textContent).toContain('Your tickets could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Change of address' })).toBeVisible();
  });
});

describe('Ticket', () => {
  it('shows the thread, oldest first, with who wrote each message', async () => {
    world = await supportWorld();
    const id = world.ticketId('Question about my deposit');
    world.renderAt(`/support/ticket/${id}`, page);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages.map((m) => m.querySelector('strong')!.textContent)).toEqual(['You', 'Support team']);
    expect(within(messages[1]!).getByText(/Your transfer arrived today/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Question about my deposit');
  });

  it('sends a reply, which joins the thread, re-opens the ticket and empties the form', async () => {
    world = await supportWorld();
    const id = world.ticketId('Question about my deposit');
    world.renderAt(`/support/ticket/${id}`, page);
    const field = await screen.findByLabelText(/^Your reply/);
    await userEvent.type(field, 'Thanks, all good now!');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByText('Thanks, all good now!')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Your reply was sent.');
    expect(world.requests).toContain(`POST /api/support/tickets/${id}/messages`);
  });

  it('asks for a reply before sending an empty one', async () => {
    world = await supportWorld();
    world.renderAt(`/support/ticket/${world.ticketId('Question about my deposit')}`, page);
    await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Your reply is required.')).toBeVisible();
    expect(world.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's 422 next to the reply and keeps the text (the ticket was closed meanwhile)", async () => {
    world = await supportWorld();
    const id = world.ticketId('Question about my deposit');
    world.renderAt(`/support/ticket/${id}`, page);
    const field = await screen.findByLabelText(/^Your reply/);
    setTicketStatus(world.server.db, id, 'closed', toTimestamp(world.server.clock.now()));
    await userEvent.type(field, 'One more question');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This ticket is closed. Please open a new one.')).toBeVisible();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('One more question');
  });

  it('offers no reply form for a closed ticket', async () => {
    world = await supportWorld();
    world.renderAt(`/support/ticket/${world.ticketId('Change of address')}`, page);
    expect(await screen.findByText(/This ticket is closed\. If you need more help/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it("says the ticket does not exist for an unknown id or another member's ticket (404)", async () => {
    world = await supportWorld();
    const other = await world.server.createUser();
    const theirs = createTicket(world.server.db, {
      userId: other.id,
      categoryId: null,
      subject: 'Not yours',
      message: 'm',
      now: toTimestamp(world.server.clock.now()),
    });
    world.renderAt(`/support/ticket/${theirs}`, page);
    expect((await screen.findByRole('alert')).textContent).toContain('This ticket does not exist.');
    expect(screen.queryByText('Not yours')).toBeNull();
    cleanup();
    world.renderAt('/support/ticket/999', page);
    expect((await screen.findByRole('alert')).textContent).toContain('This ticket does not exist.');
  });

  it('takes the unread answer out of the header summary once opened', async () => {
    world = await supportWorld();
    await world.loadHeader();
    const id = world.ticketId('Summer meetup: bringing a guest');
    expect($ticketUnread.get()).toEqual({ count: 1, ticketId: id });
    world.renderAt(`/support/ticket/${id}`, page);
    await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect($ticketUnread.get()).toBeNull());
    expect(world.requests.filter((r) => r === 'GET /api/user/header')).toHaveLength(2);
  });
});
