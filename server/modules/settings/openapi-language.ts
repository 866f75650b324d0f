// OpenAPI paths of server/modules/settings/routes-language.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, body, changeErrors, tags, userResponse } from './openapi-common.ts';

export const settingsLanguagePaths: OpenApiPaths = {
  '/api/user/settings/language': {
    put: {
      tags,
      summary: "Save the member's language (the next login and every mail use it)",
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['language'],
        properties: { language: { type: 'string', enum: ['en', 'de'] } },
      }),
      responses: { ...userResponse('The member with the new `language`'), ...changeErrors },
    },
  },
};
