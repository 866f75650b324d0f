// OpenAPI paths of server/modules/ghost-mode/routes.ts.
import { bearer, responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

const { json, ref } = responses;
const forbidden = (example: string) => ({
  description: 'Not allowed',
  content: json(ref('Message'), { message: example }),
});

export const ghostModePaths: OpenApiPaths = {
  '/api/ghost-mode': {
    post: {
      tags: ['ghost-mode'],
      summary: 'Support staff act as a member (ghost mode)',
      description:
        "Needs the `ghost-mode` permission and a token that is not itself a ghost token. Answers a login for the member: the token has the abilities `*` and `ghost`, lives at most 60 minutes, and its name records the staff member acting. A ghost session reads only: every other write answers 403 with the message Ghost mode is read-only (one rule in the auth guard, for every route), so nothing it does is stored as the member's.",
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', format: 'email' } },
        }),
      },
      responses: {
        200: { description: "The member's ghost login", content: json(ref('AuthResponse')) },
        401: responses.unauthenticated,
        403: forbidden('This action is unauthorized.'),
        422: responses.validation,
        429: responses.throttled,
      },
    },
    delete: {
      tags: ['ghost-mode'],
      summary: 'Leave ghost mode: revokes the calling ghost token',
      security: bearer,
      responses: {
        204: responses.noContent,
        401: responses.unauthenticated,
        403: forbidden('This is not a ghost mode session.'),
      },
    },
  },
};
