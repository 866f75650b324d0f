// Wire types of the support API (server/modules/support/routes.ts imports them with `import type`).
import type { Paginator, Timestamp } from '../../core/types.ts';

export interface FaqQuestion {
  id: number;
  question: string;
  /** Plain text; paragraphs separated by blank lines. */
  answer: string;
}

export interface FaqCategory {
  id: number;
  /** The {category} of support/faq/{category}. */
  slug: string;
  name: string;
  questions: FaqQuestion[];
}

export interface ContactCategory {
  id: number;
  /** The {category} of support/contact/{category}. */
  slug: string;
  name: string;
  description: string;
}

export type TicketStatus = 'open' | 'answered' | 'closed';
export type TicketAuthor = 'member' | 'staff';

export interface TicketMessage {
  id: number;
  author: TicketAuthor;
  /** Plain text. */
  body: string;
  created_at: Timestamp;
}

/** A ticket as listed (GET support/tickets). */
export interface TicketSummary {
  id: number;
  subject: string;
  status: TicketStatus;
  category: { slug: string; name: string } | null;
  /** A staff message newer than the member's last visit. */
  unread: boolean;
  messages_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A ticket with its thread (GET support/tickets/{id}), oldest message first. */
export interface Ticket extends TicketSummary {
  messages: TicketMessage[];
}

export type TicketPage = Paginator<TicketSummary>;

/** POST support/contact/{category}. */
export interface ContactRequest {
  subject: string;
  message: string;
}

/** POST support/tickets/{id}/messages. */
export interface ReplyRequest {
  body: string;
}

/** What GET user/header carries for tickets (docs/spec.md §3), only when tickets are enabled. */
export interface TicketHeader {
  unread_count: number;
  unread_ticket_id: number | null;
}
