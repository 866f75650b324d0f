// One page of the member's tickets (GET support/tickets?page=N), latest activity first; fetched
// again when staff answer or close one (TicketUpdated).
import { getTickets } from '../api.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { onTicketUpdated } from './ticket-unread.ts';

export const ticketPages = createFetcher({
  fetch: (page: number) => getTickets(page),
  cues: [(refetch) => onTicketUpdated(refetch)],
  keepPrevious: true,
});
