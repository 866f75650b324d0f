// The support inbox in the staff area (docs/spec.md §10 "Support inbox"): tickets by status with
// their thread and internal notes, reply, note, assign, close; the FAQ and the contact categories.
// Every route is a staff route (./staff-endpoint.ts).
import { count, id, page, paginator, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-support');

export const InboxStatus = v.picklist(['new', 'open', 'answered', 'closed']);

export const InboxTicket = v.object({
  id: count,
  subject: v.string(),
  status: InboxStatus,
  member: v.object({ id: count, name: v.string(), email: v.string() }),
  category: v.nullable(v.string()),
  assignee: v.nullable(v.object({ id: count, name: v.string() })),
  messages_count: count,
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const InboxThread = v.object({
  ticket: InboxTicket,
  messages: v.array(
    v.object({ id: count, author: v.picklist(['member', 'staff']), body: v.string(), created_at: Timestamp }),
  ),
  notes: v.array(v.object({ id: count, author: v.string(), body: v.string(), created_at: Timestamp })),
});

export const Assignee = v.object({ id: count, name: v.string() });

export const SupportContent = v.object({
  faq: v.array(
    v.object({
      id: count,
      slug: v.string(),
      name: v.string(),
      name_de: v.string(),
      position: v.number(),
      questions: v.array(
        v.object({
          id: count,
          question: v.string(),
          question_de: v.string(),
          answer: v.string(),
          answer_de: v.string(),
          position: v.number(),
        }),
      ),
    }),
  ),
  contact: v.array(
    v.object({
      id: count,
      slug: v.string(),
      name: v.string(),
      name_de: v.string(),
      description: v.string(),
      description_de: v.string(),
      position: v.number(),
    }),
  ),
});

const Id = v.object({ id: v.string() });
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(60));
const Position = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)));

// Each text in English (`name`) and German (`name_de`): members read their language, else the other.
const faqCategory = v.object({ slug: Slug, name: text(100), name_de: v.optional(text(100)), position: Position });
const faqQuestion = v.object({
  faq_category_id: id,
  question: text(300),
  question_de: v.optional(text(300)),
  answer: text(5000),
  answer_de: v.optional(text(5000)),
  position: Position,
});
const contactCategory = v.object({
  slug: Slug,
  name: text(100),
  name_de: v.optional(text(100)),
  description: v.optional(text(500)),
  description_de: v.optional(text(500)),
  position: Position,
});

export const clubSupport = {
  tickets: endpoint('GET /api/club/tickets', {
    summary: "Members' tickets, latest activity first, 20 a page, by status; mine: assigned to the caller",
    permission: 'tickets',
    query: v.object({ status: v.optional(InboxStatus), mine: v.optional(v.picklist(['1'])), page }),
    responses: { 200: paginator(InboxTicket) },
  }),
  ticket: endpoint('GET /api/club/tickets/{id}', {
    summary: 'One ticket with its thread and the internal notes',
    permission: 'tickets',
    params: Id,
    responses: { 200: InboxThread, 404: 'No such ticket' },
  }),
  reply: endpoint('POST /api/club/tickets/{id}/reply', {
    summary: 'Answer the member: their indicator, widget and notification update live',
    permission: 'tickets',
    params: Id,
    body: v.object({ text: text(5000) }),
    responses: { 200: InboxThread, 404: 'No such ticket' },
  }),
  note: endpoint('POST /api/club/tickets/{id}/notes', {
    summary: 'An internal note, for staff only: the member never sees it',
    permission: 'tickets',
    params: Id,
    body: v.object({ text: text(5000) }),
    responses: { 201: InboxThread, 404: 'No such ticket' },
  }),
  assign: endpoint('PUT /api/club/tickets/{id}/assignee', {
    summary: 'Assign the ticket to a staff member who handles tickets, or to nobody (null)',
    permission: 'tickets',
    params: Id,
    body: v.object({ user_id: v.nullish(id) }),
    responses: { 200: InboxThread, 404: 'No such ticket', 422: 'Not someone who handles tickets' },
  }),
  close: endpoint('POST /api/club/tickets/{id}/close', {
    summary: 'Close the ticket',
    permission: 'tickets',
    params: Id,
    responses: { 200: InboxThread, 404: 'No such ticket', 422: 'Already closed' },
  }),
  assignees: endpoint('GET /api/club/tickets-assignees', {
    summary: 'The staff members a ticket can be assigned to',
    permission: 'tickets',
    responses: { 200: v.array(Assignee) },
  }),
  content: endpoint('GET /api/club/support-content', {
    summary: 'The FAQ categories with their questions, and the contact categories, for editing',
    permission: 'support-faq',
    responses: { 200: SupportContent },
  }),
  addFaqCategory: endpoint('POST /api/club/faq-categories', {
    summary: 'A new FAQ category',
    permission: 'support-faq',
    body: faqCategory,
    responses: { 201: SupportContent, 422: 'Slug taken' },
  }),
  saveFaqCategory: endpoint('PUT /api/club/faq-categories/{id}', {
    summary: 'Change an FAQ category',
    permission: 'support-faq',
    params: Id,
    body: faqCategory,
    responses: { 200: SupportContent, 404: 'No such category', 422: 'Slug taken' },
  }),
  removeFaqCategory: endpoint('DELETE /api/club/faq-categories/{id}', {
    summary: 'Remove an FAQ category with its questions',
    permission: 'support-faq',
    params: Id,
    responses: { 200: SupportContent, 404: 'No such category' },
  }),
  addFaqQuestion: endpoint('POST /api/club/faq-questions', {
    summary: 'A new question with its answer',
    permission: 'support-faq',
    body: faqQuestion,
    responses: { 201: SupportContent, 422: 'No such category' },
  }),
  saveFaqQuestion: endpoint('PUT /api/club/faq-questions/{id}', {
    summary: 'Change a question or its answer',
    permission: 'support-faq',
    params: Id,
    body: faqQuestion,
    responses: { 200: SupportContent, 404: 'No such question' },
  }),
  removeFaqQuestion: endpoint('DELETE /api/club/faq-questions/{id}', {
    summary: 'Remove a question',
    permission: 'support-faq',
    params: Id,
    responses: { 200: SupportContent, 404: 'No such question' },
  }),
  addContactCategory: endpoint('POST /api/club/contact-categories', {
    summary: 'A new contact category members can write to',
    permission: 'support-faq',
    body: contactCategory,
    responses: { 201: SupportContent, 422: 'Slug taken' },
  }),
  saveContactCategory: endpoint('PUT /api/club/contact-categories/{id}', {
    summary: 'Change a contact category',
    permission: 'support-faq',
    params: Id,
    body: contactCategory,
    responses: { 200: SupportContent, 404: 'No such category', 422: 'Slug taken' },
  }),
  removeContactCategory: endpoint('DELETE /api/club/contact-categories/{id}', {
    summary: "Remove a contact category (one members' tickets name stays)",
    permission: 'support-faq',
    params: Id,
    responses: { 200: SupportContent, 404: 'No such category', 422: 'In use' },
  }),
};

export type InboxTicket = v.InferOutput<typeof InboxTicket>;
export type InboxThread = v.InferOutput<typeof InboxThread>;
export type Assignee = v.InferOutput<typeof Assignee>;
export type SupportContent = v.InferOutput<typeof SupportContent>;
