// Shared OpenAPI components: schemas of the wire types (src/core/types.ts) and Laravel's error
// responses, referenced by every module's paths.
import type { TokenAbility } from '../auth/middleware.ts';
import type { Schema } from './types.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (type: string, extra: Schema = {}) => ({ type: [type, 'null'], ...extra });
export const timestamp: Schema = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-01-01T10:00:00.000000Z'],
  description: 'Eloquent timestamp (UTC, microseconds).',
};

export const schemas: Record<string, Schema> = {
  User: {
    type: 'object',
    required: [
      'id',
      'name',
      'email',
      'ip_address',
      'language',
      'email_verified',
      'address_is_filled',
      'google2fa_enabled_at',
      'nft',
      'address',
      'instruction_state',
      'firstline',
      'permissions',
      'analytics_consent',
    ],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      ip_address: nullable('string'),
      language: { type: 'string', enum: ['en', 'de'] },
      email_verified: { type: 'boolean' },
      address_is_filled: { type: 'boolean' },
      google2fa_enabled_at: {
        ...timestamp,
        type: ['string', 'null'],
        description: 'Set when 2FA is confirmed; null otherwise.',
      },
      nft: { type: 'object', required: ['address'], properties: { address: nullable('string') } },
      address: {
        type: 'object',
        required: ['firstname', 'lastname'],
        properties: {
          firstname: { type: 'string' },
          lastname: { type: 'string' },
          street: nullable('string'),
          zip: nullable('string'),
          city: nullable('string'),
          country: nullable('string', { description: 'ISO 3166-1 alpha-2' }),
          region: nullable('string'),
        },
      },
      instruction_state: {
        type: 'object',
        additionalProperties: { type: 'boolean' },
        examples: [{ register_intro_closed: true, android_app_closed: false }],
      },
      firstline: { type: 'integer' },
      permissions: { type: 'array', items: { type: 'string' } },
      analytics_consent: {
        type: 'boolean',
        description: 'The member agreed that page views carry their id and name (PUT user/settings/privacy).',
      },
    },
  },
  AuthResponse: {
    type: 'object',
    required: ['access_token', 'token_type', 'expires_in', 'user'],
    properties: {
      access_token: {
        type: 'string',
        examples: ['7|Q3lWb2xV0a1b2c3d4e5f6g7h8i9j0kLmNoPqRsTu'],
        description: 'Sanctum-style `{id}|{secret}`; shown once.',
      },
      token_type: { const: 'Bearer' },
      expires_in: {
        type: 'integer',
        description:
          'Seconds until the token expires absolutely. Session tokens also expire after 30 minutes without use.',
      },
      user: ref('User'),
    },
  },
  PendingAuthResponse: {
    type: 'object',
    description:
      'The password step (POST auth/login, SIWE for members with 2FA): a pending token (ability `verify`, 10 minutes) for the verification step. Nothing personal before the second factor: the step and a masked address only.',
    required: ['access_token', 'token_type', 'expires_in', 'verification'],
    properties: {
      access_token: { type: 'string' },
      token_type: { const: 'Bearer' },
      expires_in: { type: 'integer' },
      verification: {
        type: 'object',
        required: ['method', 'email'],
        properties: {
          method: {
            enum: ['totp', 'email', 'none'],
            description:
              '`totp`: an authenticator code or a recovery code; `email`: request an emailed code, then send it; `none`: send an empty code.',
          },
          email: { type: 'string', examples: ['m***@club.test'], description: "The member's address, masked." },
        },
      },
    },
  },
  Message: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
  ValidationError: {
    type: 'object',
    required: ['message', 'errors'],
    properties: {
      message: { type: 'string', examples: ['The email field is required. (and 1 more error)'] },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
  PaginatorLink: {
    type: 'object',
    required: ['url', 'label', 'active'],
    properties: {
      url: nullable('string'),
      label: { type: 'string' },
      page: nullable('integer'),
      active: { type: 'boolean' },
    },
  },
  ClientConfig: {
    type: 'object',
    required: ['club', 'realtime', 'features'],
    properties: {
      club: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          logo_url: nullable('string'),
          social: {
            type: 'object',
            properties: { news_channel: nullable('string'), group: nullable('string'), photos: nullable('string') },
          },
        },
      },
      realtime: {
        type: ['object', 'null'],
        properties: {
          driver: { const: 'pusher' },
          key: { type: 'string' },
          cluster: { type: 'string' },
          host: nullable('string'),
          port: nullable('integer'),
          scheme: { enum: ['http', 'https'] },
          auth_endpoint: { type: 'string', format: 'uri' },
        },
      },
      features: {
        type: 'object',
        properties: { tickets: { type: 'boolean' }, chat: { type: 'boolean' }, siwe: { type: 'boolean' } },
      },
      analytics: {
        type: 'object',
        description: 'Page views and error reports of the portal; each null (off) unless the club configured it.',
        properties: {
          matomo: {
            type: ['object', 'null'],
            required: ['url', 'site_id', 'name_dimension'],
            properties: {
              url: {
                type: 'string',
                format: 'uri',
                description: 'MATOMO_URL with a trailing slash (matomo.js, matomo.php).',
              },
              site_id: { type: 'integer' },
              name_dimension: { type: 'integer', description: "The custom dimension for the member's name." },
            },
          },
          sentry: { type: ['object', 'null'], required: ['dsn'], properties: { dsn: { type: 'string' } } },
        },
      },
    },
  },
};

