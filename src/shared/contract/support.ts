// Support (docs/spec.md §2 Support): the FAQ, contacting the staff, and the member's tickets
// (404 when the club has tickets off). An API token with support:read or support:write.
import { endpoints, id, max, nullable, page, paginator, rule, Timestamp } from './endpoint.ts';
import { isVisibleText, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from './form-rules.ts';
import * as v from './schema.ts';

const endpoint = endpoints('support');
const read = ['support:read'] as const;
const write = ['support:write'] as const;
/** `required|string|max:n` after Laravel's TrimStrings (the route trims first). */
/** Text someone reads (trimmed first, as Laravel's TrimStrings): at least one visible character. */
const trimmed = (n: number) => v.pipe(v.string(), v.check(isVisibleText, rule('visible_text')), max(n));

/** `answer`: plain text, paragraphs separated by blank lines. */
export const FaqQuestion = v.object({ id, question: v.string(), answer: v.string() });
export const FaqCategory = v.object({ id, slug: v.string(), name: v.string(), questions: v.array(FaqQuestion) });
export const ContactCategory = v.object({
  id,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  confidential: v.pipe(
    v.boolean(),
    v.description("Only the club's prevention officer reads these messages (KCanG §23), no other staff"),
  ),
});
export const TicketMessage = v.object({
  id,
  author: v.picklist(['member', 'staff']),
  body: v.string(),
  created_at: Timestamp,
});
/** `status` answered: the staff wrote last; `unread`: a staff message newer than the member's last visit. */
export const TicketSummary = v.object({
  id,
  subject: v.string(),
  status: v.picklist(['open', 'answered', 'closed']),
  category: nullable(v.object({ slug: v.string(), name: v.string() })),
  unread: v.boolean(),
  messages_count: v.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** With its thread, oldest message first. */
export const SupportTicket = v.object({ ...TicketSummary.entries, messages: v.array(TicketMessage) });

export const support = {
  faq: endpoint('GET /api/support/faq', 'FAQ categories with their questions', {
    auth: read,
    responses: { 200: v.array(FaqCategory) },
  }),
  faqCategory: endpoint('GET /api/support/faq/{category}', 'One FAQ category with its questions', {
    auth: read,
    responses: { 200: FaqCategory, 404: 'Unknown category' },
  }),
  categories: endpoint('GET /api/support/contact/categories', 'What a member can contact the staff about', {
    auth: read,
    responses: { 200: v.array(ContactCategory) },
  }),
  contact: endpoint(
    'POST /api/support/contact/{category}',
    'Contact the staff: opens a ticket with the message as its first entry (10 an hour)',
    {
      auth: write,
      body: v.object({ subject: trimmed(SUPPORT_SUBJECT_MAX), message: trimmed(SUPPORT_MESSAGE_MAX) }),
      responses: { 201: SupportTicket, 404: 'Unknown category', 429: 'Throttled' },
    },
  ),
  tickets: endpoint('GET /api/support/tickets', "The member's tickets, latest activity first, 10 per page", {
    auth: read,
    query: v.object({ page }),
    responses: { 200: paginator(TicketSummary), 404: 'Tickets are off' },
  }),
  ticket: endpoint('GET /api/support/tickets/{id}', 'One ticket with its thread; marks it read', {
    auth: read,
    responses: { 200: SupportTicket, 404: 'No such ticket of the member' },
  }),
  reply: endpoint(
    'POST /api/support/tickets/{id}/messages',
    'Reply in a ticket: the ticket is open again until the staff answer',
    {
      auth: write,
      body: v.object({ body: trimmed(SUPPORT_MESSAGE_MAX) }),
      responses: { 201: SupportTicket, 404: 'No such ticket of the member', 429: 'Throttled' },
    },
  ),
};

export type FaqQuestion = v.InferOutput<typeof FaqQuestion>;
export type FaqCategory = v.InferOutput<typeof FaqCategory>;
export type ContactCategory = v.InferOutput<typeof ContactCategory>;
export type TicketMessage = v.InferOutput<typeof TicketMessage>;
export type TicketAuthor = TicketMessage['author'];
export type TicketSummary = v.InferOutput<typeof TicketSummary>;
export type TicketStatus = TicketSummary['status'];
export type SupportTicket = v.InferOutput<typeof SupportTicket>;
export type ContactRequest = v.InferInput<(typeof support)['contact']['body']>;
export type ReplyRequest = v.InferInput<(typeof support)['reply']['body']>;
