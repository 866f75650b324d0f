// Wire types of the support API, inferred from its schemas (src/shared/contract/support.ts).
import type { Paginator } from '../../core/types.ts';
import type { TicketSummary } from '../../shared/contract/support.ts';

export type {
  ContactCategory,
  ContactRequest,
  FaqCategory,
  FaqQuestion,
  ReplyRequest,
  SupportTicket as Ticket,
  TicketAuthor,
  TicketMessage,
  TicketStatus,
  TicketSummary,
} from '../../shared/contract/support.ts';
export type TicketPage = Paginator<TicketSummary>;

/** What GET user/header carries for tickets (docs/spec.md §3), only when tickets are enabled. */
export interface TicketHeader {
  unread_count: number;
  unread_ticket_id: number | null;
}
