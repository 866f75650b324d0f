// OpenAPI paths of routes-my-tickets.ts (wire types: MyTicket, TicketPublicKey in
// src/modules/appointment/types.ts).
import { bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import { ticket } from './openapi.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json } = responses;
const read = bearerWith('appointments:read');
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
const notFound = {
  description: "No such ticket (another member's ticket answers the same)",
  content: json(responses.ref('Message'), { message: 'No query results for model [App\\Models\\Ticket] X' }),
};

/** The ticket plus what its QR code and PDF show (one flat object, as the wire sends it). */
export const myTicket: Schema = {
  type: 'object',
  required: [
    ...(ticket.required as string[]),
    'admission_no',
    'holder_name',
    'valid_from',
    'valid_until',
    'qr_payload',
  ],
  properties: {
    ...(ticket.properties as Record<string, Schema>),
    admission_no: { type: 'integer', description: "The ticket's place in its event's issue order" },
    holder_name: { type: 'string', description: 'The name the ticket admits' },
    valid_from: timestamp,
    valid_until: timestamp,
    qr_payload: {
      type: ['string', 'null'],
      description:
        'What the QR code encodes: `CT1.<base64url claims JSON>.<base64url Ed25519 signature over the text before the last dot>`; null when cancelled',
    },
  },
};

export const myTicketPaths: OpenApiPaths = {
  '/api/tickets': {
    get: {
      tags: ['appointments'],
      summary: "The member's own tickets: upcoming (soonest first), past or cancelled (latest first); 10 per page",
      security: read,
      parameters: [
        { name: 'filter', in: 'query', schema: { enum: ['upcoming', 'past', 'cancelled'], default: 'upcoming' } },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      ],
      responses: {
        200: { description: 'A page', content: json(paginatorOf(myTicket)) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/tickets/public-key': {
    get: {
      tags: ['appointments'],
      summary: "The club's Ed25519 public key, which checks a ticket's signature offline (no login needed)",
      responses: {
        200: {
          description: 'The key',
          content: json({
            type: 'object',
            required: ['algorithm', 'format', 'public_key'],
            properties: {
              algorithm: { const: 'Ed25519' },
              format: { const: 'spki-pem' },
              public_key: { type: 'string' },
            },
          }),
        },
      },
    },
  },
  '/api/tickets/{label}/pdf': {
    get: {
      tags: ['appointments'],
      summary: "The ticket as a PDF with its QR code, base64 (saved as {name}.pdf), in the member's language",
      description: '422 on `ticket` for a cancelled ticket.',
      security: read,
      parameters: [{ name: 'label', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'The PDF',
          content: json({
            type: 'object',
            required: ['name', 'data'],
            properties: { name: { type: 'string' }, data: { type: 'string', contentEncoding: 'base64' } },
          }),
        },
        ...common,
        404: notFound,
        422: responses.validation,
      },
    },
  },
};
