// OpenAPI paths of server/modules/wallet/routes.ts (wire types: src/modules/wallet/types.ts).
import { bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
/** Every wallet route reads: a session token or an API token with wallet:read. */
const bearer = bearerWith('wallet:read');
const cents = (description: string): Schema => ({ type: 'integer', description: `${description} (integer cents)` });
const currency: Schema = { type: 'string', examples: ['EUR'], description: 'ISO 4217' };
const notFound = (model: string) => ({
  description: `No such ${model.toLowerCase()} of the signed-in member (another member's label answers the same)`,
  content: json(responses.ref('Message'), { message: `No query results for model [App\\Models\\${model}] X` }),
});
const label = (example: string) => ({
  name: 'label',
  in: 'path',
  required: true,
  schema: { type: 'string', examples: [example] },
});
const pageParameter = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } };

export const walletTransaction: Schema = {
  type: 'object',
  required: [
    'label',
    'type',
    'amount_cents',
    'balance_after_cents',
    'currency',
    'status',
    'description',
    'reference',
    'reversed_by',
    'reverses',
    'created_at',
    'updated_at',
  ],
  properties: {
    label: { type: 'string', examples: ['TX-2026-000123'] },
    type: { enum: ['deposit', 'withdrawal', 'order', 'fee', 'credit'] },
    amount_cents: cents('Signed: credits positive, debits negative'),
    balance_after_cents: {
      type: ['integer', 'null'],
      description: 'Balance right after the entry counted (integer cents); null while a credit is pending',
    },
    currency,
    status: {
      enum: ['pending', 'completed', 'failed'],
      description:
        'A completed entry counts in the balance; a pending debit is reserved at once; a pending credit counts once completed',
    },
    description: { type: 'string', description: "What the entry is, in the request's language" },
    reference: {
      type: ['object', 'null'],
      required: ['type', 'label'],
      properties: { type: { enum: ['order', 'withdrawal', 'ticket'] }, label: { type: 'string' } },
    },
    reversed_by: {
      type: ['string', 'null'],
      description: 'A hold given back (rejected withdrawal, released reservation): the label of the entry returning it',
    },
    reverses: { type: ['string', 'null'], description: 'The label of the hold this entry gave back' },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const orderItem: Schema = {
  type: 'object',
  required: ['name', 'quantity', 'unit_price_cents', 'total_cents'],
  properties: {
    name: { type: 'string' },
    quantity: { type: 'integer', minimum: 1 },
    unit_price_cents: cents('Price of one'),
    total_cents: cents('quantity × unit price'),
  },
};

export const walletOrder: Schema = {
  type: 'object',
  required: [
    'label',
    'status',
    'purpose',
    'total_cents',
    'currency',
    'payment_method',
    'bank_reference',
    'items',
    'transaction_label',
    'expires_at',
    'paid_cents',
    'created_at',
    'updated_at',
  ],
  properties: {
    label: { type: 'string', examples: ['ORD-2026-000042'] },
    status: { enum: ['pending', 'paid', 'cancelled', 'completed', 'expired'] },
    purpose: {
      enum: ['purchase', 'deposit'],
      description: "'deposit': money for the member's own wallet, credited when the transfer arrives",
    },
    total_cents: cents('Sum of the items'),
    currency,
    payment_method: { enum: ['wallet', 'bank_transfer'] },
    bank_reference: {
      type: ['string', 'null'],
      examples: ['CLUB-7K2M-Q9XD'],
      description: 'Remittance reference of a bank transfer order; null for wallet payments',
    },
    items: { type: 'array', items: orderItem },
    transaction_label: {
      type: ['string', 'null'],
      description: 'The wallet entry that paid the order (a debit) or that a paid deposit credited',
    },
    expires_at: { type: ['string', 'null'], description: 'When a pending bank-transfer order expires' },
    paid_cents: {
      type: ['integer', 'null'],
      description: 'What arrived for a paid order (a transfer may differ from the total); null while unpaid',
    },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

export const withdrawAccount: Schema = {
  type: 'object',
  required: ['id', 'holder', 'iban', 'is_default'],
  properties: {
    id: { type: 'integer' },
    holder: { type: 'string' },
    iban: { type: 'string', examples: ['DE89370400440532013000'] },
    is_default: { type: 'boolean' },
  },
};

export const withdrawal: Schema = {
  type: 'object',
  required: [
    'label',
    'amount_cents',
    'currency',
    'status',
    'reason',
    'account',
    'transaction_label',
    'created_at',
    'updated_at',
  ],
  properties: {
    label: { type: 'string', examples: ['WD-2026-000007'] },
    amount_cents: cents('Amount paid out, positive'),
    currency,
    status: {
      enum: ['pending', 'processed', 'rejected'],
      description: 'pending: reserved in the balance; processed: paid out; rejected: released',
    },
    reason: { type: ['string', 'null'], description: 'Why the club rejected it' },
    account: withdrawAccount,
    transaction_label: {
      type: ['string', 'null'],
      description: 'The wallet debit of the withdrawal (null when rejected before booking)',
    },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const summary: Schema = {
  type: 'object',
  required: ['balance_cents', 'currency', 'pending_cents', 'recent_transactions'],
  properties: {
    balance_cents: cents('Available balance'),
    currency,
    pending_cents: cents('Incoming credits not yet available'),
    recent_transactions: { type: 'array', maxItems: 5, items: walletTransaction, description: 'The newest 5 entries' },
  },
};

export const walletPaths: OpenApiPaths = {
  '/api/wallet': {
    get: {
      tags: ['wallet'],
      summary: "The member's wallet: balance, pending credits and the 5 newest transactions",
      security: bearer,
      responses: {
        200: { description: 'The wallet (empty for a member without one)', content: json(summary) },
        ...common,
      },
    },
  },
  '/api/wallet/transactions': {
    get: {
      tags: ['wallet'],
      summary: 'Transactions, newest first, 15 per page (LengthAwarePaginator)',
      security: bearer,
      parameters: [
        pageParameter,
        {
          name: 'type',
          in: 'query',
          schema: { enum: ['deposit', 'withdrawal', 'order', 'fee', 'credit'] },
          description: 'Only entries of this type',
        },
      ],
      responses: {
        200: { description: 'A page', content: json(paginatorOf(walletTransaction)) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/wallet/transactions/{label}': {
    get: {
      tags: ['wallet'],
      summary: 'One transaction',
      security: bearer,
      parameters: [label('TX-2026-000123')],
      responses: {
        200: { description: 'The transaction', content: json(walletTransaction) },
        ...common,
        404: notFound('Transaction'),
      },
    },
  },
  '/api/wallet/transactions/{label}/pdf': {
    get: {
      tags: ['wallet'],
      summary:
        "The receipt of one transaction as a PDF (base64), in the member's language; saved by the client as {name}.pdf",
      security: bearer,
      parameters: [label('TX-2026-000123')],
      responses: {
        200: {
          description: 'The PDF',
          content: json({
            type: 'object',
            required: ['name', 'data'],
            properties: {
              name: { type: 'string', examples: ['TX-2026-000123'] },
              data: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/pdf' },
            },
          }),
        },
        ...common,
        404: notFound('Transaction'),
      },
    },
  },
  '/api/wallet/orders': {
    get: {
      tags: ['wallet'],
      summary: 'Orders, newest first, 15 per page (LengthAwarePaginator)',
      security: bearer,
      parameters: [pageParameter],
      responses: { 200: { description: 'A page', content: json(paginatorOf(walletOrder)) }, ...common },
    },
  },
  '/api/wallet/orders/{label}': {
    get: {
      tags: ['wallet'],
      summary: 'One order with its items',
      security: bearer,
      parameters: [label('ORD-2026-000042')],
      responses: { 200: { description: 'The order', content: json(walletOrder) }, ...common, 404: notFound('Order') },
    },
  },
  '/api/wallet/withdrawals/{label}': {
    get: {
      tags: ['wallet'],
      summary: 'One withdrawal with its account',
      security: bearer,
      parameters: [label('WD-2026-000007')],
      responses: {
        200: { description: 'The withdrawal', content: json(withdrawal) },
        ...common,
        404: notFound('Withdrawal'),
      },
    },
  },
};