/** A paginator schema for items of `itemRef` (Laravel's LengthAwarePaginator::toArray()). */
export function paginatorOf(itemSchema: Schema): Schema {
  return {
    type: 'object',
    required: [
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'links',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ],
    properties: {
      current_page: { type: 'integer' },
      data: { type: 'array', items: itemSchema },
      first_page_url: { type: 'string' },
      from: nullable('integer'),
      last_page: { type: 'integer' },
      last_page_url: { type: 'string' },
      links: { type: 'array', items: ref('PaginatorLink') },
      next_page_url: nullable('string'),
      path: { type: 'string' },
      per_page: { type: 'integer' },
      prev_page_url: nullable('string'),
      to: nullable('integer'),
      total: { type: 'integer' },
    },
  };
}

const json = (schema: Schema, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

export const responses = {
  unauthenticated: {
    description: 'No valid token (missing, revoked, expired or idle).',
    content: json(ref('Message'), { message: 'Unauthenticated.' }),
  },
  invalidAbility: {
    description:
      'The token lacks the ability this operation names in `security` (an API token without it, a pending login token).',
    content: json(ref('Message'), { message: 'Invalid ability provided.' }),
  },
  validation: { description: "Validation failed (Laravel's shape).", content: json(ref('ValidationError')) },
  throttled: {
    description: 'Too many attempts. `Retry-After` tells the seconds to wait.',
    headers: {
      'Retry-After': { schema: { type: 'integer' } },
      'X-RateLimit-Limit': { schema: { type: 'integer' } },
      'X-RateLimit-Remaining': { schema: { type: 'integer' } },
      'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix time the window ends' },
    },
    content: json(ref('Message'), { message: 'Too Many Attempts.' }),
  },
  noContent: { description: 'Done; no body.' },
  json,
  ref,
};

/**
 * The token abilities an operation demands, as OpenAPI 3.1 roles of the bearer scheme. A session
 * token has '*' and passes every check (Sanctum's tokenCan); an API token passes only operations
 * naming one of its abilities. Must match the route's requireAuth({ abilities }) (openapi.test.ts).
 */
export const bearerWith = (...abilities: TokenAbility[]) => [{ bearerAuth: abilities }];

/** A full session token only (requireAuth() without abilities): no API token reaches it. */
export const bearer = bearerWith('*');

/** A full session token, or a widget's token (requireAuth({ orAbilities: ['widget'] })): alternatives. */
export const bearerOrWidget = [...bearer, ...bearerWith('widget')];
