// OpenAPI paths of server/modules/appointment/routes.ts (wire types: src/modules/appointment/types.ts).
import { bearer, bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
/** The reads; booking and cancelling (they move wallet money) need a full session (`bearer`). */
const read = bearerWith('appointments:read');
const notFound = (model: string) => ({
  description: `No such ${model.toLowerCase()} (another member's ticket answers the same)`,
  content: json(responses.ref('Message'), { message: `No query results for model [App\\Models\\${model}] X` }),
});
const pageParameter = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } };

export const appointment: Schema = {
  type: 'object',
  required: [
    'id',
    'label',
    'kind',
    'status',
    'title',
    'description',
    'location',
    'starts_at',
    'ends_at',
    'capacity',
    'registered_count',
    'seats_left',
    'price_cents',
    'currency',
    'my_ticket',
    'has_ended',
    'can_register',
    'can_cancel',
  ],
  properties: {
    id: { type: 'integer' },
    label: { type: 'string', examples: ['APT-2026-000004'] },
    kind: {
      enum: ['appointment', 'event'],
      description: 'appointment: for members; event: a public event of the club',
    },
    status: { enum: ['scheduled', 'cancelled'] },
    title: { type: 'string' },
    description: { type: 'string' },
    location: { type: 'string' },
    starts_at: timestamp,
    ends_at: timestamp,
    capacity: { type: ['integer', 'null'], description: 'null: no limit' },
    registered_count: { type: 'integer', description: 'Tickets registered or used' },
    seats_left: { type: ['integer', 'null'], description: 'null: no limit' },
    price_cents: { type: 'integer', description: 'Ticket price (integer cents), paid from the wallet' },
    currency: { type: 'string', examples: ['EUR'] },
    my_ticket: {
      type: ['object', 'null'],
      description: "The member's live ticket",
      required: ['label', 'status'],
      properties: { label: { type: 'string' }, status: { enum: ['registered', 'used'] } },
    },
    has_ended: { type: 'boolean', description: 'Over, by the server clock' },
    can_register: { type: 'boolean', description: 'Scheduled, not started, seats left and no ticket yet' },
    can_cancel: { type: 'boolean', description: 'Ticket registered and the appointment not started' },
  },
};

export const ticket: Schema = {
  type: 'object',
  required: [
    'label',
    'status',
    'price_cents',
    'currency',
    'transaction_label',
    'appointment',
    'created_at',
    'updated_at',
  ],
  properties: {
    label: { type: 'string', examples: ['TCK-2026-000012'] },
    status: { enum: ['registered', 'cancelled', 'used'] },
    price_cents: { type: 'integer', description: 'Price paid (integer cents)' },
    currency: { type: 'string' },
    transaction_label: {
      type: ['string', 'null'],
      description: 'The wallet debit that paid the ticket; null when free',
    },
    appointment,
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const listOf = (what: string) => ({
  tags: ['appointments'],
  summary: `${what}: upcoming ones (scheduled, not ended; soonest first) or, with when=past, ended and cancelled ones (latest first); 10 per page (LengthAwarePaginator)`,
  security: read,
  parameters: [
    pageParameter,
    { name: 'when', in: 'query', schema: { enum: ['upcoming', 'past'], default: 'upcoming' } },
  ],
  responses: {
    200: { description: 'A page', content: json(paginatorOf(appointment)) },
    ...common,
    422: responses.validation,
  },
});

export const appointmentPaths: OpenApiPaths = {
  '/api/appointments': { get: listOf('Appointments for members') },
  '/api/events': { get: listOf('Public events of the club') },
  '/api/appointments/next': {
    get: {
      tags: ['appointments'],
      summary: "The member's next appointment or event with a registered ticket (one still running counts), or null",
      security: read,
      responses: {
        200: {
          description: 'The appointment or null',
          content: json({
            type: 'object',
            required: ['appointment'],
            properties: { appointment: { oneOf: [appointment, { type: 'null' }] } },
          }),
        },
        ...common,
      },
    },
  },
  '/api/appointments/{label}': {
    get: {
      tags: ['appointments'],
      summary: 'One appointment or event by its label (the register-ticket screen)',
      security: read,
      parameters: [
        { name: 'label', in: 'path', required: true, schema: { type: 'string', examples: ['APT-2026-000004'] } },
      ],
      responses: {
        200: { description: 'The appointment', content: json(appointment) },
        ...common,
        404: notFound('Appointment'),
      },
    },
  },
  '/api/appointments/{id}/tickets': {
    post: {
      tags: ['appointments'],
      summary: 'Register a ticket; a paid one is paid from the wallet in the same database transaction',
      description:
        '422 on `appointment` when it was cancelled, has started, is fully booked or the member already holds a ticket; 422 on `balance` when the wallet cannot pay the price.',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        201: { description: 'The new ticket', content: json(ticket) },
        ...common,
        404: notFound('Appointment'),
        422: responses.validation,
      },
    },
  },
  '/api/tickets/{label}': {
    get: {
      tags: ['appointments'],
      summary: "One of the member's tickets",
      security: read,
      parameters: [
        { name: 'label', in: 'path', required: true, schema: { type: 'string', examples: ['TCK-2026-000012'] } },
      ],
      responses: { 200: { description: 'The ticket', content: json(ticket) }, ...common, 404: notFound('Ticket') },
    },
  },
  '/api/tickets/{label}/cancel': {
    post: {
      tags: ['appointments'],
      summary: 'Cancel a registered ticket before the appointment starts; a paid one is refunded to the wallet',
      description: '422 on `ticket` when it is not registered (cancelled or used) or the appointment has started.',
      security: bearer,
      parameters: [{ name: 'label', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The cancelled ticket', content: json(ticket) },
        ...common,
        404: notFound('Ticket'),
        422: responses.validation,
      },
    },
  },
};
