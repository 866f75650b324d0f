// One page of the member's tickets (GET support/tickets?page=N), latest activity first.
import { getTickets } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';

export const createTicketsStore = () => createResource((page: number) => getTickets(page));
