// OpenAPI paths of server/modules/affiliate/routes.ts (wire types: src/modules/affiliate/types.ts).
import { bearer, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
const pageParameter = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } };

const teamMember: Schema = {
  type: 'object',
  required: ['display_name', 'level', 'joined_at', 'status'],
  properties: {
    display_name: {
      type: ['string', 'null'],
      description:
        'As the member agreed to show it: first name and initial by default, the full name if chosen; null if hidden. Never an email or address.',
    },
    level: { enum: [1, 2] },
    joined_at: timestamp,
    status: { enum: ['active', 'pending'], description: 'active: email confirmed' },
  },
};

const bonus: Schema = {
  type: 'object',
  required: ['label', 'amount_cents', 'currency', 'description', 'created_at'],
  properties: {
    label: { type: 'string' },
    amount_cents: { type: 'integer' },
    currency: { type: 'string' },
    description: { type: 'string' },
    created_at: timestamp,
  },
};

const visibility: Schema = {
  enum: ['initial', 'full', 'hidden'],
  description:
    "How the member shows on their sponsors' team pages: first name and initial (default), full name, or not at all",
};

export const affiliatePaths: OpenApiPaths = {
  '/api/affiliate/visibility': {
    put: {
      tags: ['affiliate'],
      summary: "Choose how the member shows on their sponsors' team pages (refused in ghost mode)",
      security: bearer,
      requestBody: {
        required: true,
        content: json({ type: 'object', required: ['team_visibility'], properties: { team_visibility: visibility } }),
      },
      responses: {
        200: {
          description: 'The choice',
          content: json({ type: 'object', required: ['team_visibility'], properties: { team_visibility: visibility } }),
        },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/affiliate': {
    get: {
      tags: ['affiliate'],
      summary: "The member's referral link and team size per level",
      security: bearer,
      responses: {
        200: {
          description: 'The summary',
          content: json({
            type: 'object',
            required: ['ref_hash', 'referral_link', 'counts', 'bonuses_available', 'team_visibility'],
            properties: {
              ref_hash: { type: 'string' },
              referral_link: { type: 'string' },
              counts: {
                type: 'object',
                required: ['level_1', 'level_2'],
                properties: { level_1: { type: 'integer' }, level_2: { type: 'integer' } },
              },
              bonuses_available: {
                type: 'boolean',
                description: 'GET affiliate/bonuses answers (the wallet module is on)',
              },
              team_visibility: visibility,
            },
          }),
        },
        ...common,
      },
    },
  },
  '/api/affiliate/team': {
    get: {
      tags: ['affiliate'],
      summary: 'Members the member referred (level 1) or those referred them (level 2), newest first; 20 per page',
      security: bearer,
      parameters: [{ name: 'level', in: 'query', schema: { enum: ['1', '2'], default: '1' } }, pageParameter],
      responses: {
        200: { description: 'A page', content: json(paginatorOf(teamMember)) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/affiliate/bonuses': {
    get: {
      tags: ['affiliate'],
      summary:
        "Team and referral bonuses booked to the member's wallet, newest first; 404 when the club runs without the wallet module",
      security: bearer,
      parameters: [pageParameter],
      responses: {
        200: { description: 'A page', content: json(paginatorOf(bonus)) },
        ...common,
        404: { description: 'No wallet module' },
      },
    },
  },
};
