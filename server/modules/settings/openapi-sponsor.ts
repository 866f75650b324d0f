// OpenAPI paths of server/modules/settings/routes-sponsor.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, json, readErrors, tags } from './openapi-common.ts';

export const settingsSponsorPaths: OpenApiPaths = {
  '/api/user/sponsor': {
    get: {
      tags,
      summary: "Who referred the member, and the member's own referral link",
      security: bearer,
      responses: {
        200: {
          description: 'Sponsor and referral link',
          content: json({
            type: 'object',
            required: ['sponsor', 'ref_hash', 'referral_link'],
            properties: {
              sponsor: {
                type: ['object', 'null'],
                required: ['name'],
                properties: {
                  name: { type: 'string' },
                  email: {
                    type: 'string',
                    description: 'Not sent by this server (privacy); a client must cope with it either way',
                  },
                },
              },
              ref_hash: { type: 'string' },
              referral_link: { type: 'string', format: 'uri', examples: ['https://club.example/r/demo2026'] },
            },
          }),
        },
        ...readErrors,
      },
    },
  },
};
