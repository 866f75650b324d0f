// OpenAPI paths of server/modules/settings/routes-privacy.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, body, changeErrors, tags, userResponse } from './openapi-common.ts';

export const settingsPrivacyPaths: OpenApiPaths = {
  '/api/user/settings/privacy': {
    put: {
      tags,
      summary: "Save the member's consent that page views carry their id and name (default: no)",
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['analytics_consent'],
        properties: { analytics_consent: { type: 'boolean' } },
      }),
      responses: { ...userResponse('The member with the new `analytics_consent`'), ...changeErrors },
    },
  },
};
