// OpenAPI paths of the Growing module (routes.ts); wire types in src/modules/growing/types.ts.
import { bearer, responses } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json, ref } = responses;
const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
const changes = {
  401: responses.unauthenticated,
  403: { description: 'An API token, or a ghost-mode session', content: json(ref('Message')) },
};
const list = (items: Schema): Schema => ({
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items } },
});
const timestamp: Schema = { type: 'string', examples: ['2026-01-01T15:00:00.000000Z'] };
const strain: Schema = {
  type: 'object',
  required: ['id', 'name', 'thc_percent', 'cbd_percent', 'price_cents_per_gram', 'stock_grams', 'allowed', 'reason'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    thc_percent: { type: 'number' },
    cbd_percent: { type: 'number' },
    price_cents_per_gram: { type: 'integer' },
    stock_grams: { type: 'number' },
    allowed: { type: 'boolean', description: 'Under 21: only strains with at most 10 % THC' },
    reason: { enum: ['thc_limit', null] },
  },
};
const meter: Schema = {
  type: 'object',
  required: ['used_grams', 'limit_grams'],
  properties: { used_grams: { type: 'number' }, limit_grams: { type: 'number' } },
};
const quota: Schema = {
  type: 'object',
  required: ['date_of_birth', 'age_check', 'under_21', 'max_thc_percent', 'day', 'month'],
  properties: {
    date_of_birth: { type: ['string', 'null'], description: "The member's own date of birth: a claim" },
    age_check: {
      type: ['object', 'null'],
      required: ['date_of_birth', 'document', 'checked_at'],
      properties: {
        date_of_birth: { type: 'string', format: 'date' },
        document: { type: 'string', examples: ['ID card'] },
        checked_at: { type: 'string' },
      },
      description: "The club's check against an official photo ID (KCanG §16); the limits use only this date",
    },
    under_21: { type: 'boolean', description: 'The under-21 limits apply: not checked yet, or checked and under 21' },
    max_thc_percent: { type: ['number', 'null'] },
    day: meter,
    month: meter,
  },
  description:
    'KCanG §19 (3): 25 g a day, 50 g a calendar month (30 g under 21), Europe/Berlin days; handovers and open reservations count',
};
const reservation: Schema = {
  type: 'object',
  required: ['label', 'strain', 'grams', 'price_cents', 'slot_at', 'status', 'created_at'],
  properties: {
    label: { type: 'string', examples: ['RES-2026-000001'] },
    strain: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    grams: { type: 'number' },
    price_cents: { type: 'integer' },
    slot_at: timestamp,
    status: {
      enum: ['reserved', 'collected', 'cancelled', 'expired'],
      description: 'expired: not collected on its pickup day (Berlin); its grams and held price are free again',
    },
    created_at: timestamp,
  },
};
const handover: Schema = {
  type: 'object',
  required: ['id', 'handed_at', 'strain', 'grams', 'thc_percent', 'cbd_percent', 'price_cents', 'reservation_label'],
  properties: {
    id: { type: 'integer' },
    handed_at: timestamp,
    strain: { type: 'string' },
    grams: { type: 'number' },
    thc_percent: { type: 'number' },
    cbd_percent: { type: 'number' },
    price_cents: { type: 'integer' },
    reservation_label: { type: ['string', 'null'] },
  },
};
const pdf = {
  description: 'The PDF (base64); saved by the client as {name}.pdf',
  content: json({
    type: 'object',
    required: ['name', 'data'],
    properties: { name: { type: 'string' }, data: { type: 'string', contentEncoding: 'base64' } },
  }),
};

export const growingPaths: OpenApiPaths = {
  '/api/growing/strains': {
    get: {
      tags: ['growing'],
      summary: 'The strain menu with stock, THC/CBD and price, and whether this member may receive each',
      security: bearer,
      responses: { 200: { description: 'Strains', content: json(list(strain)) }, ...common },
    },
  },
  '/api/growing/quota': {
    get: {
      tags: ['growing'],
      summary: "The member's quota meter for today and this month",
      security: bearer,
      responses: { 200: { description: 'The meter', content: json(quota) }, ...common },
    },
  },
  '/api/growing/slots': {
    get: {
      tags: ['growing'],
      summary: 'Pickup slots offered (next 7 days)',
      security: bearer,
      responses: {
        200: {
          description: 'Slots',
          content: json(list({ type: 'object', required: ['at'], properties: { at: timestamp } })),
        },
        ...common,
      },
    },
  },
  '/api/growing/handovers': {
    get: {
      tags: ['growing'],
      summary: 'The distribution record: every handover, newest first',
      security: bearer,
      responses: { 200: { description: 'Handovers', content: json(list(handover)) }, ...common },
    },
  },
  '/api/growing/handovers/pdf': {
    get: {
      tags: ['growing'],
      summary: 'The distribution record as a PDF',
      security: bearer,
      responses: { 200: pdf, ...common },
    },
  },
  '/api/growing/reservations': {
    get: {
      tags: ['growing'],
      summary: "The member's pickup reservations",
      security: bearer,
      responses: { 200: { description: 'Reservations', content: json(list(reservation)) }, ...common },
    },
    post: {
      tags: ['growing'],
      summary:
        'Reserves grams of a strain for a pickup slot: counts against the quota, holds the stock and the price (refused when the balance is too low)',
      security: bearer,
      parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
      ],
      requestBody: body({
        type: 'object',
        required: ['strain_id', 'grams', 'slot'],
        properties: {
          strain_id: { type: 'integer' },
          grams: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'At most one decimal' },
          slot: timestamp,
        },
      }),
      responses: {
        201: { description: 'The reservation', content: json(reservation) },
        ...changes,
        422: responses.validation,
      },
    },
  },
  '/api/growing/reservations/{label}/cancel': {
    post: {
      tags: ['growing'],
      summary: 'Cancels an open reservation: quota, stock and money are free again',
      security: bearer,
      parameters: [{ name: 'label', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The cancelled reservation', content: json(reservation) },
        ...changes,
        404: { description: "No such reservation of the member's", content: json(ref('Message')) },
        422: responses.validation,
      },
    },
  },
  '/api/growing/date-of-birth': {
    put: {
      tags: ['growing'],
      summary: "Sets the member's date of birth (18 or older) until the club has checked it; answers the quota meter",
      description:
        'A claim: the limits use the date the club checked on an official ID (`club member:verify-age`), the under-21 limits until then. Once checked, 422 on date_of_birth: only staff can correct it.',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['date_of_birth'],
        properties: { date_of_birth: { type: 'string', format: 'date' } },
      }),
      responses: {
        200: { description: 'The quota meter', content: json(quota) },
        ...changes,
        422: responses.validation,
      },
    },
  },
};
