// OpenAPI paths of server/modules/support/routes.ts.
import { bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json, ref } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
/** FAQ and tickets: support:read; opening a ticket and replying: support:write (or a session token). */
const read = bearerWith('support:read');
const write = bearerWith('support:write');
const missing = (model: string, example: string) => ({
  description: `Unknown ${model}`,
  content: json(ref('Message'), { message: `No query results for model [App\\Models\\${model}] ${example}` }),
});
const ticketsOff = 'Answers 404 when the club has tickets switched off (FEATURE_TICKETS).';

const faqQuestion: Schema = {
  type: 'object',
  required: ['id', 'question', 'answer'],
  properties: {
    id: { type: 'integer' },
    question: { type: 'string' },
    answer: { type: 'string', description: 'Plain text; paragraphs separated by a blank line' },
  },
};

const faqCategory: Schema = {
  type: 'object',
  required: ['id', 'slug', 'name', 'questions'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    questions: { type: 'array', items: faqQuestion },
  },
};

const contactCategory: Schema = {
  type: 'object',
  required: ['id', 'slug', 'name', 'description'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
  },
};

const ticketMessage: Schema = {
  type: 'object',
  required: ['id', 'author', 'body', 'created_at'],
  properties: {
    id: { type: 'integer' },
    author: { enum: ['member', 'staff'] },
    body: { type: 'string', description: 'Plain text' },
    created_at: timestamp,
  },
};

const ticketSummary: Schema = {
  type: 'object',
  required: ['id', 'subject', 'status', 'category', 'unread', 'messages_count', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    status: {
      enum: ['open', 'answered', 'closed'],
      description: 'answered: the staff wrote last; open: the member did',
    },
    category: { type: ['object', 'null'], properties: { slug: { type: 'string' }, name: { type: 'string' } } },
    unread: { type: 'boolean', description: 'A staff message is newer than the member’s last visit of the thread' },
    messages_count: { type: 'integer' },
    created_at: timestamp,
    updated_at: { ...timestamp, description: 'Time of the latest message or status change' },
  },
};

const ticket: Schema = {
  ...ticketSummary,
  required: [...(ticketSummary.required as string[]), 'messages'],
  properties: {
    ...(ticketSummary.properties as Schema),
    messages: { type: 'array', items: ticketMessage, description: 'Oldest first' },
  },
};

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const categoryParam = {
  name: 'category',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'The category slug',
};
const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });

export const supportPaths: OpenApiPaths = {
  '/api/support/faq': {
    get: {
      tags: ['support'],
      summary: 'FAQ categories with their questions',
      security: read,
      responses: {
        200: { description: 'Every category', content: json({ type: 'array', items: faqCategory }) },
        ...common,
      },
    },
  },
  '/api/support/faq/{category}': {
    get: {
      tags: ['support'],
      summary: 'One FAQ category with its questions',
      security: read,
      parameters: [categoryParam],
      responses: {
        200: { description: 'The category', content: json(faqCategory) },
        ...common,
        404: missing('FaqCategory', 'unknown'),
      },
    },
  },
  '/api/support/contact/categories': {
    get: {
      tags: ['support'],
      summary: 'What a member can contact the staff about',
      security: read,
      responses: {
        200: { description: 'Every contact category', content: json({ type: 'array', items: contactCategory }) },
        ...common,
      },
    },
  },
  '/api/support/contact/{category}': {
    post: {
      tags: ['support'],
      summary: 'Contact the staff: opens a ticket with the message as its first entry',
      description: 'Throttled to 10 per member and hour (429 with Retry-After). Strings are trimmed before validation.',
      security: write,
      parameters: [categoryParam],
      requestBody: body({
        type: 'object',
        required: ['subject', 'message'],
        properties: { subject: { type: 'string', maxLength: 150 }, message: { type: 'string', maxLength: 5000 } },
      }),
      responses: {
        201: { description: 'The new ticket', content: json(ticket) },
        ...common,
        404: missing('ContactCategory', 'unknown'),
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/support/tickets': {
    get: {
      tags: ['support'],
      summary: "The member's tickets, latest activity first, 10 per page (LengthAwarePaginator)",
      description: ticketsOff,
      security: read,
      parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } }],
      responses: {
        200: { description: 'A page of tickets', content: json(paginatorOf(ticketSummary)) },
        ...common,
        404: { description: 'Tickets are switched off' },
      },
    },
  },
  '/api/support/tickets/{id}': {
    get: {
      tags: ['support'],
      summary: 'One ticket with its thread; marks it read',
      description: `Another member's ticket answers 404. ${ticketsOff}`,
      security: read,
      parameters: [idParam],
      responses: { 200: { description: 'The ticket', content: json(ticket) }, ...common, 404: missing('Ticket', '7') },
    },
  },
  '/api/support/tickets/{id}/messages': {
    post: {
      tags: ['support'],
      summary: 'Reply in a ticket: the ticket is open again until the staff answer',
      description: `A closed ticket answers 422 (errors.body). Throttled to 30 per member and minute. ${ticketsOff}`,
      security: write,
      parameters: [idParam],
      requestBody: body({
        type: 'object',
        required: ['body'],
        properties: { body: { type: 'string', maxLength: 5000 } },
      }),
      responses: {
        201: { description: 'The ticket with the new message', content: json(ticket) },
        ...common,
        404: missing('Ticket', '7'),
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
};
