// OpenAPI paths of the wallet's money routes (money-routes.ts, pdf-routes.ts); wire types in
// src/modules/wallet/types.ts. The read side is in openapi.ts.
import { bearer, bearerWith, responses } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';
import { walletOrder, withdrawAccount, withdrawal } from './openapi.ts';

const { json, ref } = responses;
const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });
const read = bearerWith('wallet:read');
const common = {
  401: responses.unauthenticated,
  403: {
    description:
      'An API token (these need the full session), or a ghost-mode session (money is not moved in ghost mode)',
    content: json(ref('Message')),
  },
};
const readCommon = { 401: responses.unauthenticated, 403: responses.invalidAbility };
const notFound = (model: string) => ({
  description: `No such ${model} of the signed-in member (another member's answers the same)`,
  content: json(ref('Message')),
});
const label = (example: string) => ({
  name: 'label',
  in: 'path',
  required: true,
  schema: { type: 'string', examples: [example] },
});
const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  description:
    'The same key with the same body answers the first answer again and moves money once; the same key with another body answers 422.',
};
const amount: Schema = {
  oneOf: [
    { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,2})?$' },
    { type: 'number', minimum: 0.01 },
  ],
  description: 'Euros with at most two decimals, e.g. "25.50"',
};
const pdf = {
  description: "The PDF (base64), in the member's language; saved by the client as {name}.pdf",
  content: json({
    type: 'object',
    required: ['name', 'data'],
    properties: {
      name: { type: 'string' },
      data: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/pdf' },
    },
  }),
};
const accountList: Schema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: withdrawAccount } },
};
const limits: Schema = {
  type: 'object',
  required: [
    'deposit_min_cents',
    'deposit_max_cents',
    'withdrawal_min_cents',
    'withdrawal_max_cents',
    'order_expiry_days',
    'currency',
  ],
  properties: {
    deposit_min_cents: { type: 'integer' },
    deposit_max_cents: { type: 'integer' },
    withdrawal_min_cents: { type: 'integer' },
    withdrawal_max_cents: { type: 'integer' },
    order_expiry_days: { type: 'integer' },
    currency: { type: 'string' },
  },
};
const bankDetails: Schema = {
  type: 'object',
  required: [
    'order',
    'recipient',
    'iban',
    'bic',
    'bank_name',
    'amount_cents',
    'currency',
    'reference',
    'epc_payload',
    'qr_svg',
  ],
  properties: {
    order: walletOrder,
    recipient: { type: 'string' },
    iban: { type: 'string' },
    bic: { type: 'string' },
    bank_name: { type: 'string' },
    amount_cents: { type: 'integer' },
    currency: { type: 'string' },
    reference: { type: 'string', examples: ['CLUB-7K2M-Q9XD'] },
    epc_payload: {
      type: ['string', 'null'],
      description:
        'EPC069-12 (GiroCode) text for the QR code: BCD/002/1/SCT/BIC/recipient/IBAN/EUR amount///reference; null unless the order is pending',
    },
    qr_svg: {
      type: ['string', 'null'],
      description: 'epc_payload as a QR code (SVG document, error correction M); null unless the order is pending',
    },
  },
};

