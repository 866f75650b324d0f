// OpenAPI paths of server/modules/siwe/routes.ts (Sign-In with Ethereum, EIP-4361).
import { responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

const { json, ref } = responses;
const disabled = {
  description: 'FEATURE_SIWE is off',
  content: json(ref('Message'), { message: 'Sign-In with Ethereum is not enabled.' }),
};

export const siwePaths: OpenApiPaths = {
  '/api/auth/siwe/nonce': {
    get: {
      tags: ['auth'],
      summary: 'A single-use nonce for a Sign-In with Ethereum message (valid 5 minutes)',
      description:
        'Only when FEATURE_SIWE is on (GET config `features.siwe`). Sent with `Cache-Control: no-store`. Throttled: 30 a minute per IP.',
      responses: {
        200: {
          description: 'A fresh nonce',
          content: json(
            {
              type: 'object',
              required: ['nonce', 'issued_at', 'expires_at'],
              properties: {
                nonce: { type: 'string', pattern: '^[A-Za-z0-9]{8,}$' },
                issued_at: {
                  type: 'string',
                  format: 'date-time',
                  description:
                    "The server's time now: use it as the message's Issued At, whatever the device's clock says.",
                },
                expires_at: { type: 'string', format: 'date-time' },
              },
            },
            {
              nonce: 'Kp3QeV9mX2aBcD4eF6gH8iJ0kL1mN3oP',
              issued_at: '2026-01-01T10:00:00.000000Z',
              expires_at: '2026-01-01T10:05:00.000000Z',
            },
          ),
        },
        404: disabled,
        429: responses.throttled,
      },
    },
  },
  '/api/auth/siwe': {
    post: {
      tags: ['auth'],
      summary: 'Sign in with a signed EIP-4361 message from the wallet linked to a member (nft.address)',
      description: [
        'The message must name this site (domain and URI host of FRONTEND_URL or APP_URL), Version 1, a nonce from GET auth/siwe/nonce (single use, whatever the outcome), an Issued At within the last 5 minutes (1 minute of clock skew allowed), and must be inside its Expiration Time / Not Before.',
        'The signature is the personal_sign (EIP-191) of the exact message by its address (externally owned accounts; contract wallets are not supported).',
        'A member with 2FA gets a PENDING token and `verification` exactly like POST auth/login, to finish with POST auth/verify; otherwise a full token.',
        'Errors: 422 errors.message (malformed, wrong domain, expired, used nonce), errors.signature (does not match), errors.address (no member has this wallet). Throttled: 10 a minute per IP.',
      ].join(' '),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['message', 'signature'],
              properties: {
                message: { type: 'string', maxLength: 4096 },
                signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'Signed in, or a pending token for the verification step (members with 2FA)',
          content: { 'application/json': { schema: { oneOf: [ref('AuthResponse'), ref('PendingAuthResponse')] } } },
        },
        404: disabled,
        422: {
          description: 'Refused',
          content: json(ref('ValidationError'), {
            message: 'The signature does not match the message.',
            errors: { signature: ['The signature does not match the message.'] },
          }),
        },
        429: responses.throttled,
      },
    },
  },
};