export const walletMoneyPaths: OpenApiPaths = {
  '/api/wallet/limits': {
    get: {
      tags: ['wallet'],
      summary: 'What the deposit and withdrawal forms accept (integer cents) and how long a deposit order waits',
      security: read,
      responses: { 200: { description: 'The limits', content: json(limits) }, ...readCommon },
    },
  },
  '/api/wallet/withdraw-accounts': {
    get: {
      tags: ['wallet'],
      summary: "The member's withdraw accounts, the default first",
      security: read,
      responses: { 200: { description: 'The accounts', content: json(accountList) }, ...readCommon },
    },
    post: {
      tags: ['wallet'],
      summary:
        'Adds a withdraw account (the first becomes the default); the IBAN is checked (country format and checksum)',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['holder', 'iban'],
        properties: {
          holder: { type: 'string', minLength: 2, maxLength: 70 },
          iban: { type: 'string', examples: ['DE89 3704 0044 0532 0130 00'] },
        },
      }),
      responses: {
        201: { description: 'The account', content: json(withdrawAccount) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/wallet/withdraw-accounts/{id}': {
    delete: {
      tags: ['wallet'],
      summary: 'Removes a withdraw account (past withdrawals keep it)',
      security: bearer,
      parameters: [id],
      responses: { 204: responses.noContent, ...common, 404: notFound('withdraw account') },
    },
  },
  '/api/wallet/withdraw-accounts/{id}/default': {
    post: {
      tags: ['wallet'],
      summary: 'Makes the account the default',
      security: bearer,
      parameters: [id],
      responses: {
        200: { description: 'The accounts', content: json(accountList) },
        ...common,
        404: notFound('withdraw account'),
      },
    },
  },
  '/api/wallet/withdrawals': {
    post: {
      tags: ['wallet'],
      summary:
        'Requests a withdrawal: its amount is reserved at once (pending); refused above the available balance, nothing booked',
      security: bearer,
      parameters: [idempotencyKey],
      requestBody: body({
        type: 'object',
        required: ['amount', 'withdraw_account_id'],
        properties: { amount, withdraw_account_id: { type: 'integer' } },
      }),
      responses: {
        201: { description: 'The pending withdrawal', content: json(withdrawal) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/wallet/withdrawals/{label}/pdf': {
    get: {
      tags: ['wallet'],
      summary: 'Withdrawal confirmation as a PDF',
      security: read,
      parameters: [label('WD-2026-000007')],
      responses: { 200: pdf, ...readCommon, 404: notFound('withdrawal') },
    },
  },
  '/api/wallet/deposits': {
    post: {
      tags: ['wallet'],
      summary:
        'Orders a deposit paid by bank transfer: a pending order with a unique reference, credited when the club marks it paid; it expires after order_expiry_days',
      security: bearer,
      parameters: [idempotencyKey],
      requestBody: body({ type: 'object', required: ['amount'], properties: { amount } }),
      responses: {
        201: { description: 'The pending order', content: json(walletOrder) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/wallet/orders/{label}/bank-details': {
    get: {
      tags: ['wallet'],
      summary:
        "The club's account, the amount and the reference to pay a bank-transfer order with, and its GiroCode text",
      security: read,
      parameters: [label('ORD-2026-000042')],
      responses: {
        200: { description: 'Bank details', content: json(bankDetails) },
        ...readCommon,
        404: notFound('bank-transfer order'),
      },
    },
  },
  '/api/wallet/orders/{label}/bank-details/pdf': {
    get: {
      tags: ['wallet'],
      summary: 'The bank details with the GiroCode as a PDF',
      security: read,
      parameters: [label('ORD-2026-000042')],
      responses: { 200: pdf, ...readCommon, 404: notFound('bank-transfer order') },
    },
  },
  '/api/wallet/orders/{label}/pdf': {
    get: {
      tags: ['wallet'],
      summary: 'The receipt of a paid order as a PDF',
      security: read,
      parameters: [label('ORD-2026-000042')],
      responses: { 200: pdf, ...readCommon, 404: notFound('order'), 422: responses.validation },
    },
  },
  '/api/wallet/orders/{label}/cancel': {
    post: {
      tags: ['wallet'],
      summary: 'Cancels an order awaiting payment',
      security: bearer,
      parameters: [label('ORD-2026-000042')],
      responses: {
        200: { description: 'The cancelled order', content: json(walletOrder) },
        ...common,
        404: notFound('order'),
        422: responses.validation,
      },
    },
  },
  '/api/wallet/statement/pdf': {
    get: {
      tags: ['wallet'],
      summary: 'A statement of the transactions of a period (default: the last 30 days) as a PDF',
      security: read,
      parameters: [
        { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } },
      ],
      responses: { 200: pdf, ...readCommon, 422: responses.validation },
    },
  },
};
